import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { Slice } from '../../services/uploadApi';
import type { SlicePickerContext, SlicePickerEvent, SlicesPage, UploadChoice } from './types';

type SlicesInput = { uploadId: string; query: string; continuationToken: string | null };

const closedContext = (): SlicePickerContext => ({ uploads: [], uploadId: null, query: '', slices: [], continuationToken: null, failure: null });

/**
 * Taking text from one of the teacher's uploads (a scanned or typed class set, a transcript): the finished uploads are
 * listed, the teacher chooses one, may search its slices for words (a student's name), and uses a slice — its text is
 * handed over (to a student's response) and the list stays open for the next page of the same work. Closing forgets
 * the choice; a list that cannot be loaded says so and can be asked for again.
 */
export const slicePickerMachine = setup({
  types: {
    context: {} as SlicePickerContext,
    events: {} as SlicePickerEvent,
  },
  actors: {
    loadUploads: fromPromise<UploadChoice[]>(async () => {
      throw new Error('loadUploads is not provided');
    }),
    loadSlices: fromPromise<SlicesPage, SlicesInput>(async () => {
      throw new Error('loadSlices is not provided');
    }),
  },
  actions: {
    handOver: (_, _params: { slice: Slice }) => {
      throw new Error('handOver is not provided');
    },
  },
  guards: {
    hasMore: ({ context }) => context.continuationToken !== null,
    isListed: ({ context, event }) =>
      (event.type === 'picker.chooseUpload' && context.uploads.some((u) => u.id === event.id)) ||
      (event.type === 'picker.use' && context.slices.some((s) => s.id === event.sliceId)),
  },
}).createMachine({
  id: 'slicePicker',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: { on: { 'picker.open': 'open' } },
    open: {
      on: { 'picker.close': { target: 'closed', actions: assign(closedContext) } },
      initial: 'loadingUploads',
      states: {
        loadingUploads: {
          invoke: {
            src: 'loadUploads',
            onDone: { target: 'choosingUpload', actions: assign({ uploads: ({ event }) => event.output, failure: null }) },
            onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        failed: { on: { 'picker.retry': { target: 'loadingUploads', actions: assign(closedContext) } } },
        choosingUpload: {
          on: {
            'picker.chooseUpload': { guard: 'isListed', target: 'loadingSlices', actions: assign({ uploadId: ({ event }) => event.id, query: '' }) },
          },
        },
        loadingSlices: {
          invoke: {
            src: 'loadSlices',
            input: ({ context }) => ({ uploadId: context.uploadId!, query: context.query.trim(), continuationToken: null }),
            onDone: { target: 'choosingSlice', actions: assign({ slices: ({ event }) => event.output.items, continuationToken: ({ event }) => event.output.continuationToken, failure: null }) },
            onError: { target: 'choosingSlice', actions: assign({ slices: [], continuationToken: null, failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        choosingSlice: {
          on: {
            'picker.chooseUpload': { guard: 'isListed', target: 'loadingSlices', actions: assign({ uploadId: ({ event }) => event.id, query: '' }) },
            'picker.editQuery': { actions: assign({ query: ({ event }) => event.text }) },
            'picker.search': 'loadingSlices',
            'picker.showMore': { guard: 'hasMore', target: 'loadingMore' },
            'picker.use': { guard: 'isListed', actions: { type: 'handOver', params: ({ context, event }) => ({ slice: context.slices.find((s) => s.id === event.sliceId)! }) } },
          },
        },
        loadingMore: {
          invoke: {
            src: 'loadSlices',
            input: ({ context }) => ({ uploadId: context.uploadId!, query: context.query.trim(), continuationToken: context.continuationToken }),
            onDone: {
              target: 'choosingSlice',
              actions: assign({
                slices: ({ context, event }) => [...context.slices, ...event.output.items.filter((s) => !context.slices.some((shown) => shown.id === s.id))],
                continuationToken: ({ event }) => event.output.continuationToken,
                failure: null,
              }),
            },
            onError: { target: 'choosingSlice', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
      },
    },
  },
});

export type SlicePickerMachine = typeof slicePickerMachine;
