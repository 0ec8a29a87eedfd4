import type { SnapshotFrom } from 'xstate';
import type { AssessmentListMachine } from './machine';

type Snapshot = SnapshotFrom<AssessmentListMachine>;

export const selectAssessments = (s: Snapshot) => s.context.assessments;
export const selectPending = (s: Snapshot) => s.context.pending;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectIsConfirming = (s: Snapshot) => s.matches('confirming') || s.matches('deleting');
export const selectIsDeleting = (s: Snapshot) => s.matches('deleting');
/** The list shows "Load more" while the server has more pages and no delete is under way. */
export const selectHasMore = (s: Snapshot) => s.matches('ready') && s.context.continuationToken !== null;
export const selectIsLoadingMore = (s: Snapshot) => s.matches({ ready: 'loadingMore' });
export const selectMoreFailed = (s: Snapshot) => s.matches({ ready: 'moreFailed' });
/** Scrolling to the end loads the next page only from rest: never while one loads, never to retry a failure. */
export const selectLoadsOnSight = (s: Snapshot) => s.matches({ ready: 'idle' }) && s.context.continuationToken !== null;
