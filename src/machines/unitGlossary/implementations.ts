import { fromPromise } from 'xstate';
import type { Keyword, UnitApi } from '../../services/unitApi';

export function createUnitGlossaryImplementations(deps: { unitApi: Pick<UnitApi, 'glossary'> }) {
  return {
    actors: {
      // The insight chart names the item `lessonId`; here it is the unit's id.
      fetchInsight: fromPromise<Keyword[], { lessonId: string; params: null }>(({ input, signal }) => deps.unitApi.glossary(input.lessonId, { signal })),
    },
  };
}
