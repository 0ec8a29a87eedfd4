import type { OutcomeRef } from './types.ts';

/**
 * The US school grade a lesson's student-facing text is pitched to, from the year level the teacher typed and,
 * when that names no year, the outcomes' own levels. Grades are the Flesch–Kincaid scale, so a measured reading
 * level compares with it directly: US grade N, Australian Year N and England Year N+1 are the same age.
 */
export function targetGrade(yearLevel: string, outcomes: OutcomeRef[]): number {
  const text = yearLevel.trim().toLowerCase();
  const england = outcomes.some((o) => o.framework === 'en-nc');
  const stage = /\b(?:ks|key\s*stage)\s*([1-5])\b/.exec(text);
  if (stage) return [0, 1, 4, 7, 9, 11][Number(stage[1])]!;
  if (/\b(?:k|kindergarten|f|foundation|prep|reception)\b/.test(text)) return 0;
  const year = /\d{1,2}/.exec(text);
  if (year) {
    const n = Math.min(12, Number(year[0]));
    // England numbers its years from Reception, one ahead of the US grade and the Australian year.
    const fromEngland = /\bgrade\b/.test(text) ? false : england;
    return fromEngland ? Math.max(0, n - 1) : n;
  }
  const levels = outcomes.flatMap((o) => o.levels ?? []).map((l) => (/^\d+$/.test(l) ? Number(l) : 0));
  if (levels.length) return Math.round(levels.reduce((a, b) => a + b, 0) / levels.length);
  return 6;
}

/**
 * From this grade a keyword is defined in its subject's fuller, more precise language where the glossary has such a
 * definition ("the perimeter of a circle, equal to π times the diameter" rather than "the distance around a circle"):
 * US middle school and the first year of secondary school in England (Year 7) begin here.
 */
export const FULLER_DEFINITIONS_FROM_GRADE = 6;
/** Up to this grade a keyword is defined in the simpler sentence where the glossary has one. */
export const YOUNG_DEFINITIONS_UNTIL_GRADE = 4;

/** A term's definitions at each stage: the standard one, and a simpler and a fuller one where written. */
export interface PitchedDefinitions {
  definition: string;
  young?: string | undefined;
  fuller?: string | undefined;
}

/** The definition pitched to the grade: the simpler sentence for young classes, the fuller one from middle school. */
export function definitionAt({ definition, young, fuller }: PitchedDefinitions, grade: number): string {
  if (grade <= YOUNG_DEFINITIONS_UNTIL_GRADE && young) return young;
  if (grade >= FULLER_DEFINITIONS_FROM_GRADE && fuller) return fuller;
  return definition;
}
