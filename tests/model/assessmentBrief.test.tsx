import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { createMemoryRouter } from 'react-router-dom';
import { assessmentBriefMachine } from '../../src/machines/assessmentBrief/machine';
import type { AssessmentDraft } from '../../src/machines/assessmentBrief/types';
import type { BriefContext } from '../../src/machines/briefForm/briefMachine';
import { ApiError } from '../../src/services/apiError';
import AssessmentEditorPage from '../../src/views/assessments/AssessmentEditorPage';
import { anAssessment } from '../views/fixtures/assessments';
import { curriculumOptions, fractionOutcomes } from '../views/fixtures/lessons';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as BriefContext<AssessmentDraft>;
const createButton = () => screen.getByRole('button', { name: /^(Create assessment|Writing the assessment\.\.\.)$/ });
const tooLong = 'A title is at most 200 characters';

describeModel({
  name: 'assessmentBrief',
  machine: assessmentBriefMachine,
  events: [
    { type: 'brief.edit', changes: { title: 'Fractions check' } },
    { type: 'brief.edit', changes: { title: '' } },
    { type: 'brief.edit', changes: { subject: 'Mathematics' } },
    { type: 'brief.addOutcome', outcome: fractionOutcomes[0]! },
    { type: 'brief.removeOutcome', code: fractionOutcomes[0]!.code },
    { type: 'brief.create' },
  ],
  outputs: { createItem: [anAssessment({ id: 'as-7' })] },
  error: () => new ApiError(400, 'Validation Error', [{ field: 'title', message: tooLong }]),
  project: (snapshot) => {
    const { draft, failure } = contextOf(snapshot);
    return { titled: draft.title.length > 0, outcomes: draft.outcomes.length, failure: failure?.kind ?? null };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assessmentApi = {
      create: (_brief: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('createItem', signal),
      get: () => new Promise(() => {}),
    };
    const syllabusApi = { options: async () => curriculumOptions, search: async () => fractionOutcomes, browse: async () => [] };
    const platformLimit = { send: vi.fn() };
    const { router } = renderViews({
      system: { assessmentApi: assessmentApi as never, syllabusApi: syllabusApi as never, platformLimit: platformLimit as never, inspect: kit.inspect },
      routes: [at('/assessments/editor/:id/:tab?', <AssessmentEditorPage />)],
      path: '/assessments/editor/new',
    });
    return { router, platformLimit };
  },
  states: {
    '*': (snapshot, kit) => {
      if (snapshot.matches('created')) return;
      expect(screen.getByRole('heading', { level: 1, name: 'New assessment' })).toBeInTheDocument();
      expect(
        screen.getByText('Choose the outcomes to assess: Teachkit writes the items and a rubric from them. This uses one robot action.'),
      ).toBeInTheDocument();
      expect((kit.extra.router as ReturnType<typeof createMemoryRouter>).state.location.pathname).toBe('/assessments/editor/new');
      expect((kit.extra.platformLimit as { send: ReturnType<typeof vi.fn> }).send).not.toHaveBeenCalled();
    },
    editing: (snapshot) => {
      const { draft, failure } = contextOf(snapshot);
      expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(draft.title);
      expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue(draft.subject);
      expect(screen.getByRole('textbox', { name: 'Year level' })).toHaveValue('');
      expect(createButton()).toHaveTextContent('Create assessment');
      // Create needs a title and an outcome.
      expect(createButton()).toHaveProperty('disabled', !(draft.title !== '' && draft.outcomes.length > 0));
      const chosen = screen.getByRole('region', { name: 'Outcomes assessed' });
      if (draft.outcomes.length) {
        expect(within(chosen).getByText('3.NF.A.3a')).toBeInTheDocument();
        expect(within(chosen).getByRole('button', { name: 'Remove 3.NF.A.3a' })).toBeInTheDocument();
      } else expect(within(chosen).getByText('No outcomes chosen yet. Search or browse below and add at least one.')).toBeInTheDocument();
      // The server's message stands at the title it is about; the alert above the form only says to look.
      if (failure) {
        expect(screen.getByText(tooLong)).toBeInTheDocument();
        expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
        expect(screen.getByRole('alert')).not.toHaveTextContent(tooLong);
      } else {
        expect(screen.queryByText(tooLong)).not.toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      }
    },
    creating: () => {
      expect(createButton()).toBeDisabled();
      expect(screen.getByText('Writing the assessment...')).toBeInTheDocument();
    },
    created: (_snapshot, kit) => {
      // The new assessment opens on its items.
      expect((kit.extra.router as ReturnType<typeof createMemoryRouter>).state.location.pathname).toBe('/assessments/editor/as-7/items');
      // Writing it used one robot action: the allowance on screen is fetched again.
      expect((kit.extra.platformLimit as { send: ReturnType<typeof vi.fn> }).send).toHaveBeenCalledExactlyOnceWith({ type: 'limit.refresh' });
    },
  },
});
