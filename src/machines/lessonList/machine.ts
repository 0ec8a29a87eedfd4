import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { LessonSummary } from '../../services/lessonApi';
import type { LessonListContext, LessonListEvent } from './types';

/** The teacher's lessons; deleting one asks first, and the list drops it once the server has. */
export const lessonListMachine = setup({
  types: {
    context: {} as LessonListContext,
    events: {} as LessonListEvent,
  },
  actors: {
    loadLessons: fromPromise<LessonSummary[], void>(async () => {
      throw new Error('loadLessons is not provided');
    }),
    deleteLesson: fromPromise<void, { id: string }>(async () => {
      throw new Error('deleteLesson is not provided');
    }),
  },
  guards: {
    isListed: ({ context, event }) => event.type === 'lessons.delete' && context.lessons.some((l) => l.id === event.id),
  },
}).createMachine({
  id: 'lessonList',
  context: { lessons: [], pending: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadLessons',
        onDone: { target: 'ready', actions: assign({ lessons: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'lessons.retry': 'loading' } },
    ready: {
      on: {
        'lessons.delete': {
          guard: 'isListed',
          target: 'confirming',
          actions: assign({ pending: ({ context, event }) => context.lessons.find((l) => l.id === event.id) ?? null, failure: null }),
        },
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
