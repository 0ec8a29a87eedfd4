import type { SnapshotFrom } from 'xstate';
import type { CommentBankMachine } from './machine';

type Snapshot = SnapshotFrom<CommentBankMachine>;

export const selectComments = (s: Snapshot) => s.context.comments;
export const selectDeleting = (s: Snapshot) => s.context.deleting;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
