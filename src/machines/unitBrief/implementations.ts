import { fromPromise } from 'xstate';
import type { Unit, UnitApi, UnitBrief } from '../../services/unitApi';

export interface UnitBriefDeps {
  unitApi: Pick<UnitApi, 'create'>;
  /** Where the new unit opens: its sequence. */
  openUnit: (id: string) => void;
  refreshRobotActions: () => void;
}

export function createUnitBriefImplementations(deps: UnitBriefDeps) {
  return {
    actors: {
      createUnit: fromPromise<Unit, UnitBrief>(({ input, signal }) => deps.unitApi.create(input, { signal })),
    },
    actions: {
      openUnit: (_: unknown, { id }: { id: string }) => deps.openUnit(id),
      refreshRobotActions: () => deps.refreshRobotActions(),
    },
  };
}
