import type { AssessmentItem, Rubric } from '../../generation/assessment/types.ts';
import type { Keyword, OutcomeRef } from '../../generation/types.ts';
import type { LessonOutline } from '../../generation/unit/sequence.ts';
import type { LessonRow } from '../../repositories/lessons.ts';

/** A unit as its exports read it: the saved unit, its outcomes, coverage and glossary, and the lessons made from it. */
export interface ExportableUnit {
  id: string;
  title: string;
  description: string;
  yearLevel: string;
  subject: string;
  weeks: number;
  lessonsPerWeek: number;
  lessonMinutes: number;
  methodology: string;
  outcomes: OutcomeRef[];
  lessons: LessonOutline[];
  notes: string[];
  coverage: {
    outcomes: { outcomeCode: string; cells: (string | null)[] }[];
    missing: string[];
    unassessed: string[];
  };
  glossary: Keyword[];
  /** The real lessons made from the outlines, by lesson id (only the owner's, only those that still exist). */
  madeLessons: Map<string, LessonRow>;
  /** The assessment made from the unit's assessment point (the last lesson with the role "assess"), if it still exists. */
  assessment?: UnitAssessment;
}

/** The unit's assessment as its exports give it: where it sits in the sequence, its paper and its rubric. */
export interface UnitAssessment {
  lessonIndex: number;
  title: string;
  items: AssessmentItem[];
  rubric: Rubric;
}

const METHODOLOGY_NAMES: Record<string, string> = { direct: 'Direct instruction', inquiry: 'Inquiry', project: 'Project-based' };

/** "Grade 3 · Mathematics · 4 weeks, 2 lessons a week, 60 minutes each · Direct instruction". */
export function unitDetailsLine(unit: ExportableUnit): string {
  const lessonsAWeek = `${unit.lessonsPerWeek} ${unit.lessonsPerWeek === 1 ? 'lesson' : 'lessons'} a week`;
  const weeks = `${unit.weeks} ${unit.weeks === 1 ? 'week' : 'weeks'}`;
  return [unit.yearLevel, unit.subject, `${weeks}, ${lessonsAWeek}, ${unit.lessonMinutes} minutes each`, METHODOLOGY_NAMES[unit.methodology] ?? unit.methodology]
    .filter(Boolean)
    .join(' · ');
}

/** The week a lesson falls in, counting from 1, as the unit spreads its lessons evenly over its weeks. */
export const weekOf = (unit: Pick<ExportableUnit, 'lessonsPerWeek'>, lessonIndex: number) => Math.floor(lessonIndex / Math.max(1, unit.lessonsPerWeek)) + 1;

/** The code teachers read for a full outcome code, as the unit's outcomes give it. */
export function shortCodes(unit: Pick<ExportableUnit, 'outcomes'>): (code: string) => string {
  const byCode = new Map(unit.outcomes.map((o) => [o.code, o.shortCode || o.code]));
  return (code) => byCode.get(code) ?? code;
}

export { fileStemOf as fileNameOf } from '../../../src/contracts/file-types.ts';
