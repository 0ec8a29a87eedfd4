import { useMachine } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createSharedItemImplementations } from './implementations';
import { sharedItemMachine } from './machine';
import type { SharedItemInput } from './types';

/** Screen-level flow: spawned when the shared page mounts. */
export function useSharedItem(input: SharedItemInput) {
  const { sharedItemApi, inspect } = useRootSystem();
  const [snapshot] = useMachine(sharedItemMachine.provide(createSharedItemImplementations({ sharedItemApi })), {
    input,
    ...(inspect ? { inspect } : {}),
  });
  return {
    state: snapshot.value,
    item: snapshot.context.item,
    problem: snapshot.context.problem,
  };
}
