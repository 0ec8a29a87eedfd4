import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { Syllabus, SyllabusDetails, SyllabusSummary } from '../../services/syllabusApi';
import { appendPage, firstPage, type Page } from '../listPages/pages';

export interface MySyllabiContext {
  /** The syllabi of the pages loaded so far, most recently changed first. */
  syllabi: SyllabusSummary[];
  /** Where the next page starts; null once the last page is loaded. */
  continuationToken: string | null;
  draft: SyllabusDetails;
  /** Why the list, or its next page, could not be loaded. */
  listFailure: Failure | null;
  /** Why the last create was refused (fields to fix). */
  createFailure: Failure | null;
}

export type MySyllabiEvent =
  | { type: 'syllabi.retry' }
  | { type: 'syllabi.loadMore' }
  | { type: 'syllabi.edit'; changes: Partial<SyllabusDetails> }
  | { type: 'syllabi.create' };

export const emptySyllabus = (): SyllabusDetails => ({ title: '', framework: '', subject: '', yearLevel: '' });

/**
 * The teacher's own syllabi: the list, a page at a time (the next as the teacher scrolls to its end or presses
 * "Load more"; a page that fails keeps the syllabi shown), and the form that creates one and opens it in the syllabus editor.
 * A failed create keeps the form as it was, with the fields to fix.
 */
export const mySyllabiMachine = setup({
  types: {
    context: {} as MySyllabiContext,
    events: {} as MySyllabiEvent,
  },
  actors: {
    loadSyllabi: fromPromise<Page<SyllabusSummary>, { continuationToken: string | null }>(async () => {
      throw new Error('loadSyllabi is not provided');
    }),
    createSyllabus: fromPromise<Syllabus, SyllabusDetails>(async () => {
      throw new Error('createSyllabus is not provided');
    }),
  },
  actions: {
    openSyllabus: (_, _params: { id: string }) => {},
  },
  guards: {
    hasTitle: ({ context }) => context.draft.title.trim().length > 0,
    hasMore: ({ context }) => context.continuationToken !== null,
  },
}).createMachine({
  id: 'mySyllabi',
  context: { syllabi: [], continuationToken: null, draft: emptySyllabus(), listFailure: null, createFailure: null },
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      states: {
        list: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadSyllabi',
                input: () => ({ continuationToken: null }),
                onDone: {
                  target: 'ready',
                  actions: assign(({ event }) => {
                    const { items, continuationToken } = firstPage(event.output);
                    return { syllabi: items, continuationToken };
                  }),
                },
                onError: { target: 'failed', actions: assign({ listFailure: ({ event }) => toFailure(event.error) }) },
              },
            },
            ready: {
              initial: 'idle',
              states: {
                idle: { on: { 'syllabi.loadMore': { guard: 'hasMore', target: 'loadingMore' } } },
                loadingMore: {
                  entry: assign({ listFailure: null }),
                  invoke: {
                    src: 'loadSyllabi',
                    input: ({ context }) => ({ continuationToken: context.continuationToken }),
                    onDone: {
                      target: 'idle',
                      actions: assign(({ context, event }) => {
                        const { items, continuationToken } = appendPage(context.syllabi, event.output);
                        return { syllabi: items, continuationToken };
                      }),
                    },
                    onError: { target: 'moreFailed', actions: assign({ listFailure: ({ event }) => toFailure(event.error) }) },
                  },
                },
                /** The next page failed; the syllabi shown stay, and "Load more" tries again. */
                moreFailed: { on: { 'syllabi.loadMore': 'loadingMore' } },
              },
            },
            failed: { on: { 'syllabi.retry': { target: 'loading', actions: assign({ listFailure: null }) } } },
          },
        },
        create: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'syllabi.edit': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.changes }) }) },
                'syllabi.create': { guard: 'hasTitle', target: 'creating', actions: assign({ createFailure: null }) },
              },
            },
            creating: {
              invoke: {
                src: 'createSyllabus',
                input: ({ context }) => context.draft,
                onDone: { target: '#mySyllabi.opened', actions: { type: 'openSyllabus', params: ({ event }) => ({ id: event.output.id }) } },
                onError: { target: 'editing', actions: assign({ createFailure: ({ event }) => toFailure(event.error) }) },
              },
            },
          },
        },
      },
    },
    /** The new syllabus is open in its editor; this flow is over. */
    opened: { type: 'final' },
  },
});

export type MySyllabiMachine = typeof mySyllabiMachine;
