import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { createAppMemoryRouter } from '../../src/app/appRouter';
import { RootSystemProvider } from '../../src/app/RootSystemProvider';
import type { RootSystem } from '../../src/app/rootSystem';
import { Provider } from '../../src/components/ui/provider';

/**
 * Renders real views with the parts of the root system they read. Model tests replace the actor under test with
 * one they control; everything else the view reads must be given here, so a missing part fails loudly.
 */
export function renderViews({
  system,
  routes,
  path = '/',
}: {
  system: Partial<RootSystem>;
  routes: RouteObject[];
  path?: string;
}) {
  const router = createAppMemoryRouter(path);
  const view = render(
    <Provider>
      <RootSystemProvider system={system as RootSystem}>
        <HistoryRouter history={router.history}>
          <Routes routes={routes} />
        </HistoryRouter>
      </RootSystemProvider>
    </Provider>,
  );
  return { ...view, router };
}

/** The routes rendered as the app renders its own (React Router's declarative mode). */
function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export const at = (path: string, element: ReactNode): RouteObject => ({ path, element });
