import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createAccountMoveImplementations } from './implementations';
import { accountMoveMachine } from './machine';
import * as select from './selectors';
import type { AccountMoveInput } from './types';

/** Screen-level flow: one actor while the profile page is open. */
export function useAccountMove(input: AccountMoveInput) {
  const { profileApi, inspect } = useRootSystem();
  const actor = useActorRef(accountMoveMachine.provide(createAccountMoveImplementations({ profileApi })), { input, ...(inspect ? { inspect } : {}) });
  return {
    isOpen: useSelector(actor, select.selectMoveOpen),
    typed: useSelector(actor, select.selectMoveTyped),
    canSend: useSelector(actor, select.selectCanSendMove),
    isSending: useSelector(actor, select.selectMoveSending),
    sentMessage: useSelector(actor, select.selectMoveSent),
    failure: useSelector(actor, select.selectMoveFailure),
    start: () => actor.send({ type: 'move.start' }),
    type: (text: string) => actor.send({ type: 'move.typed', text }),
    cancel: () => actor.send({ type: 'move.cancel' }),
    send: () => actor.send({ type: 'move.send' }),
    again: () => actor.send({ type: 'move.again' }),
  };
}
