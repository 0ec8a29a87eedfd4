import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { createMemoryRouter } from 'react-router-dom';
import { mySyllabiMachine } from '../../src/machines/mySyllabi/machine';
import type { MySyllabiContext } from '../../src/machines/mySyllabi/machine';
import { detailsOf, syllabusEditorMachine } from '../../src/machines/syllabusEditor/machine';
import type { SyllabusEditorContext } from '../../src/machines/syllabusEditor/machine';
import { ApiError } from '../../src/services/apiError';
import type { Syllabus, SyllabusSummary } from '../../src/services/syllabusApi';
import type { Page } from '../../src/machines/listPages/pages';
import OutcomesPage from '../../src/views/outcomes/OutcomesPage';
import SyllabusEditorPage from '../../src/views/outcomes/SyllabusEditorPage';
import { curriculumOptions, fractionOutcomes } from '../views/fixtures/lessons';
import { describeModel } from './harness';
import { at, renderViews } from './render';

type Call = { signal?: AbortSignal };
type Router = ReturnType<typeof createMemoryRouter>;
const validation = () => new ApiError(400, 'Validation Error', [{ field: 'framework', message: 'Unknown framework "fr"' }]);

const summary: SyllabusSummary = { id: 's-1', title: 'Year 3 fractions', market: 'us', framework: 'us-ccss-math', subject: 'Mathematics', yearLevel: '3', createdAt: '', updatedAt: '', outcomeCount: 2 };
const created: Syllabus = { ...summary, id: 's-2', title: 'Year 4 measurement', outcomes: [] };
// A first page with more to come, and a last page (alone, it is a list of one page).
const pageWithMore: Page<SyllabusSummary> = { items: [summary], continuationToken: 'after-s-1' };
const lastPage: Page<SyllabusSummary> = { items: [{ ...summary, id: 's-0', title: 'Year 2 shapes', outcomeCount: 0 }], continuationToken: null };
const mine = (snapshot: AnyMachineSnapshot) => snapshot.context as MySyllabiContext;

// The "My syllabi" list and the "Create" form share one flow; the create tab shows the form, the syllabi tab the list.
for (const tab of ['syllabi', 'create'] as const) {
  describeModel({
    name: `mySyllabi (${tab} tab)`,
    machine: mySyllabiMachine,
    events: [{ type: 'syllabi.retry' }, { type: 'syllabi.loadMore' }, { type: 'syllabi.edit', changes: { title: 'Year 4 measurement' } }, { type: 'syllabi.create' }],
    outputs: { loadSyllabi: [pageWithMore, lastPage], createSyllabus: [created] },
    error: (src) => (src === 'createSyllabus' ? validation() : new ApiError(500, 'An unexpected error occurred')),
    project: (snapshot) => ({
      titled: mine(snapshot).draft.title.length > 0,
      refused: mine(snapshot).createFailure !== null,
      listed: mine(snapshot).syllabi.length,
      more: mine(snapshot).continuationToken !== null,
    }),
    mount: (kit) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const syllabusApi = {
        list: ({ signal }: Call = {}) => kit.pending('loadSyllabi', signal),
        create: (_d: unknown, { signal }: Call = {}) => kit.pending('createSyllabus', signal),
        options: async () => curriculumOptions,
        get: () => new Promise(() => {}),
      };
      const { router } = renderViews({
        system: { syllabusApi: syllabusApi as never, inspect: kit.inspect },
        routes: [at('/outcomes/:tab?', <OutcomesPage />), at('/syllabi/editor/:id/:tab?', <SyllabusEditorPage />)],
        path: `/outcomes/${tab}`,
      });
      return { router };
    },
    states:
      tab === 'syllabi'
        ? {
            'active.list.loading': () => {
              expect(screen.getByText('Loading your syllabi...')).toBeInTheDocument();
            },
            'active.list.ready': (snapshot) => {
              const { syllabi, continuationToken } = mine(snapshot);
              expect(screen.getAllByRole('link', { name: /^Year \d/ }).map((link) => link.textContent)).toEqual(syllabi.map((s) => s.title));
              if (syllabi.some((s) => s.id === 's-1')) {
                expect(screen.getByRole('link', { name: 'Year 3 fractions' })).toHaveAttribute('href', '/syllabi/editor/s-1/details');
                expect(screen.getByText('2 outcomes')).toBeInTheDocument();
              }
              expect(screen.queryAllByRole('button', { name: /^(Load more syllabi|Loading more syllabi\.\.\.|Try again)$/ })).toHaveLength(continuationToken ? 1 : 0);
            },
            'active.list.ready.idle': (snapshot) => {
              if (mine(snapshot).continuationToken) expect(screen.getByRole('button', { name: 'Load more syllabi' })).toBeEnabled();
            },
            'active.list.ready.loadingMore': () => {
              expect(screen.getByRole('button', { name: 'Loading more syllabi...' })).toBeDisabled();
            },
            'active.list.ready.moreFailed': () => {
              expect(screen.getByRole('alert')).toHaveTextContent('We could not load more syllabi just now.An unexpected error occurred');
              expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
            },
            'active.list.failed': () => {
              expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
            },
            'active.create': () => {
              expect(screen.queryByRole('button', { name: 'Create syllabus' })).not.toBeInTheDocument();
            },
            opened: (_snapshot, kit) => {
              expect((kit.extra.router as Router).state.location.pathname).toBe('/syllabi/editor/s-2/outcomes');
            },
          }
        : {
            'active.list': () => {
              expect(screen.queryByRole('link', { name: 'Year 3 fractions' })).not.toBeInTheDocument();
            },
            'active.create.editing': (snapshot) => {
              const { draft, createFailure } = mine(snapshot);
              expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(draft.title);
              expect(screen.getByRole('button', { name: 'Create syllabus' })).toHaveProperty('disabled', !snapshot.can({ type: 'syllabi.create' }));
              if (createFailure) expect(screen.getByText('Unknown framework "fr"')).toBeInTheDocument();
            },
            'active.create.creating': () => {
              expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
            },
            opened: (_snapshot, kit) => {
              expect((kit.extra.router as Router).state.location.pathname).toBe('/syllabi/editor/s-2/outcomes');
            },
          },
  });
}

const syllabus: Syllabus = {
  ...summary,
  outcomes: fractionOutcomes.map((o, i) => ({ ...o, id: `row-${i}`, market: 'us', missing: false, position: i })),
};
const withOne: Syllabus = { ...syllabus, outcomes: syllabus.outcomes.slice(0, 1) };
const editorOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SyllabusEditorContext;

for (const tab of ['details', 'outcomes'] as const) {
  describeModel({
    name: `syllabusEditor (${tab} tab)`,
    machine: syllabusEditorMachine,
    input: { syllabusId: 's-1' },
    events: [
      { type: 'syllabus.retry' },
      { type: 'syllabus.edit', changes: { title: 'Year 3 number' } },
      { type: 'syllabus.save' },
      { type: 'syllabus.addOutcome', code: fractionOutcomes[0]!.code },
      { type: 'syllabus.removeOutcome', outcomeId: 'row-1' },
      { type: 'syllabus.delete' },
      { type: 'syllabus.confirmDelete' },
      { type: 'syllabus.cancelDelete' },
    ],
    outputs: { loadSyllabus: [syllabus], saveDetails: [{ ...syllabus, title: 'Year 3 number' }], changeOutcomes: [withOne] },
    error: (src) => (src === 'loadSyllabus' ? new ApiError(404, 'Syllabus not found') : validation()),
    project: (snapshot) => {
      const c = editorOf(snapshot);
      return {
        dirty: c.syllabus ? JSON.stringify(detailsOf(c.syllabus)) !== JSON.stringify(c.draft) : false,
        outcomes: c.syllabus?.outcomes.length ?? 0,
        failure: c.failure?.kind ?? null,
      };
    },
    mount: (kit) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const syllabusApi = {
        get: (_id: string, { signal }: Call = {}) => kit.pending('loadSyllabus', signal),
        update: (_id: string, _d: unknown, { signal }: Call = {}) => kit.pending('saveDetails', signal),
        addOutcome: (_id: string, _c: string, { signal }: Call = {}) => kit.pending('changeOutcomes', signal),
        removeOutcome: (_id: string, _o: string, { signal }: Call = {}) => kit.pending('changeOutcomes', signal),
        remove: (_id: string, { signal }: Call = {}) => kit.pending('deleteSyllabus', signal),
        options: async () => curriculumOptions,
        search: async () => [],
        browse: async () => [],
        list: () => new Promise(() => {}),
      };
      const { router } = renderViews({
        system: { syllabusApi: syllabusApi as never, inspect: kit.inspect },
        routes: [at('/syllabi/editor/:id/:tab?', <SyllabusEditorPage />), at('/outcomes/:tab?', <OutcomesPage />)],
        path: `/syllabi/editor/s-1/${tab}`,
      });
      return { router };
    },
    states: {
      loading: () => {
        expect(screen.getByText('Loading the syllabus...')).toBeInTheDocument();
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent("Not Found or You don't have Access");
      },
      ready: async (snapshot) => {
        const c = editorOf(snapshot);
        // While the delete dialog is open the page behind it is hidden from assistive technology.
        const hidden = snapshot.matches({ ready: 'confirmingDelete' }) || snapshot.matches({ ready: 'deleting' });
        expect(screen.getByRole('heading', { level: 1, hidden })).toHaveTextContent(c.syllabus!.title);
        if (tab === 'details') {
          expect(screen.getByRole('textbox', { name: 'Title', hidden })).toHaveValue(c.draft.title);
          if (c.failure) expect(screen.getByText('Unknown framework "fr"')).toBeInTheDocument();
        } else {
          const list = screen.getByRole('list', { name: 'In this syllabus', hidden });
          expect(within(list).getAllByRole('listitem', { hidden })).toHaveLength(c.syllabus!.outcomes.length);
        }
        if (!hidden) {
          await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        }
      },
      'ready.idle': (snapshot) => {
        if (tab === 'details') {
          expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', !snapshot.can({ type: 'syllabus.save' }));
        }
      },
      'ready.saving': () => {
        if (tab === 'details') expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      },
      'ready.changing': () => {
        if (tab === 'outcomes') expect(screen.getAllByRole('button', { name: /^Remove / }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
      },
      'ready.confirmingDelete': () => {
        expect(screen.getByRole('alertdialog', { name: 'Delete this syllabus?' })).toHaveTextContent('"Year 3 fractions" will be deleted for good.');
      },
      'ready.deleting': () => {
        expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
      },
      deleted: (_snapshot, kit) => {
        expect((kit.extra.router as Router).state.location.pathname).toBe('/outcomes/syllabi');
      },
    },
  });
}
