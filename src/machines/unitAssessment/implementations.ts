import { fromPromise } from 'xstate';
import type { UnitApi } from '../../services/unitApi';

export interface UnitAssessmentDeps {
  unitApi: Pick<UnitApi, 'makeAssessment'>;
  openAssessment: (assessmentId: string) => void;
}

export function createUnitAssessmentImplementations(deps: UnitAssessmentDeps) {
  return {
    actors: {
      makeAssessment: fromPromise<{ assessmentId: string }, { unitId: string }>(({ input, signal }) => deps.unitApi.makeAssessment(input.unitId, { signal })),
    },
    actions: {
      openAssessment: (_: unknown, { assessmentId }: { assessmentId: string }) => deps.openAssessment(assessmentId),
    },
  };
}
