import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../../lib/failure';
import { appendPage, firstPage, type Page } from './pages';

export interface PagedListContext<Item> {
  /** The items of the pages loaded so far, most recently changed first. */
  items: Item[];
  /** Where the next page starts; null once the last page is loaded. */
  continuationToken: string | null;
  /** The item the teacher asked to delete, while confirming or deleting. */
  pending: Item | null;
  failure: Failure | null;
}

export type PagedListEvent =
  | { type: 'list.retry' }
  | { type: 'list.loadMore' }
  | { type: 'list.delete'; id: string }
  | { type: 'list.confirmDelete' }
  | { type: 'list.cancelDelete' };

/** The two calls a paged list makes; each screen provides them for its own kind of item. */
export interface PagedListCalls<Item> {
  loadPage: (continuationToken: string | null, signal: AbortSignal) => Promise<Page<Item>>;
  deleteItem: (id: string, signal: AbortSignal) => Promise<void>;
}

export function pagedListImplementations<Item>(calls: PagedListCalls<Item>) {
  return {
    actors: {
      loadPage: fromPromise<Page<Item>, { continuationToken: string | null }>(({ input, signal }) => calls.loadPage(input.continuationToken, signal)),
      deleteItem: fromPromise<void, { id: string }>(({ input, signal }) => calls.deleteItem(input.id, signal)),
    },
  };
}

/**
 * A teacher's items (lessons, assessments, …), a page at a time: the first page on arrival, the next as the teacher
 * scrolls to the end of the list or presses "Load more". A page that fails to load keeps every item already shown.
 * Deleting an item asks first, and the list drops it once the server has.
 */
export function createPagedListMachine<Item extends { id: string }>(id: string) {
  return setup({
    types: {
      context: {} as PagedListContext<Item>,
      events: {} as PagedListEvent,
    },
    actors: {
      loadPage: fromPromise<Page<Item>, { continuationToken: string | null }>(async () => {
        throw new Error('loadPage is not provided');
      }),
      deleteItem: fromPromise<void, { id: string }>(async () => {
        throw new Error('deleteItem is not provided');
      }),
    },
    guards: {
      isListed: ({ context, event }) => event.type === 'list.delete' && context.items.some((item) => item.id === event.id),
      hasMore: ({ context }) => context.continuationToken !== null,
    },
  }).createMachine({
    id,
    context: { items: [], continuationToken: null, pending: null, failure: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'loadPage',
          input: () => ({ continuationToken: null }),
          onDone: {
            target: 'ready',
            actions: assign(({ event }) => ({ ...firstPage(event.output), failure: null })),
          },
          onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        },
      },
      failed: { on: { 'list.retry': 'loading' } },
      ready: {
        initial: 'idle',
        on: {
          'list.delete': {
            guard: 'isListed',
            target: 'confirming',
            actions: assign({ pending: ({ context, event }) => context.items.find((item) => item.id === event.id) ?? null, failure: null }),
          },
        },
        states: {
          idle: { on: { 'list.loadMore': { guard: 'hasMore', target: 'loadingMore' } } },
          loadingMore: {
            entry: assign({ failure: null }),
            invoke: {
              src: 'loadPage',
              input: ({ context }) => ({ continuationToken: context.continuationToken }),
              onDone: { target: 'idle', actions: assign(({ context, event }) => appendPage(context.items, event.output)) },
              onError: { target: 'moreFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
            },
          },
          /** The next page failed; the items shown stay, and "Load more" tries again. */
          moreFailed: { on: { 'list.loadMore': 'loadingMore' } },
        },
      },
      confirming: {
        on: {
          'list.confirmDelete': 'deleting',
          'list.cancelDelete': { target: 'ready', actions: assign({ pending: null }) },
        },
      },
      deleting: {
        invoke: {
          src: 'deleteItem',
          input: ({ context }) => ({ id: context.pending?.id ?? '' }),
          onDone: {
            target: 'ready',
            actions: assign({ items: ({ context }) => context.items.filter((item) => item.id !== context.pending?.id), pending: null }),
          },
          onError: { target: 'ready', actions: assign({ failure: ({ event }) => toFailure(event.error), pending: null }) },
        },
      },
    },
  });
}
