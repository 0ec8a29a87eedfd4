import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { CurriculumOptions, ListedOutcome, Outcome, OutcomeBrowse } from '../../services/syllabusApi';
import type { BrowseChoice, OutcomeBrowseContext, OutcomeBrowseEvent, OutcomeQuery, OutcomeSearchContext, OutcomeSearchEvent } from './types';

/** Outcome generation asks for a length of 6 (spec §5); a picker shows a few more to choose from. */
export const SEARCH_LENGTH = 12;
/** "Show more" adds a page at a time, up to what the server answers at once. */
export const SEARCH_MAX_LENGTH = 48;

/** The browse call for a choice: a subject (narrowed by level), or a year level alone; null until enough is chosen. */
export function browseRequest(choice: BrowseChoice): OutcomeBrowse | null {
  if (!choice.framework) return null;
  if (choice.subject) return { framework: choice.framework, subjectOrLevel: choice.subject, ...(choice.level ? { level: choice.level } : {}) };
  if (choice.level) return { framework: choice.framework, subjectOrLevel: choice.level };
  return null;
}

const loadOptions = fromPromise<CurriculumOptions, void>(async () => {
  throw new Error('loadOptions is not provided');
});

/**
 * Finding real curriculum outcomes by words: the statements are searched best first, in every framework or one.
 * The frameworks load beside it (for "Search in" and the attribution under the results); a search need not wait.
 */
export const outcomeSearchMachine = setup({
  types: {
    context: {} as OutcomeSearchContext,
    events: {} as OutcomeSearchEvent,
  },
  actors: {
    loadOptions,
    searchOutcomes: fromPromise<Outcome[], OutcomeQuery>(async () => {
      throw new Error('searchOutcomes is not provided');
    }),
  },
  actions: {
    logOptionsFailure: (_, params: { error: unknown }) => console.error('Could not load the curriculum frameworks', params.error),
  },
  guards: {
    hasWords: ({ context }) => context.input.trim().length > 0,
    // A full page may have more behind it; a shorter one was everything that matched.
    mayHaveMore: ({ context }) => context.found.length >= context.length && context.length < SEARCH_MAX_LENGTH,
  },
}).createMachine({
  id: 'outcomeSearch',
  context: { options: null, input: '', searchFramework: '', searchLevel: '', searchedFor: '', length: SEARCH_LENGTH, found: [], failure: null },
  invoke: {
    src: 'loadOptions',
    onDone: { actions: assign({ options: ({ event }) => event.output }) },
    // Searching still works across every framework; only "Search in" stays empty.
    onError: { actions: { type: 'logOptionsFailure', params: ({ event }) => ({ error: event.error }) } },
  },
  on: {
    'outcomes.type': { actions: assign({ input: ({ event }) => event.input }) },
    'outcomes.chooseSearchFramework': { actions: assign({ searchFramework: ({ event }) => event.framework }) },
    'outcomes.chooseSearchLevel': { actions: assign({ searchLevel: ({ event }) => event.level }) },
    'outcomes.search': {
      guard: 'hasWords',
      target: '.searching',
      reenter: true,
      actions: assign({ searchedFor: ({ context }) => context.input.trim(), length: SEARCH_LENGTH }),
    },
  },
  initial: 'idle',
  states: {
    idle: {},
    searching: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'searchOutcomes',
        input: ({ context }) => ({ input: context.searchedFor, framework: context.searchFramework, level: context.searchLevel, length: context.length }),
        onDone: { target: 'found', actions: assign({ found: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error), found: [] }) },
      },
    },
    found: {
      on: {
        // The same words, framework and level again, a page longer: the results already shown stay in order on top.
        'outcomes.showMore': { guard: 'mayHaveMore', target: 'searching', actions: assign({ length: ({ context }) => context.length + SEARCH_LENGTH }) },
      },
    },
    failed: {},
  },
});

/**
 * Browsing a framework by subject and year level, in the publisher's order: the frameworks load first, then each
 * choice that names enough (a subject, or a year level) lists its outcomes.
 */
export const outcomeBrowseMachine = setup({
  types: {
    context: {} as OutcomeBrowseContext,
    events: {} as OutcomeBrowseEvent,
  },
  actors: {
    loadOptions,
    browseOutcomes: fromPromise<ListedOutcome[], OutcomeBrowse>(async () => {
      throw new Error('browseOutcomes is not provided');
    }),
  },
  guards: {
    canBrowse: ({ context }) => browseRequest(context.browse) !== null,
    hasFrameworks: ({ context }) => context.options !== null,
  },
}).createMachine({
  id: 'outcomeBrowse',
  context: { options: null, browse: { framework: '', subject: '', level: '' }, listed: [], failure: null },
  initial: 'loadingFrameworks',
  states: {
    loadingFrameworks: {
      invoke: {
        src: 'loadOptions',
        onDone: { target: 'choosing', actions: assign({ options: ({ event }) => event.output }) },
        onError: { target: 'frameworksFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    frameworksFailed: { on: { 'outcomes.retry': { target: 'loadingFrameworks', actions: assign({ failure: null }) } } },
    choosing: {},
    deciding: {
      always: [{ guard: 'canBrowse', target: 'listing' }, { target: 'choosing', actions: assign({ listed: [] }) }],
    },
    listing: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'browseOutcomes',
        input: ({ context }) => browseRequest(context.browse)!,
        onDone: { target: 'listed', actions: assign({ listed: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error), listed: [] }) },
      },
    },
    listed: {},
    failed: { on: { 'outcomes.retry': 'listing' } },
  },
  on: {
    'outcomes.chooseFramework': {
      guard: 'hasFrameworks',
      target: '.deciding',
      actions: assign({ browse: ({ event }) => ({ framework: event.framework, subject: '', level: '' }), listed: [] }),
    },
    'outcomes.chooseSubject': {
      guard: 'hasFrameworks',
      target: '.deciding',
      actions: assign({ browse: ({ context, event }) => ({ ...context.browse, subject: event.subject }) }),
    },
    'outcomes.chooseLevel': {
      guard: 'hasFrameworks',
      target: '.deciding',
      actions: assign({ browse: ({ context, event }) => ({ ...context.browse, level: event.level }) }),
    },
  },
});

export type OutcomeSearchMachine = typeof outcomeSearchMachine;
export type OutcomeBrowseMachine = typeof outcomeBrowseMachine;
