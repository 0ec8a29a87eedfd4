import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createRootSystem } from '../../src/app/rootSystem';
import type { AuthClient } from '../../src/services/authTypes';
import { InteractionRequiredError } from '../../src/services/authTypes';
import type { AppConfig } from '../../src/services/config';
import { createLastUrlStorage } from '../../src/services/storage';

const origin = 'http://teachkit.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const config: AppConfig = {
  apiBase: '/api',
  identity: {
    mode: 'embedded',
    clientId: 'spa',
    authority: 'https://teachkit.test/identity',
    knownAuthorities: ['teachkit.test'],
    protocolMode: 'OIDC',
    scopes: ['openid', 'profile', 'email', 'offline_access', 'api'],
    apiScopes: ['api'],
  },
};
const profile = { id: 'u1', name: 'Ada', email: 'ada@example.org', onboarded: false, subscription: '', subscriptionEnd: null, market: '' };

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

function build(client: Partial<AuthClient> = {}, onSignedIn?: (system: ReturnType<typeof createRootSystem>) => void) {
  const storage = memoryStorage();
  const authClient: AuthClient = {
    handleRedirect: async () => ({ homeAccountId: 'h1', username: 'ada@example.org' }),
    login: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    acquireApiToken: async () => 'token-1',
    ...client,
  };
  const navigate = vi.fn();
  const analytics = { identify: vi.fn(), event: vi.fn() };
  const system = createRootSystem({
    loadConfig: async () => config,
    createAuthClient: async () => authClient,
    lastUrl: createLastUrlStorage(storage),
    analytics,
    navigate,
    currentLocation: () => '/lessons/3',
    origin,
    eventTarget: new EventTarget(),
    ...(onSignedIn ? { onSignedIn: () => onSignedIn(system) } : {}),
  });
  return { system, storage, authClient, navigate, analytics };
}

describe('root system wiring', () => {
  it('signed in → profile loaded with the bearer token → limit refreshed → waitlist shown', async () => {
    const tokens: Array<string | null> = [];
    server.use(
      http.get(`${origin}/api/profile`, ({ request }) => {
        tokens.push(request.headers.get('authorization'));
        return HttpResponse.json(profile);
      }),
      http.get(`${origin}/api/profile/limits`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('key')).toBe('platform');
        return HttpResponse.json([{ max: 10, consumed: 4, resetTimeUtc: '2999-01-01T00:00:00Z' }]);
      }),
    );
    const { system, analytics } = build();
    system.start();
    await waitFor(system.platformLimit, (s) => s.matches({ usage: 'counting' }));
    expect(tokens).toEqual(['Bearer token-1']);
    expect(system.session.getSnapshot().context.profile).toEqual(profile);
    expect(analytics.identify).toHaveBeenCalledWith('u1', expect.objectContaining({ email: 'ada@example.org' }));
    expect(analytics.event).toHaveBeenCalledWith('login', expect.anything());
    expect(system.waitlist.getSnapshot().matches('showing')).toBe(true);
    system.stop();
  });

  it('a 401 remembers the page and logs out by redirect', async () => {
    server.use(http.get(`${origin}/api/profile`, () => HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 })));
    const { system, storage, authClient } = build();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    system.start();
    await waitFor(system.auth, (s) => s.matches('signedOut'));
    expect(storage.getItem('lastUrl')).toBe('/lessons/3');
    expect(authClient.logout).toHaveBeenCalledTimes(1);
    system.stop();
    vi.restoreAllMocks();
  });

  it('a 403 navigates to /pricing', async () => {
    server.use(
      http.get(`${origin}/api/profile`, () => HttpResponse.json(profile)),
      http.get(`${origin}/api/profile/limits`, () => HttpResponse.json({ statusCode: 403, message: 'Forbidden' }, { status: 403 })),
    );
    const { system, navigate } = build();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    system.start();
    await waitFor(system.platformLimit, (s) => s.matches({ usage: 'unavailable' }));
    expect(navigate).toHaveBeenCalledWith('/pricing');
    system.stop();
    vi.restoreAllMocks();
  });

  it('logs out when a token needs interaction', async () => {
    const { system, authClient } = build({
      acquireApiToken: async () => {
        throw new InteractionRequiredError(new Error('login_required'));
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    system.start();
    await waitFor(system.auth, (s) => s.matches('signedOut'));
    expect(authClient.logout).toHaveBeenCalledTimes(1);
    expect(system.session.getSnapshot().context.profile).toBeNull();
    system.stop();
    vi.restoreAllMocks();
  });

  it('a sign-in the identity provider no longer honours remembers the page, logs out by redirect and calls no API', async () => {
    const profileCalls = vi.fn(() => HttpResponse.json(profile));
    server.use(http.get(`${origin}/api/profile`, profileCalls));
    const { system, storage, authClient } = build({
      acquireApiToken: async () => {
        throw new InteractionRequiredError(new Error('invalid_grant: the refresh token is no longer valid'));
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    system.start();
    await waitFor(system.auth, (s) => s.matches('signedOut'));
    // Back from signing in, the teacher lands where they were.
    expect(storage.getItem('lastUrl')).toBe('/lessons/3');
    expect(authClient.logout).toHaveBeenCalledTimes(1);
    expect(profileCalls).not.toHaveBeenCalled();
    expect(system.session.getSnapshot().matches('withoutProfile')).toBe(false);
    system.stop();
    vi.restoreAllMocks();
  });

  it('a token that cannot be had for another reason (offline) fails the call but keeps the teacher signed in', async () => {
    const { system, storage, authClient } = build({
      acquireApiToken: async () => {
        throw new Error('network_error');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    system.start();
    await waitFor(system.session, (s) => s.matches('withoutProfile'));
    expect(system.auth.getSnapshot().matches('signedIn')).toBe(true);
    expect(authClient.logout).not.toHaveBeenCalled();
    expect(storage.getItem('lastUrl')).toBeNull();
    system.stop();
    vi.restoreAllMocks();
  });

  it('asks for the first page of lessons beside the profile when the page opening lists them, and hands it over once', async () => {
    const asked: string[] = [];
    const page = { items: [{ id: 'l1', title: 'Equivalent fractions' }], continuationToken: null };
    server.use(
      http.get(`${origin}/api/profile`, () => {
        asked.push('profile');
        return HttpResponse.json(profile);
      }),
      http.get(`${origin}/api/profile/limits`, () => HttpResponse.json([{ max: 10, consumed: 4, resetTimeUtc: '2999-01-01T00:00:00Z' }])),
      http.get(`${origin}/api/lesson`, ({ request }) => {
        asked.push(`lessons with ${request.headers.get('authorization')}`);
        return HttpResponse.json(page);
      }),
    );
    const { system } = build({}, (root) => root.prefetchLessons());
    system.start();
    await waitFor(system.session, (s) => s.context.profile !== null);
    // Both asked for before either answer was needed: the lessons do not wait for the profile or a render.
    expect(asked.toSorted()).toEqual(['lessons with Bearer token-1', 'profile']);
    await expect(system.lessonFirstPage.take()).resolves.toEqual(page);
    expect(system.lessonFirstPage.take()).toBeUndefined();
    system.stop();
  });

  it('forgets the first page read ahead when the teacher signs out', async () => {
    server.use(
      http.get(`${origin}/api/profile`, () => HttpResponse.json(profile)),
      http.get(`${origin}/api/profile/limits`, () => HttpResponse.json([{ max: 10, consumed: 4, resetTimeUtc: '2999-01-01T00:00:00Z' }])),
      http.get(`${origin}/api/lesson`, () => HttpResponse.json({ items: [], continuationToken: null })),
    );
    const { system } = build({}, (root) => root.prefetchLessons());
    system.start();
    await waitFor(system.session, (s) => s.context.profile !== null);
    system.auth.send({ type: 'auth.logout' });
    await waitFor(system.auth, (s) => s.matches('signedOut'));
    expect(system.lessonFirstPage.take()).toBeUndefined();
    system.stop();
  });
});
