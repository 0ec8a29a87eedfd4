import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createProfileDetailsImplementations } from './implementations';
import { profileDetailsMachine } from './machine';
import * as select from './selectors';
import type { ProfileDetailsInput } from './types';

/** Screen-level flow: one actor while the profile page is open, started from the loaded profile. */
export function useProfileDetails(input: ProfileDetailsInput) {
  const { profileApi, session, inspect } = useRootSystem();
  const actor = useActorRef(
    profileDetailsMachine.provide(
      createProfileDetailsImplementations({ profileApi, onProfileSaved: (profile) => session.send({ type: 'profile.update', changes: profile }) }),
    ),
    { input, ...(inspect ? { inspect } : {}) },
  );
  return {
    name: useSelector(actor, select.selectDetailsName),
    market: useSelector(actor, select.selectDetailsMarket),
    saved: useSelector(actor, select.selectDetailsSaved),
    isSaving: useSelector(actor, select.selectDetailsSaving),
    failure: useSelector(actor, select.selectDetailsFailure),
    changeName: (name: string) => actor.send({ type: 'details.nameChanged', name }),
    changeMarket: (market: string) => actor.send({ type: 'details.marketChanged', market }),
    save: () => actor.send({ type: 'details.save' }),
  };
}
