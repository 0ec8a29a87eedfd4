import type { SnapshotFrom } from 'xstate';
import type { UploadDialogMachine } from './machine';

type Snapshot = SnapshotFrom<UploadDialogMachine>;

export const selectIsOpen = (s: Snapshot) => s.matches('open');
export const selectIsSending = (s: Snapshot) => s.matches({ open: 'sending' });
export const selectFile = (s: Snapshot) => s.context.file;
export const selectFields = (s: Snapshot) => s.context.fields;
export const selectFileProblem = (s: Snapshot) => s.context.fileProblem;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectCanSubmit = (s: Snapshot) => s.can({ type: 'upload.submit' });
/** Whole percent of the form sent. */
export const selectPercentSent = (s: Snapshot) => (s.context.total > 0 ? Math.min(100, Math.floor((s.context.sent / s.context.total) * 100)) : 0);
