import nlp from 'compromise';
import { measuredGrade } from '../../server/generation/plan/reading.ts';
import type { LessonBrief, LessonPlan } from '../../server/generation/types.ts';

/** What one check found wrong in one plan; an empty list is a pass. */
export type Findings = string[];

/** A planned brief as the gate reads it. */
export interface PlannedBrief {
  label: string;
  brief: LessonBrief;
  plan: LessonPlan;
  targetGrade: number;
}

/** The longest criterion a teacher would put on a board. */
export const CRITERION_WORD_LIMIT = 30;
/** Phase bounds, in minutes: no phase too short to do anything, none so long that it is several lessons' work. */
export const PHASE_MINUTES = { min: 3, max: 60 };
/** A starter (retrieval quiz, review, hook) stays a starter however long the lesson is. */
export const STARTER_MAX_MINUTES = 12;
/** Base-form verbs the tagger reads as something else in "I can …" ("I can round …" is not about shape). */
const VERBS_THE_TAGGER_MISSES = new Set(['round', 'sequence', 'order', 'present', 'record', 'estimate', 'subtract', 'compare']);

/** "I can" followed by a base-form verb, no longer than the limit. */
export function criterionFindings(text: string): Findings {
  const match = /^I can (\S+)/.exec(text);
  if (!match) return [`not "I can" and a verb: "${text}"`];
  const word = match[1]!.replace(/[^A-Za-z'-]/g, '').toLowerCase();
  const findings: Findings = [];
  const tags = nlp(`I can ${word} it`).terms().json()[2]?.terms[0]?.tags ?? [];
  if (/(?:ing|ed)$/.test(word) && !VERBS_THE_TAGGER_MISSES.has(word)) findings.push(`"${word}" is not a base-form verb: "${text}"`);
  else if (!tags.includes('Infinitive') && !VERBS_THE_TAGGER_MISSES.has(word)) findings.push(`"${word}" is not a verb: "${text}"`);
  const words = text.split(/\s+/).length;
  if (words > CRITERION_WORD_LIMIT) findings.push(`${words} words, more than ${CRITERION_WORD_LIMIT}: "${text}"`);
  return findings;
}

export function grammaticalCriteria({ plan }: PlannedBrief): Findings {
  if (!plan.successCriteria.length) return ['no success criteria'];
  return plan.successCriteria.flatMap((c) => criterionFindings(c.text));
}

/** Every phase carries concrete content (an explanation, worked example, check, practice, text or material) or says what to supply. */
export function concretePhases({ plan }: PlannedBrief): Findings {
  return plan.phases
    .filter((p) => !(p.explanation?.length || p.workedExample || p.check?.length || p.practice?.length || p.texts?.length || p.materials?.length || p.supply?.length))
    .map((p) => `phase "${p.title}" has no content and does not say what to supply`);
}

/** Sentences that promise content the plan does not give, as teachers found them. */
const PRETENDING = [/\bshow one concrete example from\b/i, /\badd your own definition\b/i, /\bwith one worked example:/i, /\bfrom the lesson title\b/i];

export function noPretence({ plan }: PlannedBrief): Findings {
  return planSentences(plan)
    .filter((s) => PRETENDING.some((p) => p.test(s)))
    .map((s) => `pretends: "${s}"`);
}

/** Every listed term has a definition of a few words at least. */
export function definedTerms({ plan }: PlannedBrief): Findings {
  const keywords = plan.keywords ?? [];
  const findings: Findings = [];
  if (!plan.keyVocabulary.length) findings.push('no key vocabulary');
  for (const term of plan.keyVocabulary) {
    const entry = keywords.find((k) => k.term === term);
    if (!entry) findings.push(`"${term}" has no definition`);
    else if (entry.definition.trim().split(/\s+/).length < 4) findings.push(`"${term}" is defined as "${entry.definition}"`);
  }
  return findings;
}

export const READING_TOLERANCE = 1;

/** The text the class reads and hears (plan/reading.ts) reads no harder than a grade above the target, and the plan says both. */
export function readableReading({ plan, targetGrade }: PlannedBrief): Findings {
  const measured = measuredGrade(plan);
  const findings: Findings = [];
  if (measured > targetGrade + READING_TOLERANCE) findings.push(`reads at grade ${measured}, written for grade ${targetGrade}`);
  if (!plan.readingLevel) findings.push('the plan does not show its reading level');
  else if (plan.readingLevel.targetGrade !== targetGrade) findings.push(`the plan says grade ${plan.readingLevel.targetGrade}, the year level is grade ${targetGrade}`);
  return findings;
}

/** The text the class reads and hears measures within a grade of the target, either side, and the plan says both. */
export function pitchedReading({ plan, targetGrade }: PlannedBrief): Findings {
  const measured = measuredGrade(plan);
  const findings: Findings = [];
  if (Math.abs(measured - targetGrade) > READING_TOLERANCE) findings.push(`reads at grade ${measured}, written for grade ${targetGrade}`);
  if (!plan.readingLevel) findings.push('the plan does not show its reading level');
  else if (plan.readingLevel.targetGrade !== targetGrade) findings.push(`the plan says grade ${plan.readingLevel.targetGrade}, the year level is grade ${targetGrade}`);
  return findings;
}

/** Minutes add up; no phase is too short or too long; the starter stays short. A project's later lessons are outlined. */
export function timing({ plan, brief }: PlannedBrief): Findings {
  const findings: Findings = [];
  const total = plan.phases.reduce((sum, p) => sum + p.minutes, 0);
  if (total !== brief.durationMinutes) findings.push(`phases add up to ${total} minutes, the lesson is ${brief.durationMinutes}`);
  if (plan.sequence && plan.sequence.outline.length !== plan.sequence.lessons) findings.push(`the project needs ${plan.sequence.lessons} lessons but outlines ${plan.sequence.outline.length}`);
  for (const p of plan.phases) {
    if (p.minutes < PHASE_MINUTES.min || p.minutes > PHASE_MINUTES.max) findings.push(`"${p.title}" takes ${p.minutes} minutes`);
  }
  const first = plan.phases[0];
  if (first && first.minutes > STARTER_MAX_MINUTES) findings.push(`the starter "${first.title}" takes ${first.minutes} minutes`);
  return findings;
}

/** Questions without their answer, or whose answer is not one of their options: starter and exit checks, checks for understanding, practice. */
export function unansweredItems(plan: LessonPlan): Findings {
  const findings: Findings = [];
  const items = [...(plan.starterCheck ?? []), ...(plan.exitCheck ?? []), ...plan.phases.flatMap((p) => [...(p.check ?? []), ...(p.practice ?? [])])];
  for (const item of items) {
    if (!item.answer.trim()) findings.push(`no answer to "${item.prompt}"`);
    if (item.options && !item.options.includes(item.answer)) findings.push(`the answer to "${item.prompt}" is not one of its options`);
  }
  return findings;
}

/** Every question students answer has its answer, and the lesson has a starter and an exit check. */
export function answeredChecks({ plan }: PlannedBrief): Findings {
  const findings: Findings = [];
  if (!plan.starterCheck?.length) findings.push('no starter check');
  if (!plan.exitCheck?.length) findings.push('no exit check');
  return [...findings, ...unansweredItems(plan)];
}

/** Every outcome of the brief is practised in some phase. */
export function everyOutcomePractised({ plan, brief }: PlannedBrief): Findings {
  return brief.outcomes
    .filter((o) => !plan.phases.some((p) => p.outcomeCodes.includes(o.code) && (p.practice?.length || p.studentActions.length)))
    .map((o) => `${o.code} gets no activity`);
}

/** Every sentence of the plan a teacher reads, each once. */
export function planSentences(plan: LessonPlan): string[] {
  const texts = [
    plan.learningOutcome ?? '',
    ...(plan.keyLearningPoints ?? []),
    ...(plan.priorKnowledge ?? []),
    ...Object.values(plan.contentSupply ?? {}),
    ...plan.phases.flatMap((p) => [...p.teacherActions, ...p.studentActions, ...(p.explanation ?? []), ...(p.supply ?? [])]),
    ...plan.differentiation.support,
    ...plan.differentiation.extension,
    ...plan.differentiation.languageSupport,
  ];
  const sentences = texts.flatMap((t) => t.split(/(?<=[.!?])\s+(?=[A-Z"“])/)).map((s) => s.replace(/\s+/g, ' ').trim());
  return [...new Set(sentences.filter((s) => s.split(' ').length >= 4))];
}

/** The share of plans a sentence may appear in before it counts as a template. */
export const TEMPLATE_SHARE = 0.2;

/** Sentences that appear, word for word, in more than the allowed share of the plans. */
export function templateSentences(plans: LessonPlan[]): { sentence: string; plans: number }[] {
  const counts = new Map<string, number>();
  for (const plan of plans) for (const s of planSentences(plan)) counts.set(s, (counts.get(s) ?? 0) + 1);
  const limit = plans.length * TEMPLATE_SHARE;
  return [...counts.entries()]
    .filter(([, n]) => n > limit)
    .map(([sentence, n]) => ({ sentence, plans: n }))
    .sort((a, b) => b.plans - a.plans || a.sentence.localeCompare(b.sentence));
}

export interface PlanCheck {
  name: string;
  check: (planned: PlannedBrief) => Findings;
  /** The share of plans that must pass. */
  threshold: number;
}

export const PLAN_CHECKS: PlanCheck[] = [
  { name: 'grammatical criteria', check: grammaticalCriteria, threshold: 1 },
  { name: 'concrete content or "supply this" in every phase', check: concretePhases, threshold: 1 },
  { name: 'no sentence that pretends', check: noPretence, threshold: 1 },
  { name: 'every term defined', check: definedTerms, threshold: 1 },
  { name: 'reading level no more than 1 grade above the target', check: readableReading, threshold: 1 },
  { name: 'reading level within 1 grade of the target, either side', check: pitchedReading, threshold: 1 },
  { name: 'timing bounds', check: timing, threshold: 1 },
  { name: 'answers for every check', check: answeredChecks, threshold: 1 },
  { name: 'every outcome practised', check: everyOutcomePractised, threshold: 1 },
];
