import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { AssessmentSummary } from '../../services/assessmentApi';
import { appendPage, firstPage, type Page } from '../listPages/pages';
import type { AssessmentListContext, AssessmentListEvent } from './types';

/**
 * The teacher's assessments, a page at a time: the first page on arrival, the next as the teacher scrolls to the end of
 * the list or presses "Load more". A page that fails to load keeps every assessment already shown. Deleting an assessment
 * asks first, and the list drops it (with its marks) once the server has.
 */
export const assessmentListMachine = setup({
  types: {
    context: {} as AssessmentListContext,
    events: {} as AssessmentListEvent,
  },
  actors: {
    loadAssessments: fromPromise<Page<AssessmentSummary>, { continuationToken: string | null }>(async () => {
      throw new Error('loadAssessments is not provided');
    }),
    deleteAssessment: fromPromise<void, { id: string }>(async () => {
      throw new Error('deleteAssessment is not provided');
    }),
  },
  guards: {
    isListed: ({ context, event }) => event.type === 'assessments.delete' && context.assessments.some((a) => a.id === event.id),
    hasMore: ({ context }) => context.continuationToken !== null,
  },
}).createMachine({
  id: 'assessmentList',
  context: { assessments: [], continuationToken: null, pending: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAssessments',
        input: () => ({ continuationToken: null }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => {
            const { items, continuationToken } = firstPage(event.output);
            return { assessments: items, continuationToken, failure: null };
          }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'assessments.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'assessments.delete': {
          guard: 'isListed',
          target: 'confirming',
          actions: assign({ pending: ({ context, event }) => context.assessments.find((a) => a.id === event.id) ?? null, failure: null }),
        },
      },
      states: {
        idle: { on: { 'assessments.loadMore': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          entry: assign({ failure: null }),
          invoke: {
            src: 'loadAssessments',
            input: ({ context }) => ({ continuationToken: context.continuationToken }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const { items, continuationToken } = appendPage(context.assessments, event.output);
                return { assessments: items, continuationToken };
              }),
            },
            onError: { target: 'moreFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        /** The next page failed; the assessments shown stay, and "Load more" tries again. */
        moreFailed: { on: { 'assessments.loadMore': 'loadingMore' } },
      },
    },
    confirming: {
      on: {
        'assessments.confirmDelete': 'deleting',
        'assessments.cancelDelete': { target: 'ready', actions: assign({ pending: null }) },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteAssessment',
        input: ({ context }) => ({ id: context.pending?.id ?? '' }),
        onDone: {
          target: 'ready',
          actions: assign({ assessments: ({ context }) => context.assessments.filter((a) => a.id !== context.pending?.id), pending: null }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => toFailure(event.error), pending: null }) },
      },
    },
  },
});

export type AssessmentListMachine = typeof assessmentListMachine;
