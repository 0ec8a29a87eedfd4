import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';

export interface LessonInsightContext<Params, Result> {
  lessonId: string;
  params: Params;
  result: Result | null;
  failure: Failure | null;
  /** From the input: ask at start or wait for a request. */
  askNow: boolean;
}

export type LessonInsightEvent<Params> = { type: 'insight.request'; params: Params } | { type: 'insight.retry' };

export interface LessonInsightInput<Params> {
  lessonId: string;
  params: Params;
  /** Ask at once (glossary, pedagogy) or wait for the teacher's request (questions). */
  askNow: boolean;
}

/**
 * A read-only view of a lesson the server works out on request: the glossary and student instructions, questions
 * for a topic, the pedagogy analysis for a taxonomy. A new request replaces the answer; a failure can be retried.
 * One chart, typed per tab.
 */
export function createLessonInsightMachine<Params, Result>(id: string) {
  return setup({
    types: {
      context: {} as LessonInsightContext<Params, Result>,
      events: {} as LessonInsightEvent<Params>,
      input: {} as LessonInsightInput<Params>,
    },
    actors: {
      fetchInsight: fromPromise<Result, { lessonId: string; params: Params }>(async () => {
        throw new Error('fetchInsight is not provided');
      }),
    },
    guards: {
      askNow: ({ context }) => context.askNow,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ lessonId: input.lessonId, params: input.params, result: null, failure: null, askNow: input.askNow }),
    initial: 'starting',
    states: {
      starting: {
        always: [{ guard: 'askNow', target: 'asking' }, { target: 'waiting' }],
      },
      waiting: {},
      asking: {
        invoke: {
          src: 'fetchInsight',
          input: ({ context }) => ({ lessonId: context.lessonId, params: context.params }),
          onDone: { target: 'answered', actions: assign({ result: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        },
      },
      answered: {},
      failed: { on: { 'insight.retry': { target: 'asking', actions: assign({ failure: null }) } } },
    },
    on: {
      'insight.request': { target: '.asking', actions: assign({ params: ({ event }) => event.params, failure: null }) },
    },
  });
}
