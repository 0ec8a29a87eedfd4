import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.ts';
import type { Storage } from '../storage/index.ts';
import type { UploadTask } from '../db/schema.ts';

/** What a processing step may use. */
export interface StepContext {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Records how far the step has come (0 to 100) on the upload row, for the teacher's progress bar. */
  progress: (percent: number, message?: string) => Promise<void>;
  /** Aborted when the run is no longer wanted (the upload was deleted, or its processing restarted): stop soon. */
  signal: AbortSignal;
}

/**
 * One of the spec's upload tasks (upload → spelling → align → extract-outcomes). A step is idempotent: run again
 * after a crash or a retry, it replaces what an earlier run of it wrote, so nothing is duplicated. A step that
 * cannot succeed for this file throws an ExtractionError with `permanent: true` and a message for the teacher.
 * A step that did a bounded share of its work (a round of a long file's pages) answers 'again': the upload is queued
 * once more at the same task, and the other files waiting get the lane first.
 */
export type UploadStep = (context: StepContext, uploadId: string) => Promise<void | 'again'>;

export type UploadSteps = Record<UploadTask, UploadStep>;
