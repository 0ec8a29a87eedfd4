import type { SnapshotFrom } from 'xstate';
import type { MySyllabiMachine } from './machine';

type Snapshot = SnapshotFrom<MySyllabiMachine>;

export const selectSyllabi = (s: Snapshot) => s.context.syllabi;
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches({ list: 'loading' });
export const selectLoadFailed = (s: Snapshot) => s.matches({ list: 'failed' });
export const selectIsCreating = (s: Snapshot) => s.matches({ create: 'creating' }) || s.matches({ create: 'created' });
export const selectCanCreate = (s: Snapshot) => s.can({ type: 'syllabi.create' });
