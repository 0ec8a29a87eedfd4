import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.ts';
import { UPLOAD_TASKS } from '../db/schema.ts';
import type { Storage } from '../storage/index.ts';
import type { UploadProcessingRepository } from '../repositories/upload-processing.ts';
import { ExtractionError } from './extract/types.ts';
import type { StepContext, UploadSteps } from './steps.ts';

/** Shown with "Failed - Retrying" when an attempt failed for a reason that is not the file's. */
export const RETRYING_MESSAGE = 'Processing stopped unexpectedly; Teachkit tries again shortly.';
/** Shown with "Error" once every attempt failed for a reason that is not the file's. */
export const GAVE_UP_MESSAGE = 'Teachkit could not process this file after several tries. Choose Regenerate to try again, or upload the file again.';

/** How often a run looks whether its upload is still wanted. */
const WATCH_MS = 1000;

export interface PipelineDeps {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
  repository: UploadProcessingRepository;
  steps: UploadSteps;
}

/**
 * Which attempt this is: the queue tries a failed run again `retryLimit` times. A file read in rounds is queued
 * afresh for each round, so its budget is counted on the upload too (failedAttempts), across its rounds.
 */
export interface Attempt {
  retryCount: number;
  retryLimit: number;
}

/**
 * How a run ended. `superseded`: the teacher restarted processing while it ran, so it stopped and left the upload to
 * the run that restart queued; `skipped`: there was nothing to do (the upload is gone, complete or broken);
 * `next-round`: a step did one round of its work and the upload, still in progress, is to be queued again.
 */
export type RunOutcome = 'complete' | 'broken' | 'superseded' | 'skipped' | 'next-round';

/**
 * Processes one upload from the task its row names to the last (spec §4): state inProgress while it runs, with
 * `task` and `progressPercent` kept current; complete at the end. A failed attempt leaves the upload "failed" and
 * throws, so the queue tries again after a pause; a permanent ExtractionError, or a failure on the last attempt,
 * leaves it "broken" with a message for the teacher and does not throw.
 */
export async function processUpload(deps: PipelineDeps, uploadId: string, attempt: Attempt): Promise<RunOutcome> {
  const { repository } = deps;
  const row = await repository.begin(uploadId);
  if (!row) return 'skipped';
  const log = deps.log.child({ uploadId });
  // A run whose upload was deleted, or whose processing the teacher restarted, stops within a second or two.
  const unwanted = new AbortController();
  const watch = setInterval(() => {
    void repository.stillRunning(uploadId).then(
      (running) => running || unwanted.abort(),
      () => {},
    );
  }, WATCH_MS);
  const context: StepContext = {
    db: deps.db,
    storage: deps.storage,
    log,
    progress: (percent, message) => repository.progress(uploadId, percent, message),
    signal: unwanted.signal,
  };
  try {
    for (const task of UPLOAD_TASKS.slice(UPLOAD_TASKS.indexOf(row.task))) {
      // The task a run resumes keeps its progress (a long file's rounds so far); a task begun afresh starts at 0.
      if (task === row.task ? !(await repository.stillRunning(uploadId)) : !(await repository.advance(uploadId, task))) return 'superseded';
      if ((await deps.steps[task](context, uploadId)) === 'again') return 'next-round';
    }
    return (await repository.finish(uploadId, 'complete')) ? 'complete' : 'superseded';
  } catch (error) {
    if (unwanted.signal.aborted) return 'superseded';
    const fromFile = error instanceof ExtractionError;
    // Failures of this upload before this one: this job's, or, for a file read in rounds, those of all its rounds.
    const failedBefore = Math.max(attempt.retryCount, row.failedAttempts);
    if ((fromFile && error.permanent) || failedBefore >= attempt.retryLimit) {
      log.warn({ err: error, attempt: failedBefore + 1 }, 'upload processing gave up');
      const permanent = fromFile && error.permanent;
      return (await repository.finish(uploadId, 'broken', fromFile ? error.message : GAVE_UP_MESSAGE, !permanent)) ? 'broken' : 'superseded';
    }
    log.warn({ err: error, attempt: failedBefore + 1 }, 'upload processing failed; it is tried again');
    if (!(await repository.finish(uploadId, 'failed', fromFile ? error.message : RETRYING_MESSAGE))) return 'superseded';
    throw error;
  } finally {
    clearInterval(watch);
  }
}
