import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { StudentLesson } from '../../services/lessonApi';

export interface StudentLessonContext {
  code: string;
  lesson: StudentLesson | null;
  failure: Failure | null;
}

/** A student opens /lesson/{code}: the lesson their teacher gave them the code for, or a clear "not found". */
export const studentLessonMachine = setup({
  types: {
    context: {} as StudentLessonContext,
    events: {} as { type: 'join.retry' },
    input: {} as { code: string },
  },
  actors: {
    joinLesson: fromPromise<StudentLesson, { code: string }>(async () => {
      throw new Error('joinLesson is not provided');
    }),
  },
  guards: {
    isNotFound: ({ context }) => context.failure?.kind === 'notFound',
  },
}).createMachine({
  id: 'studentLesson',
  context: ({ input }) => ({ code: input.code, lesson: null, failure: null }),
  initial: 'joining',
  states: {
    joining: {
      invoke: {
        src: 'joinLesson',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'joined', actions: assign({ lesson: ({ event }) => event.output }) },
        onError: { target: 'deciding', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    deciding: { always: [{ guard: 'isNotFound', target: 'notFound' }, { target: 'failed' }] },
    joined: {},
    notFound: {},
    failed: { on: { 'join.retry': { target: 'joining', actions: assign({ failure: null }) } } },
  },
});

export type StudentLessonMachine = typeof studentLessonMachine;
