import { assign, setup } from 'xstate';
import type { RouteChangeContext, RouteChangeEvent } from './types';

/** Spec §9: a page view is reported about 500 ms after a route change. */
export const pageViewDelayMs = 500;

/**
 * Route changes (spec §2): each new path scrolls the page to the top; once the route has settled for 500 ms a page
 * view is reported. A quick run of changes reports only the last page.
 */
export const routeChangeMachine = setup({
  types: {
    context: {} as RouteChangeContext,
    events: {} as RouteChangeEvent,
  },
  actions: {
    scrollToTop: () => {},
    reportPageView: (_, _params: { path: string }) => {},
  },
  guards: {
    isNewPath: ({ context, event }) => event.path !== context.path,
  },
  delays: { pageViewDelay: pageViewDelayMs },
}).createMachine({
  id: 'routeChange',
  context: { path: null },
  initial: 'idle',
  on: {
    'route.changed': {
      guard: 'isNewPath',
      target: '.settling',
      reenter: true,
      actions: [assign({ path: ({ event }) => event.path }), 'scrollToTop'],
    },
  },
  states: {
    idle: {},
    settling: {
      after: {
        pageViewDelay: { target: 'idle', actions: { type: 'reportPageView', params: ({ context }) => ({ path: context.path ?? '/' }) } },
      },
    },
  },
});

export type RouteChangeMachine = typeof routeChangeMachine;
