import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { profiles } from '../db/schema.ts';

export type ProfileRow = typeof profiles.$inferSelect;

export interface ProfileSeed {
  id: string;
  name: string;
  email: string;
}

export interface ProfileChanges {
  name?: string | undefined;
  onboarded?: boolean | undefined;
  market?: string | undefined;
}

export function createProfileRepository(db: Database) {
  return {
    async find(id: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
      return row;
    },

    /** Returns the caller's profile, creating it from the token's claims on the first call. */
    async ensure(seed: ProfileSeed): Promise<ProfileRow> {
      // Read first: every authenticated request lands here, and only the first one needs to write.
      const found = await this.find(seed.id);
      if (found) return found;
      const [created] = await db
        .insert(profiles)
        .values({ id: seed.id, name: seed.name, email: seed.email })
        .onConflictDoNothing({ target: profiles.id })
        .returning();
      if (created) return created;
      const existing = await this.find(seed.id);
      if (!existing) throw new Error(`profile ${seed.id} vanished while being read`);
      return existing;
    },

    async update(id: string, changes: ProfileChanges): Promise<ProfileRow | undefined> {
      const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      const [row] = await db
        .update(profiles)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(profiles.id, id))
        .returning();
      return row;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
