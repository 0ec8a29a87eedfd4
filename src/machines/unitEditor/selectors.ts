import type { SnapshotFrom } from 'xstate';
import { isDirty } from './draft';
import type { UnitEditorMachine } from './machine';

type Snapshot = SnapshotFrom<UnitEditorMachine>;

export const selectUnit = (s: Snapshot) => s.context.unit;
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectIsSaving = (s: Snapshot) => s.matches({ ready: 'saving' });
export const selectIsGenerating = (s: Snapshot) => s.matches({ ready: 'generating' });
export const selectIsMakingLessons = (s: Snapshot) => s.matches({ ready: 'makingLessons' });
export const selectIsDirty = (s: Snapshot) => isDirty(s.context.unit, s.context.draft);
export const selectCanSave = (s: Snapshot) => s.can({ type: 'unit.save' });
export const selectCanGenerate = (s: Snapshot) => s.can({ type: 'unit.generate' });
export const selectCanMakeLessons = (s: Snapshot) => s.can({ type: 'unit.makeLessons' });
/** Editing the sequence is possible only while nothing else runs. */
export const selectCanEdit = (s: Snapshot) => s.matches({ ready: 'editing' });
export const selectJustSaved = (s: Snapshot) => s.context.justSaved;
export const selectProgress = (s: Snapshot) => s.context.progress;
export const selectStopped = (s: Snapshot) => s.context.stopped;
