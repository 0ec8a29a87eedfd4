import { fromPromise } from 'xstate';
import type { Page } from '../listPages/pages';
import type { StudioApi, HistoryRun, StudioRunSummary } from '../../services/studioApi';

export function createStudioHistoryImplementations(deps: { studioApi: Pick<StudioApi, 'history' | 'get'> }) {
  return {
    actors: {
      loadHistory: fromPromise<Page<StudioRunSummary>, { continuationToken: string | null }>(({ input, signal }) =>
        deps.studioApi.history({ continuationToken: input.continuationToken, signal }),
      ),
      loadRun: fromPromise<HistoryRun, { id: string }>(({ input, signal }) => deps.studioApi.get(input.id, { signal })),
    },
  };
}
