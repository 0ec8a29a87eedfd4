import type { SnapshotFrom } from 'xstate';
import type { AssessmentFilesMachine } from './machine';

type Snapshot = SnapshotFrom<AssessmentFilesMachine>;

export const selectDownloading = (s: Snapshot) => (s.matches('downloading') ? s.context.kind : null);
export const selectFailure = (s: Snapshot) => s.context.failure;
