import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { studentLessonMachine } from '../../src/machines/studentLesson/machine';
import { ApiError } from '../../src/services/apiError';
import type { StudentLesson } from '../../src/services/lessonApi';
import StudentLessonPage from '../../src/views/lessons/StudentLessonPage';
import { describeModel } from './harness';
import type { ModelSpec } from './harness';
import { at, renderViews } from './render';

const lesson: StudentLesson = {
  title: 'Equivalent fractions',
  methodology: 'inquiry',
  durationMinutes: 60,
  successCriteria: ['I can show two equivalent fractions.'],
  keyVocabulary: ['numerator', 'denominator'],
  phases: [{ title: 'Engage', minutes: 10, studentActions: ['Fold a strip in half.'] }],
};

const spec = (error: ApiError): ModelSpec<typeof studentLessonMachine> => ({
  name: `studentLesson (${error.statusCode})`,
  machine: studentLessonMachine,
  input: { code: 'ABC234' },
  events: [{ type: 'join.retry' as const }],
  outputs: { joinLesson: [lesson] },
  error: () => error,
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const lessonApi = { join: (_code: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('joinLesson', signal) };
    renderViews({ system: { lessonApi: lessonApi as never, inspect: kit.inspect }, routes: [at('/lesson/:key', <StudentLessonPage />)], path: '/lesson/ABC234' });
    return {};
  },
  states: {
    joining: () => {
      expect(screen.getByText('Opening the lesson...')).toBeInTheDocument();
    },
    joined: () => {
      expect(screen.getByRole('heading', { name: 'Equivalent fractions', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('I can show two equivalent fractions.')).toBeInTheDocument();
      expect(screen.getByText('denominator')).toBeInTheDocument();
      expect(screen.getByText('Fold a strip in half.')).toBeInTheDocument();
    },
    notFound: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('No lesson has this code. Check the code with your teacher.');
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
  },
});

// The join fails with one error per model: a wrong code (404) leads to "not found", anything else to a retry.
describeModel({
  ...spec(new ApiError(404, 'No lesson has this code.')),
  unreachable: {
    'studentLesson.deciding always → studentLesson.failed': 'the join failed with 404 in this model',
    'studentLesson.failed join.retry → studentLesson.joining': 'the join failed with 404 in this model',
  },
});
describeModel({
  ...spec(new ApiError(500, 'An unexpected error occurred')),
  unreachable: { 'studentLesson.deciding always [isNotFound] → studentLesson.notFound': 'the join failed with 500 in this model' },
});
