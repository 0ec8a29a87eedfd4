import { fromPromise } from 'xstate';
import type { Assessment, AssessmentApi, AssessmentEdits } from '../../services/assessmentApi';

export function createAssessmentEditorImplementations(deps: { assessmentApi: Pick<AssessmentApi, 'get' | 'save'> }) {
  return {
    actors: {
      loadAssessment: fromPromise<Assessment, { id: string }>(({ input, signal }) => deps.assessmentApi.get(input.id, { signal })),
      saveAssessment: fromPromise<Assessment, AssessmentEdits>(({ input, signal }) => deps.assessmentApi.save(input, { signal })),
    },
  };
}
