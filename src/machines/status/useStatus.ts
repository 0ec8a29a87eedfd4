import { useMachine } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createStatusImplementations } from './implementations';
import { statusMachine } from './machine';

/** Screen-level flow: spawned when the status page mounts, stopped when it unmounts. */
export function useStatus() {
  const { healthApi, inspect } = useRootSystem();
  const [snapshot, send] = useMachine(
    statusMachine.provide(createStatusImplementations({ healthApi })),
    inspect ? { inspect } : {},
  );
  return {
    state: snapshot.value,
    check: () => send({ type: 'status.check' }),
  };
}
