import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
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
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider>
      <RootSystemProvider system={system as RootSystem}>
        <RouterProvider router={router} />
      </RootSystemProvider>
    </Provider>,
  );
  return { ...view, router };
}

export const at = (path: string, element: ReactNode): RouteObject => ({ path, element });
