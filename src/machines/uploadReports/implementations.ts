import { fromPromise } from 'xstate';
import type { UploadApi, UploadOutcome, UploadSpellingIssue } from '../../services/uploadApi';
import { createReportFetchers } from './reports';

/** One implementations object per report tab, each filling that tab's loadReport slot. */
export function createUploadReportsImplementations(deps: { uploadApi: Pick<UploadApi, 'outcomes' | 'spelling'> }) {
  const fetchers = createReportFetchers(deps.uploadApi);
  return {
    outcomes: { actors: { loadReport: fromPromise<UploadOutcome[], { uploadId: string }>(fetchers.outcomes) } },
    spelling: { actors: { loadReport: fromPromise<UploadSpellingIssue[], { uploadId: string }>(fetchers.spelling) } },
  };
}
