import type { Failure } from '../../lib/failure';
import type { AssessmentSummary } from '../../services/assessmentApi';
import type { LessonOutcome } from '../../services/lessonApi';

/** Where a new comment set's class, outcomes and achievements come from. */
export type CommentSource = 'outcomes' | 'assessment';

/** The new-set form as the teacher fills it in; outcomes are kept whole so the form can show their statements. */
export interface CommentBriefDraft {
  title: string;
  yearLevel: string;
  subject: string;
  source: CommentSource;
  outcomes: LessonOutcome[];
  /** The class as pasted: one name a line. */
  classText: string;
  /** The marked assessment chosen, '' while none is. */
  assessmentId: string;
}

export type CommentBriefChanges = Partial<Omit<CommentBriefDraft, 'outcomes'>>;

export interface CommentBriefContext {
  draft: CommentBriefDraft;
  /** The teacher's assessments to start from (the first page, most recently changed first). */
  assessments: AssessmentSummary[];
  assessmentsFailed: boolean;
  failure: Failure | null;
}

export interface CommentBriefInput {
  /** An assessment the teacher came from ("Write comments from these marks"), chosen at once. */
  fromAssessment: string | null;
}

export type CommentBriefEvent =
  | { type: 'brief.edit'; changes: CommentBriefChanges }
  | { type: 'brief.addOutcome'; outcome: LessonOutcome }
  | { type: 'brief.removeOutcome'; code: string }
  | { type: 'brief.create' };
