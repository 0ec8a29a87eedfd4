import { fromPromise } from 'xstate';
import type { Assessment, AssessmentApi } from '../../services/assessmentApi';

export function createAssessmentReaderImplementations(deps: { assessmentApi: Pick<AssessmentApi, 'get'> }) {
  return {
    actors: {
      loadAssessment: fromPromise<Assessment, { id: string }>(({ input, signal }) => deps.assessmentApi.get(input.id, { signal })),
    },
  };
}
