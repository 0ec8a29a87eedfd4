import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { lessonListMachine } from '../../src/machines/lessonList/machine';
import type { LessonSummary } from '../../src/services/lessonApi';
import type { Page } from '../../src/machines/listPages/pages';
import LessonsPage from '../../src/views/lessons/LessonsPage';
import { createPrefetch } from '../../src/services/prefetch';
import { describeModel } from './harness';
import { pagedListApi, pagedListModel } from './pagedList';
import { at, renderViews } from './render';

const summary = (id: string, title: string, overrides: Partial<LessonSummary> = {}): LessonSummary => ({
  id,
  title,
  description: 'x'.repeat(230),
  methodology: 'inquiry',
  enhancementEnabled: false,
  yearLevel: '3',
  subject: 'Mathematics',
  durationMinutes: 60,
  outcomeCodes: [],
  joinCode: null,
  createdAt: '',
  updatedAt: '',
  ...overrides,
});
const lessons = [summary('l-1', 'Equivalent fractions', { enhancementEnabled: true }), summary('l-2', 'Building bridges', { methodology: 'project' })];
// A first page with more to come, and a last page (alone, it is a list of one page).
const pageWithMore: Page<LessonSummary> = { items: lessons, continuationToken: 'after-l-2' };
const lastPage: Page<LessonSummary> = { items: [summary('l-3', 'Rivers and deltas')], continuationToken: null };
const { contextOf, spec } = pagedListModel({ deleteId: 'l-1', pageWithMore, lastPage });
const deleteDialog = () => screen.queryByRole('alertdialog', { name: 'Delete this lesson?' });

describeModel({
  name: 'lessonList',
  machine: lessonListMachine,
  ...spec,
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderViews({ system: { lessonApi: pagedListApi(kit) as never, lessonFirstPage: createPrefetch(), inspect: kit.inspect }, routes: [at('/lessons', <LessonsPage />)], path: '/lessons' });
    return {};
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading lessons...')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
    },
    ready: async (snapshot) => {
      const { items: shown, failure, continuationToken } = contextOf(snapshot);
      expect(screen.queryAllByRole('listitem').length).toBe(shown.length);
      for (const lesson of shown) {
        const link = screen.getByRole('link', { name: lesson.title });
        expect(link).toHaveAttribute('href', `/lessons/editor/${lesson.id}`);
      }
      if (shown.some((l) => l.id === 'l-1')) {
        const item = screen.getByRole('link', { name: 'Equivalent fractions' }).closest('li')!;
        expect(within(item as HTMLElement).getByText('Enhanced')).toBeInTheDocument();
        expect(within(item as HTMLElement).getByText(`${'x'.repeat(220)}...`)).toBeInTheDocument();
      }
      if (!shown.length) expect(screen.getByText('No lessons yet. Plan your first one.')).toBeInTheDocument();
      if (failure) expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
      // Items loaded stay on screen whatever happens to the next page; "Load more" is there while pages remain.
      expect(screen.queryAllByRole('button', { name: /^(Load more lessons|Loading more lessons\.\.\.|Try again)$/ })).toHaveLength(continuationToken ? 1 : 0);
      // The dialog closes after its exit animation, which jsdom reports as none.
      await waitFor(() => expect(deleteDialog()).not.toBeInTheDocument());
    },
    'ready.idle': (snapshot) => {
      if (contextOf(snapshot).continuationToken) expect(screen.getByRole('button', { name: 'Load more lessons' })).toBeEnabled();
      expect(screen.queryByText('We could not load more lessons just now.')).not.toBeInTheDocument();
    },
    'ready.loadingMore': () => {
      expect(screen.getByRole('button', { name: 'Loading more lessons...' })).toBeDisabled();
    },
    'ready.moreFailed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load more lessons just now.An unexpected error occurred');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    confirming: () => {
      expect(deleteDialog()).toHaveTextContent('"Equivalent fractions" will be deleted for good');
    },
    deleting: () => {
      expect(within(deleteDialog()!).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    },
  },
});
