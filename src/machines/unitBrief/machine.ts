import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { Unit, UnitBrief } from '../../services/unitApi';
import type { UnitBriefContext, UnitBriefEvent, UnitDraft } from './types';

export const emptyUnitDraft = (): UnitDraft => ({ title: '', description: '', yearLevel: '', subject: '', outcomes: [], weeks: 4, lessonsPerWeek: 3 });

export const draftToBrief = (draft: UnitDraft): UnitBrief => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  yearLevel: draft.yearLevel.trim(),
  subject: draft.subject.trim(),
  outcomes: draft.outcomes.map((outcome) => outcome.code),
  weeks: draft.weeks,
  lessonsPerWeek: draft.lessonsPerWeek,
});

/**
 * A new unit of work: title, year level, subject, the outcomes it covers, its weeks and lessons per week. "Structure
 * unit" plans the sequence (one robot action) and opens it. It needs a title and at least one outcome; the server
 * checks the numbers. Any failure (a 400 naming fields, a 429) returns to the form with the draft kept.
 */
export const unitBriefMachine = setup({
  types: {
    context: {} as UnitBriefContext,
    events: {} as UnitBriefEvent,
  },
  actors: {
    createUnit: fromPromise<Unit, UnitBrief>(async () => {
      throw new Error('createUnit is not provided');
    }),
  },
  actions: {
    openUnit: (_, _params: { id: string }) => {},
    /** Creating used one robot action: the allowance on screen is fetched again. */
    refreshRobotActions: () => {},
  },
  guards: {
    isComplete: ({ context }) => context.draft.title.trim().length > 0 && context.draft.outcomes.length > 0,
  },
}).createMachine({
  id: 'unitBrief',
  context: { draft: emptyUnitDraft(), failure: null },
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
        src: 'createUnit',
        input: ({ context }) => draftToBrief(context.draft),
        onDone: { target: 'created', actions: ['refreshRobotActions', { type: 'openUnit', params: ({ event }) => ({ id: event.output.id }) }] },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    created: { type: 'final' },
  },
});

export type UnitBriefMachine = typeof unitBriefMachine;
