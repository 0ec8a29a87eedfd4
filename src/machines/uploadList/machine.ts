import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { Upload } from '../../services/uploadApi';
import { appendPage, type Page } from '../listPages/pages';

export interface UploadListContext {
  /** The uploads of the pages loaded so far, most recently changed first; a new upload joins at the top. */
  uploads: Upload[];
  /** Where the next page starts; null once the last page is loaded. */
  continuationToken: string | null;
  failure: Failure | null;
}

export type UploadListEvent =
  | { type: 'uploads.retry' }
  | { type: 'uploads.loadMore' }
  /** The upload dialog hands over a file the server has just accepted. */
  | { type: 'uploads.added'; upload: Upload };

/**
 * The teacher's uploads, a page at a time (the next as the teacher scrolls to the end or presses "Load more"; a page
 * that fails keeps the uploads shown). A file just uploaded joins the top of the list; each card then follows its
 * own upload while it is processed.
 */
export const uploadListMachine = setup({
  types: {
    context: {} as UploadListContext,
    events: {} as UploadListEvent,
  },
  actors: {
    loadUploads: fromPromise<Page<Upload>, { continuationToken: string | null }>(async () => {
      throw new Error('loadUploads is not provided');
    }),
  },
  actions: {
    addUpload: assign({
      uploads: ({ context }, params: { upload: Upload }) => [params.upload, ...context.uploads.filter((u) => u.id !== params.upload.id)],
    }),
  },
  guards: {
    hasMore: ({ context }) => context.continuationToken !== null,
  },
}).createMachine({
  id: 'uploadList',
  context: { uploads: [], continuationToken: null, failure: null },
  initial: 'loading',
  on: {
    'uploads.added': { actions: { type: 'addUpload', params: ({ event }) => ({ upload: event.upload }) } },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadUploads',
        input: () => ({ continuationToken: null }),
        onDone: {
          target: 'ready',
          // An upload handed over while the first page loaded stays at the top.
          actions: assign(({ context, event }) => {
            const { items, continuationToken } = appendPage(context.uploads, event.output);
            return { uploads: items, continuationToken, failure: null };
          }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'uploads.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'uploads.loadMore': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          entry: assign({ failure: null }),
          invoke: {
            src: 'loadUploads',
            input: ({ context }) => ({ continuationToken: context.continuationToken }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const { items, continuationToken } = appendPage(context.uploads, event.output);
                return { uploads: items, continuationToken };
              }),
            },
            onError: { target: 'moreFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        /** The next page failed; the uploads shown stay, and "Load more" tries again. */
        moreFailed: { on: { 'uploads.loadMore': 'loadingMore' } },
      },
    },
  },
});

export type UploadListMachine = typeof uploadListMachine;
