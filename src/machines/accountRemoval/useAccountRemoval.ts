import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createAccountRemovalImplementations } from './implementations';
import { accountRemovalMachine } from './machine';
import * as select from './selectors';
import type { AccountRemovalInput } from './types';

/** Screen-level flow: one actor while the profile page is open; a removed account is signed out. */
export function useAccountRemoval(input: AccountRemovalInput) {
  const { profileApi, auth, inspect } = useRootSystem();
  const actor = useActorRef(
    accountRemovalMachine.provide(createAccountRemovalImplementations({ profileApi, signOut: () => auth.send({ type: 'auth.logout' }) })),
    { input, ...(inspect ? { inspect } : {}) },
  );
  return {
    isOpen: useSelector(actor, select.selectRemovalOpen),
    typed: useSelector(actor, select.selectRemovalTyped),
    canRemove: useSelector(actor, select.selectCanRemove),
    isRemoving: useSelector(actor, select.selectRemoving),
    isRemoved: useSelector(actor, select.selectRemoved),
    failure: useSelector(actor, select.selectRemovalFailure),
    start: () => actor.send({ type: 'removal.start' }),
    type: (text: string) => actor.send({ type: 'removal.typed', text }),
    cancel: () => actor.send({ type: 'removal.cancel' }),
    confirm: () => actor.send({ type: 'removal.confirm' }),
  };
}
