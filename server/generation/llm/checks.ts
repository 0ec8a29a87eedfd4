import { workedCalculation } from '../brief/arithmetic.ts';
import { contentTexts, foldForMatching, namedItemUsed } from '../brief/usage.ts';
import { allocateMinutes } from '../methodology.ts';
import { measuredGrade } from '../plan/reading.ts';
import type { LessonBrief, LessonPhase, LessonPlan, WorkedExample } from '../types.ts';
import { computedAnswers, phasesByLesson, type BriefContext } from './brief-prompt.ts';
import { LlmError } from './client.ts';
import type { LlmCheckItem, LlmPlan } from './plan-schema.ts';

/**
 * The checks the offline engine's plans pass, run on the model's: codes only from the brief, computed answers,
 * minutes that add up, every item the brief names used, a reading level the class can read. What can be repaired is
 * (each repair said in a sentence the plan's provenance carries); what cannot throws an LlmError, and the offline plan
 * is used with the reason.
 */

/** How far above the year's reading grade the model's plan may read (the offline engine aims within one). */
export const READING_ALLOWANCE = 2;

const listOf = (items: string[]) => items.map((i) => `"${i}"`).join(', ');

/**
 * The model's plan with every outcome code it was not given taken out of the code fields (phases, criteria, items);
 * an outcome then left without a success criterion gets the offline engine's scoped ones.
 */
export function withLessonCodes(raw: LlmPlan, brief: LessonBrief, offline: LessonPlan): { raw: LlmPlan; notes: string[] } {
  const allowed = new Set(brief.outcomes.map((o) => o.code));
  const dropped = new Set<string>();
  const keep = (code: string) => {
    if (!code || allowed.has(code)) return true;
    dropped.add(code);
    return false;
  };
  const item = (c: LlmCheckItem): LlmCheckItem => (keep(c.outcomeCode) ? c : { ...c, outcomeCode: '' });
  const criteria = raw.successCriteria.filter((c) => keep(c.outcomeCode));
  const uncovered = brief.outcomes.filter((o) => !criteria.some((c) => c.outcomeCode === o.code));
  const filled = uncovered.flatMap((o) => offline.successCriteria.filter((c) => c.outcomeCode === o.code));
  const repaired: LlmPlan = {
    ...raw,
    phases: raw.phases.map((p) => ({ ...p, outcomeCodes: p.outcomeCodes.filter(keep), check: p.check.map(item), practice: p.practice.map(item) })),
    successCriteria: [...criteria, ...filled],
    starterCheck: raw.starterCheck.map(item),
    exitCheck: raw.exitCheck.map(item),
  };
  const notes = [
    ...(dropped.size ? [`Outcome codes the lesson does not have were taken out: ${[...dropped].join(', ')}.`] : []),
    ...(filled.length ? [`The offline planner's success criteria were used for ${[...new Set(filled.map((c) => c.outcomeCode))].join(', ')}.`] : []),
  ];
  return { raw: repaired, notes };
}

/** A calculation the prompt asks for and nothing else ("Work out 27 × 14", "What is 1000 − 358?"), worked out. */
const CALCULATION = /^(?:(?:what is|what's|work out|calculate|compute|find|evaluate)\s+)?(\d[\d,]*\s*[×x*÷/+−–-]\s*\d[\d,]*)\s*(?:=\s*\??)?\s*[?.!]?$/i;
const calculationIn = (prompt: string): WorkedExample | undefined => {
  const m = CALCULATION.exec(prompt.trim());
  return m ? workedCalculation(m[1]!) : undefined;
};

const numbersIn = (text: string) => (foldForMatching(text).match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);

/** Does a given answer say the computed one: the same numbers, or the computed number as its last? */
function agrees(given: string, computed: string): boolean {
  const want = numbersIn(computed);
  const got = numbersIn(given);
  if (!want.length) return true;
  if (got.length === want.length && got.every((n, i) => n === want[i])) return true;
  return want.length === 1 && got[got.length - 1] === want[0];
}

/** The computed worked example for a question: one the lesson computed for the same problem, else the calculation it asks. */
function computedFor(prompt: string, computed: Map<string, WorkedExample>): WorkedExample | undefined {
  return computed.get(foldForMatching(prompt)) ?? calculationIn(prompt);
}

/**
 * The model's answers to questions the lesson can compute, replaced by the computed answers where they differ: the
 * worked examples the lesson computed (the content sources', the brief's calculations) and any whole calculation a
 * question asks for. A wrong worked example is replaced whole, its steps with it.
 */
export function withComputedAnswers(raw: LlmPlan, context: BriefContext, offline: LessonPlan): { raw: LlmPlan; notes: string[] } {
  const answered: WorkedExample[] = computedAnswers(offline).map((c) => ({ problem: c.prompt, steps: [], answer: c.answer }));
  const computed = new Map([...answered, ...context.workedExamples].map((w) => [foldForMatching(w.problem), w]));
  const notes: string[] = [];
  const item = (c: LlmCheckItem): LlmCheckItem => {
    const right = computedFor(c.prompt, computed);
    if (!right || agrees(c.answer, right.answer)) return c;
    notes.push(`The answer to "${c.prompt}" was ${c.answer}; the computed answer ${right.answer} replaces it.`);
    if (!c.options.length) return { ...c, answer: right.answer };
    // A multiple-choice item keeps its choices, the computed answer standing in for the wrong one.
    const options = c.options.map((o) => (o === c.answer ? right.answer : o));
    return { ...c, answer: right.answer, options: options.includes(right.answer) ? options : [...options, right.answer] };
  };
  const example = (w: WorkedExample | null): WorkedExample | null => {
    const right = w ? computedFor(w.problem, computed) : undefined;
    if (!w || !right || agrees(w.answer, right.answer)) return w;
    notes.push(`The worked example "${w.problem}" gave ${w.answer}; the computed answer ${right.answer} replaces it${right.steps.length ? ', with its steps' : ''}.`);
    return right.steps.length ? right : { ...w, answer: right.answer };
  };
  const repaired: LlmPlan = {
    ...raw,
    phases: raw.phases.map((p) => ({ ...p, workedExample: example(p.workedExample), check: p.check.map(item), practice: p.practice.map(item) })),
    starterCheck: raw.starterCheck.map(item),
    exitCheck: raw.exitCheck.map(item),
  };
  return { raw: repaired, notes };
}

/**
 * The phases' minutes: the model's where each lesson's add up to its length, else rescaled to it (in the proportions
 * the model gave); the offline engine's where the model gave none.
 */
export function fittedMinutes(raw: LlmPlan, offline: LessonPlan, context: BriefContext): { minutes: number[]; notes: string[] } {
  const indexed = offline.phases.map((p, i) => ({ key: p.key, i }));
  const groups = phasesByLesson(indexed, context.lessons.length);
  const minutes = offline.phases.map((p) => p.minutes);
  const notes: string[] = [];
  groups.forEach((group, g) => {
    const length = groups.length === context.lessons.length ? context.lessons[g]! : group.reduce((sum, { i }) => sum + offline.phases[i]!.minutes, 0);
    const given = group.map(({ i }) => raw.phases[i]!.minutes);
    if (given.some((m) => m === null)) return;
    const total = given.reduce<number>((sum, m) => sum + m!, 0);
    const fits = total === length && given.every((m) => Number.isInteger(m) && m! >= 1);
    const fitted = fits ? (given as number[]) : allocateMinutes(length, given.map((m) => Math.max(1, m!)));
    if (!fits) notes.push(`The phases${groups.length > 1 ? ` of lesson ${g + 1}` : ''} were given ${total} minutes; they are rescaled to the lesson's ${length}.`);
    group.forEach(({ i }, k) => (minutes[i] = fitted[k]!));
  });
  return { minutes, notes };
}

/**
 * Every item the brief names used in the plan's teaching content. An item the model left out is added back where the
 * offline engine placed it (the lines of its phase that use it); one neither placed is reported.
 */
export function withNamedItems(plan: LessonPlan, offline: LessonPlan, context: BriefContext): { plan: LessonPlan; notes: string[] } {
  // The setting chose the lesson's shape; it is where the lesson happens, not content to use.
  const missing = context.reading.items.filter((item) => item.kind !== 'setting' && !namedItemUsed(item, contentTexts(plan)));
  const notes: string[] = [];
  let phases: LessonPhase[] = plan.phases;
  for (const item of missing) {
    // A line added for an earlier item may hold this one too ("play Multiplication Bingo in pairs").
    if (namedItemUsed(item, contentTexts({ ...plan, phases }))) continue;
    const lines = (texts: string[]) => texts.filter((t) => namedItemUsed(item, [t]));
    const at = offline.phases.findIndex((p) => lines([...p.teacherActions, ...p.studentActions]).length);
    const phase = phases[at];
    if (at < 0 || !phase || phase.key !== offline.phases[at]!.key) continue;
    const added = (own: string[], base: string[]) => [...own, ...lines(base).filter((l) => !own.includes(l))];
    phases = phases.map((p, i) =>
      i === at ? { ...p, teacherActions: added(p.teacherActions, offline.phases[at]!.teacherActions), studentActions: added(p.studentActions, offline.phases[at]!.studentActions) } : p,
    );
    notes.push(`"${item.text}" from your description was added to the ${phase.title} phase, where the offline planner uses it.`);
  }
  const repaired = { ...plan, phases };
  const unused = missing.filter((item) => !namedItemUsed(item, contentTexts(repaired))).map((item) => item.text);
  if (unused.length) notes.push(`The plan does not use ${listOf(unused)} from your description: add ${unused.length > 1 ? 'them where they belong' : 'it where it belongs'}.`);
  return { plan: repaired, notes };
}

/** Throws when the plan's student-facing text reads more than READING_ALLOWANCE grades above the year's (or the offline plan's level, when that is higher). */
export function requireReadable(plan: LessonPlan, offline: LessonPlan, context: BriefContext): number {
  const measured = measuredGrade(plan);
  const limit = Math.max(context.targetGrade + READING_ALLOWANCE, offline.readingLevel?.measuredGrade ?? 0);
  if (measured > limit) throw new LlmError(`the model's plan reads at grade ${measured}, above grade ${limit} (the class reads at grade ${context.targetGrade})`);
  return measured;
}
