import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { LessonSummary } from '../../services/lessonApi';
import { appendPage, firstPage, type Page } from '../listPages/pages';
import type { LessonListContext, LessonListEvent } from './types';

/**
 * The teacher's lessons, a page at a time: the first page on arrival, the next as the teacher scrolls to the end of
 * the list or presses "Load more". A page that fails to load keeps every lesson already shown. Deleting a lesson
 * asks first, and the list drops it once the server has.
 */
export const lessonListMachine = setup({
  types: {
    context: {} as LessonListContext,
    events: {} as LessonListEvent,
  },
  actors: {
    loadLessons: fromPromise<Page<LessonSummary>, { continuationToken: string | null }>(async () => {
      throw new Error('loadLessons is not provided');
    }),
    deleteLesson: fromPromise<void, { id: string }>(async () => {
      throw new Error('deleteLesson is not provided');
    }),
  },
  guards: {
    isListed: ({ context, event }) => event.type === 'lessons.delete' && context.lessons.some((l) => l.id === event.id),
    hasMore: ({ context }) => context.continuationToken !== null,
  },
}).createMachine({
  id: 'lessonList',
  context: { lessons: [], continuationToken: null, pending: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadLessons',
        input: () => ({ continuationToken: null }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => {
            const { items, continuationToken } = firstPage(event.output);
            return { lessons: items, continuationToken, failure: null };
          }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'lessons.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'lessons.delete': {
          guard: 'isListed',
          target: 'confirming',
          actions: assign({ pending: ({ context, event }) => context.lessons.find((l) => l.id === event.id) ?? null, failure: null }),
        },
      },
      states: {
        idle: { on: { 'lessons.loadMore': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          entry: assign({ failure: null }),
          invoke: {
            src: 'loadLessons',
            input: ({ context }) => ({ continuationToken: context.continuationToken }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const { items, continuationToken } = appendPage(context.lessons, event.output);
                return { lessons: items, continuationToken };
              }),
            },
            onError: { target: 'moreFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        /** The next page failed; the lessons shown stay, and "Load more" tries again. */
        moreFailed: { on: { 'lessons.loadMore': 'loadingMore' } },
      },
    },
    confirming: {
      on: {
        'lessons.confirmDelete': 'deleting',
        'lessons.cancelDelete': { target: 'ready', actions: assign({ pending: null }) },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteLesson',
        input: ({ context }) => ({ id: context.pending?.id ?? '' }),
        onDone: {
          target: 'ready',
          actions: assign({ lessons: ({ context }) => context.lessons.filter((l) => l.id !== context.pending?.id), pending: null }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => toFailure(event.error), pending: null }) },
      },
    },
  },
});

export type LessonListMachine = typeof lessonListMachine;
