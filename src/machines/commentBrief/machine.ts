import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { Page } from '../listPages/pages';
import type { AssessmentSummary } from '../../services/assessmentApi';
import type { CommentSet, CommentSetBrief } from '../../services/commentApi';
import { briefOf, emptyCommentBrief, isCompleteBrief, withAssessmentDetails } from './brief';
import type { CommentBriefContext, CommentBriefEvent, CommentBriefInput } from './types';

/**
 * A new comment set: a title, and either chosen outcomes with the class pasted one name a line, or one of the
 * teacher's marked assessments (its class, outcomes and each student's achievement from their marks). The teacher's
 * assessments are fetched first to choose from; if they cannot be, the outcomes way still works. "Create comment set"
 * uses one robot action and opens the set; any failure returns to the form with the draft kept.
 */
export const commentBriefMachine = setup({
  types: {
    context: {} as CommentBriefContext,
    events: {} as CommentBriefEvent,
    input: {} as CommentBriefInput,
  },
  actors: {
    loadAssessments: fromPromise<Page<AssessmentSummary>>(async () => {
      throw new Error('loadAssessments is not provided');
    }),
    createCommentSet: fromPromise<CommentSet, CommentSetBrief>(async () => {
      throw new Error('createCommentSet is not provided');
    }),
  },
  actions: {
    openCommentSet: (_, _params: { set: CommentSet }) => {},
    /** Creating used one robot action: the allowance on screen is fetched again. */
    refreshRobotActions: () => {},
  },
  guards: {
    isComplete: ({ context }) => isCompleteBrief(context.draft),
  },
}).createMachine({
  id: 'commentBrief',
  context: ({ input }) => ({ draft: emptyCommentBrief(input.fromAssessment), assessments: [], assessmentsFailed: false, failure: null }),
  initial: 'loadingAssessments',
  states: {
    loadingAssessments: {
      invoke: {
        src: 'loadAssessments',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({ assessments: event.output.items, draft: withAssessmentDetails(context.draft, event.output.items) })),
        },
        onError: { target: 'editing', actions: assign({ assessmentsFailed: true }) },
      },
    },
    editing: {
      on: {
        'brief.edit': {
          actions: assign({ draft: ({ context, event }) => withAssessmentDetails({ ...context.draft, ...event.changes }, context.assessments) }),
        },
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
        src: 'createCommentSet',
        input: ({ context }) => briefOf(context.draft),
        onDone: { target: 'created', actions: ['refreshRobotActions', { type: 'openCommentSet', params: ({ event }) => ({ set: event.output }) }] },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    created: { type: 'final' },
  },
});

export type CommentBriefMachine = typeof commentBriefMachine;
