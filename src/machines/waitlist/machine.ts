import { assign, fromPromise, setup } from 'xstate';
import type { Profile } from '../../services/profileApi';
import type { WaitlistContext, WaitlistEvent } from './types';

export const waitlistSaveFailedMessage = 'We could not save that just now. Please try again.';

/** A profile exists and onboarded is absent or false (spec §4). */
export function needsWaitlistNotice(profile: Partial<Pick<Profile, 'onboarded'>> | null | undefined): boolean {
  return Boolean(profile) && profile?.onboarded !== true;
}

/**
 * Waitlist notice (spec §4): only "I understand" dismisses it. Acknowledging saves onboarded: true,
 * records an analytics event and closes; a failed save keeps the notice open with a message.
 */
export const waitlistMachine = setup({
  types: {
    context: {} as WaitlistContext,
    events: {} as WaitlistEvent,
  },
  actors: {
    saveOnboarded: fromPromise<Profile, void>(async () => {
      throw new Error('saveOnboarded is not provided');
    }),
  },
  actions: {
    recordAcknowledged: () => {},
    applySavedProfile: (_, _params: { profile: Profile }) => {},
    logSaveFailure: (_, params: { error: unknown }) => console.error('Could not save the waitlist acknowledgement', params.error),
  },
  guards: {
    noticeDue: ({ context }) => needsWaitlistNotice(context.profile),
    signedOut: ({ context }) => context.profile === null,
  },
}).createMachine({
  id: 'waitlist',
  context: { profile: null, error: null },
  initial: 'hidden',
  on: {
    'waitlist.profileChanged': { actions: assign({ profile: ({ event }) => event.profile }) },
  },
  states: {
    hidden: {
      // Eventless transitions are re-checked after every event, so a new profile is enough.
      always: { guard: 'noticeDue', target: 'showing' },
    },
    showing: {
      always: { guard: 'signedOut', target: 'hidden' },
      on: { 'waitlist.acknowledge': { target: 'saving', actions: assign({ error: null }) } },
    },
    saving: {
      invoke: {
        src: 'saveOnboarded',
        onDone: {
          target: 'hidden',
          actions: [
            assign({ profile: ({ event }) => event.output }),
            'recordAcknowledged',
            { type: 'applySavedProfile', params: ({ event }) => ({ profile: event.output }) },
          ],
        },
        onError: {
          target: 'showing',
          actions: [
            assign({ error: waitlistSaveFailedMessage }),
            { type: 'logSaveFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});

export type WaitlistMachine = typeof waitlistMachine;
