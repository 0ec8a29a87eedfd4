import type { GradeBand, ItemProposal, ItemScore, Rubric } from '../../generation/assessment/types.ts';
import { draftFeedback } from './feedback.ts';
import { proposeMarks, textFor, type MarkableAssessment, type StudentWork } from './proposals.ts';

/** A–E bands by percentage, as Australian and many other schools report; a teacher may change them. */
export const DEFAULT_GRADE_BANDS: GradeBand[] = [
  { label: 'A', minPercent: 85 },
  { label: 'B', minPercent: 70 },
  { label: 'C', minPercent: 50 },
  { label: 'D', minPercent: 35 },
  { label: 'E', minPercent: 0 },
];

export interface StudentResult {
  /** Every item's marks as they count. */
  items: ItemScore[];
  /** The sum of the items' marks so far. */
  score: number;
  /** The paper's total: the sum of the items' marks. */
  max: number;
  percent: number;
  /** The grade band, once every item has its marks and every criterion a level; null until then. */
  band: string | null;
  /** How many criteria have a level. */
  marked: number;
  complete: boolean;
}

/** What the teacher has decided for one student: a level per criterion and marks given to items directly. */
export interface TeacherMarks {
  levels: Record<string, number>;
  itemMarks: Record<string, number>;
}

/** The share of its marks a written item earns from the levels of its outcome's criteria, or null until all have one. */
function rubricShare(rubric: Rubric, outcomeCode: string, levels: Record<string, number>): number | null {
  const criteria = rubric.criteria.filter((c) => c.outcomeCode === outcomeCode);
  const top = Math.max(0, ...rubric.levels.map((l) => l.marks));
  if (!criteria.length || !top || criteria.some((c) => levels[c.id] === undefined)) return null;
  return criteria.reduce((sum, c) => sum + (rubric.levels[levels[c.id]!]?.marks ?? 0) / top, 0) / criteria.length;
}

/** The marks a written item gets at a share of the rubric's top level: whole marks, halves rounded up. */
export const marksAtShare = (itemMarks: number, share: number) => Math.round(itemMarks * share);

/**
 * The marks of every item as they count, one model for the paper, the results and every export: the paper's items
 * carry the marks. The teacher's own marks for an item come first; an objective item otherwise takes its marks from
 * the key at once; an extended response takes its share of its marks from the levels of its outcome's rubric
 * criteria (the level's marks over the top level's, averaged over the criteria), once each has a level; a short
 * written answer waits for the teacher's marks (the points found are proposed, never counted on their own).
 */
export function itemScoresOf(assessment: MarkableAssessment, readings: ItemProposal[], marks: TeacherMarks): ItemScore[] {
  return assessment.items.map((item) => {
    const max = item.marks;
    const own = marks.itemMarks[item.id];
    if (own !== undefined) return { itemId: item.id, marks: own, max, from: 'teacher' as const };
    const reading = readings.find((r) => r.itemId === item.id);
    if (reading?.read === 'key') return { itemId: item.id, marks: reading.marks, max, from: reading.marks === null ? null : ('key' as const) };
    // A short written answer is marked by the teacher, with the points found shown; an extended one by the rubric.
    const share = item.kind === 'extended-response' ? rubricShare(assessment.rubric, item.outcomeCode, marks.levels) : null;
    return share === null ? { itemId: item.id, marks: null, max, from: null } : { itemId: item.id, marks: marksAtShare(max, share), max, from: 'rubric' as const };
  });
}

/** Totals and the grade band: the items' marks over the paper's total; the band once every item and criterion is marked. */
export function resultOf(assessment: MarkableAssessment, readings: ItemProposal[], marks: TeacherMarks, bands: GradeBand[] = DEFAULT_GRADE_BANDS): StudentResult {
  const items = itemScoresOf(assessment, readings, marks);
  const max = items.reduce((sum, i) => sum + i.max, 0);
  const score = items.reduce((sum, i) => sum + (i.marks ?? 0), 0);
  const marked = assessment.rubric.criteria.filter((c) => marks.levels[c.id] !== undefined).length;
  const percent = max ? Math.round((score / max) * 1000) / 10 : 0;
  const complete = items.length > 0 && items.every((i) => i.marks !== null) && marked === assessment.rubric.criteria.length;
  const band = complete ? ([...bands].sort((a, b) => b.minPercent - a.minPercent).find((b) => percent >= b.minPercent)?.label ?? null) : null;
  return { items, score, max, percent, band, marked, complete };
}

/** How many students reached each level of each criterion: the moderation view's spread. */
export function spreadOf(rubric: Rubric, marked: Record<string, number>[]): { criterionId: string; counts: number[] }[] {
  return rubric.criteria.map((criterion) => {
    const counts = rubric.levels.map(() => 0);
    for (const levels of marked) {
      const level = levels[criterion.id];
      if (level !== undefined && counts[level] !== undefined) counts[level] += 1;
    }
    return { criterionId: criterion.id, counts };
  });
}

/** One student's marking as stored: their work and what the teacher decided. */
export interface MarkedWork extends TeacherMarks {
  answers: Record<string, string>;
  response: string;
  submittedAt: Date | null;
}

/** A stored marking row as the engine reads it. */
export const storedWork = (row: MarkedWork): MarkedWork => ({ answers: row.answers, response: row.response, submittedAt: row.submittedAt, levels: row.levels, itemMarks: row.itemMarks });

export const NO_WORK: MarkedWork = { answers: {}, response: '', submittedAt: null, levels: {}, itemMarks: {} };

/** The work as the engine reads it. */
export const workOf = (mark: MarkedWork): StudentWork => ({ answers: mark.answers, response: mark.response, submitted: mark.submittedAt !== null });

/**
 * One student's marking in full, as the results, the CSV and comment sets use it: the engine's reading of the work
 * (offline), the items' marks and totals, and feedback drafted from the work and the levels.
 */
export function markStudent(assessment: MarkableAssessment, name: string, mark: MarkedWork, bands: GradeBand[] = DEFAULT_GRADE_BANDS) {
  const work = workOf(mark);
  const reading = proposeMarks(assessment, work);
  const texts = Object.fromEntries(assessment.items.map((i) => [i.id, textFor(i, work).text]));
  return {
    reading,
    texts,
    result: resultOf(assessment, reading.items, mark, bands),
    draftFeedback: draftFeedback(name, assessment, reading, mark.levels, texts),
  };
}
