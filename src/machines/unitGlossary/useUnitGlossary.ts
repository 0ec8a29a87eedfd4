import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createUnitGlossaryImplementations } from './implementations';
import { unitGlossaryMachine } from './machine';

type Snapshot = SnapshotFrom<typeof unitGlossaryMachine>;
const selectGlossary = (s: Snapshot) => s.context.result;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectIsLoading = (s: Snapshot) => s.matches('asking') || s.matches('starting');
const selectFailed = (s: Snapshot) => s.matches('failed');

/** The glossary tab of /units/editor/{id}. */
export function useUnitGlossary(unitId: string) {
  const { unitApi, inspect } = useRootSystem();
  const ref = useActorRef(
    unitGlossaryMachine.provide(createUnitGlossaryImplementations({ unitApi })),
    { input: { lessonId: unitId, params: null, askNow: true }, ...(inspect ? { inspect } : {}) },
  );
  return {
    glossary: useSelector(ref, selectGlossary),
    failure: useSelector(ref, selectFailure),
    isLoading: useSelector(ref, selectIsLoading),
    failed: useSelector(ref, selectFailed),
    retry: () => ref.send({ type: 'insight.retry' }),
  };
}
