import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { StartBrief, StartedItem, StartKind, StartSource } from '../../services/studioStartApi';
import type { Page } from '../../contracts/page';
import { appendPage } from '../listPages/pages';
import { sourceIsReady } from './brief';
import type { PrepareInput, PreparedStart, StartDraft, StudioStartContext, StudioStartEvent, UploadChoice } from './types';

export const emptyStartDraft = (): StartDraft => ({ topic: '', text: '', yearLevel: '', subject: '', outcomes: [], uploadId: null });

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is not provided`);
};

/**
 * The Studio's Start tab: the teacher chooses what to make (a lesson, an assessment, a unit, comments) and what to
 * make it from (a topic, chosen outcomes, a pasted text, one of their complete uploads, listed a page at a time).
 * Starting works in three steps the page shows: the brief is prepared (outcomes found for a topic or a text, an
 * upload's best outcomes and its best-aligned slice read), the item is created through its own API (one robot
 * action), and the start is recorded in the Studio history; then the item's editor opens. Any failure before the item
 * exists returns to the form with everything as typed; a history that cannot be written does not keep the teacher
 * from their new item.
 */
export const studioStartMachine = setup({
  types: {
    context: {} as StudioStartContext,
    events: {} as StudioStartEvent,
  },
  actors: {
    loadUploads: fromPromise<Page<UploadChoice>, { continuationToken: string | null }>(notProvided('loadUploads')),
    prepareBrief: fromPromise<PreparedStart, PrepareInput>(notProvided('prepareBrief')),
    createItem: fromPromise<StartedItem, { kind: StartKind; brief: StartBrief }>(notProvided('createItem')),
    recordStart: fromPromise<unknown, { item: StartedItem; source: StartSource; from: string }>(notProvided('recordStart')),
  },
  actions: {
    openItem: (_, _params: { kind: StartKind; id: string }) => {},
    /** Creating used one robot action: the allowance on screen is fetched again. */
    refreshRobotActions: () => {},
  },
  guards: {
    isReady: ({ context }) => sourceIsReady(context.source, context.draft),
    needsUploads: ({ context, event }) => event.type === 'start.chooseSource' && event.source === 'upload' && context.uploads === null,
    /** An upload is chosen from those listed (or the choice cleared). */
    isListedUpload: ({ context, event }) => event.type === 'start.chooseUpload' && (event.id === null || (context.uploads ?? []).some((u) => u.id === event.id)),
    /** More uploads are asked for only while the upload field shows them. */
    hasMoreUploads: ({ context }) => context.source === 'upload' && context.uploadsToken !== null,
  },
}).createMachine({
  id: 'studioStart',
  context: { kind: 'lesson', source: 'topic', draft: emptyStartDraft(), uploads: null, uploadsToken: null, prepared: null, started: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'start.chooseKind': { actions: assign({ kind: ({ event }) => event.kind, failure: null }) },
        'start.chooseSource': [
          { guard: 'needsUploads', target: 'loadingUploads', actions: assign({ source: ({ event }) => event.source, failure: null }) },
          { actions: assign({ source: ({ event }) => event.source, failure: null }) },
        ],
        'start.edit': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.changes }) }) },
        'start.addOutcome': {
          actions: assign({
            draft: ({ context, event }) =>
              context.draft.outcomes.some((o) => o.code === event.outcome.code) ? context.draft : { ...context.draft, outcomes: [...context.draft.outcomes, event.outcome] },
          }),
        },
        'start.removeOutcome': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, outcomes: context.draft.outcomes.filter((o) => o.code !== event.code) }) }),
        },
        'start.chooseUpload': { guard: 'isListedUpload', actions: assign({ draft: ({ context, event }) => ({ ...context.draft, uploadId: event.id }) }) },
        'start.showMoreUploads': { guard: 'hasMoreUploads', target: 'loadingMoreUploads', actions: assign({ failure: null }) },
        'start.go': { guard: 'isReady', target: 'working', actions: assign({ failure: null }) },
      },
    },
    loadingUploads: {
      invoke: {
        src: 'loadUploads',
        input: () => ({ continuationToken: null }),
        onDone: { target: 'editing', actions: assign({ uploads: ({ event }) => event.output.items, uploadsToken: ({ event }) => event.output.continuationToken }) },
        onError: { target: 'editing', actions: assign({ source: 'topic', failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    /** The next page of finished uploads, added to the choices; one that fails keeps those listed. */
    loadingMoreUploads: {
      invoke: {
        src: 'loadUploads',
        input: ({ context }) => ({ continuationToken: context.uploadsToken }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const { items, continuationToken } = appendPage(context.uploads ?? [], event.output);
            return { uploads: items, uploadsToken: continuationToken };
          }),
        },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    working: {
      initial: 'preparing',
      states: {
        preparing: {
          invoke: {
            src: 'prepareBrief',
            input: ({ context }) => ({ source: context.source, draft: context.draft, uploads: context.uploads ?? [] }),
            onDone: { target: 'creating', actions: assign({ prepared: ({ event }) => event.output }) },
            onError: { target: '#studioStart.editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        creating: {
          invoke: {
            src: 'createItem',
            input: ({ context }) => ({ kind: context.kind, brief: context.prepared!.brief }),
            onDone: { target: 'recording', actions: [assign({ started: ({ event }) => event.output }), 'refreshRobotActions'] },
            onError: { target: '#studioStart.editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        recording: {
          invoke: {
            src: 'recordStart',
            input: ({ context }) => ({ item: context.started!, source: context.source, from: context.prepared!.from }),
            onDone: { target: '#studioStart.started' },
            // The item exists and is the teacher's; a missing history line is no reason to keep them from it.
            onError: { target: '#studioStart.started' },
          },
        },
      },
    },
    started: {
      type: 'final',
      entry: { type: 'openItem', params: ({ context }) => ({ kind: context.started!.kind, id: context.started!.id }) },
    },
  },
});

export type StudioStartMachine = typeof studioStartMachine;
