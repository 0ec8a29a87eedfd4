import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { CurriculumOptions, Outcome, OutcomeBrowse } from '../../services/syllabusApi';
import type { BrowseChoice, OutcomePickerContext, OutcomePickerEvent } from './types';

/** Outcome generation asks for a length of 6 (spec §5); a picker shows a few more to choose from. */
export const SEARCH_LENGTH = 12;

/** The browse call for a choice: a subject (narrowed by level), or a year level alone; null until enough is chosen. */
export function browseRequest(choice: BrowseChoice): OutcomeBrowse | null {
  if (!choice.framework) return null;
  if (choice.subject) return { framework: choice.framework, subjectOrLevel: choice.subject, ...(choice.level ? { level: choice.level } : {}) };
  if (choice.level) return { framework: choice.framework, subjectOrLevel: choice.level };
  return null;
}

/**
 * Finding real curriculum outcomes: the frameworks are loaded once; the teacher searches the statements by words
 * (best first) or browses a framework by subject and year level. Search and browse are independent regions, so
 * switching between them keeps both results.
 */
export const outcomePickerMachine = setup({
  types: {
    context: {} as OutcomePickerContext,
    events: {} as OutcomePickerEvent,
  },
  actors: {
    loadOptions: fromPromise<CurriculumOptions, void>(async () => {
      throw new Error('loadOptions is not provided');
    }),
    searchOutcomes: fromPromise<Outcome[], { input: string; framework: string }>(async () => {
      throw new Error('searchOutcomes is not provided');
    }),
    browseOutcomes: fromPromise<Outcome[], OutcomeBrowse>(async () => {
      throw new Error('browseOutcomes is not provided');
    }),
  },
  guards: {
    hasWords: ({ context }) => context.input.trim().length > 0,
    canBrowse: ({ context }) => browseRequest(context.browse) !== null,
  },
}).createMachine({
  id: 'outcomePicker',
  type: 'parallel',
  context: {
    options: null,
    input: '',
    searchFramework: '',
    searchedFor: '',
    found: [],
    browse: { framework: '', subject: '', level: '' },
    listed: [],
    failure: null,
  },
  states: {
    frameworks: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadOptions',
            onDone: { target: 'ready', actions: assign({ options: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        ready: {},
        failed: { on: { 'outcomes.retry': 'loading' } },
      },
    },
    search: {
      initial: 'idle',
      on: {
        'outcomes.type': { actions: assign({ input: ({ event }) => event.input }) },
        'outcomes.chooseSearchFramework': { actions: assign({ searchFramework: ({ event }) => event.framework }) },
      },
      states: {
        idle: { on: { 'outcomes.search': { guard: 'hasWords', target: 'searching' } } },
        searching: {
          entry: assign({ searchedFor: ({ context }) => context.input.trim(), failure: null }),
          invoke: {
            src: 'searchOutcomes',
            input: ({ context }) => ({ input: context.input.trim(), framework: context.searchFramework }),
            onDone: { target: 'found', actions: assign({ found: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error), found: [] }) },
          },
          on: { 'outcomes.search': { guard: 'hasWords', target: 'searching', reenter: true } },
        },
        found: { on: { 'outcomes.search': { guard: 'hasWords', target: 'searching' } } },
        failed: { on: { 'outcomes.search': { guard: 'hasWords', target: 'searching' } } },
      },
    },
    browse: {
      initial: 'choosing',
      on: {
        'outcomes.chooseFramework': {
          target: '.deciding',
          actions: assign({ browse: ({ event }) => ({ framework: event.framework, subject: '', level: '' }), listed: [] }),
        },
        'outcomes.chooseSubject': {
          target: '.deciding',
          actions: assign({ browse: ({ context, event }) => ({ ...context.browse, subject: event.subject }) }),
        },
        'outcomes.chooseLevel': {
          target: '.deciding',
          actions: assign({ browse: ({ context, event }) => ({ ...context.browse, level: event.level }) }),
        },
      },
      states: {
        deciding: {
          always: [{ guard: 'canBrowse', target: 'listing' }, { target: 'choosing', actions: assign({ listed: [] }) }],
        },
        choosing: {},
        listing: {
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
    },
  },
});

export type OutcomePickerMachine = typeof outcomePickerMachine;
