import { classGrade, measuredGrade, teacherGrade } from '../../server/generation/plan/reading.ts';
import { SUPPLIED_SLOTS, slotSupplyOf, type LessonPlan } from '../../server/generation/types.ts';
import { READING_TOLERANCE, unansweredItems, type Findings } from './checks.ts';
import { criterionFaults, type CriterionFault } from './criterion-faults.ts';
import { checkTexts, itemUsed, onlyEchoed, phaseContent } from './items.ts';
import type { NamedItem, SampledBrief } from './sample.ts';

/**
 * What the gate measures in each sampled plan: whether the plan uses what the brief names, how much it leaves the
 * teacher to supply, whether its shape fits the setting (no desk template on the oval), whether its criteria are
 * whole, short and on the lesson's topic, its reading level, its answers, and for mathematics a worked example and
 * practice.
 */

/** The things the plan asks the teacher to supply: every phase's supply lines and each empty slot's note. */
export function supplyCount(plan: LessonPlan): number {
  const inPhases = plan.phases.reduce((n, p) => n + (p.supply?.length ?? 0), 0);
  return inPhases + SUPPLIED_SLOTS.filter((slot) => slotSupplyOf(plan, slot)).length;
}

/** Phrases of the desk template: written working and answers, whiteboards, sheets of questions. */
export const DESK_TEMPLATE: RegExp[] = [
  /\bworked example/i,
  /\bmini-?whiteboards?/i,
  /\bset out (?:their|your|the) working/i,
  /\bshow(?:ing)? (?:their|your|all|the) working/i,
  /\bwrite (?:each|their|your|the|every) answers?/i,
  /\bsupply \d+ practice questions/i,
  /\bpractice sheet/i,
  /\bworksheets?\b/i,
  /\bexercise books?/i,
  /\buse objects or drawings/i,
];
/** Written definitions, which five-year-olds cannot read or write. */
export const WRITTEN_DEFINITIONS: RegExp[] = [/\bwhat does ["'‘“][^"'’”]+["'’”] mean\b/i, /\bdefine\b/i, /\bwrite (?:a|the|their) definitions?\b/i];

/** Every line of the plan a teacher or student works from, including what it asks the teacher to supply. */
function everyLine(plan: LessonPlan): string[] {
  return [
    ...plan.phases.flatMap((p) => [p.title, ...phaseContent(p), ...(p.supply ?? [])]),
    ...checkTexts(plan.starterCheck),
    ...checkTexts(plan.exitCheck),
    ...plan.differentiation.support,
    ...plan.differentiation.extension,
    ...plan.differentiation.languageSupport,
  ];
}

const SETTING_MARKERS = {
  warmUp: /\bwarm[\s-]?up/i,
  coolDown: /\bcool[\s-]?down/i,
  safety: /\bsafe(?:ty|ly)?\b|\bhygiene\b|\bwash(?:ing)? (?:their |your )?hands\b/i,
  equipment: /\bequipment\b|\butensils?\b|\btools?\b/i,
  play: /\b(?:talk|play|objects?|pictures?|songs?|sing|games?|stor(?:y|ies)|act(?:ing)? out|puppets?|rhymes?|move)\b/i,
};

/** The lesson's shape fits where it happens: no desk template in movement, practical, early-years and languages lessons, and the setting's own parts present. */
export function shapeFindings(sampled: Pick<SampledBrief, 'settings' | 'items'>, plan: LessonPlan): Findings {
  if (!sampled.settings.length) return [];
  const lines = everyLine(plan);
  const found = (pattern: RegExp) => lines.find((l) => pattern.test(l));
  const hasSafety = plan.phases.some((p) => p.safety?.length) || !!found(SETTING_MARKERS.safety);
  const findings: Findings = [];
  for (const pattern of DESK_TEMPLATE) {
    const line = found(pattern);
    if (line) findings.push(`desk template "${pattern.exec(line)![0]}": "${line.slice(0, 100)}"`);
  }
  const settings = new Set(sampled.settings);
  if (settings.has('early-years')) {
    for (const pattern of WRITTEN_DEFINITIONS) {
      const line = found(pattern);
      if (line) findings.push(`written definition for early years: "${line.slice(0, 100)}"`);
    }
    if (!plan.phases.some((p) => [...p.teacherActions, ...p.studentActions].some((l) => SETTING_MARKERS.play.test(l)))) findings.push('early years: no talk, play, objects, pictures or songs');
  }
  if (settings.has('movement')) {
    if (!found(SETTING_MARKERS.warmUp)) findings.push('movement: no warm-up');
    if (!found(SETTING_MARKERS.coolDown)) findings.push('movement: no cool-down');
    if (!hasSafety) findings.push('movement: no safety');
  }
  if (settings.has('practical')) {
    if (!hasSafety) findings.push('practical: no safety or hygiene');
    const equipment = sampled.items.filter((i) => i.kind === 'equipment');
    const listsEquipment = !!found(SETTING_MARKERS.equipment) || equipment.some((i) => itemUsed(i, plan));
    if (!listsEquipment) findings.push('practical: no equipment');
  }
  if (settings.has('languages')) {
    const words = sampled.items.filter((i) => i.kind === 'words');
    if (words.length && !words.some((i) => itemUsed(i, plan))) findings.push('languages: none of the target-language words');
  }
  return findings;
}

/** A mathematics outcome gets a worked example and practice, every practice item with its answer. */
export function mathsFindings(plan: LessonPlan, outcomeCode: string): Findings {
  const own = plan.phases.filter((p) => p.outcomeCodes.includes(outcomeCode));
  const phases = own.length ? own : plan.phases;
  const practice = phases.flatMap((p) => p.practice ?? []);
  const findings: Findings = [];
  if (!phases.some((p) => p.workedExample)) findings.push('no worked example');
  if (!practice.length) findings.push('no practice');
  else if (practice.some((i) => !i.answer.trim())) findings.push('practice without answers');
  return findings;
}

/** Everything the gate measured in one sampled plan. */
export interface SampleResult {
  sampled: SampledBrief;
  plan: LessonPlan;
  /** Each named item, whether the plan uses it, and whether only where it pastes the brief's title or description. */
  items: { item: NamedItem; used: boolean; echoed: boolean }[];
  supply: number;
  criteria: { text: string; faults: CriterionFault[] }[];
  shape: Findings;
  /** The reading grade of what the class reads and hears (held to the year level). */
  readingGrade: number;
  /** The same with the learning intention and the criteria, the outcome's words (reported: their wording is known to run high). */
  classGrade: number;
  /** The reading grade of what the teacher alone reads (adult text: reported, not held to the year level). */
  teacherGrade: number;
  answers: Findings;
  /** Findings for a mathematics outcome; undefined for other subjects. */
  maths: Findings | undefined;
}

export function measurePlan(sampled: SampledBrief, plan: LessonPlan): SampleResult {
  const statementOf = (code: string) => sampled.brief.outcomes.find((o) => o.code === code)?.statement ?? sampled.brief.outcomes.map((o) => o.statement).join(' ');
  const outcome = sampled.brief.outcomes[0]!;
  return {
    sampled,
    plan,
    items: sampled.items.map((item) => ({ item, used: itemUsed(item, plan), echoed: onlyEchoed(item, plan, sampled.brief) })),
    supply: supplyCount(plan),
    criteria: plan.successCriteria.map((c) => ({ text: c.text, faults: criterionFaults(c.text, sampled.brief, statementOf(c.outcomeCode)) })),
    shape: shapeFindings(sampled, plan),
    readingGrade: measuredGrade(plan),
    classGrade: classGrade(plan),
    teacherGrade: teacherGrade(plan),
    answers: unansweredItems(plan),
    maths: sampled.maths ? mathsFindings(plan, outcome.code) : undefined,
  };
}

/** A figure of the sample: its value, and the count and total it comes from. */
export interface Figure {
  value: number;
  count: number;
  total: number;
}

/**
 * The sample's figures. Those the issue counts ("no criterion cut mid-phrase") are shares here, so that a floor set on
 * one sample size holds for another (`--sample N`); their targets are zero either way.
 */
export interface Figures {
  /** Share of the named items the plans use. */
  itemsUsed: Figure;
  /** Mean "Supply" lines per plan. */
  meanSupply: Figure;
  /** Share of criteria over 30 words, cut mid-phrase or off the lesson's topic. */
  criteriaFaults: Figure;
  /** Share of movement, practical, early-years and languages plans whose shape does not fit. */
  shapeFailures: Figure;
  /** Share of mathematics outcomes with a worked example and practice with answers. */
  mathsComplete: Figure;
  /** Share of plans whose student text reads more than a grade above the year level. */
  readingAbove: Figure;
  /** Share of plans with a check or practice item without its answer. */
  answersMissing: Figure;
}

const share = (count: number, total: number, empty: number): Figure => ({ value: total ? count / total : empty, count, total });

export function figuresOf(results: SampleResult[]): Figures {
  const items = results.flatMap((r) => r.items);
  const criteria = results.flatMap((r) => r.criteria);
  const shaped = results.filter((r) => r.sampled.settings.length);
  const maths = results.filter((r) => r.maths);
  const supply = results.reduce((n, r) => n + r.supply, 0);
  return {
    itemsUsed: share(items.filter((i) => i.used).length, items.length, 1),
    meanSupply: { value: results.length ? supply / results.length : 0, count: supply, total: results.length },
    criteriaFaults: share(criteria.filter((c) => c.faults.length).length, criteria.length, 0),
    shapeFailures: share(shaped.filter((r) => r.shape.length).length, shaped.length, 0),
    mathsComplete: share(maths.filter((r) => !r.maths!.length).length, maths.length, 1),
    readingAbove: share(results.filter((r) => r.readingGrade > r.sampled.grade + READING_TOLERANCE).length, results.length, 0),
    answersMissing: share(results.filter((r) => r.answers.length).length, results.length, 0),
  };
}
