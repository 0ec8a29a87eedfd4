import type { SnapshotFrom } from 'xstate';
import type { MySyllabiMachine } from './machine';

type Snapshot = SnapshotFrom<MySyllabiMachine>;

export const selectSyllabi = (s: Snapshot) => s.context.syllabi;
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectListFailure = (s: Snapshot) => s.context.listFailure;
export const selectCreateFailure = (s: Snapshot) => s.context.createFailure;
export const selectIsLoading = (s: Snapshot) => s.matches({ active: { list: 'loading' } });
export const selectLoadFailed = (s: Snapshot) => s.matches({ active: { list: 'failed' } });
export const selectIsCreating = (s: Snapshot) => s.matches({ active: { create: 'creating' } }) || s.matches('opened');
export const selectCanCreate = (s: Snapshot) => s.can({ type: 'syllabi.create' });
