import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { LessonOutcome } from '../../services/lessonApi';
import { briefImplementations, type BriefCalls, type createBriefMachine, type DraftChanges, type DraftWithOutcomes } from './briefMachine';

/** The flow of a "New …" form: its machine, run with the screen's calls, and what the form shows and sends. */
export function useBriefForm<Draft extends DraftWithOutcomes, Brief, Item extends { id: string }>(
  machine: ReturnType<typeof createBriefMachine<Draft, Brief, Item>>,
  calls: Omit<BriefCalls<Brief, Item>, 'refreshRobotActions'>,
) {
  const { platformLimit, inspect } = useRootSystem();
  const ref = useActorRef(
    machine.provide(briefImplementations({ ...calls, refreshRobotActions: () => platformLimit.send({ type: 'limit.refresh' }) })),
    inspect ? { inspect } : {},
  );
  type Snapshot = SnapshotFrom<typeof machine>;
  return {
    draft: useSelector(ref, (s: Snapshot) => s.context.draft),
    failure: useSelector(ref, (s: Snapshot) => s.context.failure),
    isCreating: useSelector(ref, (s: Snapshot) => s.matches('creating') || s.matches('created')),
    canCreate: useSelector(ref, (s: Snapshot) => s.can({ type: 'brief.create' })),
    edit: (changes: DraftChanges<Draft>) => ref.send({ type: 'brief.edit', changes }),
    addOutcome: (outcome: LessonOutcome) => ref.send({ type: 'brief.addOutcome', outcome }),
    removeOutcome: (code: string) => ref.send({ type: 'brief.removeOutcome', code }),
    create: () => ref.send({ type: 'brief.create' }),
  };
}
