import type { DraftChanges } from '../briefForm/briefMachine';
import type { AssessmentBrief } from '../../services/assessmentApi';
import type { LessonOutcome } from '../../services/lessonApi';

/** The brief as the teacher fills it in; outcomes are kept whole so the form can show their statements. */
export type AssessmentDraft = Omit<AssessmentBrief, 'outcomes'> & { outcomes: LessonOutcome[] };
export type AssessmentDraftChanges = DraftChanges<AssessmentDraft>;
