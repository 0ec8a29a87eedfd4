import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { Lesson } from '../../services/lessonApi';

export interface LessonReplanContext {
  lessonId: string;
  failure: Failure | null;
}

export type LessonReplanEvent =
  /** Plan the saved lesson again from its current outcomes (one robot action). */
  | { type: 'replan.start' }
  /** Keep the plan as it is for the saved outcomes: they become the plan's own and the offer goes away. */
  | { type: 'replan.keep' };

/**
 * Offering to plan a lesson again once its outcomes changed. The offer stands while the saved lesson's outcomes differ
 * from those its plan was made from (the plan's provenance, kept by the server), so it survives leaving the tab and
 * reloading. Re-planning replaces the plan; keeping it records the saved outcomes as the plan's own; either way the
 * server's answer goes to the page's editor through the lessonChanged slot, and the offer follows the lesson it holds.
 */
export const lessonReplanMachine = setup({
  types: {
    context: {} as LessonReplanContext,
    events: {} as LessonReplanEvent,
    input: {} as { lessonId: string },
  },
  actors: {
    replanLesson: fromPromise<Lesson, { lessonId: string }>(async () => {
      throw new Error('replanLesson is not provided');
    }),
    keepPlan: fromPromise<Lesson, { lessonId: string }>(async () => {
      throw new Error('keepPlan is not provided');
    }),
  },
  actions: {
    lessonChanged: (_, _params: { lesson: Lesson }) => {},
    /** Re-planning used one robot action: the allowance on screen is fetched again. */
    refreshRobotActions: () => {},
  },
}).createMachine({
  id: 'lessonReplan',
  context: ({ input }) => ({ lessonId: input.lessonId, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'replan.start': { target: 'replanning', actions: assign({ failure: null }) },
        'replan.keep': { target: 'keeping', actions: assign({ failure: null }) },
      },
    },
    replanning: {
      invoke: {
        src: 'replanLesson',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: { target: 'idle', actions: [{ type: 'lessonChanged', params: ({ event }) => ({ lesson: event.output }) }, 'refreshRobotActions'] },
        onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    keeping: {
      invoke: {
        src: 'keepPlan',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: { target: 'idle', actions: { type: 'lessonChanged', params: ({ event }) => ({ lesson: event.output }) } },
        onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
  },
});

export type LessonReplanMachine = typeof lessonReplanMachine;
