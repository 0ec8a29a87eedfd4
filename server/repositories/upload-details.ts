import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { uploads } from '../db/schema.ts';
import type { UploadRow } from './uploads.ts';

export type UploadDetailsChange = Partial<Pick<UploadRow, 'title' | 'description' | 'enabled' | 'reference' | 'isbn' | 'doi' | 'language'>>;

/** The teacher's edits to an upload's details, and the look-up that sharing decisions start from. */
export function createUploadDetailsRepository(db: Database) {
  return {
    async update(ownerId: string, id: string, change: UploadDetailsChange): Promise<UploadRow | undefined> {
      const [row] = await db
        .update(uploads)
        .set({ ...change, updatedAt: sql`now()` })
        .where(and(eq(uploads.ownerId, ownerId), eq(uploads.id, id)))
        .returning();
      return row;
    },

    /**
     * An upload by id whoever owns it. Only for routes that then ask the access module (canView) whether the caller
     * may see it; everything else finds uploads under their owner.
     */
    async findForAccessCheck(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row;
    },
  };
}

export type UploadDetailsRepository = ReturnType<typeof createUploadDetailsRepository>;
