import type { SnapshotFrom } from 'xstate';
import type { LessonPresentationMachine } from './machine';

type Snapshot = SnapshotFrom<LessonPresentationMachine>;

export const selectOutline = (s: Snapshot) => s.context.outline;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectDownloaded = (s: Snapshot) => s.context.downloaded;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectIsDownloading = (s: Snapshot) => s.matches({ ready: 'downloading' });
export const selectCanDownload = (s: Snapshot) => s.can({ type: 'presentation.download' });
