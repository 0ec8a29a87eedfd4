import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine } from '../../src/machines/auth/machine';
import type { AuthClientStarted, AuthStarted } from '../../src/machines/auth/types';
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

interface Started {
  account?: SignedInAccount | null;
  returnTo?: string | null;
  /** What the browser's storage says; by default, pending exactly when there is an account. */
  signInPending?: boolean;
  /** The identity client fails to load. */
  clientFails?: boolean;
}

function start(started: Started | Error, client = fakeClient()) {
  const announceSignedIn = vi.fn();
  const announceSignedOut = vi.fn();
  const forgetLastUrl = vi.fn();
  const startClient = vi.fn();
  const actor = createActor(
    authMachine.provide({
      actors: {
        startAuth: fromPromise<AuthStarted>(async () => {
          if (started instanceof Error) throw started;
          return { config, returnTo: started.returnTo ?? null, signInPending: started.signInPending ?? Boolean(started.account) };
        }),
        startClient: fromPromise<AuthClientStarted, { config: AppConfig }>(async ({ input }) => {
          startClient(input.config);
          if (started instanceof Error || started.clientFails) throw new Error('chunk failed to load');
          return { client, account: started.account ?? null };
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
  return { actor, client, announceSignedIn, announceSignedOut, forgetLastUrl, startClient };
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

  it('an anonymous visitor is signed out without the identity client ever being loaded', async () => {
    const { actor, startClient, announceSignedOut } = start({});
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(announceSignedOut).toHaveBeenCalledTimes(1);
    expect(startClient).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.client).toBeNull();
  });

  it('loads the identity client when the browser holds a sign-in, and is signed out when it finds no account', async () => {
    const { actor, startClient } = start({ signInPending: true });
    await waitFor(actor, (s) => s.matches('restoringSession'));
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(startClient).toHaveBeenCalledWith(config);
    // The client is already there: signing in redirects at once, without loading it again.
    actor.send({ type: 'auth.login' });
    expect(actor.getSnapshot().matches('interacting')).toBe(true);
    expect(startClient).toHaveBeenCalledTimes(1);
  });

  it('loads the identity client when an anonymous visitor asks to sign in, then redirects', async () => {
    const { actor, client, startClient } = start({});
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'auth.login', returnTo: '/lessons' });
    expect(actor.getSnapshot().matches('startingSignIn')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'auth.login' })).toBe(false);
    await waitFor(actor, (s) => s.matches('interacting'));
    expect(startClient).toHaveBeenCalledTimes(1);
    expect(client.login).toHaveBeenCalledWith({ redirectStartPage: '/lessons' });
  });

  it('stays signed out with a message when the sign-in code cannot be loaded', async () => {
    const { actor, client } = start({ clientFails: true });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'auth.login' });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Signing in did not start. Please try again.');
    expect(client.login).not.toHaveBeenCalled();
  });

  it('is unavailable when a sign-in held by the browser cannot be restored', async () => {
    const { actor } = start({ account, clientFails: true });
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().context.error).toBe('Sign-in is not available right now.');
  });

  it('allows one interaction at a time: a second login while interacting is ignored', async () => {
    const { actor, client } = start({});
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'auth.login' });
    await waitFor(actor, (s) => s.matches('interacting'));
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
    await waitFor(actor, (s) => s.matches('interacting'));
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

  it('is unavailable when the configuration cannot be loaded', async () => {
    const { actor } = start(new Error('config unreachable'));
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().can({ type: 'auth.login' })).toBe(false);
    expect(actor.getSnapshot().context.error).toBe('Sign-in is not available right now.');
  });
});
