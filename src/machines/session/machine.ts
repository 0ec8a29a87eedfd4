import { assign, fromPromise, setup } from 'xstate';
import type { SignedInAccount } from '../../services/authTypes';
import type { Profile } from '../../services/profileApi';
import type { SessionContext, SessionEvent } from './types';

export const profileFailureMessage = 'Unable to set the current user profile';

/** Profile loading (spec §4): runs while auth is idle with an account; logout clears everything. */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    fetchProfile: fromPromise<Profile, { account: SignedInAccount }>(async () => {
      throw new Error('fetchProfile is not provided');
    }),
  },
  actions: {
    identifyUser: (_, _params: { profile: Profile }) => {},
    recordLogin: (_, _params: { profile: Profile }) => {},
    refreshPlatformLimit: () => {},
    clearPlatformLimit: () => {},
    announceProfile: (_, _params: { profile: Profile | null }) => {},
    logProfileFailure: (_, params: { error: unknown }) => console.error(profileFailureMessage, params.error),
  },
  guards: {
    profileHasId: (_, params: { profile: Profile | null | undefined }) => Boolean(params.profile?.id),
  },
}).createMachine({
  id: 'session',
  context: { account: null, profile: null },
  initial: 'signedOut',
  on: {
    'session.signedOut': {
      target: '.signedOut',
      actions: [assign({ account: null, profile: null }), 'clearPlatformLimit', { type: 'announceProfile', params: { profile: null } }],
    },
  },
  states: {
    signedOut: {
      on: {
        'session.signedIn': { target: 'loadingProfile', actions: assign({ account: ({ event }) => event.account }) },
      },
    },
    loadingProfile: {
      // The robot-action limit loads beside the profile, not after it: the dashboard shows its lessons with the limit
      // above them, and waiting for the profile first would cost the teacher a round trip.
      entry: 'refreshPlatformLimit',
      invoke: {
        src: 'fetchProfile',
        input: ({ context }) => ({ account: context.account! }),
        onDone: [
          {
            guard: { type: 'profileHasId', params: ({ event }) => ({ profile: event.output }) },
            target: 'ready',
            actions: [
              { type: 'identifyUser', params: ({ event }) => ({ profile: event.output }) },
              { type: 'recordLogin', params: ({ event }) => ({ profile: event.output }) },
              assign({ profile: ({ event }) => event.output }),
              { type: 'announceProfile', params: ({ event }) => ({ profile: event.output }) },
            ],
          },
          {
            target: 'withoutProfile',
            actions: { type: 'logProfileFailure', params: { error: new Error('The profile has no id') } },
          },
        ],
        onError: {
          target: 'withoutProfile',
          actions: { type: 'logProfileFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Signed in, but the profile could not be loaded; only a log line was written. */
    withoutProfile: {
      on: { 'session.signedIn': { target: 'loadingProfile', actions: assign({ account: ({ event }) => event.account }) } },
    },
    ready: {
      on: {
        'profile.update': {
          actions: [
            assign({ profile: ({ context, event }) => ({ ...context.profile!, ...event.changes }) }),
            { type: 'announceProfile', params: ({ context }) => ({ profile: context.profile }) },
          ],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
