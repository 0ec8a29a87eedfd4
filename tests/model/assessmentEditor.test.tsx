import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { createMemoryRouter } from 'react-router-dom';
import { isDirty } from '../../src/machines/assessmentEditor/draft';
import { assessmentEditorMachine } from '../../src/machines/assessmentEditor/machine';
import type { AssessmentEditorContext } from '../../src/machines/assessmentEditor/types';
import { ApiError } from '../../src/services/apiError';
import AssessmentEditorPage from '../../src/views/assessments/AssessmentEditorPage';
import { anAssessment } from '../views/fixtures/assessments';
import { describeModel, type Executor } from './harness';
import { at, renderViews } from './render';

type Router = ReturnType<typeof createMemoryRouter>;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AssessmentEditorContext;
const tabOf = (router: Router) => router.state.location.pathname.split('/').pop();
const questionMissing = 'Every item needs a question';
const itemCard = (n: number) => within(screen.getByRole('listitem', { name: `Item ${n}` }));
/**
 * An edit is made on its own tab: the teacher chooses the tab, and the field sends the edit. The tab renders only once
 * the step is over (the harness runs it inside act), so the step sends the field's event itself; the view assertions
 * then find the edit in the field on that tab.
 */
const editOn =
  (tab: string): Executor =>
  async (event, { actor }) => {
    await userEvent.setup().click(screen.getByRole('tab', { name: tab }));
    actor.send(event);
  };

describeModel({
  name: 'assessmentEditor',
  machine: assessmentEditorMachine,
  input: { assessmentId: 'as-1' },
  events: [
    { type: 'assessment.retry' },
    { type: 'assessment.editDetails', changes: { title: 'Fractions check, term 4' } },
    { type: 'assessment.editItem', index: 0, changes: { prompt: '' } },
    { type: 'assessment.editCriterionTitle', index: 1, title: 'Places fractions on a number line' },
    { type: 'assessment.editDescriptor', criterion: 0, level: 3, text: 'Explains why, with a model' },
    { type: 'assessment.discard' },
    { type: 'assessment.save' },
  ],
  outputs: { loadAssessment: [anAssessment()], saveAssessment: [anAssessment({ title: 'Fractions check, term 4' })] },
  error: (src) =>
    src === 'saveAssessment'
      ? new ApiError(400, 'Validation Error', [{ field: 'items.0.prompt', message: questionMissing }])
      : new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => {
    const c = contextOf(snapshot);
    return { dirty: isDirty(c.assessment, c.draft), failure: c.failure?.kind ?? null, justSaved: c.justSaved };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assessmentApi = {
      get: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('loadAssessment', signal),
      save: (_edits: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('saveAssessment', signal),
    };
    // Opened on its items, as a new assessment and the list open it; edits move to the tab they are made on.
    const { router } = renderViews({
      system: { assessmentApi: assessmentApi as never, inspect: kit.inspect },
      routes: [at('/assessments/editor/:id/:tab?', <AssessmentEditorPage />)],
      path: '/assessments/editor/as-1/items',
    });
    return { router };
  },
  exec: {
    'assessment.retry': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Try again' })),
    'assessment.editDetails': editOn('Details'),
    'assessment.editItem': editOn('Items'),
    'assessment.editCriterionTitle': editOn('Rubric'),
    'assessment.editDescriptor': editOn('Rubric'),
    // "Discard changes" is sent as the machine receives it: from a clean draft its button is disabled, and the
    // machine's discard there changes nothing anyone sees.
    'assessment.save': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Save' })),
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading the assessment...')).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.An unexpected error occurred');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    },
    ready: async (snapshot, kit) => {
      const c = contextOf(snapshot);
      const draft = c.draft!;
      const tab = tabOf(kit.extra.router as Router);
      // The heading and the page's title are the saved assessment; the draft is in the fields.
      const savedTitle = c.justSaved ? 'Fractions check, term 4' : c.assessment!.title;
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(savedTitle);
      await waitFor(() => expect(document.title).toBe(`${savedTitle} – Assessment | Teachkit`));
      expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(`Assessments${savedTitle}`);
      for (const badge of ['Year 3', 'Mathematics', '3 marks in all']) expect(screen.getByText(badge)).toBeInTheDocument();
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Details', 'Items', 'Rubric', 'Marking', 'Results', 'Export', 'Share']);
      expect(screen.getByRole('tab', { selected: true })).toHaveTextContent({ details: 'Details', items: 'Items', rubric: 'Rubric' }[tab as 'items']);
      if (tab === 'details') {
        expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(draft.title);
        expect(screen.getByRole('textbox', { name: 'Year level' })).toHaveValue('Year 3');
        expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Mathematics');
        expect(within(screen.getByRole('region', { name: 'Outcomes assessed' })).getByText('Understand two fractions as equivalent if they are the same size.')).toBeInTheDocument();
      }
      if (tab === 'items') {
        expect(itemCard(1).getByRole('textbox', { name: /^Question/ })).toHaveValue(draft.items[0]!.prompt);
        expect(itemCard(1).getByText('Multiple choice')).toBeInTheDocument();
        expect(itemCard(1).getByText('Assesses 3.NF.A.3a')).toBeInTheDocument();
        expect(itemCard(2).getByRole('textbox', { name: /^Question/ })).toHaveValue('Write a fraction equal to 2/3.');
        expect(itemCard(2).getByText('Any fraction equal to 2/3')).toBeInTheDocument();
      }
      if (tab === 'rubric') {
        expect(screen.getByRole('textbox', { name: 'Criterion 2 title' })).toHaveValue(draft.rubric.criteria[1]!.title);
        expect(screen.getByRole('textbox', { name: 'Extending descriptor for Explains equivalence' })).toHaveValue(draft.rubric.criteria[0]!.descriptors[3]);
        expect(screen.getByRole('columnheader', { name: 'Extending 4 marks' })).toBeInTheDocument();
      }
      // The server's message stands at the question on the items tab; on another tab the alert carries it.
      if (c.failure) {
        if (tab === 'items') {
          expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
          expect(itemCard(1).getByText(questionMissing)).toBeInTheDocument();
          expect(screen.getByRole('alert')).not.toHaveTextContent(questionMissing);
        } else {
          // The question is not on this tab: the alert says the message itself, pointing to nothing highlighted.
          expect(screen.getByRole('alert')).toHaveTextContent(questionMissing);
          expect(screen.getByRole('alert')).not.toHaveTextContent('Please check the highlighted fields.');
        }
      } else {
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        expect(screen.queryByText(questionMissing)).not.toBeInTheDocument();
      }
      const dirty = isDirty(c.assessment, draft);
      expect(screen.getByRole('status')).toHaveTextContent(c.justSaved ? 'Saved.' : dirty ? 'You have unsaved changes.' : '');
    },
    'ready.editing': (snapshot) => {
      const c = contextOf(snapshot);
      const dirty = isDirty(c.assessment, c.draft);
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', !dirty);
      expect(screen.getByRole('button', { name: 'Discard changes' })).toHaveProperty('disabled', !dirty);
    },
    'ready.saving': () => {
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent('You have unsaved changes.');
    },
  },
});
