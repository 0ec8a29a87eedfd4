import type { DraftChanges } from '../briefForm/briefMachine';
import type { LessonOutcome } from '../../services/lessonApi';
import type { UnitBrief } from '../../services/unitApi';

/** The brief as the teacher fills it in; outcomes are kept whole so the form can show their statements. */
export type UnitDraft = Omit<UnitBrief, 'outcomes'> & { outcomes: LessonOutcome[] };
export type UnitDraftChanges = DraftChanges<UnitDraft>;
