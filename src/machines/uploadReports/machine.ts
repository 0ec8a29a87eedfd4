import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';

export interface UploadReportContext<Item> {
  uploadId: string;
  items: Item[];
  failure: Failure | null;
}

/**
 * A list the server worked out for an upload while processing it (its best curriculum outcomes, its spelling and
 * grammar issues): loaded when its tab opens, with a way to try again when that fails. One chart, typed per tab.
 */
export function createUploadReportMachine<Item>(id: string) {
  return setup({
    types: {
      context: {} as UploadReportContext<Item>,
      events: {} as { type: 'report.retry' },
      input: {} as { uploadId: string },
    },
    actors: {
      loadReport: fromPromise<Item[], { uploadId: string }>(async () => {
        throw new Error('loadReport is not provided');
      }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ uploadId: input.uploadId, items: [], failure: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'loadReport',
          input: ({ context }) => ({ uploadId: context.uploadId }),
          onDone: { target: 'loaded', actions: assign({ items: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        },
      },
      loaded: {},
      failed: { on: { 'report.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    },
  });
}
