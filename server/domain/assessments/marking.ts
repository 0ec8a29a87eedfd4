import type { GradeBand, Rubric } from '../../generation/assessment/types.ts';

/** A–E bands by percentage, as Australian and many other schools report; a teacher may change them. */
export const DEFAULT_GRADE_BANDS: GradeBand[] = [
  { label: 'A', minPercent: 85 },
  { label: 'B', minPercent: 70 },
  { label: 'C', minPercent: 50 },
  { label: 'D', minPercent: 35 },
  { label: 'E', minPercent: 0 },
];

export interface StudentResult {
  /** Marks from the levels chosen so far. */
  score: number;
  /** Marks available over the whole rubric. */
  max: number;
  percent: number;
  /** The grade band, once every criterion has a level; null until then. */
  band: string | null;
  /** How many criteria have a level. */
  marked: number;
  complete: boolean;
}

/** Totals and the grade band from the level chosen for each criterion (level index → that level's marks). */
export function resultOf(rubric: Rubric, levels: Record<string, number>, bands: GradeBand[] = DEFAULT_GRADE_BANDS): StudentResult {
  const top = Math.max(0, ...rubric.levels.map((l) => l.marks));
  const max = top * rubric.criteria.length;
  let score = 0;
  let marked = 0;
  for (const criterion of rubric.criteria) {
    const level = levels[criterion.id];
    if (level === undefined) continue;
    score += rubric.levels[level]?.marks ?? 0;
    marked += 1;
  }
  const percent = max ? Math.round((score / max) * 1000) / 10 : 0;
  const complete = marked === rubric.criteria.length && marked > 0;
  const band = complete ? ([...bands].sort((a, b) => b.minPercent - a.minPercent).find((b) => percent >= b.minPercent)?.label ?? null) : null;
  return { score, max, percent, band, marked, complete };
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

const lowerFirst = (text: string) => text.replace(/^./, (c) => c.toLowerCase());
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * A draft comment from the levels chosen: what the student showed (criteria at the upper levels, in the rubric's
 * own descriptor for that level) and a next step for each criterion below the middle of the rubric. The teacher
 * edits it; nothing in it is claimed beyond the marks.
 */
export function draftFeedback(name: string, rubric: Rubric, levels: Record<string, number>): string {
  const who = firstName(name);
  const middle = Math.floor((rubric.levels.length - 1) / 2);
  const strengths: string[] = [];
  const nextSteps: string[] = [];
  for (const criterion of rubric.criteria) {
    const level = levels[criterion.id];
    if (level === undefined) continue;
    if (level > middle) strengths.push(lowerFirst(criterion.title));
    else nextSteps.push(lowerFirst(criterion.title));
  }
  const parts: string[] = [];
  if (strengths.length) parts.push(`${who} showed that they can ${strengths.join('; and ')}.`);
  // A draft with no strengths still names the student: it is read on its own in the results and the CSV.
  const lead = strengths.length ? 'Next step' : `Next step for ${who}`;
  if (nextSteps.length) parts.push(`${lead}: work on how to ${nextSteps.join(', and how to ')}, first with worked examples and then on their own.`);
  if (!parts.length) return `${who} has not been marked yet.`;
  return parts.join(' ');
}
