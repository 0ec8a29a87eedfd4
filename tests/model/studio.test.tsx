import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Page } from '../../src/machines/listPages/pages';
import { studioHistoryMachine } from '../../src/machines/studioHistory/machine';
import type { StudioHistoryContext } from '../../src/machines/studioHistory/types';
import { studioToolMachine } from '../../src/machines/studioTool/machine';
import type { StudioToolContext } from '../../src/machines/studioTool/types';
import { ApiError } from '../../src/services/apiError';
import type { StudioRunSummary } from '../../src/services/studioApi';
import { HistoryTab } from '../../src/views/studio/HistoryTab';
import { ToolTab } from '../../src/views/studio/ToolTab';
import { useStudioTool } from '../../src/machines/studioTool/useStudioTool';
import { glacierText, questionsRun, rewriteRun } from '../views/fixtures/studio';
import { describeModel } from './harness';
import { at, renderViews } from './render';

/** The Questions tab as the Studio page holds it. */
function QuestionsTab() {
  return <ToolTab s={useStudioTool('questions')} />;
}

const toolContext = (snapshot: AnyMachineSnapshot) => snapshot.context as StudioToolContext;
/** A Blob serialises as {}; the model tells events apart by their JSON, so each picture says its name. */
const named = (blob: Blob, name: string) => Object.assign(blob, { toJSON: () => name });

describeModel({
  name: 'studioTool',
  machine: studioToolMachine,
  input: { tool: 'questions' },
  events: [
    { type: 'studio.edit', changes: { text: glacierText } },
    { type: 'studio.run' },
    { type: 'studio.toggleAnswers' },
    { type: 'studio.chooseTool', tool: 'questions' },
    { type: 'studio.runPicture', picture: named(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'page.png') },
    { type: 'studio.runPicture', picture: named(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'page.pdf') },
  ],
  outputs: { runTool: [questionsRun] },
  error: () => new ApiError(429, 'Too Many Requests'),
  project: (snapshot) => ({
    text: toolContext(snapshot).draft.text !== '',
    ran: Boolean(toolContext(snapshot).runs.questions),
    shown: toolContext(snapshot).answersShown,
    failed: toolContext(snapshot).failure?.kind ?? null,
  }),
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const studioApi = {
      run: (_tool: string, _input: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('runTool', signal),
      runOnPicture: (_tool: string, _input: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('runTool', signal),
    };
    renderViews({ system: { studioApi: studioApi as never, inspect: kit.inspect }, routes: [at('/studio/questions', <QuestionsTab />)], path: '/studio/questions' });
    return {};
  },
  states: {
    ready: (snapshot) => {
      const { draft, runs, answersShown, failure } = toolContext(snapshot);
      expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue(draft.text);
      const run = screen.getByRole('button', { name: 'Write questions' });
      if (draft.text) expect(run).toBeEnabled();
      else expect(run).toBeDisabled();
      const refusal = 'Choose a PNG or JPEG picture: a photo or a screenshot of the page.';
      if (failure?.kind === 'validation') expect(screen.getByText(refusal)).toBeInTheDocument();
      else if (failure) expect(screen.getByRole('alert')).toHaveTextContent('Your robot needs a rest...');
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      if (failure?.kind !== 'validation') expect(screen.queryByText(refusal)).not.toBeInTheDocument();
      if (!runs.questions) {
        expect(screen.queryByRole('list', { name: 'Questions' })).not.toBeInTheDocument();
        return;
      }
      const questions = screen.getByRole('list', { name: 'Questions' });
      expect(within(questions).getAllByRole('listitem')).toHaveLength(3);
      if (answersShown) expect(within(questions).getByText('1850')).toBeInTheDocument();
      else expect(within(questions).queryByText('1850')).not.toBeInTheDocument();
    },
    running: () => {
      expect(screen.getByRole('button', { name: 'Working on it...' })).toBeDisabled();
      expect(screen.getByRole('textbox', { name: /^Text/ })).toBeDisabled();
    },
  },
});

const historyContext = (snapshot: AnyMachineSnapshot) => snapshot.context as StudioHistoryContext;
const summary = (id: string, day: number): StudioRunSummary => ({ id, tool: 'rewrite', preview: `A text about glaciers ${id}`, createdAt: `2026-11-1${day}T08:00:00.000Z` });
// A first page with more to come, and a last page (alone, it is a history of one page).
const pageWithMore: Page<StudioRunSummary> = { items: [summary('r-1', 9), summary('r-2', 8)], continuationToken: 'after-r-2' };
const lastPage: Page<StudioRunSummary> = { items: [summary('r-3', 7)], continuationToken: null };
const moreButtons = () => screen.queryAllByRole('button', { name: /^(Load more|Loading more runs\.\.\.|Try again)$/ });

describeModel({
  name: 'studioHistory',
  machine: studioHistoryMachine,
  events: [{ type: 'history.retry' }, { type: 'history.loadMore' }, { type: 'history.open', id: 'r-1' }, { type: 'history.back' }, { type: 'history.toggleAnswers' }],
  outputs: { loadHistory: [pageWithMore, lastPage], loadRun: [rewriteRun] },
  error: () => new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => ({
    count: historyContext(snapshot).runs.length,
    more: historyContext(snapshot).continuationToken !== null,
    failed: Boolean(historyContext(snapshot).failure),
    shown: historyContext(snapshot).answersShown,
  }),
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const studioApi = {
      history: ({ signal }: { signal?: AbortSignal } = {}) => kit.pending('loadHistory', signal),
      get: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('loadRun', signal),
    };
    renderViews({ system: { studioApi: studioApi as never, inspect: kit.inspect }, routes: [at('/studio/history', <HistoryTab />)], path: '/studio/history' });
    return {};
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading your history...')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
    },
    list: (snapshot) => {
      const { runs, failure, continuationToken } = historyContext(snapshot);
      if (runs.length) expect(within(screen.getByRole('list', { name: 'Studio runs' })).getAllByRole('listitem')).toHaveLength(runs.length);
      else expect(screen.getByText('No runs yet. Paste a text into one of the tools to start.')).toBeInTheDocument();
      if (failure) expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
      expect(moreButtons()).toHaveLength(continuationToken ? 1 : 0);
    },
    'list.idle': (snapshot) => {
      if (historyContext(snapshot).continuationToken) expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
    },
    'list.loadingMore': () => {
      expect(screen.getByRole('button', { name: 'Loading more runs...' })).toBeDisabled();
    },
    'list.moreFailed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load more runs just now.An unexpected error occurred');
    },
    opening: () => {
      const open = screen.getAllByRole('button', { name: /^Open the Rewrite run of 1[789] Nov 2026, 08:00 UTC$/ });
      for (const button of open) expect(button).toBeDisabled();
    },
    viewing: (snapshot) => {
      expect(screen.getByRole('button', { name: 'Back to history' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Rewritten text' })).toHaveTextContent('Reading level: grade 6.4 before, grade 3.9 after (aiming for grade 3).');
      expect(screen.queryByRole('list', { name: 'Studio runs' })).not.toBeInTheDocument();
      expect(historyContext(snapshot).opened?.id).toBe('7b0c2a4e-1111-4c1d-9a51-000000000001');
    },
  },
});
