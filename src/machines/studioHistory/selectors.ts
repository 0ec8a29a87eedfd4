import type { SnapshotFrom } from 'xstate';
import type { StudioHistoryMachine } from './machine';

type Snapshot = SnapshotFrom<StudioHistoryMachine>;

export const selectRuns = (s: Snapshot) => s.context.runs;
export const selectOpened = (s: Snapshot) => (s.matches('viewing') ? s.context.opened : null);
export const selectAnswersShown = (s: Snapshot) => s.context.answersShown;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectIsOpening = (s: Snapshot) => s.matches('opening');
export const selectHasMore = (s: Snapshot) => (s.matches('list') || s.matches('opening')) && s.context.continuationToken !== null;
export const selectIsLoadingMore = (s: Snapshot) => s.matches({ list: 'loadingMore' });
export const selectMoreFailed = (s: Snapshot) => s.matches({ list: 'moreFailed' });
/** Scrolling to the end loads the next page only from rest: never while one loads, never to retry a failure. */
export const selectLoadsOnSight = (s: Snapshot) => s.matches({ list: 'idle' }) && s.context.continuationToken !== null;
