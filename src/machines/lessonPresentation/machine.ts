import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { PresentationOutline } from '../../services/lessonApi';

export interface LessonPresentationContext {
  lessonId: string;
  outline: PresentationOutline | null;
  failure: Failure | null;
  downloaded: boolean;
}

export type LessonPresentationEvent = { type: 'presentation.retry' } | { type: 'presentation.download' };

/** The present tab: the slide outline to preview, and the .pptx to download (saved as lesson-{id}.pptx). */
export const lessonPresentationMachine = setup({
  types: {
    context: {} as LessonPresentationContext,
    events: {} as LessonPresentationEvent,
    input: {} as { lessonId: string },
  },
  actors: {
    loadOutline: fromPromise<PresentationOutline, { lessonId: string }>(async () => {
      throw new Error('loadOutline is not provided');
    }),
    downloadSlides: fromPromise<void, { lessonId: string }>(async () => {
      throw new Error('downloadSlides is not provided');
    }),
  },
}).createMachine({
  id: 'lessonPresentation',
  context: ({ input }) => ({ lessonId: input.lessonId, outline: null, failure: null, downloaded: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadOutline',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: { target: 'ready', actions: assign({ outline: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'presentation.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'presentation.download': { target: 'downloading', actions: assign({ failure: null, downloaded: false }) } } },
        downloading: {
          invoke: {
            src: 'downloadSlides',
            input: ({ context }) => ({ lessonId: context.lessonId }),
            onDone: { target: 'idle', actions: assign({ downloaded: true }) },
            onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
      },
    },
  },
});

export type LessonPresentationMachine = typeof lessonPresentationMachine;
