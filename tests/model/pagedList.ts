import type { AnyMachineSnapshot } from 'xstate';
import type { PagedListContext, PagedListEvent } from '../../src/machines/listPages/pagedListMachine';
import type { Page } from '../../src/machines/listPages/pages';
import { ApiError } from '../../src/services/apiError';
import type { MountKit } from './harness';

/**
 * What the model of every paged list (lessons, units, assessments, comment sets) shares: the teacher's events, the
 * first page with more to come and the last page, a server failure, and the context that tells its states apart.
 */
export function pagedListModel<Item extends { id: string }>({ deleteId, pageWithMore, lastPage }: { deleteId: string; pageWithMore: Page<Item>; lastPage: Page<Item> }) {
  const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PagedListContext<Item>;
  const events: PagedListEvent[] = [{ type: 'list.retry' }, { type: 'list.loadMore' }, { type: 'list.delete', id: deleteId }, { type: 'list.confirmDelete' }, { type: 'list.cancelDelete' }];
  return {
    contextOf,
    spec: {
      events,
      outputs: { loadPage: [pageWithMore, lastPage] },
      error: () => new ApiError(500, 'An unexpected error occurred'),
      project: (snapshot: AnyMachineSnapshot) => ({
        count: contextOf(snapshot).items.length,
        more: contextOf(snapshot).continuationToken !== null,
        failed: Boolean(contextOf(snapshot).failure),
      }),
    },
  };
}

/** The list and delete calls of a paged list's API, each pending until the path settles it. */
export const pagedListApi = (kit: MountKit) => ({
  list: ({ signal }: { signal?: AbortSignal } = {}) => kit.pending('loadPage', signal),
  remove: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('deleteItem', signal),
});
