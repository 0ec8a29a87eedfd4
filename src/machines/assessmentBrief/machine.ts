import { createBriefMachine } from '../briefForm/briefMachine';
import type { Assessment, AssessmentBrief } from '../../services/assessmentApi';
import type { AssessmentDraft } from './types';

export const emptyAssessmentDraft = (): AssessmentDraft => ({ title: '', description: '', yearLevel: '', subject: '', outcomes: [] });

export const draftToBrief = (draft: AssessmentDraft): AssessmentBrief => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  yearLevel: draft.yearLevel.trim(),
  subject: draft.subject.trim(),
  outcomes: draft.outcomes.map((outcome) => outcome.code),
});

/** The "New assessment" form: title, year level, subject and outcomes; "Create assessment" writes its items and rubric. */
export const assessmentBriefMachine = createBriefMachine<AssessmentDraft, AssessmentBrief, Assessment>('assessmentBrief', emptyAssessmentDraft, draftToBrief);

export type AssessmentBriefMachine = typeof assessmentBriefMachine;
