import type { SnapshotFrom } from 'xstate';
import type { AssessmentListMachine } from './machine';

export const selectAssessments = (s: SnapshotFrom<AssessmentListMachine>) => s.context.assessments;
