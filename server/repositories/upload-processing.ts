import { and, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { isQuickToRead, queuePriority } from '../processing/queue.ts';
import type { Database } from '../db/index.ts';
import { profiles, uploads, uploadSlices, type RoundNote, type UploadState, type UploadTask } from '../db/schema.ts';
import type { UploadRow } from './uploads.ts';

export type SliceRow = typeof uploadSlices.$inferSelect;
export type SliceContent = Omit<typeof uploadSlices.$inferInsert, 'id' | 'uploadId' | 'ordinal' | 'createdAt' | 'updatedAt' | 'search' | 'enabled' | 'fromFile'>;

/** Rows written in one statement: well under PostgreSQL's 65,535 parameters at ten columns a slice. */
const SLICE_BATCH = 500;

/**
 * What processing reads and writes on an upload row. Writes made while processing only land while the row is still
 * in progress: a teacher who restarts processing (state back to ready) makes a run still going quietly lose its hold.
 */
/** Runs of one upload cut off by their process's end before it is no longer resumed by itself. */
export const MAX_INTERRUPTIONS = 2;
export const INTERRUPTED_MESSAGE =
  'Processing this file was cut off twice when the server stopped, so Teachkit has not tried again by itself. Choose Regenerate to try again, or upload the file again.';

/** Added to a teacher's slice's ordinal while the file's slices are rewritten: far above any file's slice count. */
const TEACHER_SLICES_ASIDE = 1_000_000_000;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes slices read from the file at ordinals `firstOrdinal` on, each replacing what an earlier reading wrote at
 * its ordinal; with `toTheEnd`, file slices an earlier, longer reading left beyond these go. The teacher's own slices
 * stay after the file's, in the order they had.
 */
async function writeFileSlices(tx: Transaction, id: string, firstOrdinal: number, slices: SliceContent[], toTheEnd: boolean): Promise<void> {
  // The teacher's own slices step out of the file's range for the while (ordinals are unique per upload)...
  await tx
    .update(uploadSlices)
    .set({ ordinal: sql`${uploadSlices.ordinal} + ${TEACHER_SLICES_ASIDE}` })
    .where(and(eq(uploadSlices.uploadId, id), eq(uploadSlices.fromFile, false)));
  // ...slices an earlier, longer reading of the file left beyond this one's end go...
  if (toTheEnd) {
    await tx.delete(uploadSlices).where(and(eq(uploadSlices.uploadId, id), eq(uploadSlices.fromFile, true), gte(uploadSlices.ordinal, firstOrdinal + slices.length)));
  }
  for (let first = 0; first < slices.length; first += SLICE_BATCH) {
    const rows = slices.slice(first, first + SLICE_BATCH).map((slice, index) => ({ ...slice, uploadId: id, ordinal: firstOrdinal + first + index }));
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
  // ...and the teacher's slices come back right after the file's (after those of a reading still under way, too).
  await tx.execute(sql`
    update ${uploadSlices} set ordinal = coalesce((select max(ordinal) + 1 from ${uploadSlices} where upload_id = ${id} and from_file), 0) + placed.rank - 1
    from (select id, row_number() over (order by ordinal) as rank from ${uploadSlices} where upload_id = ${id} and not from_file) placed
    where ${uploadSlices}.id = placed.id`);
}

export function createUploadProcessingRepository(db: Database) {
  const inProgress = (id: string) => and(eq(uploads.id, id), eq(uploads.state, 'inProgress'));

  return {
    async find(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row;
    },

    /**
     * Takes the upload for a run: queued, failed or left in progress by a run that stopped or by a long file's last
     * round (whose message, the pages read so far, stays until the next round says more).
     */
    async begin(id: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .update(uploads)
        .set({ state: 'inProgress', message: sql`case when ${uploads.state} = 'inProgress' then ${uploads.message} else '' end`, updatedAt: sql`now()` })
        .where(and(eq(uploads.id, id), inArray(uploads.state, ['ready', 'failed', 'inProgress'])))
        .returning();
      return row;
    },

    /**
     * The upload's place in the processing queue (see queuePriority): its kind and size, and how many of its teacher's
     * uploads from before it are waiting or being processed; undefined when it is gone. A long file queued again for
     * its next round keeps its place among its teacher's files: their later ones still wait for it.
     */
    async queuePlacement(id: string): Promise<number | undefined> {
      const [row] = await db
        .select({ ownerId: uploads.ownerId, byteSize: uploads.byteSize, fileExtension: uploads.fileExtension, createdAt: uploads.createdAt })
        .from(uploads)
        .where(eq(uploads.id, id));
      if (!row) return undefined;
      const [ahead] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(uploads)
        .where(
          and(
            eq(uploads.ownerId, row.ownerId),
            inArray(uploads.state, ['ready', 'inProgress', 'failed']),
            ne(uploads.id, id),
            or(lt(uploads.createdAt, row.createdAt), and(eq(uploads.createdAt, row.createdAt), lt(uploads.id, id))),
          ),
        );
      return queuePriority(isQuickToRead(row.fileExtension, row.byteSize), ahead?.count ?? 0);
    },

    /** The plan of the upload's teacher, as their profile records it; undefined when the upload is gone. */
    async ownerPlan(id: string): Promise<{ subscription: string; subscriptionEnd: Date | null } | undefined> {
      const [row] = await db
        .select({ subscription: profiles.subscription, subscriptionEnd: profiles.subscriptionEnd })
        .from(uploads)
        .innerJoin(profiles, eq(profiles.id, uploads.ownerId))
        .where(eq(uploads.id, id));
      return row;
    },

    /** Whether a run still holds the upload: it exists and is in progress (a deleted or restarted one is not). */
    async stillRunning(id: string): Promise<boolean> {
      const rows = await db.select({ id: uploads.id }).from(uploads).where(inProgress(id));
      return rows.length > 0;
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

    /**
     * Ends the run in `state`, with `message` if given; false when the run had lost its hold. A run that failed for a
     * reason not the file's (`failedRun`; every run ending "failed") counts against the upload's retry budget.
     */
    async finish(id: string, state: Extract<UploadState, 'complete' | 'failed' | 'broken'>, message?: string, failedRun = state === 'failed'): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({
          state,
          ...(message === undefined ? {} : { message }),
          ...(state === 'complete' ? { progressPercent: 100 } : {}),
          ...(failedRun ? { failedAttempts: sql`${uploads.failedAttempts} + 1` } : {}),
          updatedAt: sql`now()`,
        })
        .where(inProgress(id))
        .returning({ id: uploads.id });
      return rows.length > 0;
    },

    /**
     * Counts a run cut off by its process's end (found in progress at start). True while it may be resumed; after
     * MAX_INTERRUPTIONS the upload is marked broken with INTERRUPTED_MESSAGE instead, so a file that keeps bringing
     * its process down is not taken up again and again; the teacher's Regenerate starts the count afresh.
     */
    async interrupted(id: string): Promise<boolean> {
      const [row] = await db
        .update(uploads)
        .set({ interruptions: sql`${uploads.interruptions} + 1` })
        .where(inProgress(id))
        .returning({ interruptions: uploads.interruptions });
      if (!row) return false;
      if (row.interruptions < MAX_INTERRUPTIONS) return true;
      await this.finish(id, 'broken', INTERRUPTED_MESSAGE);
      return false;
    },

    /** Queues the owner's upload to be processed again from `task`. */
    async restart(ownerId: string, id: string, task: UploadTask): Promise<UploadRow | undefined> {
      const [row] = await db
        .update(uploads)
        .set({ task, state: 'ready', progressPercent: 0, message: '', interruptions: 0, failedAttempts: 0, extractedPages: 0, extractedSlices: 0, extractedNotes: [], updatedAt: sql`now()` })
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
        await writeFileSlices(tx, id, 0, slices, true);
        await tx.update(uploads).set({ ...upload, extractedPages: 0, extractedSlices: 0, extractedNotes: [] }).where(eq(uploads.id, id));
      });
    },

    /**
     * Writes one round of a file read in rounds, in one transaction with the upload's cursor: the round's slices by
     * ordinal after those of earlier rounds, and the pages read so far. Only the run whose cursor still stands where
     * this round began writes (a round taken up again after a retry or a restart writes the same ordinals, never
     * copies); false, and nothing written, when the run lost its hold (the upload was restarted or deleted). The last
     * round also drops slices a longer, earlier reading left beyond the file's end.
     */
    async writeRound(
      id: string,
      slices: SliceContent[],
      round: {
        pagesBefore: number;
        slicesBefore: number;
        pagesRead: number;
        last: boolean;
        thumbnailKey?: string | null;
        /** What the rounds so far could not read, this one's included. */
        notes?: RoundNote[];
        /** The length of the recordings this round read (an archive's), added to the earlier rounds'. */
        durationSeconds?: number | null;
      },
    ): Promise<boolean> {
      const firstRound = round.pagesBefore === 0;
      const duration = round.durationSeconds ?? null;
      return db.transaction(async (tx) => {
        const held = await tx
          .update(uploads)
          .set({
            extractedPages: round.pagesRead,
            extractedSlices: round.slicesBefore + slices.length,
            ...(round.thumbnailKey === undefined ? {} : { thumbnailKey: round.thumbnailKey }),
            ...(round.notes === undefined ? {} : { extractedNotes: round.notes }),
            ...(firstRound ? { durationSeconds: duration } : duration === null ? {} : { durationSeconds: sql`coalesce(${uploads.durationSeconds}, 0) + ${duration}` }),
          })
          .where(and(inProgress(id), eq(uploads.extractedPages, round.pagesBefore), eq(uploads.extractedSlices, round.slicesBefore)))
          .returning({ id: uploads.id });
        if (!held.length) return false;
        await writeFileSlices(tx, id, round.slicesBefore, slices, round.last);
        return true;
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
