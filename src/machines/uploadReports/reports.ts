import type { UploadApi, UploadOutcome, UploadSpellingIssue } from '../../services/uploadApi';
import { createUploadReportMachine } from './machine';

export const uploadOutcomesMachine = createUploadReportMachine<UploadOutcome>('uploadOutcomes');
export const uploadSpellingMachine = createUploadReportMachine<UploadSpellingIssue>('uploadSpelling');

type Call = { input: { uploadId: string }; signal: AbortSignal };

/** The fetch behind each report tab; each tab's machine is provided with its own. */
export function createReportFetchers(uploadApi: Pick<UploadApi, 'outcomes' | 'spelling'>) {
  return {
    outcomes: ({ input, signal }: Call) => uploadApi.outcomes(input.uploadId, { signal }),
    spelling: ({ input, signal }: Call) => uploadApi.spelling(input.uploadId, { signal }),
  };
}
