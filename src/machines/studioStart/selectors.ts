import type { SnapshotFrom } from 'xstate';
import type { StudioStartMachine } from './machine';

type Snapshot = SnapshotFrom<StudioStartMachine>;

export const selectKind = (s: Snapshot) => s.context.kind;
export const selectSource = (s: Snapshot) => s.context.source;
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectUploads = (s: Snapshot) => s.context.uploads;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoadingUploads = (s: Snapshot) => s.matches('loadingUploads');
export const selectIsLoadingMoreUploads = (s: Snapshot) => s.matches('loadingMoreUploads');
export const selectHasMoreUploads = (s: Snapshot) => s.context.uploadsToken !== null;
/** The step under way while starting, for the progress the page shows; null when not starting. */
export const selectStep = (s: Snapshot): 'preparing' | 'creating' | 'recording' | 'started' | null =>
  s.matches({ working: 'preparing' }) ? 'preparing' : s.matches({ working: 'creating' }) ? 'creating' : s.matches({ working: 'recording' }) ? 'recording' : s.matches('started') ? 'started' : null;
export const selectCanStart = (s: Snapshot) => s.can({ type: 'start.go' });
export const selectIsEditable = (s: Snapshot) => s.matches('editing');
