import { assign, fromPromise, setup } from 'xstate';
import type { AuthClient, SignedInAccount } from '../../services/authTypes';
import type { AppConfig } from '../../services/config';
import type { AuthClientStarted, AuthContext, AuthEvent, AuthStarted } from './types';
import { defaultReturnTo } from './types';

/**
 * Sign-in state (spec §1, §4): MSAL is started once, one interaction runs at a time, and
 * `signedIn` ("idle with an account") is what drives the session. MSAL is a large download, so it is
 * started only when the browser holds a sign-in (an account or a redirect coming back) or when the
 * visitor asks to sign in; an anonymous visitor never loads it.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    startAuth: fromPromise<AuthStarted>(async () => {
      throw new Error('startAuth is not provided');
    }),
    startClient: fromPromise<AuthClientStarted, { config: AppConfig }>(async () => {
      throw new Error('startClient is not provided');
    }),
    loginRedirect: fromPromise<void, { client: AuthClient; redirectStartPage: string }>(async ({ input }) =>
      input.client.login({ redirectStartPage: input.redirectStartPage }),
    ),
    logoutRedirect: fromPromise<void, { client: AuthClient; account: SignedInAccount }>(async ({ input }) =>
      input.client.logout(input.account),
    ),
  },
  actions: {
    announceSignedIn: (_, _params: { account: SignedInAccount; client: AuthClient }) => {},
    announceSignedOut: () => {},
    forgetLastUrl: () => {},
    logAuthError: (_, params: { error: unknown }) => console.error('Sign-in failed', params.error),
    /** A sign-in asked for from a page lands back there. */
    rememberReturnTo: assign(({ context, event }) => ({
      returnTo: (event.type === 'auth.login' && event.returnTo) || context.returnTo,
    })),
  },
  guards: {
    hasAccount: ({ context }) => context.account !== null,
    hasClient: ({ context }) => context.client !== null,
    signInPending: (_, params: { signInPending: boolean }) => params.signInPending,
  },
}).createMachine({
  id: 'auth',
  context: { config: null, client: null, account: null, returnTo: defaultReturnTo, error: null },
  initial: 'initialising',
  states: {
    initialising: {
      invoke: {
        src: 'startAuth',
        onDone: [
          {
            guard: { type: 'signInPending', params: ({ event }) => ({ signInPending: event.output.signInPending }) },
            target: 'restoringSession',
            actions: assign(({ event }) => ({ config: event.output.config, returnTo: event.output.returnTo ?? defaultReturnTo })),
          },
          {
            target: 'signedOut',
            actions: assign(({ event }) => ({ config: event.output.config, returnTo: event.output.returnTo ?? defaultReturnTo })),
          },
        ],
        onError: {
          target: 'unavailable',
          actions: [
            assign({ error: 'Sign-in is not available right now.' }),
            { type: 'logAuthError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    restoringSession: {
      invoke: {
        src: 'startClient',
        input: ({ context }) => ({ config: context.config! }),
        onDone: {
          target: 'checkingAccount',
          actions: assign(({ event }) => ({ client: event.output.client, account: event.output.account })),
        },
        onError: {
          target: 'unavailable',
          actions: [
            assign({ error: 'Sign-in is not available right now.' }),
            { type: 'logAuthError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    checkingAccount: {
      always: [{ guard: 'hasAccount', target: 'signedIn' }, { target: 'signedOut' }],
    },
    unavailable: {},
    signedOut: {
      entry: 'announceSignedOut',
      on: {
        'auth.login': [
          { guard: 'hasClient', target: 'interacting', actions: 'rememberReturnTo' },
          { target: 'startingSignIn', actions: 'rememberReturnTo' },
        ],
      },
    },
    startingSignIn: {
      invoke: {
        src: 'startClient',
        input: ({ context }) => ({ config: context.config! }),
        onDone: { target: 'interacting', actions: assign(({ event }) => ({ client: event.output.client })) },
        onError: {
          target: 'signedOut',
          actions: [
            assign({ error: 'Signing in did not start. Please try again.' }),
            { type: 'logAuthError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    interacting: {
      invoke: {
        src: 'loginRedirect',
        input: ({ context }) => ({ client: context.client!, redirectStartPage: context.returnTo }),
        // The browser leaves for the identity provider; if it resolves we simply keep waiting.
        onError: {
          target: 'signedOut',
          actions: [
            assign({ error: 'Signing in did not start. Please try again.' }),
            { type: 'logAuthError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    signedIn: {
      entry: [
        assign({ error: null }),
        'forgetLastUrl',
        { type: 'announceSignedIn', params: ({ context }) => ({ account: context.account!, client: context.client! }) },
      ],
      on: { 'auth.logout': { target: 'loggingOut' } },
    },
    loggingOut: {
      entry: 'announceSignedOut',
      invoke: {
        src: 'logoutRedirect',
        input: ({ context }) => ({ client: context.client!, account: context.account! }),
        onDone: { target: 'signedOut', actions: assign({ account: null }) },
        onError: {
          target: 'signedOut',
          actions: [assign({ account: null }), { type: 'logAuthError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
