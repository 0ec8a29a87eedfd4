import type { SnapshotFrom } from 'xstate';
import type { UnitBriefMachine } from './machine';

type Snapshot = SnapshotFrom<UnitBriefMachine>;

export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsCreating = (s: Snapshot) => s.matches('creating') || s.matches('created');
export const selectCanCreate = (s: Snapshot) => s.can({ type: 'brief.create' });
