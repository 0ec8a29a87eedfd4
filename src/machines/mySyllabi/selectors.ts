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
export const selectHasMore = (s: Snapshot) => s.matches({ active: { list: 'ready' } }) && s.context.continuationToken !== null;
export const selectIsLoadingMore = (s: Snapshot) => s.matches({ active: { list: { ready: 'loadingMore' } } });
export const selectMoreFailed = (s: Snapshot) => s.matches({ active: { list: { ready: 'moreFailed' } } });
/** Scrolling to the end loads the next page only from rest: never while one loads, never to retry a failure. */
export const selectLoadsOnSight = (s: Snapshot) => s.matches({ active: { list: { ready: 'idle' } } }) && s.context.continuationToken !== null;
