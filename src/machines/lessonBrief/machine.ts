import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { Lesson, LessonBrief } from '../../services/lessonApi';
import type { BriefDraft, LessonBriefContext, LessonBriefEvent } from './types';

export const emptyBrief = (): BriefDraft => ({
  title: '',
  description: '',
  methodology: 'inquiry',
  enhancementEnabled: false,
  yearLevel: '',
  subject: '',
  durationMinutes: 60,
  outcomes: [],
});

export const briefToRequest = (draft: BriefDraft): LessonBrief => ({
  ...draft,
  title: draft.title.trim(),
  outcomes: draft.outcomes.map((outcome) => outcome.code),
});

/** What the brief still needs before it can be planned, in the order the form asks for it. */
export function missingFromBrief(draft: BriefDraft): ('title' | 'outcomes')[] {
  return [...(draft.title.trim() ? [] : (['title'] as const)), ...(draft.outcomes.length ? [] : (['outcomes'] as const))];
}

/**
 * A new lesson's brief: the teacher fills it in, "Plan lesson" creates the lesson and its plan (one robot
 * action) and opens the editor on it. Any failure (a 400 naming fields, a 429 when the robot needs a rest)
 * returns to the form with the draft as the teacher left it.
 */
export const lessonBriefMachine = setup({
  types: {
    context: {} as LessonBriefContext,
    events: {} as LessonBriefEvent,
  },
  actors: {
    planLesson: fromPromise<Lesson, LessonBrief>(async () => {
      throw new Error('planLesson is not provided');
    }),
  },
  actions: {
    openLesson: (_, _params: { id: string }) => {},
    /** Planning used one robot action: the allowance on screen is fetched again. */
    refreshRobotActions: () => {},
  },
  guards: {
    // A plan is built from its outcomes' statements: without a title and an outcome nothing is sent (or charged).
    isComplete: ({ context }) => missingFromBrief(context.draft).length === 0,
  },
}).createMachine({
  id: 'lessonBrief',
  context: { draft: emptyBrief(), failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'brief.edit': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.changes }) }),
        },
        'brief.addOutcome': {
          actions: assign({
            draft: ({ context, event }) =>
              context.draft.outcomes.some((o) => o.code === event.outcome.code)
                ? context.draft
                : { ...context.draft, outcomes: [...context.draft.outcomes, event.outcome] },
          }),
        },
        'brief.removeOutcome': {
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              outcomes: context.draft.outcomes.filter((o) => o.code !== event.code),
            }),
          }),
        },
        'brief.plan': { guard: 'isComplete', target: 'planning', actions: assign({ failure: null }) },
      },
    },
    planning: {
      invoke: {
        src: 'planLesson',
        input: ({ context }) => briefToRequest(context.draft),
        onDone: {
          target: 'planned',
          actions: ['refreshRobotActions', { type: 'openLesson', params: ({ event }) => ({ id: event.output.id }) }],
        },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    planned: { type: 'final' },
  },
});

export type LessonBriefMachine = typeof lessonBriefMachine;
