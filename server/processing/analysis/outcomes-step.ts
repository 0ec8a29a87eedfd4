import { createUploadAnalysisRepository } from '../../repositories/upload-analysis.ts';
import type { UploadStep } from '../steps.ts';
import { rankUploadOutcomes } from './upload-outcomes.ts';

/** The spec's "extract-outcomes" task: the upload's best six outcomes from its enabled slices' alignments. */
export const extractOutcomesStep: UploadStep = async (context, uploadId) => {
  const repository = createUploadAnalysisRepository(context.db);
  if (!(await repository.upload(uploadId))) return;
  await context.progress(0, 'Extracting outcomes');
  const outcomes = rankUploadOutcomes(await repository.enabledAlignments(uploadId));
  await repository.replaceUploadOutcomes(uploadId, outcomes);
  await context.progress(100, `Found ${outcomes.length} outcomes`);
};
