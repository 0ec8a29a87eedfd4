import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { Syllabus, SyllabusDetails } from '../../services/syllabusApi';

export interface SyllabusEditorContext {
  syllabusId: string;
  syllabus: Syllabus | null;
  draft: SyllabusDetails;
  /** The outcome code being added or the row id being removed. */
  working: string | null;
  failure: Failure | null;
}

export type SyllabusEditorEvent =
  | { type: 'syllabus.retry' }
  | { type: 'syllabus.edit'; changes: Partial<SyllabusDetails> }
  | { type: 'syllabus.save' }
  | { type: 'syllabus.addOutcome'; code: string }
  | { type: 'syllabus.removeOutcome'; outcomeId: string }
  | { type: 'syllabus.delete' }
  | { type: 'syllabus.confirmDelete' }
  | { type: 'syllabus.cancelDelete' };

export const detailsOf = (s: Syllabus): SyllabusDetails => ({ title: s.title, framework: s.framework, subject: s.subject, yearLevel: s.yearLevel });

type Change = { kind: 'add'; code: string } | { kind: 'remove'; outcomeId: string };

/** One of the teacher's syllabi: its details (saved with Save), its outcomes (added and removed at once), deletion after a confirm. */
export const syllabusEditorMachine = setup({
  types: {
    context: {} as SyllabusEditorContext,
    events: {} as SyllabusEditorEvent,
    input: {} as { syllabusId: string },
  },
  actors: {
    loadSyllabus: fromPromise<Syllabus, { id: string }>(async () => {
      throw new Error('loadSyllabus is not provided');
    }),
    saveDetails: fromPromise<Syllabus, { id: string; details: SyllabusDetails }>(async () => {
      throw new Error('saveDetails is not provided');
    }),
    changeOutcomes: fromPromise<Syllabus, { id: string; change: Change }>(async () => {
      throw new Error('changeOutcomes is not provided');
    }),
    deleteSyllabus: fromPromise<void, { id: string }>(async () => {
      throw new Error('deleteSyllabus is not provided');
    }),
  },
  actions: {
    keep: assign((_, params: { syllabus: Syllabus }) => ({ syllabus: params.syllabus, draft: detailsOf(params.syllabus), working: null, failure: null })),
    fail: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error), working: null })),
    leave: () => {},
  },
  guards: {
    isDirty: ({ context }) => Boolean(context.syllabus) && JSON.stringify(detailsOf(context.syllabus!)) !== JSON.stringify(context.draft),
  },
}).createMachine({
  id: 'syllabusEditor',
  context: ({ input }) => ({ syllabusId: input.syllabusId, syllabus: null, draft: { title: '', framework: '', subject: '', yearLevel: '' }, working: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSyllabus',
        input: ({ context }) => ({ id: context.syllabusId }),
        onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => ({ syllabus: event.output }) } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'syllabus.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'syllabus.edit': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.changes }) }) },
            'syllabus.save': { guard: 'isDirty', target: 'saving', actions: assign({ failure: null }) },
            'syllabus.addOutcome': { target: 'changing', actions: assign({ working: ({ event }) => event.code, failure: null }) },
            'syllabus.removeOutcome': { target: 'changing', actions: assign({ working: ({ event }) => event.outcomeId, failure: null }) },
            'syllabus.delete': 'confirmingDelete',
          },
        },
        saving: {
          invoke: {
            src: 'saveDetails',
            input: ({ context }) => ({ id: context.syllabusId, details: context.draft }),
            onDone: { target: 'idle', actions: { type: 'keep', params: ({ event }) => ({ syllabus: event.output }) } },
            onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        changing: {
          invoke: {
            src: 'changeOutcomes',
            input: ({ context, event }) => ({
              id: context.syllabusId,
              change:
                event.type === 'syllabus.removeOutcome'
                  ? { kind: 'remove' as const, outcomeId: event.outcomeId }
                  : { kind: 'add' as const, code: context.working ?? '' },
            }),
            onDone: {
              target: 'idle',
              // Keep the details being typed: only the outcomes changed.
              actions: assign(({ context, event }) => ({ syllabus: event.output, working: null, draft: context.draft, failure: null })),
            },
            onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirmingDelete: {
          on: { 'syllabus.confirmDelete': 'deleting', 'syllabus.cancelDelete': 'idle' },
        },
        deleting: {
          invoke: {
            src: 'deleteSyllabus',
            input: ({ context }) => ({ id: context.syllabusId }),
            onDone: { target: '#syllabusEditor.deleted', actions: 'leave' },
            onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    deleted: { type: 'final' },
  },
});

export type SyllabusEditorMachine = typeof syllabusEditorMachine;
