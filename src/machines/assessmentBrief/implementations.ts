import { fromPromise } from 'xstate';
import type { Assessment, AssessmentApi, AssessmentBrief } from '../../services/assessmentApi';

export interface AssessmentBriefDeps {
  assessmentApi: Pick<AssessmentApi, 'create'>;
  /** Where the new assessment opens: its items tab. */
  openAssessment: (id: string) => void;
  refreshRobotActions: () => void;
}

export function createAssessmentBriefImplementations(deps: AssessmentBriefDeps) {
  return {
    actors: {
      createAssessment: fromPromise<Assessment, AssessmentBrief>(({ input, signal }) => deps.assessmentApi.create(input, { signal })),
    },
    actions: {
      openAssessment: (_: unknown, { id }: { id: string }) => deps.openAssessment(id),
      refreshRobotActions: () => deps.refreshRobotActions(),
    },
  };
}
