import { fireEvent, render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { onTestFinished, vi } from 'vitest';
import { App } from '../../src/app/App';
import { createAppMemoryRouter } from '../../src/app/appRouter';
import { createRootSystem } from '../../src/app/rootSystem';
import type { AuthClient, SignedInAccount } from '../../src/services/authTypes';
import type { AppConfig } from '../../src/services/config';
import type { PlatformLimit, Profile } from '../../src/services/profileApi';
import { createLastUrlStorage } from '../../src/services/storage';
import { server } from './server';

export const origin = window.location.origin;
export const api = (path: string) => `${origin}/api${path}`;

export const config: AppConfig = {
  apiBase: '/api',
  identity: {
    mode: 'embedded',
    clientId: 'teachkit-spa',
    authority: `https://localhost/identity`,
    knownAuthorities: ['localhost'],
    protocolMode: 'OIDC',
    scopes: ['openid', 'profile', 'email', 'offline_access', 'api'],
    apiScopes: ['api'],
  },
};

export const account: SignedInAccount = { homeAccountId: 'home-1', username: 'ada@example.org', name: 'Ada' };

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    onboarded: true,
    subscription: '',
    subscriptionEnd: null,
    market: 'AU',
    ...overrides,
  };
}

export function aLimit(overrides: Partial<PlatformLimit> = {}): PlatformLimit {
  return { max: 10, consumed: 3, resetTimeUtc: new Date(Date.now() + 3_600_000).toISOString(), ...overrides };
}

/** Serves the profile and limits the way the server does. */
export function serveProfile(profile: Profile, limit: PlatformLimit = aLimit()) {
  server.use(
    http.get(api('/profile'), () => HttpResponse.json(profile)),
    http.get(api('/profile/limits'), () => HttpResponse.json([limit])),
  );
}

export interface RenderOptions {
  path?: string;
  /** The account MSAL finds at start-up; null = signed out; a promise = still starting. */
  signedIn?: SignedInAccount | null | Promise<SignedInAccount | null>;
  /** What GET /api/config answers; the shared `config` by default. */
  appConfig?: AppConfig;
  /** How the identity provider answers for an API token; a fresh 'test-token' by default. */
  acquireApiToken?: AuthClient['acquireApiToken'];
}

/** Renders the real app (routes, root system, services) with only the identity provider faked. */
export function renderApp({ path = '/', signedIn = account, appConfig = config, acquireApiToken = async () => 'test-token' }: RenderOptions = {}) {
  const authClient: AuthClient = {
    handleRedirect: async () => signedIn,
    login: vi.fn(() => new Promise<void>(() => {})),
    logout: vi.fn(async () => {}),
    acquireApiToken,
  };
  const router = createAppMemoryRouter(path);
  const system = createRootSystem({
    loadConfig: async () => appConfig,
    createAuthClient: async () => authClient,
    lastUrl: createLastUrlStorage(window.localStorage),
    analytics: { identify: () => {}, event: () => {} },
    navigate: (to) => void router.navigate(to),
    currentLocation: () => `${router.state.location.pathname}${router.state.location.search}`,
    origin,
    eventTarget: window,
  });
  system.start();
  onTestFinished(() => system.stop());
  const view = render(<App system={system} router={router} />);
  return { ...view, system, router, authClient };
}

/**
 * Opens a menu of the signed-in top bar as a keyboard user does, and returns it. Its code loads on the first press
 * (src/machines/navMenus), which in a test is a module import, slower than the default wait on a busy machine. A
 * button jsdom hides (the phone menu's, under a wide-screen media rule) cannot take focus and is pressed directly.
 */
export async function openNavMenu(user: UserEvent, button: HTMLElement | string | RegExp): Promise<HTMLElement> {
  const element = button instanceof HTMLElement ? button : await screen.findByRole('button', { name: button });
  element.focus();
  if (document.activeElement === element) await user.keyboard('{Enter}');
  else fireEvent.click(element);
  return screen.findByRole('menu', {}, { timeout: 10_000 });
}
