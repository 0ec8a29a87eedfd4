import { fromPromise } from 'xstate';
import type { SharedItem, SharedItemApi, SharedItemRequest } from '../../services/sharedItemApi';

export function createSharedItemImplementations(deps: { sharedItemApi: SharedItemApi }) {
  return {
    actors: {
      fetchSharedItem: fromPromise<SharedItem, SharedItemRequest>(({ input, signal }) => deps.sharedItemApi.get(input, { signal })),
    },
  };
}
