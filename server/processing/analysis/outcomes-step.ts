import { createUploadAnalysisRepository } from '../../repositories/upload-analysis.ts';
import type { StepContext, UploadStep } from '../steps.ts';
import { rankUploadOutcomes } from './upload-outcomes.ts';

/** The spec's "extract-outcomes" task: the upload's best six outcomes from its enabled slices' alignments. */
export const extractOutcomesStep: UploadStep = (context, uploadId) => rankUploadOutcomesOf(context, uploadId);

/** Ranks and stores the upload's best outcomes; needs only the database and somewhere to report progress. */
export async function rankUploadOutcomesOf(context: Pick<StepContext, 'db' | 'progress'>, uploadId: string): Promise<void> {
  const repository = createUploadAnalysisRepository(context.db);
  if (!(await repository.upload(uploadId))) return;
  await context.progress(0, 'Extracting outcomes');
  const outcomes = rankUploadOutcomes(await repository.enabledAlignments(uploadId));
  await repository.replaceUploadOutcomes(uploadId, outcomes);
  await context.progress(100, `Found ${outcomes.length} outcomes`);
}
