import type { SnapshotFrom } from 'xstate';
import type { LessonListMachine } from './machine';

type Snapshot = SnapshotFrom<LessonListMachine>;

export const selectLessons = (s: Snapshot) => s.context.lessons;
export const selectPending = (s: Snapshot) => s.context.pending;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectIsConfirming = (s: Snapshot) => s.matches('confirming') || s.matches('deleting');
export const selectIsDeleting = (s: Snapshot) => s.matches('deleting');
