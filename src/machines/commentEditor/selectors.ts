import type { SnapshotFrom } from 'xstate';
import { isDirty } from './draft';
import type { CommentEditorMachine } from './machine';

type Snapshot = SnapshotFrom<CommentEditorMachine>;

export const selectSet = (s: Snapshot) => s.context.set;
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectIsSaving = (s: Snapshot) => s.matches({ ready: 'saving' });
export const selectIsDirty = (s: Snapshot) => isDirty(s.context.set, s.context.draft);
export const selectCanSave = (s: Snapshot) => s.can({ type: 'comments.save' });
export const selectJustSaved = (s: Snapshot) => s.context.justSaved;
/** Writing, rewriting or banking: one thing at a time, and the buttons say which. */
export const selectIsBusy = (s: Snapshot) => !s.matches({ ready: 'editing' });
export const selectIsGenerating = (s: Snapshot) => s.matches({ ready: 'generating' });
export const selectIsRewriting = (s: Snapshot) => s.matches({ ready: 'rewriting' }) || s.matches({ ready: 'summarising' });
export const selectIsBanking = (s: Snapshot) => s.matches({ ready: 'savingToBank' });
export const selectWorkingOn = (s: Snapshot) => s.context.workingOn;
export const selectRewrite = (s: Snapshot) => s.context.rewrite;
export const selectBanked = (s: Snapshot) => s.context.banked;
export const selectPasteText = (s: Snapshot) => s.context.pasteText;
export const selectSummaryLength = (s: Snapshot) => s.context.summaryLength;
export const selectCanAddStudents = (s: Snapshot) => s.can({ type: 'comments.addStudents' });
