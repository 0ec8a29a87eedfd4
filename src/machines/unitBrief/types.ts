import type { Failure } from '../../lib/failure';
import type { LessonOutcome } from '../../services/lessonApi';
import type { UnitBrief } from '../../services/unitApi';

/** The brief as the teacher fills it in; outcomes are kept whole so the form can show their statements. */
export type UnitDraft = Omit<UnitBrief, 'outcomes'> & { outcomes: LessonOutcome[] };
export type UnitDraftChanges = Partial<Omit<UnitDraft, 'outcomes'>>;

export interface UnitBriefContext {
  draft: UnitDraft;
  failure: Failure | null;
}

export type UnitBriefEvent =
  | { type: 'brief.edit'; changes: UnitDraftChanges }
  | { type: 'brief.addOutcome'; outcome: LessonOutcome }
  | { type: 'brief.removeOutcome'; code: string }
  | { type: 'brief.create' };
