import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { Lesson, LessonSuggestion, SuggestionType } from '../../services/lessonApi';
import { whereItLanded, type Landing } from './landing';

export interface LessonSuggestionsContext {
  lessonId: string;
  type: SuggestionType;
  suggestions: LessonSuggestion[];
  /** The suggestion being put into the lesson, and those already put in. */
  implementing: string | null;
  implemented: string[];
  /** The lesson as it was when the suggestion being put in was chosen, to tell where the suggestion landed. */
  before: Lesson | null;
  /** Where each suggestion put in changed the lesson, by suggestion id. */
  landed: Record<string, Landing[]>;
  failure: Failure | null;
}

export type LessonSuggestionsEvent =
  | { type: 'suggestions.chooseType'; suggestionType: SuggestionType }
  | { type: 'suggestions.retry' }
  /** `lesson` is the lesson as the page shows it now; null while it is not loaded. */
  | { type: 'suggestions.implement'; id: string; lesson: Lesson | null };

/**
 * Suggestions for one aspect of a lesson (differentiation, engagement, assessment, timing). Implementing one
 * changes the saved lesson; the page's editor is told through the lessonChanged slot.
 */
export const lessonSuggestionsMachine = setup({
  types: {
    context: {} as LessonSuggestionsContext,
    events: {} as LessonSuggestionsEvent,
    input: {} as { lessonId: string },
  },
  actors: {
    loadSuggestions: fromPromise<LessonSuggestion[], { lessonId: string; type: SuggestionType }>(async () => {
      throw new Error('loadSuggestions is not provided');
    }),
    implementSuggestion: fromPromise<Lesson, { lessonId: string; id: string }>(async () => {
      throw new Error('implementSuggestion is not provided');
    }),
  },
  actions: {
    lessonChanged: (_, _params: { lesson: Lesson }) => {},
  },
  guards: {
    // Once in, a suggestion no longer applies; the server would say so with a 404.
    notYetImplemented: ({ context, event }) => event.type === 'suggestions.implement' && !context.implemented.includes(event.id),
  },
}).createMachine({
  id: 'lessonSuggestions',
  context: ({ input }) => ({ lessonId: input.lessonId, type: 'differentiation', suggestions: [], implementing: null, implemented: [], before: null, landed: {}, failure: null }),
  initial: 'loading',
  on: {
    'suggestions.chooseType': {
      target: '.loading',
      actions: assign({ type: ({ event }) => event.suggestionType, suggestions: [], failure: null }),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadSuggestions',
        input: ({ context }) => ({ lessonId: context.lessonId, type: context.type }),
        onDone: { target: 'ready', actions: assign({ suggestions: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'suggestions.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      on: {
        'suggestions.implement': {
          guard: 'notYetImplemented',
          target: 'implementing',
          actions: assign({ implementing: ({ event }) => event.id, before: ({ event }) => event.lesson, failure: null }),
        },
      },
    },
    implementing: {
      invoke: {
        src: 'implementSuggestion',
        input: ({ context }) => ({ lessonId: context.lessonId, id: context.implementing ?? '' }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'lessonChanged', params: ({ event }) => ({ lesson: event.output }) },
            assign({
              implemented: ({ context }) => [...context.implemented, context.implementing ?? ''],
              landed: ({ context, event }) => ({ ...context.landed, [context.implementing ?? '']: context.before ? whereItLanded(context.before, event.output) : [] }),
              implementing: null,
              before: null,
            }),
          ],
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => toFailure(event.error), implementing: null, before: null }) },
      },
    },
  },
});

export type LessonSuggestionsMachine = typeof lessonSuggestionsMachine;
