import type { SnapshotFrom } from 'xstate';
import { isDirty } from './draft';
import type { LessonEditorMachine } from './machine';

type Snapshot = SnapshotFrom<LessonEditorMachine>;

export const selectLesson = (s: Snapshot) => s.context.lesson;
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectIsReady = (s: Snapshot) => s.matches('ready');
export const selectIsSaving = (s: Snapshot) => s.matches({ ready: 'saving' });
export const selectIsDirty = (s: Snapshot) => isDirty(s.context.lesson, s.context.draft);
export const selectCanSave = (s: Snapshot) => s.can({ type: 'lesson.save' });
export const selectJustSaved = (s: Snapshot) => s.context.justSaved;
