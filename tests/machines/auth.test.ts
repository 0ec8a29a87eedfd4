import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine } from '../../src/machines/auth/machine';
import type { AuthStarted } from '../../src/machines/auth/types';
import type { AuthClient, SignedInAccount } from '../../src/services/authTypes';
import type { AppConfig } from '../../src/services/config';

const account: SignedInAccount = { homeAccountId: 'home-1', username: 'ada@example.org', name: 'Ada' };
const config: AppConfig = {
  apiBase: '/api',
  identity: {
    mode: 'embedded',
    clientId: 'spa',
    authority: 'https://localhost/identity',
    knownAuthorities: ['localhost'],
    protocolMode: 'OIDC',
    scopes: ['openid', 'profile', 'email', 'offline_access', 'api'],
    apiScopes: ['api'],
  },
};

function fakeClient(): AuthClient & { login: ReturnType<typeof vi.fn>; logout: ReturnType<typeof vi.fn> } {
  return {
    handleRedirect: vi.fn(async () => null),
    // Sign-in leaves the page, so the promise never settles here.
    login: vi.fn(() => new Promise<void>(() => {})),
    logout: vi.fn(async () => {}),
    acquireApiToken: vi.fn(async () => 'token'),
  };
}

function start(started: Partial<AuthStarted> | Error, client = fakeClient()) {
  const announceSignedIn = vi.fn();
  const announceSignedOut = vi.fn();
  const forgetLastUrl = vi.fn();
  const actor = createActor(
    authMachine.provide({
      actors: {
        startAuth: fromPromise<AuthStarted>(async () => {
          if (started instanceof Error) throw started;
          return { config, client, account: null, returnTo: null, ...started };
        }),
      },
      actions: {
        announceSignedIn: (_, params) => announceSignedIn(params.account),
        announceSignedOut,
        forgetLastUrl,
        logAuthError: () => {},
      },
    }),
  ).start();
  return { actor, client, announceSignedIn, announceSignedOut, forgetLastUrl };
}

describe('auth machine', () => {
  it('starts initialising, then is signed in when MSAL has an account', async () => {
    const { actor, announceSignedIn, forgetLastUrl } = start({ account });
    expect(actor.getSnapshot().matches('initialising')).toBe(true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.account).toEqual(account);
    expect(announceSignedIn).toHaveBeenCalledWith(account);
    expect(forgetLastUrl).toHaveBeenCalled();
  });

  it('is signed out without an account and remembers where to return after sign-in', async () => {
    const { actor, announceSignedOut } = start({ returnTo: '/lessons/7' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(announceSignedOut).toHaveBeenCalled();
    expect(actor.getSnapshot().context.returnTo).toBe('/lessons/7');
  });

  it('allows one interaction at a time: a second login while interacting is ignored', async () => {
    const { actor, client } = start({});
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'auth.login' });
    expect(actor.getSnapshot().matches('interacting')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'auth.login' })).toBe(false);
    actor.send({ type: 'auth.login' });
    await Promise.resolve();
    expect(client.login).toHaveBeenCalledTimes(1);
    expect(client.login).toHaveBeenCalledWith({ redirectStartPage: '/dashboard' });
  });

  it('signs in towards the page given with the event', async () => {
    const { actor, client } = start({});
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'auth.login', returnTo: '/profile' });
    await Promise.resolve();
    expect(client.login).toHaveBeenCalledWith({ redirectStartPage: '/profile' });
  });

  it('goes back to signed out with a message when the redirect cannot start', async () => {
    const client = fakeClient();
    client.login.mockRejectedValueOnce(new Error('popup_window_error'));
    const { actor } = start({}, client);
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'auth.login' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.error).toMatch(/did not start/);
  });

  it('logs out by redirect with the signed-in account and forgets it', async () => {
    const { actor, client, announceSignedOut } = start({ account });
    await waitFor(actor, (s) => s.matches('signedIn'));
    announceSignedOut.mockClear();
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    expect(announceSignedOut).toHaveBeenCalled();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(client.logout).toHaveBeenCalledWith(account);
    expect(actor.getSnapshot().context.account).toBeNull();
  });

  it('is unavailable when the configuration or MSAL cannot start', async () => {
    const { actor } = start(new Error('config unreachable'));
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().can({ type: 'auth.login' })).toBe(false);
    expect(actor.getSnapshot().context.error).toBe('Sign-in is not available right now.');
  });
});
