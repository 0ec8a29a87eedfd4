import { useActorRef, useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { Failure } from '../../lib/failure';
import { pagedListImplementations, type createPagedListMachine, type PagedListCalls } from './pagedListMachine';
import { useLoadMoreSentinel } from './useLoadMoreSentinel';

export type PagedListMachine<Item extends { id: string }> = ReturnType<typeof createPagedListMachine<Item>>;

/**
 * What a paged list with a confirmed delete looks like from outside (the lesson and assessment lists): loading,
 * failed, ready (idle, loadingMore, moreFailed), confirming and deleting, with the next page's token and the item
 * asked about.
 */
export interface PagedListSnapshot<Item> {
  context: { continuationToken: string | null; pending: Item | null; failure: Failure | null };
  matches(state: 'loading' | 'failed' | 'ready' | 'confirming' | 'deleting' | { ready: 'idle' | 'loadingMore' | 'moreFailed' }): boolean;
}

export const selectPending = <Item>(s: PagedListSnapshot<Item>) => s.context.pending;
export const selectFailure = <Item>(s: PagedListSnapshot<Item>) => s.context.failure;
export const selectIsLoading = <Item>(s: PagedListSnapshot<Item>) => s.matches('loading');
export const selectLoadFailed = <Item>(s: PagedListSnapshot<Item>) => s.matches('failed');
export const selectIsConfirming = <Item>(s: PagedListSnapshot<Item>) => s.matches('confirming') || s.matches('deleting');
export const selectIsDeleting = <Item>(s: PagedListSnapshot<Item>) => s.matches('deleting');
/** The list shows "Load more" while the server has more pages and no delete is under way. */
export const selectHasMore = <Item>(s: PagedListSnapshot<Item>) => s.matches('ready') && s.context.continuationToken !== null;
export const selectIsLoadingMore = <Item>(s: PagedListSnapshot<Item>) => s.matches({ ready: 'loadingMore' });
export const selectMoreFailed = <Item>(s: PagedListSnapshot<Item>) => s.matches({ ready: 'moreFailed' });
/** Scrolling to the end loads the next page only from rest: never while one loads, never to retry a failure. */
export const selectLoadsOnSight = <Item>(s: PagedListSnapshot<Item>) => s.matches({ ready: 'idle' }) && s.context.continuationToken !== null;

/** The state every paged list screen shows, and the sentinel that loads the next page as the end comes into view. */
export function usePagedListState<Item>(ref: AnyActorRef, loadMore: () => void) {
  const useRead = <T>(selector: (s: PagedListSnapshot<Item>) => T) => useSelector(ref, selector);
  return {
    pending: useRead(selectPending<Item>),
    failure: useRead(selectFailure<Item>),
    isLoading: useRead(selectIsLoading<Item>),
    loadFailed: useRead(selectLoadFailed<Item>),
    isConfirming: useRead(selectIsConfirming<Item>),
    isDeleting: useRead(selectIsDeleting<Item>),
    hasMore: useRead(selectHasMore<Item>),
    isLoadingMore: useRead(selectIsLoadingMore<Item>),
    moreFailed: useRead(selectMoreFailed<Item>),
    /** Ref for the end of the list: loads the next page when it comes into view. */
    sentinelRef: useLoadMoreSentinel(loadMore, useRead(selectLoadsOnSight<Item>)),
  };
}

/** A paged list screen's flow: its machine, run with the screen's two calls, and everything the screen shows. */
export function usePagedList<Item extends { id: string }>(machine: PagedListMachine<Item>, calls: PagedListCalls<Item>) {
  const { inspect } = useRootSystem();
  const ref = useActorRef(machine.provide(pagedListImplementations(calls)), inspect ? { inspect } : {});
  const loadMore = () => ref.send({ type: 'list.loadMore' });
  return {
    items: useSelector(ref, (s) => s.context.items),
    ...usePagedListState<Item>(ref, loadMore),
    retry: () => ref.send({ type: 'list.retry' }),
    loadMore,
    askToDelete: (id: string) => ref.send({ type: 'list.delete', id }),
    confirmDelete: () => ref.send({ type: 'list.confirmDelete' }),
    cancelDelete: () => ref.send({ type: 'list.cancelDelete' }),
  };
}
