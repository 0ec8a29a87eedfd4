import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Provider } from '../components/ui/provider';
import type { AppRouter } from './appRouter';
import { AppRoutes } from './AppRoutes';
import { RootSystemProvider } from './RootSystemProvider';
import type { RootSystem } from './rootSystem';

export type { AppRouter } from './appRouter';

/** The theme and the root actors around a router: the browser's, or the static one that prerenders public pages. */
export function AppProviders({ system, children }: { system: RootSystem; children: ReactNode }) {
  return (
    <Provider>
      <RootSystemProvider system={system}>{children}</RootSystemProvider>
    </Provider>
  );
}

export function App({ system, router }: { system: RootSystem; router: AppRouter }) {
  return (
    <AppProviders system={system}>
      <HistoryRouter history={router.history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>
  );
}
