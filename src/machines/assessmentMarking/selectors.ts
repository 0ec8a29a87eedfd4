import type { SnapshotFrom } from 'xstate';
import type { AssessmentMarkingMachine } from './machine';
import { studentOf, workOf } from './work';

type Snapshot = SnapshotFrom<AssessmentMarkingMachine>;
const NO_ANSWERS: Record<string, string> = {};

export const selectResults = (s: Snapshot) => s.context.results;
export const selectClassList = (s: Snapshot) => s.context.classList;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectIsSavingMarks = (s: Snapshot) => s.matches({ ready: 'marking' });
export const selectIsSavingClassList = (s: Snapshot) => s.matches({ ready: 'savingClassList' }) || s.matches({ ready: 'uploadingClassList' });
export const selectCanSaveClassList = (s: Snapshot) => s.can({ type: 'classList.save' });
/** Levels and item marks can be chosen except while the class list is saved (the grid is reloaded after it). */
export const selectCanChooseLevels = (s: Snapshot) => s.matches({ ready: 'idle' }) || s.matches({ ready: 'marking' });
/** The class list can change only while no level is on its way to the server. */
export const selectCanEditClassList = (s: Snapshot) => s.matches({ ready: 'idle' });

/** The student whose work is open beside the grid, as the server last answered for them (levels as shown). */
export const selectOpenStudent = (s: Snapshot) => studentOf(s.context.results, s.context.openStudentId);
export const selectOpenResponse = (s: Snapshot) => (s.context.openStudentId ? (workOf(s.context, s.context.openStudentId)?.response ?? '') : '');
/** The open student's answers by item as shown: the unsaved draft's, else what is saved. */
export const selectOpenAnswers = (s: Snapshot) => (s.context.openStudentId ? (workOf(s.context, s.context.openStudentId)?.answers ?? NO_ANSWERS) : NO_ANSWERS);
export const selectOpenFeedback = (s: Snapshot) => (s.context.openStudentId ? (workOf(s.context, s.context.openStudentId)?.feedback ?? '') : '');
/** The open student's work differs from what is saved. */
export const selectOpenUnsaved = (s: Snapshot) => Boolean(s.context.openStudentId && s.context.drafts[s.context.openStudentId]);
/** The open student's work is on its way to the server. */
export const selectOpenSaving = (s: Snapshot) => s.context.queue.some((m) => m.kind === 'work' && m.studentId === s.context.openStudentId);
/** The failure of the open student's own save, whose field messages stand at their response and feedback. */
export const selectOpenFailure = (s: Snapshot) =>
  s.context.failure && s.context.openStudentId !== null && s.context.refusedStudentId === s.context.openStudentId ? s.context.failure : null;
export const selectCanSaveWork = (s: Snapshot) => s.can({ type: 'work.save' });
/** Students with work typed and not saved, for the grid to mark. */
export const selectUnsavedStudents = (s: Snapshot) => Object.keys(s.context.drafts);
