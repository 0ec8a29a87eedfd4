import { fromPromise } from 'xstate';
import type { AssessmentApi } from '../../services/assessmentApi';
import type { AssessmentFileKind } from './types';

export interface AssessmentFilesDeps {
  assessmentApi: Pick<AssessmentApi, 'resultsCsv' | 'docx' | 'qti'>;
  saveFile: (blob: Blob, fileName: string) => void;
}

export function createAssessmentFilesImplementations(deps: AssessmentFilesDeps) {
  const fetchers = { results: deps.assessmentApi.resultsCsv, docx: deps.assessmentApi.docx, qti: deps.assessmentApi.qti };
  return {
    actors: {
      downloadFile: fromPromise<void, { assessmentId: string; kind: AssessmentFileKind; fileName: string }>(async ({ input, signal }) => {
        deps.saveFile(await fetchers[input.kind](input.assessmentId, { signal }), input.fileName);
      }),
    },
  };
}
