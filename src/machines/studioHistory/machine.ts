import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { HistoryRun, StudioRunSummary } from '../../services/studioApi';
import { appendPage, firstPage, type Page } from '../listPages/pages';
import type { StudioHistoryContext, StudioHistoryEvent } from './types';

/**
 * The teacher's Studio runs, newest first, a page at a time ("Load more" fetches the next). Opening a run fetches
 * it with its output and shows it as it came out, answers hidden; "Back to history" returns to the list as it was.
 * A page or a run that fails to load keeps what is already shown.
 */
export const studioHistoryMachine = setup({
  types: {
    context: {} as StudioHistoryContext,
    events: {} as StudioHistoryEvent,
  },
  actors: {
    loadHistory: fromPromise<Page<StudioRunSummary>, { continuationToken: string | null }>(async () => {
      throw new Error('loadHistory is not provided');
    }),
    loadRun: fromPromise<HistoryRun, { id: string }>(async () => {
      throw new Error('loadRun is not provided');
    }),
  },
  guards: {
    hasMore: ({ context }) => context.continuationToken !== null,
  },
}).createMachine({
  id: 'studioHistory',
  context: { runs: [], continuationToken: null, opened: null, answersShown: false, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadHistory',
        input: () => ({ continuationToken: null }),
        onDone: {
          target: 'list',
          actions: assign(({ event }) => {
            const { items, continuationToken } = firstPage(event.output);
            return { runs: items, continuationToken, failure: null };
          }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'history.retry': 'loading' } },
    list: {
      initial: 'idle',
      on: { 'history.open': { target: 'opening' } },
      states: {
        idle: { on: { 'history.loadMore': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          entry: assign({ failure: null }),
          invoke: {
            src: 'loadHistory',
            input: ({ context }) => ({ continuationToken: context.continuationToken }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const { items, continuationToken } = appendPage(context.runs, event.output);
                return { runs: items, continuationToken };
              }),
            },
            onError: { target: 'moreFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        /** The next page failed; the runs shown stay, and "Load more" tries again. */
        moreFailed: { on: { 'history.loadMore': 'loadingMore' } },
      },
    },
    opening: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'loadRun',
        input: ({ event }) => ({ id: event.type === 'history.open' ? event.id : '' }),
        onDone: { target: 'viewing', actions: assign({ opened: ({ event }) => event.output, answersShown: false }) },
        onError: { target: 'list', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    viewing: {
      on: {
        'history.back': { target: 'list', actions: assign({ opened: null }) },
        'history.toggleAnswers': { actions: assign({ answersShown: ({ context }) => !context.answersShown }) },
      },
    },
  },
});

export type StudioHistoryMachine = typeof studioHistoryMachine;
