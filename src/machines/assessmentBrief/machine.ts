import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { Assessment, AssessmentBrief } from '../../services/assessmentApi';
import type { AssessmentBriefContext, AssessmentBriefEvent, AssessmentDraft } from './types';

export const emptyAssessmentDraft = (): AssessmentDraft => ({ title: '', description: '', yearLevel: '', subject: '', outcomes: [] });

export const draftToBrief = (draft: AssessmentDraft): AssessmentBrief => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  yearLevel: draft.yearLevel.trim(),
  subject: draft.subject.trim(),
  outcomes: draft.outcomes.map((outcome) => outcome.code),
});

/**
 * A new assessment: the teacher gives a title, year level and subject and chooses outcomes; "Create assessment" writes
 * its items and rubric (one robot action) and opens it on its items. It needs a title and at least one outcome. Any
 * failure (a 400 naming fields, a 429 when the robot needs a rest) returns to the form with the draft kept.
 */
export const assessmentBriefMachine = setup({
  types: {
    context: {} as AssessmentBriefContext,
    events: {} as AssessmentBriefEvent,
  },
  actors: {
    createAssessment: fromPromise<Assessment, AssessmentBrief>(async () => {
      throw new Error('createAssessment is not provided');
    }),
  },
  actions: {
    openAssessment: (_, _params: { id: string }) => {},
    /** Creating used one robot action: the allowance on screen is fetched again. */
    refreshRobotActions: () => {},
  },
  guards: {
    isComplete: ({ context }) => context.draft.title.trim().length > 0 && context.draft.outcomes.length > 0,
  },
}).createMachine({
  id: 'assessmentBrief',
  context: { draft: emptyAssessmentDraft(), failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'brief.edit': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.changes }) }) },
        'brief.addOutcome': {
          actions: assign({
            draft: ({ context, event }) =>
              context.draft.outcomes.some((o) => o.code === event.outcome.code) ? context.draft : { ...context.draft, outcomes: [...context.draft.outcomes, event.outcome] },
          }),
        },
        'brief.removeOutcome': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, outcomes: context.draft.outcomes.filter((o) => o.code !== event.code) }) }),
        },
        'brief.create': { guard: 'isComplete', target: 'creating', actions: assign({ failure: null }) },
      },
    },
    creating: {
      invoke: {
        src: 'createAssessment',
        input: ({ context }) => draftToBrief(context.draft),
        onDone: { target: 'created', actions: ['refreshRobotActions', { type: 'openAssessment', params: ({ event }) => ({ id: event.output.id }) }] },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    created: { type: 'final' },
  },
});

export type AssessmentBriefMachine = typeof assessmentBriefMachine;
