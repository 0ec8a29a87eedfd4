import type { SnapshotFrom } from 'xstate';
import type { UploadListMachine } from './machine';

type Snapshot = SnapshotFrom<UploadListMachine>;

export const selectUploads = (s: Snapshot) => s.context.uploads;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectHasMore = (s: Snapshot) => s.matches('ready') && s.context.continuationToken !== null;
export const selectIsLoadingMore = (s: Snapshot) => s.matches({ ready: 'loadingMore' });
export const selectMoreFailed = (s: Snapshot) => s.matches({ ready: 'moreFailed' });
/** Scrolling to the end loads the next page only from rest: never while one loads, never to retry a failure. */
export const selectLoadsOnSight = (s: Snapshot) => s.matches({ ready: 'idle' }) && s.context.continuationToken !== null;
