import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { Provider } from '../components/ui/provider';
import { RootSystemProvider } from './RootSystemProvider';
import type { RootSystem } from './rootSystem';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ system, router }: { system: RootSystem; router: AppRouter }) {
  return (
    <Provider>
      <RootSystemProvider system={system}>
        <RouterProvider router={router} />
      </RootSystemProvider>
    </Provider>
  );
}
