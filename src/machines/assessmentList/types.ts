import type { Failure } from '../../lib/failure';
import type { AssessmentSummary } from '../../services/assessmentApi';

export interface AssessmentListContext {
  /** The assessments of the pages loaded so far, most recently changed first. */
  assessments: AssessmentSummary[];
  /** Where the next page starts; null once the last page is loaded. */
  continuationToken: string | null;
  /** The assessment the teacher asked to delete, while confirming or deleting. */
  pending: AssessmentSummary | null;
  failure: Failure | null;
}

export type AssessmentListEvent =
  | { type: 'assessments.retry' }
  | { type: 'assessments.loadMore' }
  | { type: 'assessments.delete'; id: string }
  | { type: 'assessments.confirmDelete' }
  | { type: 'assessments.cancelDelete' };
