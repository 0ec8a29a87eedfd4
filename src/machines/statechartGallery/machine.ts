import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { GalleryChart, StatechartGalleryContext, StatechartGalleryEvent } from './types';

/**
 * /statecharts: every machine's diagram, drawn by Mermaid (loaded in its own chunk), with the live state of the
 * running actors highlighted as they change.
 */
export const statechartGalleryMachine = setup({
  types: {
    context: {} as StatechartGalleryContext,
    events: {} as StatechartGalleryEvent,
    input: {} as { charts: GalleryChart[] },
  },
  actors: {
    renderCharts: fromPromise<Record<string, string>, { charts: GalleryChart[] }>(async () => {
      throw new Error('renderCharts is not provided');
    }),
    watchLiveStates: fromCallback<StatechartGalleryEvent>(() => () => {}),
  },
  actions: {
    logRenderFailure: (_, params: { error: unknown }) => console.error('Could not draw the statecharts', params.error),
  },
}).createMachine({
  id: 'statechartGallery',
  context: ({ input }) => ({ charts: input.charts, svgs: {}, active: {} }),
  // The live states are followed whatever the drawing is doing.
  invoke: { src: 'watchLiveStates' },
  on: {
    'gallery.stateChanged': {
      actions: assign({ active: ({ context, event }) => ({ ...context.active, [event.name]: event.stateIds }) }),
    },
  },
  initial: 'drawing',
  states: {
    drawing: {
      invoke: {
        src: 'renderCharts',
        input: ({ context }) => ({ charts: context.charts }),
        onDone: { target: 'drawn', actions: assign({ svgs: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'logRenderFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    drawn: {},
    failed: {
      on: { 'gallery.retry': 'drawing' },
    },
  },
});

export type StatechartGalleryMachine = typeof statechartGalleryMachine;
