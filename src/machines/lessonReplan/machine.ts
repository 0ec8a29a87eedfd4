import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { Lesson } from '../../services/lessonApi';

export interface LessonReplanContext {
  lessonId: string;
  /** The outcome codes the plan on screen was made from (or the teacher chose to keep it for). */
  plannedWith: string[];
  failure: Failure | null;
}

export type LessonReplanEvent =
  /** Plan the saved lesson again from its current outcomes (one robot action). */
  | { type: 'replan.start' }
  /** Keep the plan as it is for these outcomes: the offer goes away. */
  | { type: 'replan.keep'; outcomeCodes: string[] };

/**
 * Offering to plan a lesson again once its outcomes changed. The offer stands while the saved lesson's outcomes differ
 * from those its plan was made from; re-planning replaces the plan (the page's editor is told through the
 * lessonChanged slot), keeping the plan makes the current outcomes the plan's own.
 */
export const lessonReplanMachine = setup({
  types: {
    context: {} as LessonReplanContext,
    events: {} as LessonReplanEvent,
    input: {} as { lessonId: string; plannedWith: string[] },
  },
  actors: {
    replanLesson: fromPromise<Lesson, { lessonId: string }>(async () => {
      throw new Error('replanLesson is not provided');
    }),
  },
  actions: {
    lessonChanged: (_, _params: { lesson: Lesson }) => {},
    /** Re-planning used one robot action: the allowance on screen is fetched again. */
    refreshRobotActions: () => {},
  },
}).createMachine({
  id: 'lessonReplan',
  context: ({ input }) => ({ lessonId: input.lessonId, plannedWith: input.plannedWith, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'replan.start': { target: 'replanning', actions: assign({ failure: null }) },
        'replan.keep': { actions: assign({ plannedWith: ({ event }) => event.outcomeCodes, failure: null }) },
      },
    },
    replanning: {
      invoke: {
        src: 'replanLesson',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'lessonChanged', params: ({ event }) => ({ lesson: event.output }) },
            'refreshRobotActions',
            assign({ plannedWith: ({ event }) => event.output.outcomes.map((o) => o.code) }),
          ],
        },
        onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
  },
});

export type LessonReplanMachine = typeof lessonReplanMachine;
