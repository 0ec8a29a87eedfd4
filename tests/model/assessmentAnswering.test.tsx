import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { AssessmentAnsweringContext } from '../../src/machines/assessmentAnswering/machine';
import { assessmentAnsweringMachine } from '../../src/machines/assessmentAnswering/machine';
import { ApiError } from '../../src/services/apiError';
import type { Answering } from '../../src/services/assessmentApi';
import { AnsweringSection } from '../../src/views/answering/AnsweringSection';
import { describeModel } from './harness';
import { clickOr } from './clicks';
import { at, renderViews } from './render';

/** Not opened yet: no code, nobody started. */
const notOpened: Answering = {
  joinCode: null,
  answeringOpen: false,
  students: [
    { studentId: 's1', name: 'Ava Brown', joined: false, submittedAt: null },
    { studentId: 's2', name: 'Ben Chu', joined: false, submittedAt: null },
  ],
};
/** Open, with Ava handed in and Ben answering. */
const avaHandedIn: Answering = {
  joinCode: 'KQ7R2M',
  answeringOpen: true,
  students: [
    { studentId: 's1', name: 'Ava Brown', joined: true, submittedAt: '2025-03-01T21:42:00.000Z' },
    { studentId: 's2', name: 'Ben Chu', joined: true, submittedAt: null },
  ],
};
/** After a new code: the old one is retired and every name is free to pick again; Ava stays handed in. */
const renewed: Answering = {
  joinCode: 'PW4N8D',
  answeringOpen: true,
  students: [
    { studentId: 's1', name: 'Ava Brown', joined: false, submittedAt: '2025-03-01T21:42:00.000Z' },
    { studentId: 's2', name: 'Ben Chu', joined: false, submittedAt: null },
  ],
};
const refused = 'Ava Brown has not handed in, so there is nothing to reopen.';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AssessmentAnsweringContext;

describeModel({
  name: 'assessmentAnswering',
  machine: assessmentAnsweringMachine,
  input: { assessmentId: 'as-1' },
  events: [
    { type: 'answering.retry' },
    { type: 'answering.open' },
    { type: 'answering.close' },
    { type: 'code.renew' },
    { type: 'student.reopen', studentId: 's1' },
    { type: 'student.free', studentId: 's1' },
    { type: 'code.copy' },
  ],
  outputs: { loadAnswering: [notOpened, avaHandedIn], changeAnswering: [avaHandedIn, renewed] },
  error: (src) => (src === 'changeAnswering' ? new ApiError(409, refused) : new ApiError(500, 'An unexpected error occurred')),
  project: (snapshot) => {
    const c = contextOf(snapshot);
    return { open: c.answering?.answeringOpen ?? null, code: c.answering?.joinCode ?? null, failure: c.failure?.kind ?? null, copied: c.copied };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assessmentApi = {
      answering: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('loadAnswering', signal),
      setAnswering: (_id: string, _open: boolean, { signal }: { signal?: AbortSignal } = {}) => kit.pending('changeAnswering', signal),
      renewAnsweringCode: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('changeAnswering', signal),
      reopenStudent: (_id: string, _studentId: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('changeAnswering', signal),
      freeStudent: (_id: string, _studentId: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('changeAnswering', signal),
    };
    renderViews({ system: { assessmentApi: assessmentApi as never, inspect: kit.inspect }, routes: [at('/share', <AnsweringSection assessmentId="as-1" />)], path: '/share' });
    return {};
  },
  exec: {
    'answering.retry': clickOr('Try again'),
    'answering.open': clickOr('Open answering'),
    'answering.close': clickOr('Close answering'),
    'code.renew': clickOr('New code'),
    'student.reopen': clickOr("Reopen Ava Brown's answers"),
    'student.free': clickOr("Free Ava Brown's name for another device"),
    'code.copy': clickOr('Copy code'),
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading who has handed in...')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
    ready: (snapshot) => {
      const answering = contextOf(snapshot).answering!;
      const table = within(screen.getByRole('table', { name: 'Who has handed in' }));
      if (answering.joinCode === 'PW4N8D') {
        // The new code, and nobody holds a name until they pick it again with it.
        expect(screen.getByLabelText('Code for students')).toHaveTextContent('PW4N8D');
        expect(screen.getByText(/\/answer\/PW4N8D on a phone or laptop/)).toBeInTheDocument();
        expect(screen.getByText('1 of 2 handed in')).toBeInTheDocument();
        expect(table.getByRole('row', { name: /^Ben Chu Not started/ })).toBeInTheDocument();
      } else if (answering.answeringOpen) {
        expect(screen.getByText('Answering is open.')).toBeInTheDocument();
        expect(screen.getByLabelText('Code for students')).toHaveTextContent('KQ7R2M');
        expect(screen.getByText(/\/answer\/KQ7R2M on a phone or laptop/)).toBeInTheDocument();
        expect(screen.getByText('1 of 2 handed in')).toBeInTheDocument();
        expect(table.getByRole('row', { name: /^Ava Brown Handed in/ })).toBeInTheDocument();
        expect(table.getByRole('row', { name: /^Ben Chu Answering/ })).toBeInTheDocument();
      } else {
        expect(screen.getByText('Answering is closed: students cannot save or hand in.')).toBeInTheDocument();
        expect(screen.getByText('Open answering to get a code for the class.')).toBeInTheDocument();
        expect(screen.getByText('0 of 2 handed in')).toBeInTheDocument();
        expect(table.getByRole('row', { name: /^Ava Brown Not started/ })).toBeInTheDocument();
      }
      if (answering.joinCode) {
        expect(screen.getByRole('button', { name: contextOf(snapshot).copied ? 'Copied' : 'Copy code' })).toBeInTheDocument();
        expect(screen.getByText(/^A new code retires the old one\. Students who joined with it pick their name again/)).toBeInTheDocument();
        if (!snapshot.matches({ ready: 'changing' })) expect(screen.getByRole('button', { name: 'New code' })).toBeEnabled();
      } else {
        expect(screen.queryByRole('button', { name: 'New code' })).toBeNull();
      }
      if (contextOf(snapshot).failure) expect(screen.getByRole('alert')).toHaveTextContent(refused);
    },
    'ready.changing': (snapshot) => {
      const change = contextOf(snapshot).change!;
      if (change.kind === 'open') expect(screen.getByRole('button', { name: /Opening/ })).toBeDisabled();
      if (change.kind === 'close') expect(screen.getByRole('button', { name: /Closing/ })).toBeDisabled();
      if (change.kind === 'renewCode') expect(screen.getByRole('button', { name: /Drawing a new code/ })).toBeDisabled();
    },
  },
});
