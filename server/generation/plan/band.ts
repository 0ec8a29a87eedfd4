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

/** What students are asked to do at each band: how many practice items, how they show their thinking. */
export interface TaskDemand {
  /** Independent practice items per learning cycle. */
  practiceItems: number;
  /** How students record their working, on the lesson's topic. */
  record: (topic: string) => string;
  /** How students explain their thinking, using a key word. */
  reason: (word: string) => string;
  /** What a challenge asks of the students who finish. */
  challenge: (topic: string) => string;
}

export const TASK_DEMAND: Record<Band, TaskDemand> = {
  early: {
    practiceItems: 3,
    record: (topic) => `Draw or build each answer about ${topic}, then say it to a friend.`,
    reason: (word) => `Tell a friend how they know. Use the word "${word}".`,
    challenge: (topic) => `Make up a question about ${topic} for a friend to try.`,
  },
  upper: {
    practiceItems: 4,
    record: (topic) => `Write each answer on ${topic} and show how they worked it out.`,
    reason: (word) => `Explain in a sentence or two how they know they are right, using "${word}".`,
    challenge: (topic) => `Write their own question on ${topic} and solve it.`,
  },
  senior: {
    practiceItems: 6,
    record: (topic) => `Set out their working on ${topic} systematically, so that every step can be checked and justified.`,
    reason: (word) => `Justify their method in writing, using "${word}" precisely, and identify where an error would most likely occur.`,
    challenge: (topic) => `Investigate a case in ${topic} where the method fails or must be adapted, and explain the reason.`,
  },
  secondary: {
    practiceItems: 6,
    record: (topic) => `Set out their working on ${topic} line by line so each step can be checked.`,
    reason: (word) => `Justify their method in writing, using "${word}", and say where a mistake could happen.`,
    challenge: (topic) => `Find a case in ${topic} where the method fails or needs changing, and explain why.`,
  },
};
