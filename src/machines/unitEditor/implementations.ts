import { fromPromise } from 'xstate';
import type { LessonsMade, Unit, UnitApi, UnitEdits } from '../../services/unitApi';

export interface UnitEditorDeps {
  unitApi: Pick<UnitApi, 'get' | 'save' | 'generate' | 'makeLessons'>;
  refreshRobotActions: () => void;
  announceRobotLimit: (message: string) => void;
}

export function createUnitEditorImplementations(deps: UnitEditorDeps) {
  return {
    actors: {
      loadUnit: fromPromise<Unit, { id: string }>(({ input, signal }) => deps.unitApi.get(input.id, { signal })),
      saveUnit: fromPromise<Unit, UnitEdits>(({ input, signal }) => deps.unitApi.save(input, { signal })),
      generateUnit: fromPromise<Unit, { id: string }>(({ input, signal }) => deps.unitApi.generate(input.id, { signal })),
      // One lesson a call, so the count on screen moves as each arrives.
      makeLesson: fromPromise<LessonsMade, { id: string }>(({ input, signal }) => deps.unitApi.makeLessons(input.id, 1, { signal })),
    },
    actions: {
      refreshRobotActions: () => deps.refreshRobotActions(),
      announceRobotLimit: (_: unknown, { message }: { message: string }) => deps.announceRobotLimit(message),
    },
  };
}
