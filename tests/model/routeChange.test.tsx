import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AppRouter } from '../../src/app/App';
import { createRouteChangeImplementations } from '../../src/machines/routeChange/implementations';
import { routeChangeMachine } from '../../src/machines/routeChange/machine';
import type { RouteChangeEvent } from '../../src/machines/routeChange/types';
import { describeModel } from './harness';
import { at, renderViews } from './render';

function Page() {
  return <h1>Page {useLocation().pathname}</h1>;
}

/** Wired as in main.tsx: the router's changes are the machine's events. */
describeModel({
  name: 'routeChange',
  machine: routeChangeMachine,
  events: [
    { type: 'route.changed', path: '/faq' },
    { type: 'route.changed', path: '/pricing' },
  ],
  project: (snapshot) => ({ path: snapshot.context.path }),
  mount: (kit) => {
    const scrollToTop = vi.fn();
    const event = vi.fn();
    const actor = createActor(
      routeChangeMachine.provide(createRouteChangeImplementations({ scrollToTop, analytics: { identify: () => {}, event } })),
      { inspect: kit.inspect },
    ).start();
    const { router } = renderViews({ system: {}, routes: [at('*', <Page />)], path: '/' });
    router.subscribe((state) => actor.send({ type: 'route.changed', path: state.location.pathname }));
    return { actor, router, scrollToTop, event };
  },
  exec: {
    'route.changed': async (event, { extra }) => {
      await (extra.router as AppRouter).navigate((event as RouteChangeEvent).path);
    },
  },
  states: {
    idle: (snapshot, { extra }) => {
      const reported = (extra.event as ReturnType<typeof vi.fn>).mock.calls;
      if (snapshot.context.path) {
        // The page settled for 500 ms: one page view for it, after one scroll to the top per change.
        expect(reported.at(-1)).toEqual(['page_view', { path: snapshot.context.path }]);
      } else {
        expect(reported).toEqual([]);
      }
    },
    settling: (snapshot, { extra }) => {
      expect(screen.getByRole('heading', { name: `Page ${snapshot.context.path}` })).toBeInTheDocument();
      expect(extra.scrollToTop).toHaveBeenCalled();
      const reported = (extra.event as ReturnType<typeof vi.fn>).mock.calls.map(([, props]) => (props as { path: string }).path);
      expect(reported).not.toContain(snapshot.context.path);
    },
  },
});
