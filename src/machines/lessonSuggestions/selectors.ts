import type { SnapshotFrom } from 'xstate';
import type { LessonSuggestionsMachine } from './machine';

type Snapshot = SnapshotFrom<LessonSuggestionsMachine>;

export const selectType = (s: Snapshot) => s.context.type;
export const selectSuggestions = (s: Snapshot) => s.context.suggestions;
export const selectImplementing = (s: Snapshot) => s.context.implementing;
export const selectImplemented = (s: Snapshot) => s.context.implemented;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectCanImplement = (s: Snapshot) => s.matches('ready');
export const selectLanded = (s: Snapshot) => s.context.landed;
