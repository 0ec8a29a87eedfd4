import type { Failure } from '../../lib/failure';
import type { AssessmentResults } from '../../services/assessmentApi';

/** One level chosen in the grid, waiting for the server; `previous` is put back if it is refused. */
export interface PendingLevel {
  kind: 'level';
  studentId: string;
  criterionId: string;
  level: number;
  previous: number | undefined;
}

/** Marks the teacher gave one item (null gives it back to the key or the rubric); `previous` is put back if refused. */
export interface PendingItemMark {
  kind: 'itemMark';
  studentId: string;
  itemId: string;
  marks: number | null;
  previous: number | undefined;
}

/** A student's work and feedback as the teacher saved them; on a refusal they stay in the drafts. */
export interface PendingWork {
  kind: 'work';
  studentId: string;
  response: string;
  /** The student's answer to each item, as transcribed; a blank answer takes it out. */
  answers: Record<string, string>;
  /** null: no feedback of the teacher's own, so the results use the draft written from the levels. */
  feedback: string | null;
}

export type PendingMark = PendingLevel | PendingItemMark | PendingWork;

/** What the teacher has typed for one student and not saved yet. */
export interface WorkDraft {
  response: string;
  answers: Record<string, string>;
  feedback: string;
}

export interface AssessmentMarkingContext {
  assessmentId: string;
  results: AssessmentResults | null;
  /** The class list as the teacher types or pastes it, one name a line. */
  classList: string;
  /** Levels and work chosen and not yet saved, oldest first: saved one at a time, in the order chosen. */
  queue: PendingMark[];
  /** The student whose response and feedback are open beside the grid. */
  openStudentId: string | null;
  /** Unsaved responses and feedback by student, kept while the teacher moves between students. */
  drafts: Record<string, WorkDraft>;
  failure: Failure | null;
  /** Whose save the failure refused: its field messages belong at that student's work, not another's. */
  refusedStudentId: string | null;
}

export interface AssessmentMarkingInput {
  assessmentId: string;
}

export type AssessmentMarkingEvent =
  | { type: 'marking.retry' }
  | { type: 'classList.edit'; text: string }
  | { type: 'classList.save' }
  | { type: 'classList.upload'; file: Blob }
  | { type: 'marking.choose'; studentId: string; criterionId: string; level: number }
  /** The level the engine proposed for a criterion, accepted as it stands: one action, saved like a chosen level. */
  | { type: 'proposal.accept'; studentId: string; criterionId: string; level: number }
  /** Marks for one item, over the key or the rubric (a proposal accepted, or the teacher's own); null gives it back. */
  | { type: 'itemMark.set'; studentId: string; itemId: string; marks: number | null }
  | { type: 'work.open'; studentId: string }
  | { type: 'work.close' }
  | { type: 'work.editResponse'; text: string }
  /** Text taken from elsewhere (a slice of an upload) added after what the response already holds. */
  | { type: 'work.appendResponse'; text: string }
  | { type: 'work.editFeedback'; text: string }
  /** The student's answer to one item, as the teacher transcribes or corrects it. */
  | { type: 'work.editAnswer'; itemId: string; text: string }
  /** The feedback starts from the draft the levels give. */
  | { type: 'work.useDraft' }
  | { type: 'work.save' };
