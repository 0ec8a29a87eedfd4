import type { SnapshotFrom } from 'xstate';
import type { CommentBriefMachine } from './machine';

type Snapshot = SnapshotFrom<CommentBriefMachine>;

export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectAssessments = (s: Snapshot) => s.context.assessments;
export const selectAssessmentsFailed = (s: Snapshot) => s.context.assessmentsFailed;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoadingAssessments = (s: Snapshot) => s.matches('loadingAssessments');
export const selectIsCreating = (s: Snapshot) => s.matches('creating') || s.matches('created');
export const selectCanCreate = (s: Snapshot) => s.can({ type: 'brief.create' });
