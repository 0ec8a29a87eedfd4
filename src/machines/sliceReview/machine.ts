import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { SliceEdits, SliceWithSpelling } from '../../services/uploadApi';

/** A slice as the review shows it: with its picture as a data: URL the page can show, when it has one. */
export interface ReviewedSlice extends SliceWithSpelling {
  picture: string | null;
}

export interface SliceReviewContext {
  uploadId: string;
  sliceId: string;
  slice: ReviewedSlice | null;
  draft: SliceEdits;
  failure: Failure | null;
}

export type SliceReviewEvent =
  | { type: 'slice.retry' }
  | { type: 'slice.edit'; changes: Partial<SliceEdits> }
  | { type: 'slice.save' }
  | { type: 'slice.reextract' }
  | { type: 'slice.suggestAltText' }
  | { type: 'slice.delete' }
  | { type: 'slice.confirmDelete' }
  | { type: 'slice.cancelDelete' };

/** What the teacher can change: alt text only for a slice with a picture, the one kind that has something to describe. */
export const editsOf = (slice: ReviewedSlice): SliceEdits => ({
  title: slice.title,
  text: slice.text,
  enabled: slice.enabled,
  ...(slice.image != null ? { altText: slice.altText ?? '' } : {}),
});

const sameEdits = (a: SliceEdits, b: SliceEdits) => a.title === b.title && a.text === b.text && a.enabled === b.enabled && a.altText === b.altText;

type SliceCall = { uploadId: string; sliceId: string };

/**
 * Reviewing one slice: its title, text, alt text and whether lessons may use it are a draft saved with "Save" once
 * changed (spelling is checked again and shown after saving). For a picture, Teachkit can suggest alt text into the
 * draft. "Re-extract" reads the slice again from the original
 * file, replacing what is there. Deleting asks first and returns to the slices.
 */
export const sliceReviewMachine = setup({
  types: {
    context: {} as SliceReviewContext,
    events: {} as SliceReviewEvent,
    input: {} as SliceCall,
  },
  actors: {
    loadSlice: fromPromise<ReviewedSlice, SliceCall>(async () => {
      throw new Error('loadSlice is not provided');
    }),
    saveSlice: fromPromise<ReviewedSlice, SliceCall & { edits: SliceEdits }>(async () => {
      throw new Error('saveSlice is not provided');
    }),
    reextractSlice: fromPromise<ReviewedSlice, SliceCall>(async () => {
      throw new Error('reextractSlice is not provided');
    }),
    deleteSlice: fromPromise<void, SliceCall>(async () => {
      throw new Error('deleteSlice is not provided');
    }),
    suggestAltText: fromPromise<string, SliceCall>(async () => {
      throw new Error('suggestAltText is not provided');
    }),
  },
  actions: {
    keep: assign((_, params: { slice: ReviewedSlice }) => ({ slice: params.slice, draft: editsOf(params.slice), failure: null })),
    fail: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    leave: () => {},
  },
  guards: {
    isDirty: ({ context }) => context.slice !== null && !sameEdits(editsOf(context.slice), context.draft),
    hasPicture: ({ context }) => context.slice?.image != null,
  },
}).createMachine({
  id: 'sliceReview',
  context: ({ input }) => ({ uploadId: input.uploadId, sliceId: input.sliceId, slice: null, draft: { title: '', text: '', enabled: true }, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSlice',
        input: ({ context }) => ({ uploadId: context.uploadId, sliceId: context.sliceId }),
        onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => ({ slice: event.output }) } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'slice.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'slice.edit': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.changes }) }) },
            'slice.save': { guard: 'isDirty', target: 'saving', actions: assign({ failure: null }) },
            'slice.reextract': { target: 'reextracting', actions: assign({ failure: null }) },
            'slice.suggestAltText': { guard: 'hasPicture', target: 'suggestingAltText', actions: assign({ failure: null }) },
            'slice.delete': { target: 'confirmingDelete', actions: assign({ failure: null }) },
          },
        },
        saving: {
          invoke: {
            src: 'saveSlice',
            input: ({ context }) => ({ uploadId: context.uploadId, sliceId: context.sliceId, edits: context.draft }),
            onDone: { target: 'idle', actions: { type: 'keep', params: ({ event }) => ({ slice: event.output }) } },
            onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        reextracting: {
          invoke: {
            src: 'reextractSlice',
            input: ({ context }) => ({ uploadId: context.uploadId, sliceId: context.sliceId }),
            onDone: { target: 'idle', actions: { type: 'keep', params: ({ event }) => ({ slice: event.output }) } },
            onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** Teachkit describes the picture; its suggestion goes into the draft for the teacher to check and save. */
        suggestingAltText: {
          invoke: {
            src: 'suggestAltText',
            input: ({ context }) => ({ uploadId: context.uploadId, sliceId: context.sliceId }),
            onDone: { target: 'idle', actions: assign({ draft: ({ context, event }) => ({ ...context.draft, altText: event.output || context.draft.altText }) }) },
            onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirmingDelete: {
          on: { 'slice.confirmDelete': 'deleting', 'slice.cancelDelete': 'idle' },
        },
        deleting: {
          invoke: {
            src: 'deleteSlice',
            input: ({ context }) => ({ uploadId: context.uploadId, sliceId: context.sliceId }),
            onDone: { target: '#sliceReview.deleted', actions: 'leave' },
            onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    /** The slice is gone; the teacher is back at the slices. */
    deleted: { type: 'final' },
  },
});

export type SliceReviewMachine = typeof sliceReviewMachine;
