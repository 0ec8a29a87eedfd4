import type { LessonView } from '../../server/generation/lesson-view.ts';
import { lessonQuestions } from '../../server/generation/questions.ts';
import type { LessonBrief, LessonPlan } from '../../server/generation/types.ts';

/**
 * The lesson questions tool and the plan's driving question on every plan the gate makes (its fixed briefs and its
 * random sample), read as a teacher would: a question that carries a run of the curriculum's own words from an outcome
 * statement asks the student to restate the curriculum ("How can you check that an answer is right when you describe
 * and compare measurable attributes of length, mass and capacity?") instead of asking about what the lesson teaches.
 * The oracle is the outcome statement as the curriculum writes it, not anything the engine derives from it.
 */

/** Six words of an outcome in a row is a quoted outcome; shorter runs are ordinary phrases ("the area of a"). */
export const WRAP_RUN = 6;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether `text` carries WRAP_RUN words in a row of one of the statements. */
export function wrapsStatement(text: string, statements: string[]): boolean {
  const spaced = ` ${words(text).join(' ')} `;
  return statements.some((statement) => {
    const w = words(statement);
    for (let i = 0; i + WRAP_RUN <= w.length; i++) if (spaced.includes(` ${w.slice(i, i + WRAP_RUN).join(' ')} `)) return true;
    return false;
  });
}

/** Ceilings: the share of questions (and of driving questions) that may wrap an outcome. */
export const QUESTION_CEILINGS = { questions: 0.02, driving: 0.05 } as const;
/** Floor: the share of plans whose questions recall, explain and apply (three Bloom levels or more). */
export const VARIED_FLOOR = 0.9;

interface Planned {
  brief: LessonBrief;
  plan: LessonPlan;
}

/** Runs the lesson-questions section of the gate; true when a figure is past its bar. */
export function runLessonQuestions(planned: Planned[], verbose: boolean): boolean {
  let asked = 0;
  let varied = 0;
  const wrapped: string[] = [];
  const driving: string[] = [];
  let drivingAsked = 0;
  for (const { brief, plan } of planned) {
    const view: LessonView = { ...brief, ...plan };
    const statements = brief.outcomes.map((o) => o.statement);
    const questions = lessonQuestions(view);
    asked += questions.length;
    if (new Set(questions.map((q) => q.bloomLevel)).size >= 3) varied += 1;
    for (const q of questions) if (wrapsStatement(`${q.question}\n${q.answerGuide}`, statements)) wrapped.push(`${brief.subject} ${brief.yearLevel} "${brief.title}" (${q.bloomLevel}): ${q.question}`);
    if (plan.drivingQuestion) {
      drivingAsked += 1;
      if (wrapsStatement(plan.drivingQuestion, statements)) driving.push(`${brief.subject} ${brief.yearLevel} "${brief.title}" (${brief.methodology}): ${plan.drivingQuestion}`);
    }
  }
  const share = (n: number, of: number) => (of ? n / of : 0);
  const line = (ok: boolean, text: string) => console.log(`${ok ? 'pass' : 'FAIL'}  ${text}`);
  const figure = (n: number, of: number) => `${n}/${of} (${(share(n, of) * 100).toFixed(1)}%)`;
  console.log(`\nLesson questions and driving questions on ${planned.length} plans:`);
  const questionsOk = share(wrapped.length, asked) <= QUESTION_CEILINGS.questions;
  line(questionsOk, `questions (or their answer guides) that wrap an outcome statement: ${figure(wrapped.length, asked)} (ceiling ${QUESTION_CEILINGS.questions * 100}%)`);
  const drivingOk = share(driving.length, drivingAsked) <= QUESTION_CEILINGS.driving;
  line(drivingOk, `driving questions that wrap an outcome statement: ${figure(driving.length, drivingAsked)} (ceiling ${QUESTION_CEILINGS.driving * 100}%)`);
  const variedOk = share(varied, planned.length) >= VARIED_FLOOR;
  line(variedOk, `plans whose questions span three Bloom levels or more: ${figure(varied, planned.length)} (floor ${VARIED_FLOOR * 100}%)`);
  const findings = [...wrapped, ...driving];
  for (const f of verbose ? findings : findings.slice(0, 8)) console.log(`        ${f}`);
  if (!verbose && findings.length > 8) console.log(`        (+${findings.length - 8} more; --verbose lists them)`);
  return !(questionsOk && drivingOk && variedOk);
}
