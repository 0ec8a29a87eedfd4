import { TASK_WORDING, type Discipline, type TaskWording } from './discipline.ts';

/**
 * Year bands: how the plan's wording and the demand of its tasks change with the students' age. Grades are the US
 * school grades of level.ts (Australian Year N and US Grade N are the same age; England is one ahead).
 */
/** 'senior' is a wording only: the fuller academic phrasing an older class reads, with secondary's demand. */
export type Band = 'early' | 'upper' | 'secondary' | 'senior';

export function bandOf(grade: number): Band {
  if (grade <= 2) return 'early';
  if (grade <= 6) return 'upper';
  return 'secondary';
}

/**
 * The bands a plan may be worded in for a grade, its own first: a class near a band's edge may read a neighbouring
 * band's wording better (a Grade 6 class reads the secondary wording; Grade 1 the early one).
 */
export function wordingBands(grade: number): Band[] {
  const own = bandOf(grade);
  const neighbours: Band[] = [];
  if (grade >= 5 && own !== 'secondary') neighbours.push('secondary');
  if (grade >= 7 && own === 'secondary') neighbours.push('senior', 'upper');
  if (grade <= 4 && own !== 'early') neighbours.push('early');
  if (grade <= 2 && own === 'early') neighbours.push('upper');
  return [own, ...neighbours];
}

/** What students are asked to do at each band and in the lesson's discipline: how many practice items, how they show their thinking. */
export interface TaskDemand extends TaskWording {
  /** Independent practice items per learning cycle. */
  practiceItems: number;
}

const PRACTICE_ITEMS: Record<Band, number> = { early: 3, upper: 4, secondary: 6, senior: 6 };

export const taskDemand = (band: Band, discipline: Discipline): TaskDemand => ({ practiceItems: PRACTICE_ITEMS[band], ...TASK_WORDING[discipline][band] });
