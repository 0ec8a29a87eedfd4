import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { Outlet, useLocation } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AppRouter } from '../../src/app/App';
import { createApiErrorsImplementations } from '../../src/machines/apiErrors/implementations';
import { apiErrorsMachine } from '../../src/machines/apiErrors/machine';
import type { ApiErrorEvent } from '../../src/machines/apiErrors/types';
import { createPlatformLimitImplementations } from '../../src/machines/platformLimit/implementations';
import { platformLimitMachine } from '../../src/machines/platformLimit/machine';
import { ApiError } from '../../src/services/apiError';
import { dispatchTooManyRequests } from '../../src/services/browserEvents';
import { createHttpClient } from '../../src/services/http';
import type { HttpClient } from '../../src/services/http';
import { createLastUrlStorage } from '../../src/services/storage';
import PricingPage from '../../src/views/pages/PricingPage';
import { TooManyRequestsDialog } from '../../src/views/limit/TooManyRequestsDialog';
import { api, origin } from '../views/renderApp';
import { server } from '../views/server';
import { describeModel } from './harness';
import { signedOutAuth, signedOutSession } from './fixtures';
import { renderViews } from './render';

function Somewhere() {
  return <p>On page {useLocation().pathname}</p>;
}

const failed = (statusCode: number, location: string): ApiErrorEvent => ({
  type: 'api.failed',
  error: new ApiError(statusCode, `Server said ${statusCode}`),
  location,
});

/**
 * Spec §8 through the real HTTP client: each event is a real call the (mocked) server refuses; the client reports it
 * to the real router machine with the page the browser is on, and rejects with the ApiError.
 */
describeModel({
  name: 'apiErrors',
  machine: apiErrorsMachine,
  events: [
    failed(401, '/lessons/l-1?tab=plan'),
    failed(401, '/login'),
    failed(403, '/dashboard'),
    failed(429, '/dashboard'),
    failed(500, '/dashboard'), // no transition: left to the flow that made the call (the model drops it)
  ],
  mount: (kit) => {
    const routes = [
      { path: 'pricing', element: <PricingPage /> },
      { path: '*', element: <Somewhere /> },
    ];
    const logOut = vi.fn();
    // The router exists once the view renders; the slots read it then.
    const mounted: { router?: AppRouter } = {};
    const apiErrors = createActor(
      apiErrorsMachine.provide(
        createApiErrorsImplementations({
          lastUrl: createLastUrlStorage(window.localStorage),
          logOut,
          navigate: (path) => void mounted.router!.navigate(path),
          announceTooManyRequests: () => dispatchTooManyRequests(window),
        }),
      ),
      { inspect: kit.inspect },
    ).start();
    const limits = createPlatformLimitImplementations({ profileApi: { platformLimit: () => kit.pending('fetchPlatformLimit') }, eventTarget: window });
    const platformLimit = createActor(platformLimitMachine.provide(limits)).start();
    const client = createHttpClient({
      baseURL: () => `${origin}/api`,
      getToken: async () => 'test-token',
      onApiError: (error) => {
        const { pathname, search } = mounted.router!.state.location;
        apiErrors.send({ type: 'api.failed', error, location: `${pathname}${search}` });
      },
      log: () => {},
    });
    const view = renderViews({
      system: { apiErrors, platformLimit, session: signedOutSession(), auth: signedOutAuth() },
      routes: [{ element: <><TooManyRequestsDialog /><Outlet /></>, children: routes }],
      path: '/dashboard',
    });
    mounted.router = view.router;
    return { actor: apiErrors, router: view.router, logOut, client, rejections: [] as unknown[] };
  },
  exec: {
    'api.failed': async (event, { extra }) => {
      const { error, location } = event as ApiErrorEvent;
      await (extra.router as AppRouter).navigate(location);
      server.use(mock.get(api('/probe'), () => HttpResponse.json({ statusCode: error.statusCode, message: error.message }, { status: error.statusCode })));
      (extra.rejections as unknown[]).push(await (extra.client as HttpClient).get('/probe').catch((rejected: unknown) => rejected));
    },
  },
  states: {
    listening: async (_snapshot, { extra }, event) => {
      const lastUrl = window.localStorage.getItem('lastUrl');
      const logOut = extra.logOut as ReturnType<typeof vi.fn>;
      if (event.type !== 'api.failed') {
        expect(lastUrl).toBeNull();
        expect(logOut).not.toHaveBeenCalled();
        return;
      }
      const { error, location } = event as ApiErrorEvent;
      // Every failed call is rethrown as the ApiError after it was routed.
      expect(extra.rejections).toEqual([expect.objectContaining({ name: 'ApiError', statusCode: error.statusCode, message: error.message })]);
      switch (error.statusCode) {
        case 401:
          expect(logOut).toHaveBeenCalledTimes(1);
          expect(lastUrl).toBe(location === '/login' ? null : location);
          break;
        case 403:
          expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
          expect(logOut).not.toHaveBeenCalled();
          break;
        case 429:
          expect(screen.getByRole('dialog', { name: 'Your robot has hit the limit!' })).toBeInTheDocument();
          expect(screen.getByText(`On page ${location}`)).toBeInTheDocument();
          break;
        default:
          throw new Error(`no routing expected for ${error.statusCode}`);
      }
    },
  },
});
