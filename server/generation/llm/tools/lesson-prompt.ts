import type { LessonView } from '../../lesson-view.ts';
import { outcomesForPrompt } from '../rules.ts';

/** The saved lesson as a tool's prompt shows it: the brief, the outcomes' real statements and the plan's phases. */
export function lessonForPrompt(view: LessonView) {
  return {
    title: view.title,
    description: view.description,
    subject: view.subject,
    yearLevel: view.yearLevel,
    methodology: view.methodology,
    durationMinutes: view.durationMinutes,
    outcomes: outcomesForPrompt(view.outcomes),
    successCriteria: view.successCriteria.map((c) => c.text),
    keyVocabulary: view.keyVocabulary,
    phases: view.phases.map((p) => ({ key: p.key, title: p.title, minutes: p.minutes, teacherActions: p.teacherActions, studentActions: p.studentActions })),
  };
}

/** The rules every tool's prompt states. */
export const TOOL_RULES = [
  'Answer with JSON that matches the given schema, nothing else.',
  'Cite only the outcome codes you are given, exactly as written; never invent a code.',
  'Write for the year level and subject of the lesson, in correct, plain English unless another language is asked for.',
];
