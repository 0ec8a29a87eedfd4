import { fromPromise } from 'xstate';
import type { AssessmentApi, Proposals } from '../../services/assessmentApi';

export function createStudentReadingImplementations(deps: { assessmentApi: Pick<AssessmentApi, 'proposals'> }) {
  return {
    actors: {
      loadProposals: fromPromise<Proposals, { id: string; studentId: string }>(({ input, signal }) => deps.assessmentApi.proposals(input.id, input.studentId, { signal })),
    },
  };
}
