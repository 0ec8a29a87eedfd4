import type { SnapshotFrom } from 'xstate';
import { isDirty } from './draft';
import type { AssessmentEditorMachine } from './machine';

type Snapshot = SnapshotFrom<AssessmentEditorMachine>;

export const selectAssessment = (s: Snapshot) => s.context.assessment;
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectIsSaving = (s: Snapshot) => s.matches({ ready: 'saving' });
export const selectIsDirty = (s: Snapshot) => isDirty(s.context.assessment, s.context.draft);
export const selectCanSave = (s: Snapshot) => s.can({ type: 'assessment.save' });
export const selectJustSaved = (s: Snapshot) => s.context.justSaved;
