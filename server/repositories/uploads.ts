import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { uploads, type UploadState } from '../db/schema.ts';
import { keyset, type Page, type PageRequest } from '../pagination.ts';
import { removeWithShare } from './shared-items.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

/**
 * Most recently changed first; served by the index uploads_owner_updated_id, or uploads_owner_state_updated_id for
 * the uploads in one state.
 */
const byUpdated = keyset('uploads', uploads.updatedAt, uploads.id, 'desc');

/** Uploads, always scoped to their owner: another teacher's upload is simply not found. */
export function createUploadRepository(db: Database) {
  return {
    /** The query of one page (its plan is checked to read the index, not sort every upload). */
    listQuery(ownerId: string, request: PageRequest, state?: UploadState) {
      return db
        .select({ row: uploads, cursorKey: byUpdated.key })
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), state ? eq(uploads.state, state) : undefined, byUpdated.after(request.after)))
        .orderBy(...byUpdated.orderBy)
        .limit(byUpdated.limit(request));
    },

    /** One page of the owner's uploads (only those in `state`, when given), most recently changed first. */
    async list(ownerId: string, request: PageRequest, state?: UploadState): Promise<Page<UploadRow>> {
      const rows = await this.listQuery(ownerId, request, state);
      return byUpdated.page(
        rows.map(({ row, cursorKey }) => ({ ...row, cursorKey })),
        request,
        ({ cursorKey: _key, ...row }) => row,
      );
    },

    async find(ownerId: string, id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(and(eq(uploads.ownerId, ownerId), eq(uploads.id, id)));
      return row;
    },

    async insert(upload: NewUpload): Promise<UploadRow> {
      const [row] = await db.insert(uploads).values(upload).returning();
      return row!;
    },

    /**
     * Removes the upload, by cascade its slices, and the owner's share of it; answers its storage key so the caller
     * can remove the file.
     */
    async remove(ownerId: string, id: string): Promise<{ storageKey: string } | undefined> {
      const [row] = await removeWithShare(db, { ownerId, type: 'upload', id }, (tx) =>
        tx.delete(uploads).where(and(eq(uploads.ownerId, ownerId), eq(uploads.id, id))).returning({ storageKey: uploads.storageKey }),
      );
      return row;
    },
  };
}

export type UploadRepository = ReturnType<typeof createUploadRepository>;
