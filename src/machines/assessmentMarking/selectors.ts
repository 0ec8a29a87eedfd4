import type { SnapshotFrom } from 'xstate';
import type { AssessmentMarkingMachine } from './machine';

type Snapshot = SnapshotFrom<AssessmentMarkingMachine>;

export const selectResults = (s: Snapshot) => s.context.results;
export const selectClassList = (s: Snapshot) => s.context.classList;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectIsSavingMarks = (s: Snapshot) => s.matches({ ready: 'marking' });
export const selectIsSavingClassList = (s: Snapshot) => s.matches({ ready: 'savingClassList' }) || s.matches({ ready: 'uploadingClassList' });
export const selectCanSaveClassList = (s: Snapshot) => s.can({ type: 'classList.save' });
/** The class list can change only while no level is on its way to the server. */
export const selectCanEditClassList = (s: Snapshot) => s.matches({ ready: 'idle' });
