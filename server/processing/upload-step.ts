import type { Extractor } from './extract/types.ts';
import { activeTier } from '../domain/subscription.ts';
import { readingLimits } from '../domain/uploads/reading-limits.ts';
import { extractOriginal, sliceContent, storeImage } from './extraction.ts';
import type { UploadStep } from './steps.ts';
import type { UploadProcessingRepository } from '../repositories/upload-processing.ts';

/** How often extraction's progress reaches the upload row at most: often enough for a progress bar, no more. */
const PROGRESS_EVERY_MS = 500;

/**
 * The spec's `upload` task: reads the stored original into slices and writes them, with their pictures, the upload's
 * length and its thumbnail. Slices are written by ordinal in one transaction, so a run that is repeated (a retry, a
 * restart after the process was killed) replaces what an earlier run wrote instead of adding to it.
 */
export function createUploadStep(deps: { repository: UploadProcessingRepository; extract: Extractor; tempDir: string }): UploadStep {
  return async (context, uploadId) => {
    const upload = await deps.repository.find(uploadId);
    if (!upload) return;
    // The teacher's plan says how long a file is read (pages, minutes); a longer one is refused with the numbers.
    const plan = await deps.repository.ownerPlan(uploadId);
    const limits = readingLimits(plan ? activeTier(plan.subscription, plan.subscriptionEnd, new Date()) : 'free');
    let reported = 0;
    let writing = Promise.resolve();
    const result = await extractOriginal(context.storage, upload, deps.tempDir, deps.extract, context.signal, limits, (percent) => {
      const now = Date.now();
      if (now - reported < PROGRESS_EVERY_MS) return;
      reported = now;
      // The extractor's callback cannot wait; writes go one after another and the step waits for the last.
      writing = writing.then(() => context.progress(percent * 0.9)).catch((error: unknown) => context.log.warn({ err: error }, 'could not record progress'));
    });
    await writing;
    const slices = [];
    for (const [ordinal, draft] of result.slices.entries()) {
      const imageKey = draft.image ? await storeImage(context.storage, uploadId, `slices/${ordinal}`, draft.image) : null;
      slices.push(sliceContent(draft, imageKey));
    }
    const thumbnailKey = result.thumbnail ? await storeImage(context.storage, uploadId, 'thumbnail', result.thumbnail) : null;
    await deps.repository.writeExtraction(uploadId, slices, { durationSeconds: result.durationSeconds, thumbnailKey });
    await context.progress(100, result.notice);
  };
}
