import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { Slice } from '../../services/uploadApi';
import { appendPage } from '../listPages/pages';
import type { SlicePickerContext, SlicePickerEvent, SlicesPage, UploadsPage } from './types';

type SlicesInput = { uploadId: string; query: string; continuationToken: string | null };

/** A later page of uploads is added to those listed. */
function withUploads(uploads: SlicePickerContext['uploads'], page: UploadsPage) {
  const { items, continuationToken } = appendPage(uploads, page);
  return { uploads: items, uploadsToken: continuationToken };
}

const closedContext = (): SlicePickerContext => ({ uploads: [], uploadsToken: null, uploadId: null, query: '', slices: [], continuationToken: null, failure: null });

/**
 * Taking text from one of the teacher's uploads (a scanned or typed class set, a transcript): the finished uploads are
 * listed a page at a time ("Show more uploads" adds the next, before or after one is chosen), the teacher chooses one,
 * may search its slices for words (a student's name), and uses a slice — its text is handed over (to a student's
 * response) and the list stays open for the next page of the same work. Closing forgets the choice; a list that cannot
 * be loaded says so and can be asked for again.
 */
export const slicePickerMachine = setup({
  types: {
    context: {} as SlicePickerContext,
    events: {} as SlicePickerEvent,
  },
  actors: {
    loadUploads: fromPromise<UploadsPage, { continuationToken: string | null }>(async () => {
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
    hasMoreUploads: ({ context }) => context.uploadsToken !== null,
    hasChosenUpload: ({ context }) => context.uploadId !== null,
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
            input: () => ({ continuationToken: null }),
            onDone: { target: 'choosingUpload', actions: assign({ uploads: ({ event }) => event.output.items, uploadsToken: ({ event }) => event.output.continuationToken, failure: null }) },
            onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        failed: { on: { 'picker.retry': { target: 'loadingUploads', actions: assign(closedContext) } } },
        choosingUpload: {
          on: {
            'picker.chooseUpload': { guard: 'isListed', target: 'loadingSlices', actions: assign({ uploadId: ({ event }) => event.id, query: '' }) },
            'picker.showMoreUploads': { guard: 'hasMoreUploads', target: 'loadingMoreUploads' },
          },
        },
        /** The next page of finished uploads; then back to choosing an upload, or the slices of the one chosen. */
        loadingMoreUploads: {
          entry: assign({ failure: null }),
          invoke: {
            src: 'loadUploads',
            input: ({ context }) => ({ continuationToken: context.uploadsToken }),
            onDone: [
              { guard: 'hasChosenUpload', target: 'choosingSlice', actions: assign(({ context, event }) => withUploads(context.uploads, event.output)) },
              { target: 'choosingUpload', actions: assign(({ context, event }) => withUploads(context.uploads, event.output)) },
            ],
            // The uploads listed stay; the failure is said and "Show more uploads" tries again.
            onError: [
              { guard: 'hasChosenUpload', target: 'choosingSlice', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
              { target: 'choosingUpload', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
            ],
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
            'picker.showMoreUploads': { guard: 'hasMoreUploads', target: 'loadingMoreUploads' },
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
