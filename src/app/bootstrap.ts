import type { InspectionObserver } from './rootSystem';
import { createConsoleAnalytics } from '../services/analytics';
import { loadConfig } from '../services/config';
import { hasMsalSignInState } from '../services/signInState';
import { createLastUrlStorage } from '../services/storage';
import type { AppRouter } from './App';
import { createRootSystem } from './rootSystem';

/** Fills every slot with the browser's real implementations. */
export function createBrowserRootSystem(router: AppRouter, inspect?: InspectionObserver) {
  return createRootSystem({
    loadConfig: ({ signal }) => loadConfig({ signal }),
    // MSAL is loaded in its own chunk, and only when there is a sign-in to restore or one is asked for.
    createAuthClient: async (config) =>
      (await import('../services/msal')).createMsalAuthClient(config.identity, window.location.origin),
    hasSignInState: () => hasMsalSignInState(window.localStorage, window.sessionStorage),
    lastUrl: createLastUrlStorage(window.localStorage),
    analytics: createConsoleAnalytics(),
    navigate: (path) => void router.navigate(path),
    currentLocation: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
    origin: window.location.origin,
    eventTarget: window,
    ...(inspect ? { inspect } : {}),
  });
}
