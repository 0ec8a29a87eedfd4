import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createSharedItemImplementations } from './implementations';
import { sharedItemMachine } from './machine';
import type { SharedItemInput } from './types';

/** Screen-level flow: spawned when the shared page mounts. */
export function useSharedItem(input: SharedItemInput) {
  const { sharedItemApi, inspect } = useRootSystem();
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(sharedItemMachine.provide(createSharedItemImplementations({ sharedItemApi, navigate })), {
    input,
    ...(inspect ? { inspect } : {}),
  });
  return {
    // The screen: what is being copied is still shown while the copy is made.
    state: snapshot.matches('loaded') ? ('loaded' as const) : (snapshot.value as Exclude<typeof snapshot.value, object>),
    item: snapshot.context.item,
    problem: snapshot.context.problem,
    canCopy: snapshot.can({ type: 'sharedItem.copy' }),
    isCopying: snapshot.matches({ loaded: 'copying' }) || snapshot.matches({ loaded: 'copied' }),
    copyFailure: snapshot.context.copyFailure,
    copy: () => send({ type: 'sharedItem.copy' }),
  };
}
