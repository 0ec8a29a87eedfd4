import { matchRoutes } from 'react-router-dom';
import type { InspectionObserver } from './rootSystem';
import { createConsoleAnalytics } from '../services/analytics';
import { loadConfig } from '../services/config';
import { hasMsalSignInState } from '../services/signInState';
import { createLastUrlStorage } from '../services/storage';
import type { AppRouter } from './App';
import type * as MsalModuleNamespace from '../services/msal';

type MsalModule = typeof MsalModuleNamespace;
import { createRootSystem } from './rootSystem';
import { routes, type PageHandle } from './routes';

/** Fills every slot with the browser's real implementations. */
export function createBrowserRootSystem(router: AppRouter, inspect?: InspectionObserver) {
  // MSAL is loaded in its own chunk, and only when there is a sign-in to restore or one is asked for. When the browser
  // holds a sign-in, the chunk is fetched at once, alongside the sign-in settings, instead of after them.
  let msalChunk: Promise<MsalModule> | undefined;
  const loadMsal = () =>
    (msalChunk ??= import('../services/msal').catch((error: unknown) => {
      msalChunk = undefined; // a later sign-in tries the download again
      throw error;
    }));
  const hasSignInState = () => hasMsalSignInState(window.localStorage, window.sessionStorage);
  if (hasSignInState()) {
    void loadMsal().catch(() => {});
    // The restored sign-in loads the profile at once: the API clients (created on first use) come alongside MSAL
    // rather than after it.
    void import('../services/apiClients').catch(() => {});
  }
  const system = createRootSystem({
    loadConfig: ({ signal }) => loadConfig({ signal }),
    createAuthClient: async (config) => (await loadMsal()).createMsalAuthClient(config.identity, window.location.origin),
    hasSignInState,
    lastUrl: createLastUrlStorage(window.localStorage),
    analytics: createConsoleAnalytics(),
    navigate: (path) => void router.navigate(path),
    currentLocation: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
    origin: window.location.origin,
    eventTarget: window,
    // The page being opened starts its first reads beside the profile rather than after its first render.
    onSignedIn: () =>
      matchRoutes(routes, window.location.pathname)?.forEach(({ route }) => (route.handle as PageHandle | undefined)?.prefetch?.(system)),
    ...(inspect ? { inspect } : {}),
  });
  return system;
}
