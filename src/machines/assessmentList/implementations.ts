import { fromPromise } from 'xstate';
import type { AssessmentApi, AssessmentSummary } from '../../services/assessmentApi';
import type { Page } from '../listPages/pages';

export function createAssessmentListImplementations(deps: { assessmentApi: Pick<AssessmentApi, 'list' | 'remove'> }) {
  return {
    actors: {
      loadAssessments: fromPromise<Page<AssessmentSummary>, { continuationToken: string | null }>(({ input, signal }) =>
        deps.assessmentApi.list({ continuationToken: input.continuationToken, signal }),
      ),
      deleteAssessment: fromPromise<void, { id: string }>(({ input, signal }) => deps.assessmentApi.remove(input.id, { signal })),
    },
  };
}
