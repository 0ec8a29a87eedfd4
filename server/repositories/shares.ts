import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { holdItem } from './shared-items.ts';
import { profiles, shares } from '../db/schema.ts';
import { normaliseEmails, type ShareableType } from '../domain/access.ts';

export type ShareRow = typeof shares.$inferSelect;

/** Share settings; every query names the owner, except the ones that look for shares with a given person. */
export function createShareRepository(db: Database) {
  return {
    async find(ownerId: string, itemType: ShareableType, itemId: string): Promise<ShareRow | undefined> {
      const [row] = await db.select().from(shares).where(and(eq(shares.ownerId, ownerId), eq(shares.itemType, itemType), eq(shares.itemId, itemId)));
      return row;
    },

    async findForItem(ownerId: string, itemId: string): Promise<ShareRow[]> {
      return db.select().from(shares).where(and(eq(shares.ownerId, ownerId), eq(shares.itemId, itemId)));
    },

    async listByOwner(ownerId: string): Promise<ShareRow[]> {
      return db.select().from(shares).where(eq(shares.ownerId, ownerId)).orderBy(desc(shares.updatedAt));
    },

    /** Saves how the owner shares an item, or answers undefined when they have no such item (any longer). */
    async upsert(row: Omit<ShareRow, 'createdAt' | 'updatedAt'>): Promise<ShareRow | undefined> {
      return db.transaction(async (tx) => {
        if (!(await holdItem(tx, row.ownerId, row.itemType, row.itemId))) return undefined;
        const [saved] = await tx
          .insert(shares)
          .values(row)
          .onConflictDoUpdate({
            target: [shares.ownerId, shares.itemType, shares.itemId],
            set: { mode: row.mode, emails: row.emails, accessKey: row.accessKey, updatedAt: sql`now()` },
          })
          .returning();
        return saved;
      });
    },

    async remove(ownerId: string, itemType: ShareableType, itemId: string): Promise<boolean> {
      const rows = await db
        .delete(shares)
        .where(and(eq(shares.ownerId, ownerId), eq(shares.itemType, itemType), eq(shares.itemId, itemId)))
        .returning({ itemId: shares.itemId });
      return rows.length > 0;
    },

    /** Items shared with a person by (normalised) email, with their owners' names. */
    async sharedWith(email: string) {
      return db
        .select({ share: shares, ownerName: profiles.name, ownerEmail: profiles.email })
        .from(shares)
        .innerJoin(profiles, eq(profiles.id, shares.ownerId))
        .where(and(eq(shares.mode, 'people'), sql`${shares.emails} @> ${JSON.stringify([email])}::jsonb`))
        .orderBy(desc(shares.updatedAt));
    },

    /**
     * Brings share lists stored before normalisation covered Unicode (NFKC, IDN domains) to their normal spelling.
     * Only lists with non-ASCII characters can differ.
     */
    async normaliseStoredEmails(): Promise<void> {
      const rows = await db.select().from(shares).where(sql`${shares.emails}::text ~ '[^\x01-\x7f]'`);
      for (const row of rows) {
        const emails = normaliseEmails(row.emails);
        if (JSON.stringify(emails) === JSON.stringify(row.emails)) continue;
        await db
          .update(shares)
          .set({ emails })
          .where(and(eq(shares.ownerId, row.ownerId), eq(shares.itemType, row.itemType), eq(shares.itemId, row.itemId)));
      }
    },
  };
}

export type ShareRepository = ReturnType<typeof createShareRepository>;
