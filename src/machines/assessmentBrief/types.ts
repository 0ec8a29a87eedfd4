import type { Failure } from '../../lib/failure';
import type { AssessmentBrief } from '../../services/assessmentApi';
import type { LessonOutcome } from '../../services/lessonApi';

/** The brief as the teacher fills it in; outcomes are kept whole so the form can show their statements. */
export type AssessmentDraft = Omit<AssessmentBrief, 'outcomes'> & { outcomes: LessonOutcome[] };
export type AssessmentDraftChanges = Partial<Omit<AssessmentDraft, 'outcomes'>>;

export interface AssessmentBriefContext {
  draft: AssessmentDraft;
  failure: Failure | null;
}

export type AssessmentBriefEvent =
  | { type: 'brief.edit'; changes: AssessmentDraftChanges }
  | { type: 'brief.addOutcome'; outcome: LessonOutcome }
  | { type: 'brief.removeOutcome'; code: string }
  | { type: 'brief.create' };
