import { assign, fromPromise, not, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { Answering } from '../../services/assessmentApi';

/**
 * A change the teacher asked for: answering opened or closed, a new code that retires the old one, or one student's
 * hand-in reopened or name freed.
 */
export type AnsweringChange = { kind: 'open' } | { kind: 'close' } | { kind: 'renewCode' } | { kind: 'reopen'; studentId: string } | { kind: 'free'; studentId: string };

export interface AssessmentAnsweringContext {
  assessmentId: string;
  answering: Answering | null;
  change: AnsweringChange | null;
  failure: Failure | null;
  copied: boolean;
}

export type AssessmentAnsweringEvent =
  | { type: 'answering.retry' }
  | { type: 'answering.open' }
  | { type: 'answering.close' }
  | { type: 'code.renew' }
  | { type: 'student.reopen'; studentId: string }
  | { type: 'student.free'; studentId: string }
  | { type: 'code.copy' };

const changeOf = (event: AssessmentAnsweringEvent): AnsweringChange | null => {
  if (event.type === 'answering.open') return { kind: 'open' };
  if (event.type === 'answering.close') return { kind: 'close' };
  if (event.type === 'code.renew') return { kind: 'renewCode' };
  if (event.type === 'student.reopen') return { kind: 'reopen', studentId: event.studentId };
  if (event.type === 'student.free') return { kind: 'free', studentId: event.studentId };
  return null;
};

/**
 * The teacher's side of answering online, on the assessment's Share tab: the code (a new one retires the old),
 * opening and closing answering, and who has handed in, read again every few seconds while answering is open so
 * hand-ins appear as they come.
 */
export const assessmentAnsweringMachine = setup({
  types: {
    context: {} as AssessmentAnsweringContext,
    events: {} as AssessmentAnsweringEvent,
    input: {} as { assessmentId: string },
  },
  actors: {
    loadAnswering: fromPromise<Answering, { assessmentId: string }>(async () => {
      throw new Error('loadAnswering is not provided');
    }),
    changeAnswering: fromPromise<Answering, { assessmentId: string; change: AnsweringChange }>(async () => {
      throw new Error('changeAnswering is not provided');
    }),
  },
  actions: {
    copyCode: (_, _params: { code: string }) => {},
    noteChange: assign({ change: ({ event }) => changeOf(event), failure: null }),
  },
  delays: {
    /** How often the list of hand-ins is read again while answering is open. */
    refresh: 5000,
  },
  guards: {
    isOpen: ({ context }) => Boolean(context.answering?.answeringOpen),
    hasCode: ({ context }) => Boolean(context.answering?.joinCode),
  },
}).createMachine({
  id: 'assessmentAnswering',
  context: ({ input }) => ({ assessmentId: input.assessmentId, answering: null, change: null, failure: null, copied: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAnswering',
        input: ({ context }) => ({ assessmentId: context.assessmentId }),
        onDone: { target: 'ready', actions: assign({ answering: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'answering.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      initial: 'idle',
      on: {
        'answering.open': { guard: not('isOpen'), target: '.changing', actions: 'noteChange' },
        'answering.close': { guard: 'isOpen', target: '.changing', actions: 'noteChange' },
        'code.renew': { guard: 'hasCode', target: '.changing', actions: [assign({ copied: false }), 'noteChange'] },
        'student.reopen': { target: '.changing', actions: 'noteChange' },
        'student.free': { target: '.changing', actions: 'noteChange' },
        'code.copy': {
          guard: 'hasCode',
          actions: [{ type: 'copyCode', params: ({ context }) => ({ code: context.answering!.joinCode! }) }, assign({ copied: true })],
        },
      },
      states: {
        idle: { after: { refresh: { guard: 'isOpen', target: 'refreshing' } } },
        refreshing: {
          invoke: {
            src: 'loadAnswering',
            input: ({ context }) => ({ assessmentId: context.assessmentId }),
            onDone: { target: 'idle', actions: assign({ answering: ({ event }) => event.output }) },
            // A missed reading is read again at the next turn; what is shown stays.
            onError: { target: 'idle' },
          },
        },
        changing: {
          invoke: {
            src: 'changeAnswering',
            input: ({ context }) => ({ assessmentId: context.assessmentId, change: context.change! }),
            onDone: { target: 'idle', actions: assign({ answering: ({ event }) => event.output, change: null }) },
            onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error), change: null }) },
          },
        },
      },
    },
  },
});

export type AssessmentAnsweringMachine = typeof assessmentAnsweringMachine;
