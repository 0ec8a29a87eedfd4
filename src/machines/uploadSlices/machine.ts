import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { Slice, SliceFilters, UploadApi, UploadChoice } from '../../services/uploadApi';
import { appendPage, type Page } from '../listPages/pages';

export interface UploadSlicesContext {
  uploadId: string;
  filters: SliceFilters;
  /** The slices of the pages loaded so far under the current filters, in the upload's order. */
  slices: Slice[];
  continuationToken: string | null;
  /** Content types and outcomes met in any slice so far: the choices of the content and outcome filters. */
  contentTypes: string[];
  outcomes: { code: string; shortCode: string }[];
  failure: Failure | null;
}

export type UploadSlicesEvent =
  | { type: 'slices.filter'; changes: Partial<SliceFilters> }
  | { type: 'slices.loadMore' }
  | { type: 'slices.retry' };

export const allSlices = (): SliceFilters => ({
  searchText: '',
  imageFilter: 'all',
  accessibilityFilter: 'all',
  outcomeFilter: '',
  alignmentFilter: 'all',
  suggestionFilter: 'all',
  contentFilter: '',
  enabledFilter: 'all',
});

/**
 * One page of the teacher's finished uploads (the complete ones: their slices can be used), most recently changed
 * first; the server leaves the others out, so every page is full however many uploads are still being read. Kept
 * here with the slice filters, not in the upload service, so the first page of the app does not carry it.
 */
export async function finishedUploads(
  api: Pick<UploadApi, 'list'>,
  continuationToken: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Page<UploadChoice>> {
  const page = await api.list({ state: 'complete', continuationToken, signal });
  return { items: page.items.map((u) => ({ id: u.id, title: u.title })), continuationToken: page.continuationToken };
}

/** How long the filters rest before the list is asked for again, so typing a search is one request, not one a key. */
export const filterSettleMs = 300;

function remember(context: UploadSlicesContext, slices: Slice[]) {
  const contentTypes = new Set(context.contentTypes);
  const outcomes = new Map(context.outcomes.map((o) => [o.code, o]));
  for (const slice of slices) {
    if (slice.contentType) contentTypes.add(slice.contentType);
    for (const a of slice.alignments) outcomes.set(a.outcomeCode, { code: a.outcomeCode, shortCode: a.shortCode });
  }
  return { contentTypes: [...contentTypes].sort(), outcomes: [...outcomes.values()].sort((a, b) => a.code.localeCompare(b.code)) };
}

/**
 * The slices tab: an upload's slices in order, filtered by words, pictures, missing alt text, outcome, alignment,
 * spelling suggestions, content type and enabled. The list scrolls without end: the next page loads as the teacher
 * reaches the bottom (or presses "Load more"). Changing a filter starts the list again once the filters have rested
 * for a moment; a page that fails keeps the slices shown.
 */
export const uploadSlicesMachine = setup({
  types: {
    context: {} as UploadSlicesContext,
    events: {} as UploadSlicesEvent,
    input: {} as { uploadId: string },
  },
  actors: {
    loadSlices: fromPromise<Page<Slice>, { uploadId: string; filters: SliceFilters; continuationToken: string | null }>(async () => {
      throw new Error('loadSlices is not provided');
    }),
  },
  actions: {
    applyFilters: assign({ filters: ({ context }, params: { changes: Partial<SliceFilters> }) => ({ ...context.filters, ...params.changes }) }),
  },
  guards: {
    hasMore: ({ context }) => context.continuationToken !== null,
  },
  delays: { filterSettle: filterSettleMs },
}).createMachine({
  id: 'uploadSlices',
  context: ({ input }) => ({
    uploadId: input.uploadId,
    filters: allSlices(),
    slices: [],
    continuationToken: null,
    contentTypes: [],
    outcomes: [],
    failure: null,
  }),
  initial: 'loading',
  on: {
    'slices.filter': { target: '.settling', reenter: true, actions: { type: 'applyFilters', params: ({ event }) => ({ changes: event.changes }) } },
  },
  states: {
    /** Filters just changed; the list is asked for again once they rest. */
    settling: {
      after: { filterSettle: 'loading' },
    },
    loading: {
      invoke: {
        src: 'loadSlices',
        input: ({ context }) => ({ uploadId: context.uploadId, filters: context.filters, continuationToken: null }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            slices: event.output.items,
            continuationToken: event.output.continuationToken,
            failure: null,
            ...remember(context, event.output.items),
          })),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'slices.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'slices.loadMore': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          entry: assign({ failure: null }),
          invoke: {
            src: 'loadSlices',
            input: ({ context }) => ({ uploadId: context.uploadId, filters: context.filters, continuationToken: context.continuationToken }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const { items, continuationToken } = appendPage(context.slices, event.output);
                return { slices: items, continuationToken, ...remember(context, event.output.items) };
              }),
            },
            onError: { target: 'moreFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        moreFailed: { on: { 'slices.loadMore': 'loadingMore' } },
      },
    },
  },
});

export type UploadSlicesMachine = typeof uploadSlicesMachine;
