import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { uploads, uploadSlices, type UploadState, type UploadTask } from '../db/schema.ts';
import type { UploadRow } from './uploads.ts';

export type SliceRow = typeof uploadSlices.$inferSelect;
export type SliceContent = Omit<typeof uploadSlices.$inferInsert, 'id' | 'uploadId' | 'ordinal' | 'createdAt' | 'updatedAt' | 'search' | 'enabled' | 'fromFile'>;

/** Rows written in one statement: well under PostgreSQL's 65,535 parameters at ten columns a slice. */
const SLICE_BATCH = 500;

/**
 * What processing reads and writes on an upload row. Writes made while processing only land while the row is still
 * in progress: a teacher who restarts processing (state back to ready) makes a run still going quietly lose its hold.
 */
/** Added to a teacher's slice's ordinal while the file's slices are rewritten: far above any file's slice count. */
const TEACHER_SLICES_ASIDE = 1_000_000_000;

export function createUploadProcessingRepository(db: Database) {
  const inProgress = (id: string) => and(eq(uploads.id, id), eq(uploads.state, 'inProgress'));

  return {
    async find(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row;
    },

    /** Takes the upload for a run: queued, failed or left in progress by a run that stopped. */
    async begin(id: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .update(uploads)
        .set({ state: 'inProgress', message: '', updatedAt: sql`now()` })
        .where(and(eq(uploads.id, id), inArray(uploads.state, ['ready', 'failed', 'inProgress'])))
        .returning();
      return row;
    },

    /** Moves the run on to `task`; false when the run lost its hold. */
    async advance(id: string, task: UploadTask): Promise<boolean> {
      const rows = await db.update(uploads).set({ task, progressPercent: 0, updatedAt: sql`now()` }).where(inProgress(id)).returning({ id: uploads.id });
      return rows.length > 0;
    },

    async progress(id: string, percent: number, message?: string): Promise<void> {
      const clamped = Math.max(0, Math.min(100, Math.round(percent)));
      await db
        .update(uploads)
        .set({ progressPercent: clamped, ...(message === undefined ? {} : { message }) })
        .where(inProgress(id));
    },

    /** Ends the run in `state`, with `message` if given; false when the run had lost its hold. */
    async finish(id: string, state: Extract<UploadState, 'complete' | 'failed' | 'broken'>, message?: string): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({ state, ...(message === undefined ? {} : { message }), ...(state === 'complete' ? { progressPercent: 100 } : {}), updatedAt: sql`now()` })
        .where(inProgress(id))
        .returning({ id: uploads.id });
      return rows.length > 0;
    },

    /** Queues the owner's upload to be processed again from `task`. */
    async restart(ownerId: string, id: string, task: UploadTask): Promise<UploadRow | undefined> {
      const [row] = await db
        .update(uploads)
        .set({ task, state: 'ready', progressPercent: 0, message: '', updatedAt: sql`now()` })
        .where(and(eq(uploads.ownerId, ownerId), eq(uploads.id, id)))
        .returning();
      return row;
    },

    /** Uploads a run should be under way for: queued, or in progress when their process stopped. */
    async unfinished(): Promise<{ id: string; state: UploadState }[]> {
      return db
        .select({ id: uploads.id, state: uploads.state })
        .from(uploads)
        .where(inArray(uploads.state, ['ready', 'inProgress']));
    },

    /**
     * Writes what extraction made of the upload in one transaction: each slice by its ordinal (replacing what an
     * earlier run wrote there, so a rerun never adds copies), its length and its thumbnail.
     */
    async writeExtraction(
      id: string,
      slices: SliceContent[],
      upload: { durationSeconds: number | null; thumbnailKey: string | null },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const count = slices.length;
        // The teacher's own slices step out of the file's range for the while (ordinals are unique per upload)...
        await tx
          .update(uploadSlices)
          .set({ ordinal: sql`${uploadSlices.ordinal} + ${TEACHER_SLICES_ASIDE}` })
          .where(and(eq(uploadSlices.uploadId, id), eq(uploadSlices.fromFile, false)));
        // ...slices an earlier, longer reading of the file left beyond this one's end go...
        await tx.delete(uploadSlices).where(and(eq(uploadSlices.uploadId, id), eq(uploadSlices.fromFile, true), gte(uploadSlices.ordinal, count)));
        for (let first = 0; first < slices.length; first += SLICE_BATCH) {
          const rows = slices.slice(first, first + SLICE_BATCH).map((slice, index) => ({ ...slice, uploadId: id, ordinal: first + index }));
          await tx
            .insert(uploadSlices)
            .values(rows)
            .onConflictDoUpdate({
              target: [uploadSlices.uploadId, uploadSlices.ordinal],
              set: {
                page: sql`excluded.page`,
                pageIndexOffset: sql`excluded.page_index_offset`,
                contentType: sql`excluded.content_type`,
                title: sql`excluded.title`,
                text: sql`excluded.text`,
                imageKey: sql`excluded.image_key`,
                start: sql`excluded.start_seconds`,
                end: sql`excluded.end_seconds`,
                speakerName: sql`excluded.speaker_name`,
                imageAnalysis: sql`excluded.image_analysis`,
                updatedAt: sql`now()`,
              },
            });
        }
        // ...and the teacher's slices come back right after the file's, in the order they had.
        await tx.execute(sql`
          update ${uploadSlices} set ordinal = ${count} + placed.rank - 1
          from (select id, row_number() over (order by ordinal) as rank from ${uploadSlices} where upload_id = ${id} and not from_file) placed
          where ${uploadSlices}.id = placed.id`);
        await tx.update(uploads).set(upload).where(eq(uploads.id, id));
      });
    },

    async replaceSlice(sliceId: string, content: SliceContent): Promise<SliceRow> {
      const [row] = await db
        .update(uploadSlices)
        .set({ ...content, updatedAt: sql`now()` })
        .where(eq(uploadSlices.id, sliceId))
        .returning();
      return row!;
    },
  };
}

export type UploadProcessingRepository = ReturnType<typeof createUploadProcessingRepository>;
