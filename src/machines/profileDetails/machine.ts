import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { Profile, ProfileChanges } from '../../services/profileApi';
import type { ProfileDetailsContext, ProfileDetailsEvent, ProfileDetailsInput } from './types';

/**
 * The teacher's name and curriculum market on the profile page: edited freely, saved together ("Saved." until the
 * next change); the saved profile goes back to the session so the menus show the new name. A failed save keeps the
 * typing and says what to fix.
 */
export const profileDetailsMachine = setup({
  types: {
    context: {} as ProfileDetailsContext,
    events: {} as ProfileDetailsEvent,
    input: {} as ProfileDetailsInput,
  },
  actors: {
    saveDetails: fromPromise<Profile, ProfileChanges>(async () => {
      throw new Error('saveDetails is not provided');
    }),
  },
  actions: {
    applySavedProfile: (_, _params: { profile: Profile }) => {},
  },
}).createMachine({
  id: 'profileDetails',
  context: ({ input }) => ({ name: input.profile.name, market: input.profile.market, saved: false, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'details.nameChanged': { actions: assign({ name: ({ event }) => event.name, saved: false }) },
        'details.marketChanged': { actions: assign({ market: ({ event }) => event.market, saved: false }) },
        'details.save': { target: 'saving', actions: assign({ failure: null, saved: false }) },
      },
    },
    saving: {
      invoke: {
        src: 'saveDetails',
        input: ({ context }) => ({ name: context.name.trim(), market: context.market }),
        onDone: {
          target: 'editing',
          actions: [
            assign({ name: ({ event }) => event.output.name, market: ({ event }) => event.output.market, saved: true }),
            { type: 'applySavedProfile', params: ({ event }) => ({ profile: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
  },
});

export type ProfileDetailsMachine = typeof profileDetailsMachine;
