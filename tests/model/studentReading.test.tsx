import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { studentReadingMachine, type StudentReadingContext } from '../../src/machines/studentReading/machine';
import { ApiError } from '../../src/services/apiError';
import type { Proposals } from '../../src/services/assessmentApi';
import { WorkReading } from '../../src/views/assessments/tabs/WorkReading';
import { aResult, anAssessment } from '../views/fixtures/assessments';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as StudentReadingContext;

const quote = 'Four sixths, because you double the top and the bottom.';
const read: Proposals = {
  studentId: 's1',
  engine: 'offline',
  items: [
    { itemId: 'i1', read: 'key', from: 'answer', marks: 1, max: 1, evidence: [{ itemId: 'i1', quote: 'a', status: 'correct' }], missing: [], reason: 'Chose A (2/4), the key.' },
    { itemId: 'i2', read: 'points', from: 'answer', marks: 2, max: 2, evidence: [{ itemId: 'i2', quote, status: 'found', point: 'Any fraction equal to 2/3' }], missing: [], reason: '1 of 1 marking point found.' },
  ],
  criteria: [
    { criterionId: 'c1', level: 3, evidence: [{ itemId: 'i2', quote, status: 'found' }], reason: 'Question 2: 1 of 1 marking point found: every point made, with a reason given, so Extending.' },
    { criterionId: 'c2', level: null, evidence: [], reason: 'No item on the paper assesses this criterion; choose its level from what you saw.' },
  ],
};

/** The marking the reading sits in: the events the teacher's actions send go to the marking, not to the reading. */
const marking = {
  openAnswers: { i1: 'a', i2: quote },
  canChooseLevels: true,
  openFailure: null,
  acceptProposal: vi.fn(),
  setItemMark: vi.fn(),
  editAnswer: vi.fn(),
};

describeModel({
  name: 'studentReading',
  machine: studentReadingMachine,
  input: { assessmentId: 'as-1', studentId: 's1' },
  events: [{ type: 'reading.retry' }],
  outputs: { loadProposals: [read] },
  error: () => new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => ({ failure: contextOf(snapshot).failure?.kind ?? null }),
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assessmentApi = { proposals: (_id: string, _studentId: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('loadProposals', signal) };
    renderViews({
      system: { assessmentApi: assessmentApi as never, inspect: kit.inspect },
      routes: [at('/work', <WorkReading marking={marking as never} student={aResult({ answers: marking.openAnswers })} assessment={anAssessment()} />)],
      path: '/work',
    });
    return {};
  },
  exec: {
    'reading.retry': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Try again' })),
  },
  states: {
    reading: () => {
      expect(screen.getByText('Reading the work...')).toBeInTheDocument();
      // The answers are there to read and correct while the reading loads.
      expect(screen.getByRole('textbox', { name: 'Answer to question 2' })).toHaveValue(quote);
      expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.An unexpected error occurred');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByText(/proposed\./)).not.toBeInTheDocument();
    },
    shown: () => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByText('From the key: 1 of 1. Chose A (2/4), the key.')).toBeInTheDocument();
      expect(screen.getByText('Explains equivalence: Extending proposed.')).toBeInTheDocument();
      expect(screen.getByText('Uses a number line: no level proposed.')).toBeInTheDocument();
      expect(screen.getAllByText(quote, { selector: 'q' })).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Accept Extending for Explains equivalence' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Accept 2 marks for question 2' })).toBeEnabled();
    },
  },
});
