import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAppMemoryRouter } from '../../src/app/appRouter';
import { RouteErrorBoundary } from '../../src/app/AppRoutes';
import { Provider } from '../../src/components/ui/provider';
import { loadChunk } from '../../src/services/chunks';

const MissingPage = lazy(() => loadChunk<{ default: () => null }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));

function Broken(): never {
  throw new Error('a bug in the page');
}

function Routes() {
  const { pathname } = useLocation();
  const element = useRoutes([
    { path: '/missing', element: <MissingPage /> },
    { path: '/broken', element: <Broken /> },
    { path: '/faq', element: <h1>FAQ</h1> },
  ]);
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}

function renderAt(path: string) {
  const router = createAppMemoryRouter(path);
  render(
    <Provider>
      <HistoryRouter history={router.history}>
        <Routes />
      </HistoryRouter>
    </Provider>,
  );
  return router;
}

describe('a page that cannot be shown', () => {
  it('whose chunk does not arrive offers to try again, and the next page clears it', async () => {
    const router = renderAt('/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    act(() => router.navigate('/faq'));
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
  });

  it('that fails while rendering says something went wrong, without a retry', async () => {
    renderAt('/broken');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
