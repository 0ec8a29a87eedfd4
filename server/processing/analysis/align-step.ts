import { createUploadAnalysisRepository } from '../../repositories/upload-analysis.ts';
import type { Database } from '../../db/index.ts';
import type { StepContext, UploadStep } from '../steps.ts';
import { rankUploadOutcomesOf } from './outcomes-step.ts';
import { alignSlice } from './alignment.ts';
import { curriculumKnowledge } from './curriculum.ts';
import { parseTsvector } from './lexemes.ts';
import { levelsMentioned, syllabusLevels } from './levels.ts';
import { itemProgress } from './progress.ts';

/** Below this a slice merely shares a subject's words with an outcome; a teacher would not call it aligned. */
export const ALIGNMENT_THRESHOLD = 0.35;
/** Outcomes kept per slice: a page rarely teaches more than a few. */
export const ALIGNMENTS_PER_SLICE = 5;

/**
 * The spec's "align" task: each slice's outcomes with a score from 0 to 1, among the frameworks the teacher works
 * in (their market's and their syllabi's; every framework when nothing says), favouring the school years the upload
 * or the teacher's syllabi name, replacing any earlier run's.
 */
export const alignStep: UploadStep = (context, uploadId) => alignUpload(context, uploadId);

/**
 * After a teacher changed a slice's words: that slice's outcomes again, then the upload's best six, which may have
 * moved with them.
 */
export async function realignSlice(db: Database, uploadId: string, sliceId: string): Promise<void> {
  const quiet: Pick<StepContext, 'db' | 'progress'> = { db, progress: async () => {} };
  await alignUpload(quiet, uploadId, sliceId);
  await rankUploadOutcomesOf(quiet, uploadId);
}

async function alignUpload(context: Pick<StepContext, 'db' | 'progress'>, uploadId: string, onlySliceId?: string): Promise<void> {
  const repository = createUploadAnalysisRepository(context.db);
  const upload = await repository.upload(uploadId);
  if (!upload) return;
  const [{ index }, frameworks, yearLevels, slices] = await Promise.all([
    curriculumKnowledge(context.db),
    repository.teacherFrameworks(upload.ownerId, upload.market),
    repository.syllabusYearLevels(upload.ownerId),
    repository.sliceVectors(uploadId, onlySliceId),
  ]);
  // The upload's own title and description say which year it is for more surely than the teacher's syllabi.
  const named = levelsMentioned(`${upload.title}\n${upload.description}`);
  const levels = named.length ? named : yearLevels.flatMap(syllabusLevels);
  const options = {
    frameworks: frameworks.length ? new Set(frameworks) : undefined,
    levels: levels.length ? new Set(levels) : undefined,
    threshold: ALIGNMENT_THRESHOLD,
    limit: ALIGNMENTS_PER_SLICE,
  };
  const report = itemProgress(context, slices.length, (done) => `Aligned ${done} of ${slices.length} slices to standards`);
  const rows = [];
  for (const [done, slice] of slices.entries()) {
    for (const alignment of alignSlice(index, parseTsvector(slice.vector), options)) rows.push({ sliceId: slice.id, ...alignment });
    await report(done + 1);
  }
  await repository.replaceAlignments(uploadId, rows, onlySliceId);
}
