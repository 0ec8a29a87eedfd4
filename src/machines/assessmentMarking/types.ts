import type { Failure } from '../../lib/failure';
import type { AssessmentResults } from '../../services/assessmentApi';

/** One level chosen in the grid, waiting for the server; `previous` is put back if it is refused. */
export interface PendingMark {
  studentId: string;
  criterionId: string;
  level: number;
  previous: number | undefined;
}

export interface AssessmentMarkingContext {
  assessmentId: string;
  results: AssessmentResults | null;
  /** The class list as the teacher types or pastes it, one name a line. */
  classList: string;
  /** Levels chosen and not yet saved, oldest first: saved one at a time, in the order chosen. */
  queue: PendingMark[];
  failure: Failure | null;
}

export interface AssessmentMarkingInput {
  assessmentId: string;
}

export type AssessmentMarkingEvent =
  | { type: 'marking.retry' }
  | { type: 'classList.edit'; text: string }
  | { type: 'classList.save' }
  | { type: 'classList.upload'; file: Blob }
  | { type: 'marking.choose'; studentId: string; criterionId: string; level: number };
