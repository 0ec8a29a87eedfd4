import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { AssessmentReaderContext } from '../../src/machines/assessmentReader/machine';
import { assessmentReaderMachine } from '../../src/machines/assessmentReader/machine';
import { ApiError } from '../../src/services/apiError';
import AssessmentPage from '../../src/views/assessments/AssessmentPage';
import { anAssessment } from '../views/fixtures/assessments';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AssessmentReaderContext;

describeModel({
  name: 'assessmentReader',
  machine: assessmentReaderMachine,
  input: { assessmentId: 'as-1' },
  events: [{ type: 'assessment.retry' }],
  outputs: { loadAssessment: [anAssessment()] },
  error: () => new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => ({ failure: contextOf(snapshot).failure?.kind ?? null }),
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assessmentApi = { get: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('loadAssessment', signal) };
    renderViews({
      system: { assessmentApi: assessmentApi as never, inspect: kit.inspect },
      routes: [at('/assessments/:id', <AssessmentPage />)],
      path: '/assessments/as-1',
    });
    return {};
  },
  exec: {
    'assessment.retry': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Try again' })),
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading the assessment...')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.An unexpected error occurred');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    },
    ready: async (snapshot) => {
      const { assessment } = contextOf(snapshot);
      // After the load the assessment is read whole, with no field to edit: the editor and the marking are links.
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(assessment!.title);
      await waitFor(() => expect(document.title).toBe('Fractions check – Assessment | Teachkit'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(screen.getByRole('listitem', { name: 'Item 2' })).getByText('Write a fraction equal to 2/3.')).toBeInTheDocument();
      expect(screen.getByRole('rowheader', { name: 'Explains equivalence' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/assessments/editor/as-1/items');
    },
  },
});
