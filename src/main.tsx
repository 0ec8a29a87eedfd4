import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import type { InspectionObserver } from './app/rootSystem';
import { App } from './app/App';
import { createAppBrowserRouter } from './app/appRouter';
import { createBrowserRootSystem } from './app/bootstrap';
import { createRouteChangeImplementations } from './machines/routeChange/implementations';
import { routeChangeMachine } from './machines/routeChange/machine';
import { createConsoleAnalytics } from './services/analytics';
import { scrollToTop } from './services/scroll';
import { unregisterServiceWorkers } from './services/serviceWorker';
import { yieldToBrowser } from './lib/yieldToBrowser';
import { teachkitSystem } from './theme';

async function inspector(): Promise<InspectionObserver | undefined> {
  // The Stately inspector needs stately.ai, so it is a development extra behind ?inspect.
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

async function main() {
  // Evaluating the entry (React, Chakra, XState and the app's modules) is one long task already; the app is built in
  // the next one, the theme in the one after and the page rendered after that, so a phone can answer a tap in between
  // (total blocking time).
  await yieldToBrowser();
  void unregisterServiceWorkers();
  const router = createAppBrowserRouter(window);
  const inspect = await inspector();
  const system = createBrowserRootSystem(router, inspect);
  system.start();
  // Route changes (spec §2): scroll to the top, report the page view once the route settles.
  const routeChanges = createActor(
    routeChangeMachine.provide(createRouteChangeImplementations({ scrollToTop: () => scrollToTop(window), analytics: createConsoleAnalytics() })),
    { systemId: 'routeChange', ...(inspect ? { inspect } : {}) },
  ).start();
  routeChanges.send({ type: 'route.changed', path: router.state.location.pathname });
  router.subscribe((state) => routeChanges.send({ type: 'route.changed', path: state.location.pathname }));
  // Pages set their own description (PageTitle); the one in index.html is only for the HTML before the app runs.
  document.head.querySelector('meta[name="description"][data-static]')?.remove();
  await yieldToBrowser();
  // Chakra's system (the theme's tokens and styles) is the largest single piece of the first render, and one React
  // cannot cut: built in a task of its own, it no longer joins the render's first slice into one long task.
  teachkitSystem();
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
  // for the whole tree, and it waits for the first page's chunk (the lazy page suspends it) instead of committing an
  // empty page: the prerendered page (or the empty root) stays on screen until the render is done.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App system={system} router={router} />
      </StrictMode>,
    ),
  );
}

void main();
