import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { SliceSearchHit } from '../../services/uploadApi';

export interface SliceSearchContext {
  /** The words in the search box. */
  input: string;
  /** The words of the search under way (the box may change meanwhile). */
  asked: string;
  /** The words the results on screen were found for. */
  searchedFor: string;
  hits: SliceSearchHit[];
  failure: Failure | null;
}

export type SliceSearchEvent = { type: 'search.type'; text: string } | { type: 'search.submit' };

export interface SliceSearchRequest {
  input: string;
}

/**
 * /uploads/search: words searched across the slices of all the teacher's uploads, best match first, each result
 * leading to its slice's review. Typing changes only the box (also while a search runs); a search runs when asked,
 * and a new one only once the last has answered (its button is busy meanwhile). A failure keeps the words so the teacher can search again.
 */
export const sliceSearchMachine = setup({
  types: {
    context: {} as SliceSearchContext,
    events: {} as SliceSearchEvent,
  },
  actors: {
    searchSlices: fromPromise<SliceSearchHit[], SliceSearchRequest>(async () => {
      throw new Error('searchSlices is not provided');
    }),
  },
  actions: {
    type: assign({ input: ({ event }) => (event.type === 'search.type' ? event.text : '') }),
    ask: assign({ asked: ({ context }) => context.input.trim() }),
  },
  guards: {
    hasWords: ({ context }) => context.input.trim().length > 0,
  },
}).createMachine({
  id: 'sliceSearch',
  context: { input: '', asked: '', searchedFor: '', hits: [], failure: null },
  initial: 'idle',
  on: {
    'search.type': { actions: 'type' },
  },
  states: {
    idle: {
      on: { 'search.submit': { guard: 'hasWords', target: 'searching' } },
    },
    searching: {
      entry: 'ask',
      invoke: {
        src: 'searchSlices',
        input: ({ context }) => ({ input: context.asked }),
        onDone: { target: 'found', actions: assign({ hits: ({ event }) => event.output, searchedFor: ({ context }) => context.asked, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error), hits: [] }) },
      },
    },
    found: {
      on: { 'search.submit': { guard: 'hasWords', target: 'searching' } },
    },
    failed: {
      on: { 'search.submit': { guard: 'hasWords', target: 'searching' } },
    },
  },
});

export type SliceSearchMachine = typeof sliceSearchMachine;
