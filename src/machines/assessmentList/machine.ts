import type { AssessmentSummary } from '../../services/assessmentApi';
import { createPagedListMachine } from '../listPages/pagedListMachine';

/** /assessments: the teacher's assessments, a page at a time, each deleted (with its marks) after a confirmation. */
export const assessmentListMachine = createPagedListMachine<AssessmentSummary>('assessmentList');

export type AssessmentListMachine = typeof assessmentListMachine;
