import { readability } from '../text.ts';
import type { LessonPlan } from '../types.ts';

/** The text students read or hear from the plan: their actions, every question, the keyword definitions, the practice. */
export function studentFacingText(plan: LessonPlan): string[] {
  return [
    ...plan.phases.flatMap((p) => [...p.studentActions, ...(p.check ?? []).map((c) => c.prompt), ...(p.practice ?? []).map((c) => c.prompt)]),
    ...(plan.starterCheck ?? []).map((c) => c.prompt),
    ...(plan.exitCheck ?? []).map((c) => c.prompt),
    ...(plan.keywords ?? []).map((k) => k.definition),
  ];
}

/** The Flesch–Kincaid grade of the plan's student-facing text, each line read as a sentence. */
export function measuredGrade(plan: LessonPlan): number {
  // The starter and exit checks are also their phases' checks: each line counts once.
  const lines = [...new Set(studentFacingText(plan).map((line) => line.trim()).filter(Boolean))];
  return readability(lines.map((line) => (/[.!?]$/.test(line) ? line : `${line}.`)).join(' ')).gradeLevel;
}
