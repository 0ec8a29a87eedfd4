import { readability } from '../text.ts';
import type { LessonPlan } from '../types.ts';

/** The text students read or hear from the plan: their actions, every question, the keyword definitions, the texts. */
export function studentFacingText(plan: LessonPlan): string[] {
  return [
    ...plan.phases.flatMap((p) => (p.texts ?? []).map((t) => t.body)),
    ...plan.phases.flatMap((p) => [...p.studentActions, ...(p.check ?? []).map((c) => c.prompt), ...(p.practice ?? []).map((c) => c.prompt)]),
    ...(plan.starterCheck ?? []).map((c) => c.prompt),
    ...(plan.exitCheck ?? []).map((c) => c.prompt),
    ...(plan.keywords ?? []).map((k) => k.definition),
  ];
}

/** Lines with fewer words than this are notation with a word or two ("Solve 3x + 5 = 20"): no reading level to read. */
export const PROSE_WORDS = 6;
const proseWords = (line: string) => line.split(/\s+/).filter((w) => /[a-z]{2,}/i.test(w)).length;

/**
 * The line with each of the lesson's keywords read as a one-syllable word: the lesson teaches those terms (they are
 * pre-taught and defined), so their length says nothing about how hard the rest of the text is to read.
 */
export function withoutTaughtTerms(line: string, terms: string[]): string {
  return [...terms]
    .sort((a, b) => b.length - a.length)
    .reduce((text, term) => text.replace(new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:e?s)?\\b`, 'gi'), 'term'), line);
}

/**
 * The Flesch–Kincaid grade of the plan's student-facing prose, each line read as a sentence. Short mathematical
 * prompts are left out: the formula would count each as a very easy sentence whatever the year level. The lesson's
 * own keywords count as known words.
 */
export function measuredGrade(plan: LessonPlan): number {
  // The starter and exit checks are also their phases' checks: each line counts once.
  const all = [...new Set(studentFacingText(plan).map((line) => line.trim()).filter(Boolean))];
  const prose = all.filter((line) => proseWords(line) >= PROSE_WORDS);
  const lines = (prose.length ? prose : all).map((line) => withoutTaughtTerms(line, plan.keywords?.map((k) => k.term) ?? []));
  return readability(lines.map((line) => (/[.!?]$/.test(line) ? line : `${line}.`)).join(' ')).gradeLevel;
}
