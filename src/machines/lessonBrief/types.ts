import type { Failure } from '../../lib/failure';
import type { Lesson, LessonBrief, LessonOutcome } from '../../services/lessonApi';

/** The brief as the teacher fills it in; outcomes are kept whole so the form can show their statements. */
export type BriefDraft = Omit<LessonBrief, 'outcomes'> & { outcomes: LessonOutcome[] };
export type BriefChanges = Partial<Omit<BriefDraft, 'outcomes'>>;

export interface LessonBriefContext {
  draft: BriefDraft;
  failure: Failure | null;
}

export type LessonBriefEvent =
  | { type: 'brief.edit'; changes: BriefChanges }
  | { type: 'brief.addOutcome'; outcome: LessonOutcome }
  | { type: 'brief.removeOutcome'; code: string }
  | { type: 'brief.plan' };

export type PlannedLesson = Lesson;
