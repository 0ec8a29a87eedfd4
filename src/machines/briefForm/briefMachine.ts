import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { LessonOutcome } from '../../services/lessonApi';

/** What every "New …" form holds: a title and the outcomes chosen, kept whole so the form can show their statements. */
export interface DraftWithOutcomes {
  title: string;
  outcomes: LessonOutcome[];
}

export type DraftChanges<Draft extends DraftWithOutcomes> = Partial<Omit<Draft, 'outcomes'>>;

export interface BriefContext<Draft extends DraftWithOutcomes> {
  draft: Draft;
  failure: Failure | null;
}

export type BriefEvent<Draft extends DraftWithOutcomes> =
  | { type: 'brief.edit'; changes: DraftChanges<Draft> }
  | { type: 'brief.addOutcome'; outcome: LessonOutcome }
  | { type: 'brief.removeOutcome'; code: string }
  | { type: 'brief.create' };

/** The calls a "New …" form makes; each screen provides them for its own kind of item. */
export interface BriefCalls<Brief, Item> {
  create: (brief: Brief, signal: AbortSignal) => Promise<Item>;
  /** Where the new item opens. */
  openItem: (id: string) => void;
  refreshRobotActions: () => void;
}

export function briefImplementations<Brief, Item extends { id: string }>(calls: BriefCalls<Brief, Item>) {
  return {
    actors: {
      // The brief is typed where the form builds it (toBrief); the machine passes it on as it is.
      createItem: fromPromise<Item, unknown>(({ input, signal }) => calls.create(input as Brief, signal)),
    },
    actions: {
      openItem: (_: unknown, { id }: { id: string }) => calls.openItem(id),
      refreshRobotActions: () => calls.refreshRobotActions(),
    },
  };
}

/**
 * A "New …" form (an assessment, a unit of work): the teacher fills in the brief and chooses outcomes; "Create" makes
 * the item (one robot action) and opens it. It needs a title and at least one outcome. Any failure (a 400 naming
 * fields, a 429 when the robot needs a rest) returns to the form with the draft kept.
 */
export function createBriefMachine<Draft extends DraftWithOutcomes, Brief, Item extends { id: string }>(id: string, emptyDraft: () => Draft, toBrief: (draft: Draft) => Brief) {
  return setup({
    types: {
      context: {} as BriefContext<Draft>,
      events: {} as BriefEvent<Draft>,
    },
    actors: {
      createItem: fromPromise<Item, unknown>(async () => {
        throw new Error('createItem is not provided');
      }),
    },
    actions: {
      openItem: (_, _params: { id: string }) => {},
      /** Creating used one robot action: the allowance on screen is fetched again. */
      refreshRobotActions: () => {},
    },
    guards: {
      isComplete: ({ context }) => context.draft.title.trim().length > 0 && context.draft.outcomes.length > 0,
    },
  }).createMachine({
    id,
    context: () => ({ draft: emptyDraft(), failure: null }),
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
          src: 'createItem',
          input: ({ context }: { context: BriefContext<Draft> }) => toBrief(context.draft),
          onDone: { target: 'created', actions: ['refreshRobotActions', { type: 'openItem', params: ({ event }) => ({ id: event.output.id }) }] },
          onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        },
      },
      created: { type: 'final' },
    },
  });
}
