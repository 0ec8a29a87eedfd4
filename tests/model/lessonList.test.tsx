import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { lessonListMachine } from '../../src/machines/lessonList/machine';
import type { LessonListContext } from '../../src/machines/lessonList/types';
import { ApiError } from '../../src/services/apiError';
import type { LessonSummary } from '../../src/services/lessonApi';
import LessonsPage from '../../src/views/lessons/LessonsPage';
import { describeModel } from './harness';
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
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LessonListContext;
const deleteDialog = () => screen.queryByRole('alertdialog', { name: 'Delete this lesson?' });

describeModel({
  name: 'lessonList',
  machine: lessonListMachine,
  events: [{ type: 'lessons.retry' }, { type: 'lessons.delete', id: 'l-1' }, { type: 'lessons.confirmDelete' }, { type: 'lessons.cancelDelete' }],
  outputs: { loadLessons: [lessons] },
  error: () => new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => ({ count: contextOf(snapshot).lessons.length, failed: Boolean(contextOf(snapshot).failure) }),
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const lessonApi = {
      list: ({ signal }: { signal?: AbortSignal } = {}) => kit.pending('loadLessons', signal),
      remove: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('deleteLesson', signal),
    };
    renderViews({ system: { lessonApi: lessonApi as never, inspect: kit.inspect }, routes: [at('/lessons', <LessonsPage />)], path: '/lessons' });
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
      const { lessons: shown, failure } = contextOf(snapshot);
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
      // The dialog closes after its exit animation, which jsdom reports as none.
      await waitFor(() => expect(deleteDialog()).not.toBeInTheDocument());
    },
    confirming: () => {
      expect(deleteDialog()).toHaveTextContent('"Equivalent fractions" will be deleted for good');
    },
    deleting: () => {
      expect(within(deleteDialog()!).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    },
  },
});
