import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import { isApiError } from '../../services/apiError';
import type { AnswerClaim, MyAnswers, NameChoice } from '../../services/assessmentApi';
import type { JoinedSheet, KeptAnswers, LeftAnswers, MovedClaim, SendInput, StudentAnswersContext, StudentAnswersEvent } from './types';

const statusOf = (error: unknown) => (isApiError(error) ? error.statusCode : 0);
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
/** The server was not reached (offline, a dropped connection) or failed in itself: worth sending again later. */
const unreachable = (event: unknown) => statusOf(errorOf(event)) === 0 || statusOf(errorOf(event)) >= 500;

const sameAnswers = (a: Record<string, string>, b: Record<string, string>) => Object.keys({ ...a, ...b }).every((k) => (a[k] ?? '') === (b[k] ?? ''));

/** Keeps what the device must not lose: the name picked, the secret and the answers as they now stand. */
const keep = {
  type: 'keepLocally',
  params: ({ context }: { context: StudentAnswersContext }) => ({
    code: context.code,
    kept: { token: context.token!, student: context.student!, answers: context.answers, ...(context.sheet ? { assessmentId: context.sheet.assessmentId } : {}) },
  }),
} as const;

/** The answers left under a retired code by the student just picked, if any: only theirs. */
const leftFor = (context: StudentAnswersContext, event: unknown): LeftAnswers | undefined => {
  const claim = (event as { output?: AnswerClaim }).output;
  return claim ? context.left.find((left) => left.student.id === claim.student.id) : undefined;
};

/**
 * A student answers an assessment online at /answer/{code}: the sheet opens without an account; the student picks
 * their name (or types it) and answers. Each change is kept on the device at once and sent after a short pause; with
 * no connection the answers wait on the device and go when it is back. Handing in asks first, and happens once; while
 * the page stays open after it, the server is asked now and then (and when the page comes back into view) whether the
 * teacher has reopened the hand-in, and answering comes back with the answers if so. When the teacher draws a new
 * code the old one stops working, with the page open or on a reload: the answers stay on the device, and the student
 * types the new code to go on with them under the same name.
 */
export const studentAnswersMachine = setup({
  types: {
    context: {} as StudentAnswersContext,
    events: {} as StudentAnswersEvent,
    input: {} as { code: string },
  },
  actors: {
    joinSheet: fromPromise<JoinedSheet, { code: string }>(async () => {
      throw new Error('joinSheet is not provided');
    }),
    loadMyAnswers: fromPromise<MyAnswers, { code: string; token: string }>(async () => {
      throw new Error('loadMyAnswers is not provided');
    }),
    claimName: fromPromise<AnswerClaim, { code: string; choice: NameChoice }>(async () => {
      throw new Error('claimName is not provided');
    }),
    saveAnswers: fromPromise<MyAnswers, SendInput>(async () => {
      throw new Error('saveAnswers is not provided');
    }),
    submitAnswers: fromPromise<MyAnswers, SendInput>(async () => {
      throw new Error('submitAnswers is not provided');
    }),
    /** Opens the new code the teacher gave the class, and picks the student's name again under it. */
    moveToCode: fromPromise<MovedClaim, { code: string; studentId: string }>(async () => {
      throw new Error('moveToCode is not provided');
    }),
    /** Tells the flow when the browser loses and regains its connection. */
    watchConnection: fromCallback(() => () => {}),
    /** Tells the flow when the page comes back into view or back online. */
    watchReturn: fromCallback(() => () => {}),
  },
  actions: {
    /** Keeps the student's name, secret and answers on this device (a slot: the app fills it with localStorage). */
    keepLocally: (_, _params: { code: string; kept: KeptAnswers }) => {},
    forgetLocally: (_, _params: { code: string }) => {},
    /** Puts the new code in the address bar, so a reload opens it (a slot: the app fills it). */
    showCode: (_, _params: { code: string }) => {},
    record: assign(({ context, event }) => {
      if (event.type !== 'answer.change') return {};
      return { answers: { ...context.answers, [event.itemId]: event.answer }, edits: context.edits + 1 };
    }),
    markSent: assign({ sent: ({ context }) => context.sending, failure: null }),
    noteFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
  },
  delays: {
    /** A pause in typing before the answers are sent. */
    autosave: 1200,
    /** How long answers wait on the device before trying again, when no "back online" comes. */
    retry: 15_000,
    /** How often a page left open after handing in asks whether the teacher has reopened it. */
    recheck: 30_000,
  },
  guards: {
    isNotFound: ({ event }) => statusOf(errorOf(event)) === 404,
    isClosed: ({ event }) => statusOf(errorOf(event)) === 409,
    hasKept: ({ event }) => Boolean((event as unknown as { output: JoinedSheet }).output.kept),
    /** The code names nothing any more, and this device kept answers typed under it. */
    isRetiredHere: ({ event }) => (event as unknown as { output: JoinedSheet }).output.sheet === null,
    isHandedIn: ({ event }) => Boolean((event as unknown as { output: MyAnswers }).output.submittedAt),
    movedHandedIn: ({ event }) => Boolean((event as unknown as { output: MovedClaim }).output.claim.submittedAt),
    /** The device holds answers the server has not seen (answered offline, then reloaded). */
    keptIsNewer: ({ context, event }) => !sameAnswers({ ...(event as unknown as { output: MyAnswers }).output.answers, ...context.answers }, (event as unknown as { output: MyAnswers }).output.answers),
    hasUnsent: ({ context }) => context.sent < context.edits,
    /** The name just picked typed answers on this device under a code since retired. */
    leftHere: ({ context, event }) => Boolean(leftFor(context, event)),
    /**
     * The student changed an answer while a save was under way: those changes went after the save left, so they are
     * sent next. Compared with what the save carried, since the guard is checked before the save is recorded as sent.
     */
    changedWhileSaving: ({ context }) => context.sending < context.edits,
    hasNewCode: ({ event }) => event.type === 'code.enter' && event.code.trim() !== '',
    hasName: ({ event }) => event.type === 'name.choose' && ('studentId' in event.choice || event.choice.name.trim() !== ''),
    isUnreachable: ({ event }) => unreachable(event),
    isInvalid: ({ event }) => statusOf(errorOf(event)) === 400,
  },
}).createMachine({
  id: 'studentAnswers',
  context: ({ input }) => ({ code: input.code, sheet: null, left: [], student: null, token: null, answers: {}, edits: 0, sent: 0, sending: 0, submittedAt: null, reopened: false, failure: null }),
  initial: 'joining',
  states: {
    joining: {
      invoke: {
        src: 'joinSheet',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            // Reloaded on a code the teacher has since retired: the answers kept here wait for the new code, as when
            // the code stops working with the page open.
            guard: 'isRetiredHere',
            target: 'retired',
            actions: assign(({ event }) => ({ token: event.output.kept!.token, student: event.output.kept!.student, answers: event.output.kept!.answers })),
          },
          {
            guard: 'hasKept',
            target: 'resuming',
            actions: assign(({ event }) => ({ sheet: event.output.sheet, token: event.output.kept!.token, student: event.output.kept!.student, answers: event.output.kept!.answers })),
          },
          { target: 'picking', actions: assign({ sheet: ({ event }) => event.output.sheet, left: ({ event }) => event.output.left }) },
        ],
        onError: [
          { guard: 'isNotFound', target: 'notFound', actions: 'noteFailure' },
          { guard: 'isClosed', target: 'closed', actions: 'noteFailure' },
          { target: 'failed', actions: 'noteFailure' },
        ],
      },
    },
    /** After a reload: the server's answers, with what this device kept over them. */
    resuming: {
      invoke: {
        src: 'loadMyAnswers',
        input: ({ context }) => ({ code: context.code, token: context.token! }),
        onDone: [
          { guard: 'isHandedIn', target: 'submitted', actions: assign(({ event }) => ({ answers: event.output.answers, submittedAt: event.output.submittedAt })) },
          { guard: 'keptIsNewer', target: 'answering.saving', actions: assign(({ context, event }) => ({ answers: { ...event.output.answers, ...context.answers }, edits: context.edits + 1 })) },
          { target: 'answering.saved', actions: assign({ answers: ({ event }) => event.output.answers }) },
        ],
        onError: [
          // Offline after a reload: go on answering on the device; the answers go when the connection is back.
          { guard: 'isUnreachable', target: 'answering.offline', actions: assign(({ context }) => ({ edits: context.edits + 1 })) },
          {
            target: 'picking',
            actions: [
              'noteFailure',
              assign({ token: null, student: null, answers: {} }),
              { type: 'forgetLocally', params: ({ context }) => ({ code: context.code }) },
            ],
          },
        ],
      },
    },
    picking: {
      on: { 'name.choose': { guard: 'hasName', target: 'claiming' } },
    },
    claiming: {
      invoke: {
        src: 'claimName',
        input: ({ context, event }) => ({ code: context.code, choice: (event as Extract<StudentAnswersEvent, { type: 'name.choose' }>).choice }),
        onDone: [
          {
            guard: 'isHandedIn',
            target: 'submitted',
            actions: assign(({ event }) => ({ token: event.output.token, student: event.output.student, answers: event.output.answers, submittedAt: event.output.submittedAt, failure: null })),
          },
          {
            // The answers this student typed here under a retired code, over the saved ones and sent at once; they
            // now live under this code.
            guard: 'leftHere',
            target: 'answering.saving',
            actions: [
              { type: 'forgetLocally', params: ({ context, event }) => ({ code: leftFor(context, event)!.code }) },
              assign(({ context, event }) => ({
                token: event.output.token,
                student: event.output.student,
                answers: { ...event.output.answers, ...leftFor(context, event)!.answers },
                edits: context.edits + 1,
                left: context.left.filter((left) => left !== leftFor(context, event)),
                failure: null,
              })),
              keep,
            ],
          },
          {
            target: 'answering.saved',
            actions: [
              assign(({ event }) => ({ token: event.output.token, student: event.output.student, answers: event.output.answers, failure: null })),
              keep,
            ],
          },
        ],
        onError: { target: 'picking', actions: 'noteFailure' },
      },
    },
    answering: {
      invoke: { src: 'watchConnection' },
      on: { 'answers.submit': 'confirming' },
      initial: 'saved',
      states: {
        saved: {
          on: {
            'answer.change': { target: 'waiting', actions: ['record', keep] },
            'connection.lost': 'offline',
          },
        },
        waiting: {
          after: { autosave: 'saving' },
          on: {
            'answer.change': { target: 'waiting', reenter: true, actions: ['record', keep] },
            'connection.lost': 'offline',
          },
        },
        saving: {
          entry: assign({ sending: ({ context }) => context.edits }),
          invoke: {
            src: 'saveAnswers',
            input: ({ context }) => ({ code: context.code, token: context.token!, answers: context.answers }),
            onDone: [
              { guard: 'changedWhileSaving', target: 'waiting', actions: 'markSent' },
              { target: 'saved', actions: 'markSent' },
            ],
            onError: [
              { guard: 'isUnreachable', target: 'offline' },
              { guard: 'isInvalid', target: 'invalid', actions: 'noteFailure' },
              // The code no longer names the assessment: the page says so itself, so there is no failure to show.
              { guard: 'isNotFound', target: '#studentAnswers.retired', actions: assign({ failure: null }) },
              { target: '#studentAnswers.refused', actions: 'noteFailure' },
            ],
          },
          on: { 'answer.change': { actions: ['record', keep] } },
        },
        offline: {
          after: { retry: 'saving' },
          on: {
            'answer.change': { actions: ['record', keep] },
            'connection.back': 'saving',
          },
        },
        /** The server refused an answer (too long, no such question): said beside the answers until it changes. */
        invalid: {
          on: { 'answer.change': { target: 'waiting', actions: ['record', keep, assign({ failure: null })] } },
        },
      },
    },
    confirming: {
      on: {
        'submit.confirm': 'submitting',
        'submit.cancel': [{ guard: 'hasUnsent', target: 'answering.waiting' }, { target: 'answering.saved' }],
      },
    },
    submitting: {
      invoke: {
        src: 'submitAnswers',
        input: ({ context }) => ({ code: context.code, token: context.token!, answers: context.answers }),
        onDone: {
          target: 'submitted',
          actions: [assign({ submittedAt: ({ event }) => event.output.submittedAt, answers: ({ event }) => event.output.answers, reopened: false, failure: null }), keep],
        },
        onError: [
          { guard: 'isUnreachable', target: 'answering.offline', actions: 'noteFailure' },
          { guard: 'isInvalid', target: 'answering.invalid', actions: 'noteFailure' },
          { guard: 'isNotFound', target: 'retired', actions: assign({ failure: null }) },
          { target: 'refused', actions: 'noteFailure' },
        ],
      },
    },
    /** Handed in. While the page stays open, the server is asked now and then whether the teacher reopened it. */
    submitted: {
      invoke: { src: 'watchReturn' },
      initial: 'waiting',
      states: {
        waiting: {
          after: { recheck: 'checking' },
          on: { 'page.return': 'checking' },
        },
        checking: {
          invoke: {
            src: 'loadMyAnswers',
            input: ({ context }) => ({ code: context.code, token: context.token! }),
            onDone: [
              { guard: 'isHandedIn', target: 'waiting', actions: assign(({ event }) => ({ answers: event.output.answers, submittedAt: event.output.submittedAt })) },
              {
                // Reopened: the answers the server holds are the ones handed in; all of them are already there.
                target: '#studentAnswers.answering.saved',
                actions: [assign(({ context, event }) => ({ answers: event.output.answers, submittedAt: null, reopened: true, sent: context.edits, failure: null })), keep],
              },
            ],
            onError: [
              { guard: 'isUnreachable', target: 'waiting' },
              // The code retired or the name freed: nothing this page can learn any more, and asking again with a
              // dead code would count against the school's address.
              { target: 'settled' },
            ],
          },
        },
        settled: {},
      },
    },
    /**
     * The code stopped working (the teacher drew a new one): the answers stay on the device until the student types
     * the new code, and their name is picked again under it.
     */
    retired: {
      on: { 'code.enter': { guard: 'hasNewCode', target: 'moving' } },
    },
    moving: {
      invoke: {
        src: 'moveToCode',
        input: ({ context, event }) => ({ code: (event as Extract<StudentAnswersEvent, { type: 'code.enter' }>).code, studentId: context.student!.id }),
        onDone: [
          {
            guard: 'movedHandedIn',
            target: 'submitted',
            actions: [
              { type: 'forgetLocally', params: ({ context }) => ({ code: context.code }) },
              assign(({ event }) => ({
                code: event.output.code,
                sheet: event.output.sheet,
                token: event.output.claim.token,
                answers: event.output.claim.answers,
                submittedAt: event.output.claim.submittedAt,
                failure: null,
              })),
              keep,
              { type: 'showCode', params: ({ context }) => ({ code: context.code }) },
            ],
          },
          {
            // The device's answers over the server's, as after a reload, and sent at once under the new code.
            target: 'answering.saving',
            actions: [
              { type: 'forgetLocally', params: ({ context }) => ({ code: context.code }) },
              assign(({ context, event }) => ({
                code: event.output.code,
                sheet: event.output.sheet,
                token: event.output.claim.token,
                answers: { ...event.output.claim.answers, ...context.answers },
                edits: context.edits + 1,
                failure: null,
              })),
              keep,
              { type: 'showCode', params: ({ context }) => ({ code: context.code }) },
            ],
          },
        ],
        onError: { target: 'retired', actions: 'noteFailure' },
      },
    },
    /** The server would not take the answers (answering closed, the name freed): the answers stay on the device. */
    refused: {
      on: {
        'join.restart': {
          target: 'joining',
          actions: [{ type: 'forgetLocally', params: ({ context }) => ({ code: context.code }) }, assign({ token: null, student: null, answers: {}, failure: null, edits: 0, sent: 0, sending: 0 })],
        },
      },
    },
    notFound: {},
    closed: { on: { 'join.retry': { target: 'joining', actions: assign({ failure: null }) } } },
    failed: { on: { 'join.retry': { target: 'joining', actions: assign({ failure: null }) } } },
  },
});

export type StudentAnswersMachine = typeof studentAnswersMachine;
