import type { SnapshotFrom } from 'xstate';
import type { SyllabusEditorMachine } from './machine';

type Snapshot = SnapshotFrom<SyllabusEditorMachine>;

export const selectSyllabus = (s: Snapshot) => s.context.syllabus;
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectWorking = (s: Snapshot) => s.context.working;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectIsSaving = (s: Snapshot) => s.matches({ ready: 'saving' });
export const selectCanSave = (s: Snapshot) => s.can({ type: 'syllabus.save' });
export const selectCanChange = (s: Snapshot) => s.matches({ ready: 'idle' });
export const selectIsConfirmingDelete = (s: Snapshot) => s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'deleting' });
export const selectIsDeleting = (s: Snapshot) => s.matches({ ready: 'deleting' });
