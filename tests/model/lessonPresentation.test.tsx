import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { lessonPresentationMachine } from '../../src/machines/lessonPresentation/machine';
import type { LessonPresentationContext } from '../../src/machines/lessonPresentation/machine';
import { ApiError } from '../../src/services/apiError';
import type { PresentationOutline } from '../../src/services/lessonApi';
import { PresentTab } from '../../src/views/lessons/tabs/PresentTab';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const outline: PresentationOutline = {
  slides: [
    { title: 'Equivalent fractions', bullets: ['Grade 3'], notes: '' },
    { title: 'Engage (10 min)', bullets: ['Fold a strip in half.'], notes: '' },
  ],
};
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LessonPresentationContext;

describeModel({
  name: 'lessonPresentation',
  machine: lessonPresentationMachine,
  input: { lessonId: 'lesson-1' },
  events: [{ type: 'presentation.retry' }, { type: 'presentation.download' }],
  outputs: { loadOutline: [outline] },
  error: () => new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => ({ downloaded: contextOf(snapshot).downloaded, failed: Boolean(contextOf(snapshot).failure) }),
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:slides';
    URL.revokeObjectURL = () => {};
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    const lessonApi = {
      outline: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('loadOutline', signal),
      presentation: async (_id: string, { signal }: { signal?: AbortSignal } = {}) => {
        await kit.pending('downloadSlides', signal);
        return new Blob(['pptx']);
      },
    };
    renderViews({ system: { lessonApi: lessonApi as never, inspect: kit.inspect }, routes: [at('/', <PresentTab lessonId="lesson-1" />)] });
    return { saved };
  },
  states: {
    loading: () => {
      expect(screen.getByText('Slides')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Download slides/ })).not.toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
    },
    ready: (snapshot, kit) => {
      expect(screen.getByRole('article', { name: 'Slide 2' })).toHaveTextContent('Engage (10 min)');
      const { downloaded, failure } = contextOf(snapshot);
      if (downloaded) {
        expect(screen.getByRole('status')).toHaveTextContent('Your slides are downloading.');
        expect(kit.extra.saved).toEqual(['lesson-lesson-1.pptx']);
      }
      if (failure) expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
    },
    'ready.idle': () => {
      expect(screen.getByRole('button', { name: 'Download slides (.pptx)' })).toBeEnabled();
    },
    'ready.downloading': () => {
      expect(screen.getByRole('button', { name: 'Preparing slides...' })).toBeDisabled();
    },
  },
});
