import type { Extractor, ExtractResult, PageRound } from './extract/types.ts';
import { EXTRACTION_MESSAGES } from './extract/messages.ts';
import { activeTier } from '../domain/subscription.ts';
import { readingLimits } from '../domain/uploads/reading-limits.ts';
import { extractOriginal, sliceContent, storeImage } from './extraction.ts';
import type { StepContext, UploadStep } from './steps.ts';
import type { SliceContent, UploadProcessingRepository } from '../repositories/upload-processing.ts';
import type { UploadRow } from '../repositories/uploads.ts';

/** How often extraction's progress reaches the upload row at most: often enough for a progress bar, no more. */
const PROGRESS_EVERY_MS = 500;

/** How much of a long file one run reads before it gives the lane up (see createUploadStep). */
export type RoundSize = Omit<PageRound, 'from'>;

/**
 * A round reads at most this many pages (pdftotext reads them in well under a second) and begins no page after this
 * many seconds (a scan's pages take seconds each to read by OCR): another teacher's long file waits about that long
 * for the lane, and starting a round (copying the file out, opening it) costs a small share of it. An archive's round
 * reads as many of its files, and unpacks no further file once its files hold 200 MB.
 */
export const ROUND_SIZE: RoundSize = { pages: 200, seconds: 15, bytes: 200 * 1024 ** 2 };

/**
 * What the bar shows after a round: the share of the file's pages read, on the scale the extractor reports pages on
 * while it reads (95% of its bar, of the step's 90%), so the bar never steps back when the next round begins.
 */
const pagesPercent = (pagesRead: number, pageCount: number) => (0.9 * 95 * pagesRead) / Math.max(1, pageCount);

/**
 * The spec's `upload` task: reads the stored original into slices and writes them, with their pictures, the upload's
 * length and its thumbnail. Slices are written by ordinal in one transaction, so a run that is repeated (a retry, a
 * restart after the process was killed) replaces what an earlier run wrote instead of adding to it.
 *
 * A paged file (a PDF) is read one round at a time (`round`, ROUND_SIZE by default): each run reads the pages after
 * the upload's cursor, writes their slices with the cursor in one transaction, and answers 'again' while pages remain,
 * so the upload is queued again behind the files waiting for the lane. A run taken up after a retry or a restart
 * begins at the cursor, never at page 1; the tasks after this one start once the last round is written.
 */
export function createUploadStep(deps: { repository: UploadProcessingRepository; extract: Extractor; tempDir: string; round?: RoundSize }): UploadStep {
  const roundSize = deps.round ?? ROUND_SIZE;
  return async (context, uploadId) => {
    const upload = await deps.repository.find(uploadId);
    if (!upload) return;
    // The teacher's plan says how long a file is read (pages, minutes); a longer one is refused with the numbers.
    const plan = await deps.repository.ownerPlan(uploadId);
    const limits = readingLimits(plan ? activeTier(plan.subscription, plan.subscriptionEnd, new Date()) : 'free');
    let reported = 0;
    let writing = Promise.resolve();
    const round = { ...roundSize, from: upload.extractedPages + 1 };
    const result = await extractOriginal(context.storage, { ...upload, round }, deps.tempDir, deps.extract, context.signal, limits, (percent, pages) => {
      const now = Date.now();
      if (now - reported < PROGRESS_EVERY_MS) return;
      reported = now;
      const message = pages && EXTRACTION_MESSAGES.pagesRead(pages.read, pages.of, pages.unit);
      // The extractor's callback cannot wait; writes go one after another and the step waits for the last.
      writing = writing.then(() => context.progress(percent * 0.9, message)).catch((error: unknown) => context.log.warn({ err: error }, 'could not record progress'));
    });
    await writing;
    if (result.round) return writeRound(deps.repository, context, upload, result, result.round);
    const slices = await storeSlicePictures(context, uploadId, 0, result);
    const thumbnailKey = result.thumbnail ? await storeImage(context.storage, uploadId, 'thumbnail', result.thumbnail) : null;
    await deps.repository.writeExtraction(uploadId, slices, { durationSeconds: result.durationSeconds, thumbnailKey });
    await context.progress(100, result.notice);
  };
}

/** Stores the slices' pictures under their ordinals (from `firstOrdinal`), answering the slices' rows. */
async function storeSlicePictures(context: StepContext, uploadId: string, firstOrdinal: number, result: ExtractResult): Promise<SliceContent[]> {
  const slices = [];
  for (const [index, draft] of result.slices.entries()) {
    const imageKey = draft.image ? await storeImage(context.storage, uploadId, `slices/${firstOrdinal + index}`, draft.image) : null;
    slices.push(sliceContent(draft, imageKey));
  }
  return slices;
}

/**
 * Writes one round's slices after the earlier rounds' and moves the cursor on; 'again' while pages (or an archive's
 * files) remain. What the rounds could not read is kept with the cursor and shown once the last round is written.
 */
async function writeRound(
  repository: UploadProcessingRepository,
  context: StepContext,
  upload: UploadRow,
  result: ExtractResult,
  { pageCount, lastPage, unit, notes: roundNotes = [] }: NonNullable<ExtractResult['round']>,
): Promise<'again' | undefined> {
  const slicesBefore = upload.extractedSlices;
  const firstRound = upload.extractedPages === 0;
  const slices = await storeSlicePictures(context, upload.id, slicesBefore, result);
  // The card's picture is the first one the rounds find (an archive's first files may have none).
  const thumbnailKey =
    result.thumbnail && (firstRound || !upload.thumbnailKey) ? await storeImage(context.storage, upload.id, 'thumbnail', result.thumbnail) : firstRound ? null : undefined;
  // A round taken up again replaces its own files' lines.
  const notes = [...upload.extractedNotes.filter((line) => line.file <= upload.extractedPages), ...roundNotes];
  const last = lastPage >= pageCount;
  const written = await repository.writeRound(upload.id, slices, {
    pagesBefore: upload.extractedPages,
    slicesBefore,
    pagesRead: lastPage,
    last,
    thumbnailKey,
    notes,
    durationSeconds: result.durationSeconds,
  });
  // The teacher restarted or deleted the upload while the round was read: the run that follows starts afresh.
  if (!written) throw new Error('The upload changed while a round of its pages was read');
  if (!last) {
    await context.progress(pagesPercent(lastPage, pageCount), EXTRACTION_MESSAGES.pagesRead(lastPage, pageCount, unit));
    return 'again';
  }
  // A file with no text anywhere says so once its last page is read, whatever its last round found.
  await context.progress(100, [slicesBefore + slices.length ? '' : result.notice, ...notes.map((line) => line.note)].filter(Boolean).join('\n'));
  return undefined;
}
