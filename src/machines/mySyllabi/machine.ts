import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { Syllabus, SyllabusDetails, SyllabusSummary } from '../../services/syllabusApi';

export interface MySyllabiContext {
  syllabi: SyllabusSummary[];
  draft: SyllabusDetails;
  /** Why the list could not be loaded. */
  listFailure: Failure | null;
  /** Why the last create was refused (fields to fix). */
  createFailure: Failure | null;
}

export type MySyllabiEvent =
  | { type: 'syllabi.retry' }
  | { type: 'syllabi.edit'; changes: Partial<SyllabusDetails> }
  | { type: 'syllabi.create' };

export const emptySyllabus = (): SyllabusDetails => ({ title: '', framework: '', subject: '', yearLevel: '' });

/**
 * The teacher's own syllabi: the list, and the form that creates one and opens it in the syllabus editor.
 * A failed create keeps the form as it was, with the fields to fix.
 */
export const mySyllabiMachine = setup({
  types: {
    context: {} as MySyllabiContext,
    events: {} as MySyllabiEvent,
  },
  actors: {
    loadSyllabi: fromPromise<SyllabusSummary[], void>(async () => {
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
  },
}).createMachine({
  id: 'mySyllabi',
  context: { syllabi: [], draft: emptySyllabus(), listFailure: null, createFailure: null },
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
                onDone: { target: 'ready', actions: assign({ syllabi: ({ event }) => event.output }) },
                onError: { target: 'failed', actions: assign({ listFailure: ({ event }) => toFailure(event.error) }) },
              },
            },
            ready: {},
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
