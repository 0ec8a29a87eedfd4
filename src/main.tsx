import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import type { InspectionObserver } from './app/rootSystem';
import { App } from './app/App';
import { createBrowserRootSystem } from './app/bootstrap';
import { routes } from './app/routes';
import { unregisterServiceWorkers } from './services/serviceWorker';

async function inspector(): Promise<InspectionObserver | undefined> {
  // The Stately inspector needs stately.ai, so it is a development extra behind ?inspect.
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

async function main() {
  void unregisterServiceWorkers();
  const router = createBrowserRouter(routes);
  const system = createBrowserRootSystem(router, await inspector());
  system.start();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App system={system} router={router} />
    </StrictMode>,
  );
}

void main();
