import { createBriefMachine } from '../briefForm/briefMachine';
import type { Unit, UnitBrief } from '../../services/unitApi';
import type { UnitDraft } from './types';

export const emptyUnitDraft = (): UnitDraft => ({ title: '', description: '', yearLevel: '', subject: '', outcomes: [], weeks: 4, lessonsPerWeek: 3 });

export const draftToBrief = (draft: UnitDraft): UnitBrief => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  yearLevel: draft.yearLevel.trim(),
  subject: draft.subject.trim(),
  outcomes: draft.outcomes.map((outcome) => outcome.code),
  weeks: draft.weeks,
  lessonsPerWeek: draft.lessonsPerWeek,
});

/** The "New unit" form: title, year level, subject, outcomes, weeks and lessons per week; "Structure unit" plans its sequence. */
export const unitBriefMachine = createBriefMachine<UnitDraft, UnitBrief, Unit>('unitBrief', emptyUnitDraft, draftToBrief);

export type UnitBriefMachine = typeof unitBriefMachine;
