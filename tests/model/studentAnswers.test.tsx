import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject, InspectionEvent } from 'xstate';
import { describeFailure } from '../../src/lib/failure';
import { keptAnswersKey } from '../../src/machines/studentAnswers/implementations';
import { studentAnswersMachine } from '../../src/machines/studentAnswers/machine';
import type { StudentAnswersContext } from '../../src/machines/studentAnswers/types';
import { ApiError } from '../../src/services/apiError';
import type { AnswerClaim, AnswerSheet, MyAnswers } from '../../src/services/assessmentApi';
import StudentAnswersPage from '../../src/views/answering/StudentAnswersPage';
import { describeModel, type ModelSpec } from './harness';
import { clickOr } from './clicks';
import { at, renderViews } from './render';

const sheet: AnswerSheet = {
  assessmentId: 'a-fractions',
  title: 'Fractions check',
  yearLevel: 'Year 3',
  subject: 'Mathematics',
  items: [
    { id: 'q1', kind: 'multiple-choice', prompt: 'Which fraction equals 2/4?', options: ['1/3', '1/2'], marks: 1 },
    { id: 'q2', kind: 'short-answer', prompt: 'Explain why 1/2 = 2/4.', marks: 2 },
  ],
  totalMarks: 3,
  criteria: ['Explains equivalence'],
  students: [
    { id: 's1', name: 'Ava Brown' },
    { id: 's2', name: 'Ben Chu' },
  ],
};
const ava = { id: 's1', name: 'Ava Brown' };
const handedInAt = '2025-03-01T22:00:00.000Z';
const kept = { token: 'secret-1', student: ava, answers: { q2: 'Kept on the phone' } };
/** What Ava typed on this phone under a code the teacher has since retired, never sent. */
const left = { token: 'secret-0', student: ava, answers: { q2: 'Typed under the old code' }, assessmentId: 'a-fractions', code: 'OLD777' };
const typed = 'They name the same point on the line.';
const nothingSaved: MyAnswers = { student: ava, answers: {}, submittedAt: null };
const keptSaved: MyAnswers = { student: ava, answers: { q2: 'Kept on the phone' }, submittedAt: null };
const alreadyIn: MyAnswers = { student: ava, answers: { q2: 'Kept on the phone' }, submittedAt: handedInAt };
const claimed: AnswerClaim = { ...nothingSaved, token: 'secret-2' };
const claimedHandedIn: AnswerClaim = { ...alreadyIn, token: 'secret-3' };
/** The teacher drew a new code: the name picked again under it, with what the server holds for the student there. */
const movedOn = { code: 'PW4N8D', sheet, claim: { ...keptSaved, token: 'secret-4' } };
const movedHandedIn = { code: 'PW4N8D', sheet, claim: { ...alreadyIn, token: 'secret-5' } };
const retiredWords = 'Your teacher has given the class a new code. Your answers are kept on this device: type the new code to go on with them.';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as StudentAnswersContext;
const statusText = () => screen.getAllByRole('status').map((el) => el.textContent).join(' ');

const send = (actor: AnyActorRef, event: EventObject) => actor.send(event);

function spec(name: string, error: (src: string) => unknown, unreachable: Record<string, string>): ModelSpec<typeof studentAnswersMachine> {
  return {
    name,
    machine: studentAnswersMachine,
    input: { code: 'ABC234' },
    events: [
      { type: 'join.retry' },
      { type: 'join.restart' },
      { type: 'name.choose', choice: { studentId: 's1' } },
      { type: 'name.choose', choice: { name: '  ' } },
      { type: 'answer.change', itemId: 'q2', answer: typed },
      { type: 'answers.submit' },
      { type: 'submit.confirm' },
      { type: 'submit.cancel' },
      { type: 'connection.lost' },
      { type: 'connection.back' },
      { type: 'page.return' },
      { type: 'code.enter', code: 'pw4n8d' },
      { type: 'code.enter', code: ' ' },
    ],
    outputs: {
      joinSheet: [
        { sheet, kept: null, left: [] },
        { sheet, kept, left: [] },
        // Reloaded on a code the teacher has since retired, with answers kept under it on the phone.
        { sheet: null, kept, left: [] },
        // The new code opened on a phone that kept answers under the old one.
        { sheet, kept: null, left: [left] },
      ],
      loadMyAnswers: [nothingSaved, keptSaved, alreadyIn],
      claimName: [claimed, claimedHandedIn],
      saveAnswers: [{ student: ava, answers: { q2: typed }, submittedAt: null }],
      submitAnswers: [{ student: ava, answers: { q2: typed }, submittedAt: handedInAt }],
      moveToCode: [movedOn, movedHandedIn],
    },
    error,
    project: (snapshot) => {
      const c = contextOf(snapshot);
      return { unsent: c.sent < c.edits, typed: c.answers.q2 === typed, failure: c.failure?.kind ?? null, code: c.code, reopened: c.reopened, left: c.left.length };
    },
    mount: (kit) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      localStorage.clear();
      /**
       * Opening a code is `joinSheet` after the page opens, "Try again" or "Start again", and part of `moveToCode` after
       * a new code is typed: the event the flow took last says which sample the call gets.
       */
      let opening = '';
      const inspect = (event: InspectionEvent) => {
        if (event.type === '@xstate.event' && ['code.enter', 'join.retry', 'join.restart'].includes(event.event.type)) opening = event.event.type;
        kit.inspect(event);
      };
      /** The new code's sheet and claim come together from the `moveToCode` sample. */
      let moving: typeof movedOn | null = null;
      const assessmentApi = {
        // The sample says what the phone kept: it is put where the app reads it, as a reload would find it. No sheet
        // says the code names nothing any more.
        joinSheet: async (code: string, { signal }: { signal?: AbortSignal } = {}) => {
          if (opening === 'code.enter') {
            moving = await kit.pending<typeof movedOn>('moveToCode', signal);
            return moving.sheet;
          }
          const joined = await kit.pending<{ sheet: AnswerSheet | null; kept: typeof kept | null; left: (typeof left)[] }>('joinSheet', signal).catch((error: unknown) => {
            localStorage.removeItem(keptAnswersKey(code));
            localStorage.removeItem(keptAnswersKey(left.code));
            throw error;
          });
          if (joined.kept) localStorage.setItem(keptAnswersKey(code), JSON.stringify(joined.kept));
          else localStorage.removeItem(keptAnswersKey(code));
          if (joined.left.length) localStorage.setItem(keptAnswersKey(left.code), JSON.stringify({ ...left, code: undefined }));
          else localStorage.removeItem(keptAnswersKey(left.code));
          if (!joined.sheet) throw new ApiError(404, 'No assessment has this code. Check the code with your teacher.');
          return joined.sheet;
        },
        myAnswers: (_code: string, _token: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('loadMyAnswers', signal),
        saveAnswers: (_code: string, _token: string, _answers: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('saveAnswers', signal),
        submitAnswers: (_code: string, _token: string, _answers: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('submitAnswers', signal),
        // Picking the name again under a new code is the same call as picking it the first time.
        claimName: async (_code: string, _choice: unknown, { signal }: { signal?: AbortSignal } = {}) => (opening === 'code.enter' ? moving!.claim : kit.pending('claimName', signal)),
      };
      renderViews({ system: { assessmentApi: assessmentApi as never, inspect }, routes: [at('/answer/:code', <StudentAnswersPage />)], path: '/answer/ABC234' });
      return {};
    },
    exec: {
      'join.retry': clickOr('Try again'),
      'join.restart': clickOr('Start again'),
      'name.choose': (event, { actor }) => {
        const choice = (event as EventObject & { choice: { studentId?: string; name?: string } }).choice;
        if (!screen.queryByRole('heading', { name: 'Pick your name' }) || screen.getByRole('button', { name: 'Ava Brown' }).hasAttribute('disabled')) return send(actor, event);
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
        if (choice.studentId) return user.click(screen.getByRole('button', { name: 'Ava Brown' }));
        fireEvent.change(screen.getByRole('textbox', { name: 'Not on the list? Type your name' }), { target: { value: choice.name } });
        return user.click(screen.getByRole('button', { name: 'Start' }));
      },
      'answer.change': (event, { actor }) => {
        const field = screen.queryByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement | null;
        if (!field || field.disabled || field.value === typed) return send(actor, event);
        fireEvent.change(field, { target: { value: typed } });
      },
      'answers.submit': clickOr('Hand in'),
      'submit.confirm': clickOr('Yes, hand in'),
      'submit.cancel': clickOr('Keep answering'),
      'connection.lost': () => void window.dispatchEvent(new Event('offline')),
      'connection.back': () => void window.dispatchEvent(new Event('online')),
      'page.return': () => void window.dispatchEvent(new Event('focus')),
      'code.enter': (event, { actor }) => {
        const field = screen.queryByRole('textbox', { name: 'New code' });
        if (!field || screen.getByRole('button', { name: /Go on|Going on/ }).hasAttribute('disabled')) return send(actor, event);
        fireEvent.change(field, { target: { value: (event as EventObject & { code: string }).code } });
        return userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Go on' }));
      },
    },
    states: {
      joining: () => {
        expect(screen.getByText('Opening the assessment...')).toBeInTheDocument();
      },
      resuming: () => {
        expect(screen.getByText('Opening the assessment...')).toBeInTheDocument();
      },
      picking: (snapshot) => {
        expect(screen.getByRole('heading', { name: 'Fractions check', level: 1 })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Pick your name' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Ben Chu' })).toBeEnabled();
        // Answers left under a retired code wait for the name that typed them: whoever holds the phone sees none.
        expect(screen.queryByText('Typed under the old code')).toBeNull();
        // The phone no longer holds a name it lost, and a refused pick says why.
        expect(localStorage.getItem(keptAnswersKey('ABC234')) === null || contextOf(snapshot).token === null).toBe(true);
        // A 400 says its field's message (the server's words name the field), anything else its message.
        const failure = contextOf(snapshot).failure;
        if (failure) expect(screen.getByRole('alert')).toHaveTextContent(failure.kind === 'validation' ? Object.values(failure.fields).join(' ') : failure.message);
      },
      claiming: () => {
        expect(screen.getByRole('button', { name: 'Ben Chu' })).toBeDisabled();
      },
      answering: (snapshot) => {
        expect(screen.getByText('Answering as Ava Brown')).toBeInTheDocument();
        expect(screen.getByText('Which fraction equals 2/4?')).toBeInTheDocument();
        expect(screen.getByRole('radio', { name: '1/2' })).toBeInTheDocument();
        // Nothing the student typed is lost: it is on the screen and kept on the phone.
        const answer = contextOf(snapshot).answers.q2 ?? '';
        if (!snapshot.matches('confirming')) expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue(answer);
        const code = contextOf(snapshot).code;
        // Carried over from the retired code once Ava picked her name: they live under this code now.
        if (answer === left.answers.q2) expect(localStorage.getItem(keptAnswersKey(left.code))).toBeNull();
        if (answer) expect(JSON.parse(localStorage.getItem(keptAnswersKey(code))!).answers.q2).toBe(answer);
        if (code === 'PW4N8D') {
          // Gone on under the new code: kept there, forgotten under the old one, and a reload opens the new one.
          expect(localStorage.getItem(keptAnswersKey('ABC234'))).toBeNull();
          expect(JSON.parse(localStorage.getItem(keptAnswersKey('PW4N8D'))!).token).toBe(contextOf(snapshot).token);
          expect(window.location.pathname).toBe('/answer/PW4N8D');
        }
        // Reopened by the teacher while the page was open: said above the answers, which are the ones handed in.
        if (contextOf(snapshot).reopened) {
          expect(screen.getByRole('alert')).toHaveTextContent('Your teacher reopened your answersChange them if you need to, then hand in again.');
        } else {
          expect(screen.queryByText('Your teacher reopened your answers')).toBeNull();
        }
      },
      'answering.saved': () => {
        expect(statusText()).toContain('All answers saved.');
      },
      'answering.waiting': () => {
        expect(statusText()).toContain('Saving...');
      },
      'answering.saving': () => {
        expect(statusText()).toContain('Saving...');
      },
      'answering.offline': (snapshot) => {
        expect(statusText()).toContain('You are offline. Your answers are kept on this device and will be sent when you are back online.');
        // A hand-in that did not get through says so, so the student presses it again once back online.
        if (contextOf(snapshot).failure) expect(statusText()).toContain('Not handed in yet.');
        else expect(statusText()).not.toContain('Not handed in yet.');
      },
      'answering.invalid': () => {
        expect(statusText()).toContain('An answer has at most 5,000 characters');
      },
      confirming: () => {
        expect(screen.getByRole('heading', { name: 'Hand in your answers?' })).toBeInTheDocument();
        expect(screen.getByText('You cannot change them after handing in, unless your teacher reopens them.')).toBeInTheDocument();
      },
      submitting: () => {
        expect(screen.getByRole('button', { name: /Handing in/ })).toBeDisabled();
      },
      submitted: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Handed in');
        expect(screen.getByRole('alert')).toHaveTextContent(/Your answers were handed in at .+\. You can close this page\. If your teacher reopens them, you can change them here\./);
        expect(screen.queryByRole('button', { name: 'Hand in' })).toBeNull();
      },
      retired: (snapshot) => {
        expect(screen.getByRole('alert')).toHaveTextContent(`This code no longer works${retiredWords}`);
        // Whose answers wait here, so a student on a shared device sees they are not theirs.
        expect(screen.getByText('Answering as Ava Brown')).toBeInTheDocument();
        // Reloaded on the retired code: the sheet is gone with it, the answers are not.
        if (!contextOf(snapshot).sheet) expect(screen.queryByRole('heading', { name: 'Fractions check' })).toBeNull();
        expect(screen.getByRole('textbox', { name: 'New code' })).toBeInTheDocument();
        expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
        // What the student typed stays on the device under the code they had, until the new code takes it on.
        const answer = contextOf(snapshot).answers.q2;
        if (answer) expect(JSON.parse(localStorage.getItem(keptAnswersKey(contextOf(snapshot).code))!).answers.q2).toBe(answer);
        // Only a new code that did not work says why, at the field.
        const failure = contextOf(snapshot).failure;
        if (snapshot.matches('retired') && failure) expect(screen.getByText(describeFailure(failure))).toBeInTheDocument();
        if (!failure) expect(screen.getAllByRole('alert')).toHaveLength(1);
      },
      moving: () => {
        expect(screen.getByRole('button', { name: /Going on/ })).toBeDisabled();
      },
      refused: (snapshot) => {
        expect(screen.getByRole('alert')).toHaveTextContent('Your answers could not be saved');
        expect(screen.getByRole('alert')).toHaveTextContent(contextOf(snapshot).failure!.message);
        expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
      },
      notFound: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('No assessment has this code. Check the code with your teacher.');
      },
      closed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Ask your teacher.');
        expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
        expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      },
    },
    unreachable,
  };
}

const err = (state: string) => `studentAnswers.${state} xstate.error.actor.0.studentAnswers.${state}`;
const joinFailed = `${err('joining')} → studentAnswers.failed`;
const joinNotFound = `${err('joining')} [isNotFound] → studentAnswers.notFound`;
const joinClosed = `${err('joining')} [isClosed] → studentAnswers.closed`;
const resumeOffline = `${err('resuming')} [isUnreachable] → studentAnswers.answering.offline`;
const resumeRefused = `${err('resuming')} → studentAnswers.picking`;
const saveOffline = `${err('answering.saving')} [isUnreachable] → studentAnswers.answering.offline`;
const saveInvalid = `${err('answering.saving')} [isInvalid] → studentAnswers.answering.invalid`;
const saveRefused = `${err('answering.saving')} → studentAnswers.refused`;
const submitOffline = `${err('submitting')} [isUnreachable] → studentAnswers.answering.offline`;
const submitInvalid = `${err('submitting')} [isInvalid] → studentAnswers.answering.invalid`;
const submitRefused = `${err('submitting')} → studentAnswers.refused`;
const saveRetired = `${err('answering.saving')} [isNotFound] → studentAnswers.retired`;
const submitRetired = `${err('submitting')} [isNotFound] → studentAnswers.retired`;
const recheckUnreached = `${err('submitted.checking')} [isUnreachable] → studentAnswers.submitted.waiting`;
const recheckSettled = `${err('submitted.checking')} → studentAnswers.submitted.settled`;
const fixAnswer = 'studentAnswers.answering.invalid answer.change → studentAnswers.answering.waiting';
const restart = 'studentAnswers.refused join.restart → studentAnswers.joining';
const retryClosed = 'studentAnswers.closed join.retry → studentAnswers.joining';
const retryFailed = 'studentAnswers.failed join.retry → studentAnswers.joining';

const unreachableWhen = (reason: string, labels: string[]) => Object.fromEntries(labels.map((label) => [label, reason]));

// One kind of failure per model: the server not reached (no answer, or a 5xx), the server refusing (409), bad input (404, 400).
describeModel(
  spec(
    'studentAnswers (offline)',
    () => new ApiError(500, 'An unexpected error occurred'),
    unreachableWhen('every call fails unreached in this model', [joinNotFound, joinClosed, resumeRefused, saveInvalid, saveRefused, fixAnswer, submitInvalid, submitRefused, restart, retryClosed, saveRetired, submitRetired, recheckSettled]),
  ),
);
describeModel(
  spec(
    'studentAnswers (refused)',
    (src) =>
      new ApiError(
        409,
        src === 'joinSheet'
          ? 'Your teacher has not opened this assessment for answering, or has closed it. Ask your teacher.'
          : src === 'claimName'
            ? 'Someone has already picked this name on another device. If it is you, ask your teacher to free your name.'
            : 'Your name is no longer held by this device: your teacher freed it, or it was picked again elsewhere. Pick your name again.',
      ),
    unreachableWhen('every call is refused (409) in this model', [joinNotFound, joinFailed, retryFailed, resumeOffline, saveOffline, saveInvalid, fixAnswer, submitOffline, submitInvalid, saveRetired, submitRetired, recheckUnreached]),
  ),
);
// The teacher drew a new code while the page was open: the old one names nothing any more (404), and so may a
// mistyped new one.
describeModel(
  spec(
    'studentAnswers (code retired)',
    () => new ApiError(404, 'No assessment has this code. Check the code with your teacher.'),
    unreachableWhen('every call answers 404 in this model', [
      joinClosed,
      joinFailed,
      retryFailed,
      retryClosed,
      resumeOffline,
      saveOffline,
      saveInvalid,
      saveRefused,
      fixAnswer,
      submitOffline,
      submitInvalid,
      submitRefused,
      restart,
      recheckUnreached,
    ]),
  ),
);
describeModel(
  spec(
    'studentAnswers (bad input)',
    (src) =>
      src === 'joinSheet'
        ? new ApiError(404, 'No assessment has this code. Check the code with your teacher.')
        : new ApiError(400, 'Validation Error', [{ field: 'answers.q2', message: 'An answer has at most 5,000 characters; this one is longer' }]),
    unreachableWhen('every call fails with 404 or 400 in this model', [joinClosed, joinFailed, retryFailed, retryClosed, resumeOffline, saveOffline, saveRefused, submitOffline, submitRefused, restart, saveRetired, submitRetired, recheckUnreached]),
  ),
);
