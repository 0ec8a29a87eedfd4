import { assign, fromPromise, setup } from 'xstate';
import { isUploadSettled } from '../../lib/uploads';
import type { Upload } from '../../services/uploadApi';
import type { UploadCardContext, UploadCardEvent, UploadCardInput } from './types';

/** How often an unfinished upload is checked again (not given by the spec). */
export const uploadPollMs = 5000;

/**
 * Upload card (spec §2, §4): follows the upload live until it is complete or broken; the thumbnail is fetched only
 * once the card is at least 10% visible and the upload is complete.
 */
export const uploadCardMachine = setup({
  types: {
    context: {} as UploadCardContext,
    events: {} as UploadCardEvent,
    input: {} as UploadCardInput,
  },
  actors: {
    fetchUpload: fromPromise<Upload, { id: string }>(async () => {
      throw new Error('fetchUpload is not provided');
    }),
    fetchThumbnail: fromPromise<string | null, { id: string }>(async () => {
      throw new Error('fetchThumbnail is not provided');
    }),
  },
  actions: {
    logUploadFailure: (_, params: { error: unknown }) => console.error('Could not check the upload', params.error),
  },
  guards: {
    isSettled: ({ context }) => context.upload !== null && isUploadSettled(context.upload),
    hasUpload: ({ context }) => context.upload !== null,
    isComplete: ({ context }) => context.upload?.state === 'complete',
  },
  delays: { pollInterval: uploadPollMs },
}).createMachine({
  id: 'uploadCard',
  type: 'parallel',
  context: ({ input }) => ({ id: input.id, upload: input.upload ?? null, thumbnail: null }),
  states: {
    progress: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'isSettled', target: 'settled' }, { guard: 'hasUpload', target: 'waiting' }, { target: 'loading' }],
        },
        loading: {
          invoke: {
            src: 'fetchUpload',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'checking', actions: assign({ upload: ({ event }) => event.output }) },
            // Keep following: the next check may succeed.
            onError: { target: 'waiting', actions: { type: 'logUploadFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        waiting: {
          after: { pollInterval: 'loading' },
        },
        /** Complete or broken: nothing more will change. */
        settled: {},
      },
    },
    thumbnail: {
      initial: 'offscreen',
      states: {
        offscreen: {
          on: { 'card.visible': 'onscreen' },
        },
        onscreen: {
          // Re-checked after every event, so the upload completing is enough.
          always: { guard: 'isComplete', target: 'loading' },
        },
        loading: {
          invoke: {
            src: 'fetchThumbnail',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'shown', actions: assign({ thumbnail: ({ event }) => event.output }) },
            onError: { target: 'missing' },
          },
        },
        shown: {},
        missing: {},
      },
    },
  },
});

export type UploadCardMachine = typeof uploadCardMachine;
