import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { TestApp } from './app.ts';
import { makePng } from './files.ts';
import { profiles, sliceAlignments, sliceSpellingIssues, uploads, uploadSlices } from '../../../server/db/schema.ts';

/**
 * Uploads and slices written straight into the database, as processing would leave them: the routes under test
 * read what is there, whichever area of the server wrote it.
 */

export async function seedProfile(t: TestApp, id: string, name = id) {
  await t.database.db.insert(profiles).values({ id, name, email: `${id}@school.example` }).onConflictDoNothing();
}

export async function seedUpload(t: TestApp, ownerId: string, fields: Partial<typeof uploads.$inferInsert> = {}) {
  await seedProfile(t, ownerId);
  const id = fields.id ?? randomUUID();
  const [row] = await t.database.db
    .insert(uploads)
    .values({
      id,
      ownerId,
      title: 'Fractions workbook',
      fileName: 'fractions.pdf',
      fileExtension: 'pdf',
      mimeType: 'application/pdf',
      byteSize: 1000,
      sha256: '0'.repeat(64),
      storageKey: `${id}/original`,
      state: 'complete',
      task: 'extract-outcomes',
      progressPercent: 100,
      ...fields,
    })
    .returning();
  return row!;
}

export async function seedSlice(t: TestApp, uploadId: string, ordinal: number, fields: Partial<typeof uploadSlices.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(uploadSlices)
    .values({ uploadId, ordinal, title: `Slice ${ordinal}`, text: `Text of slice ${ordinal}`, ...fields })
    .returning();
  return row!;
}

export async function seedAlignment(t: TestApp, sliceId: string, outcomeCode: string, score: number) {
  await t.database.db.insert(sliceAlignments).values({ sliceId, outcomeCode, score });
}

export async function seedSpellingIssue(t: TestApp, sliceId: string, fields: Partial<typeof sliceSpellingIssues.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(sliceSpellingIssues)
    .values({ sliceId, kind: 'spelling', offset: 0, length: 4, word: 'Txet', message: 'Txet is not a word we know', suggestions: ['Text'], ...fields })
    .returning();
  return row!;
}

/** A real one-pixel PNG, stored under `key` in the app's storage. */
export async function storePng(t: TestApp, key: string): Promise<Buffer> {
  const png = makePng();
  await t.app.storage.put(key, Readable.from([png]));
  return png;
}
