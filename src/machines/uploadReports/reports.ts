import type { UploadApi, UploadOutcome, UploadSpellingIssue } from '../../services/uploadApi';
import { createUploadReportMachine } from './machine';

export const uploadOutcomesMachine = createUploadReportMachine<UploadOutcome>('uploadOutcomes');
export const uploadSpellingMachine = createUploadReportMachine<UploadSpellingIssue>('uploadSpelling');

type Call = { input: { uploadId: string }; signal: AbortSignal };

/** The fetch behind each report tab; each tab's machine is provided with its own. */
export function createReportFetchers(uploadApi: Pick<UploadApi, 'outcomes' | 'spelling'>) {
  return {
    // Best first, whatever order the answer came in.
    outcomes: async ({ input, signal }: Call) => [...(await uploadApi.outcomes(input.uploadId, { signal }))].sort((a, b) => a.rank - b.rank),
    spelling: ({ input, signal }: Call) => uploadApi.spelling(input.uploadId, { signal }),
  };
}
