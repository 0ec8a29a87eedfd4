import { clip, closingPhase, displayCode, isStudentWork, itemPlace, listJoin, planItems, withoutCurriculum, type LessonView, type PlanItem } from './lesson-view.ts';
import { BLOOM_LEVELS, type BloomLevel } from './types.ts';

import { TAXONOMIES, type Taxonomy } from '../../src/contracts/lesson-tools.ts';

export { TAXONOMIES, type Taxonomy };

export const SOLO_LEVELS = ['prestructural', 'unistructural', 'multistructural', 'relational', 'extended abstract'] as const;
export type SoloLevel = (typeof SOLO_LEVELS)[number];

export interface TaxonomyReport {
  taxonomy: Taxonomy;
  levels: { level: string; label: string; count: number; items: string[] }[];
  /** The most demanding level students' own work reaches, with the activities that reach it; null when none names one. */
  highest: { level: string; label: string; evidence: string[] } | null;
  recommendation: string[];
}

/**
 * Verbs per level. An item sits at the most demanding level any of its verbs names: "Complete the exit task and rate
 * their confidence" asks for evaluation. Lists after Anderson & Krathwohl's revision of Bloom and Biggs & Collis's SOLO
 * verbs, widened with the verbs lesson plans use for classroom moves.
 */
const BLOOM_VERBS: Record<BloomLevel, string[]> = {
  remember: ['recall', 'recite', 'list', 'name', 'identify', 'recognise', 'recognize', 'state', 'count', 'know', 'label', 'memorise', 'match', 'define', 'retrieve', 'repeat', 'locate', 'watch', 'listen'],
  understand: ['understand', 'explain', 'describe', 'summarise', 'summarize', 'classify', 'interpret', 'represent', 'discuss', 'illustrate', 'paraphrase', 'restate', 'retell', 'read', 'connect', 'report', 'notice', 'annotate', 'note', 'say', 'tell', 'outline'],
  apply: ['use', 'apply', 'solve', 'calculate', 'compute', 'demonstrate', 'measure', 'practise', 'practice', 'complete', 'show', 'perform', 'carry', 'write', 'record', 'follow', 'estimate', 'multiply', 'divide', 'add', 'subtract', 'answer'],
  analyse: ['compare', 'contrast', 'analyse', 'analyze', 'investigate', 'examine', 'distinguish', 'determine', 'categorise', 'categorize', 'sort', 'explore', 'infer', 'research', 'investigation', 'organise', 'organize', 'probe', 'trace', 'debug'],
  evaluate: ['evaluate', 'justify', 'judge', 'critique', 'assess', 'argue', 'reflect', 'defend', 'appraise', 'check', 'verify', 'select', 'rate', 'decide', 'revise', 'prioritise'],
  create: ['create', 'design', 'construct', 'generate', 'compose', 'develop', 'plan', 'produce', 'invent', 'build', 'formulate', 'make', 'devise', 'hypothesise', 'hypothesize', 'imagine'],
};

const SOLO_VERBS: Record<Exclude<SoloLevel, 'prestructural'>, string[]> = {
  unistructural: ['identify', 'name', 'recall', 'recite', 'label', 'define', 'count', 'match', 'recognise', 'recognize', 'state', 'find', 'memorise', 'follow', 'repeat', 'locate', 'watch', 'listen', 'know'],
  multistructural: ['describe', 'list', 'outline', 'combine', 'classify', 'complete', 'calculate', 'compute', 'perform', 'illustrate', 'annotate', 'measure', 'practise', 'practice', 'answer', 'write', 'record', 'note', 'sequence', 'estimate', 'restate', 'retell', 'say', 'tell', 'show', 'solve', 'use', 'add', 'subtract', 'multiply', 'divide', 'represent', 'read', 'report'],
  relational: ['explain', 'compare', 'contrast', 'analyse', 'analyze', 'relate', 'apply', 'investigation', 'organise', 'organize', 'integrate', 'interpret', 'justify', 'argue', 'investigate', 'connect', 'distinguish', 'sort', 'examine', 'infer', 'discuss', 'critique', 'check', 'explore', 'research', 'determine', 'trace', 'debug', 'predict'],
  'extended abstract': ['create', 'design', 'generate', 'hypothesise', 'hypothesize', 'reflect', 'theorise', 'theorize', 'generalise', 'generalize', 'invent', 'compose', 'construct', 'formulate', 'evaluate', 'build', 'produce', 'plan', 'devise', 'imagine', 'prove', 'revise'],
};

const BLOOM_LABELS: Record<BloomLevel, string> = {
  remember: 'Remember',
  understand: 'Understand',
  apply: 'Apply',
  analyse: 'Analyse',
  evaluate: 'Evaluate',
  create: 'Create',
};
const SOLO_LABELS: Record<SoloLevel, string> = {
  prestructural: 'Prestructural (no learning verb)',
  unistructural: 'Unistructural',
  multistructural: 'Multistructural',
  relational: 'Relational',
  'extended abstract': 'Extended abstract',
};

/**
 * Verbs used for classroom organisation rather than thinking, removed before classifying: planning who fetches the
 * equipment is not Create, "make sure" is not making, "build on" is not building, and checking counts only against a
 * standard ("check it against the success criteria"), not "check them together".
 */
const NOT_THINKING: RegExp[] = [
  /\bplan(?:s|ning)?\b(?!\s+(?:(?:a|an|the|their|your|its|own|new)\s+){0,2}(?:investigation|experiment|fair test|design|method|procedure|solution|story|essay|program|model|route|argument|response|speech|presentation|answer)s?\b)/gi,
  /\bmake (?:sure|notes?|a note|a list)\b/gi,
  /\bbuild(?:s|ing)? on\b/gi,
  /\bcheck(?:s|ing)?\b(?![^.;]*\bagainst\b)/gi,
];

/**
 * The words that say what is asked, without quotations: a teacher action that quotes the success criteria
 * ("Share the success criteria: "I can generate …"") asks students to listen, not to generate.
 */
const wordsOf = (text: string) =>
  NOT_THINKING.reduce((rest, pattern) => rest.replace(pattern, ' '), text.replace(/"[^"]*"|“[^”]*”/g, ' '))
    .toLowerCase()
    .replace(/[^a-z\s-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => (w.length > 4 && w.endsWith('s') ? [w, w.slice(0, -1)] : [w]));

/** The most demanding level whose verbs the text uses, or undefined when it names none. */
export function levelOf<L extends string>(text: string, verbs: Record<L, string[]>, order: readonly L[]): L | undefined {
  const words = new Set(wordsOf(text));
  return [...order].reverse().find((level) => verbs[level].some((verb) => words.has(verb)));
}

export const bloomOf = (text: string) => levelOf(text, BLOOM_VERBS, BLOOM_LEVELS);
export const soloOf = (text: string): SoloLevel => levelOf(text, SOLO_VERBS, SOLO_LEVELS.slice(1) as Exclude<SoloLevel, 'prestructural'>[]) ?? 'prestructural';

const describe = (item: PlanItem) => `${itemPlace(item)}: ${item.text}`;
const share = (n: number, of: number) => (of ? n / of : 0);

function bloomRecommendations(view: LessonView, classified: { item: PlanItem; level: BloomLevel | undefined }[]): string[] {
  const out: string[] = [];
  const rank = (level: BloomLevel) => BLOOM_LEVELS.indexOf(level);
  const student = classified.filter((c) => isStudentWork(c.item));
  for (const criterion of view.successCriteria) {
    const target = criterion.bloomLevel;
    const reaching = student.filter((c) => c.level && rank(c.level) >= rank(target));
    if (!reaching.length) {
      const outcome = view.outcomes.find((o) => o.code === criterion.outcomeCode);
      const phase =
        [...view.phases]
          .filter((p) => p.outcomeCodes.includes(criterion.outcomeCode))
          .sort((a, b) => a.outcomeCodes.length - b.outcomeCodes.length || b.minutes - a.minutes)[0] ?? view.phases[0];
      out.push(
        `"${criterion.text}"${outcome ? ` (${displayCode(outcome)})` : ''} aims at ${BLOOM_LABELS[target].toLowerCase()}, but no student action asks for ${BLOOM_LABELS[target].toLowerCase()} or more${
          phase ? `; give students a ${BLOOM_LABELS[target].toLowerCase()} task in ${phase.title}` : ''
        }.`,
      );
    }
  }
  const levelled = classified.filter((c) => c.level);
  const lower = levelled.filter((c) => c.level === 'remember' || c.level === 'understand');
  if (levelled.length >= 4 && share(lower.length, levelled.length) > 0.5) {
    out.push(`${lower.length} of ${levelled.length} items ask only for remembering or understanding; turn some of them into applying or analysing tasks.`);
  }
  if (!student.some((c) => c.level === 'evaluate')) {
    const closing = closingPhase(view);
    const criterion = view.successCriteria[0]?.text;
    out.push(
      `No student action asks students to judge or justify${closing ? `; in ${closing.title}, have them check a partner's work against ${criterion ? `"${criterion}"` : 'the success criteria'} and say why` : ''}.`,
    );
  }
  if (!student.some((c) => c.level === 'create') && view.durationMinutes >= 40) {
    out.push('No student action asks students to create something of their own (a problem, an example, a product); an extension task is a natural place for one.');
  }
  if (!student.some((c) => c.level === 'remember' || c.level === 'understand') && view.keyVocabulary.length) {
    out.push(`No student action recalls or explains the key vocabulary (${listJoin(view.keyVocabulary.slice(0, 3).map((t) => `"${t}"`))}) before it is used.`);
  }
  for (const level of BLOOM_LEVELS) {
    const n = levelled.filter((c) => c.level === level).length;
    if (levelled.length >= 6 && share(n, levelled.length) > 0.45) out.push(`${BLOOM_LABELS[level]} dominates: ${n} of ${levelled.length} items sit there.`);
  }
  const unnamed = classified.filter((c) => !c.level);
  if (unnamed.length) {
    out.push(`${unnamed.length} ${unnamed.length === 1 ? 'item names' : 'items name'} no thinking verb and ${unnamed.length === 1 ? 'is' : 'are'} not counted above (e.g. "${clip(unnamed[0]!.item.text, 80)}"); an observable verb would make the demand clear.`);
  }
  if (!out.length) out.push("The spread across levels fits the success criteria's target levels; no change needed.");
  return out;
}

function soloRecommendations(view: LessonView, classified: { item: PlanItem; level: SoloLevel | undefined }[]): string[] {
  const out: string[] = [];
  const count = (level: SoloLevel, studentsOnly = false) => classified.filter((c) => c.level === level && (!studentsOnly || isStudentWork(c.item))).length;
  const surface = count('unistructural') + count('multistructural');
  const named = classified.length - count('prestructural');
  if (!count('relational', true)) {
    out.push('No student action asks students to relate ideas (explain why, compare, connect); add one so they link the parts of the outcome.');
  }
  if (!count('extended abstract', true)) {
    const phase = closingPhase(view);
    out.push(`No student action asks students to go beyond the lesson (predict, generalise, create, reflect)${phase ? `; ${phase.title} is a natural place for one` : ''}.`);
  }
  if (named >= 4 && share(surface, named) > 0.6) {
    out.push(`${surface} of ${named} items stay at the surface (uni- or multistructural); move some towards relational thinking.`);
  }
  const unnamed = classified.filter((c) => c.level === 'prestructural');
  if (unnamed.length) {
    out.push(`${unnamed.length} ${unnamed.length === 1 ? 'item names' : 'items name'} no learning verb (e.g. "${clip(unnamed[0]!.item.text, 80)}"); rewrite with an observable verb.`);
  }
  if (!out.length) out.push('Surface, relational and extended abstract thinking all appear; no change needed.');
  return out;
}

/** One taxonomy: its levels in order, their labels, how an item is classified and what to recommend. */
interface Scheme<L extends string> {
  order: readonly L[];
  labels: Record<L, string>;
  classify: (text: string) => L | undefined;
  /** The level of a practice item or a check that names no verb: what answering it asks for. */
  answering: { practice: L; check: L };
  /** The level of an action that names no verb, where the taxonomy has one (SOLO's prestructural). */
  none?: L;
  /** A success criterion's level, when the plan records one in this taxonomy. */
  criterion?: (item: PlanItem, view: LessonView) => L | undefined;
  recommend: (view: LessonView, classified: { item: PlanItem; level: L | undefined }[]) => string[];
}

/**
 * The level of one line. Actions are read without the curriculum's own words ("explain" quoted from the outcome is
 * not a task the plan sets); practice and checks are things students answer, so a bare question still asks for
 * something.
 */
function levelOfItem<L extends string>(view: LessonView, item: PlanItem, scheme: Scheme<L>): L | undefined {
  if (item.kind === 'criterion') return scheme.criterion?.(item, view) ?? scheme.classify(item.text) ?? scheme.none;
  const level = scheme.classify(withoutCurriculum(item.text, view.outcomes));
  if (item.kind === 'practice' || item.kind === 'check') return level ?? scheme.answering[item.kind];
  return level ?? scheme.none;
}

function report<L extends string>(view: LessonView, taxonomy: Taxonomy, scheme: Scheme<L>, withRecommendations: boolean): TaxonomyReport {
  const classified = planItems(view).map((item) => ({ item, level: levelOfItem(view, item, scheme) }));
  const studentLevels = classified.filter((c) => isStudentWork(c.item) && c.level).map((c) => c.level!);
  const top = [...scheme.order].reverse().find((level) => studentLevels.includes(level));
  return {
    taxonomy,
    levels: scheme.order.map((level) => {
      const items = classified.filter((c) => c.level === level).map((c) => describe(c.item));
      return { level, label: scheme.labels[level], count: items.length, items };
    }),
    highest: top
      ? {
          level: top,
          label: scheme.labels[top],
          evidence: classified.filter((c) => c.level === top && isStudentWork(c.item)).map((c) => describe(c.item)),
        }
      : null,
    recommendation: withRecommendations ? scheme.recommend(view, classified) : [],
  };
}

const BLOOM: Scheme<BloomLevel> = {
  order: BLOOM_LEVELS,
  labels: BLOOM_LABELS,
  classify: bloomOf,
  answering: { practice: 'apply', check: 'remember' },
  // The plan states each criterion's level; its wording is the outcome's, which says nothing about the lesson.
  criterion: (item, view) => view.successCriteria.find((c) => c.text === item.text)?.bloomLevel,
  recommend: bloomRecommendations,
};

const SOLO: Scheme<SoloLevel> = {
  order: SOLO_LEVELS,
  labels: SOLO_LABELS,
  classify: (text) => levelOf(text, SOLO_VERBS, SOLO_LEVELS.slice(1) as Exclude<SoloLevel, 'prestructural'>[]),
  none: 'prestructural',
  answering: { practice: 'multistructural', check: 'unistructural' },
  recommend: soloRecommendations,
};

/**
 * Classifies every teacher action, student action, practice item, check and success criterion by Bloom's revised
 * taxonomy or SOLO, and names the most demanding level students' own work reaches.
 */
export function taxonomyReport(view: LessonView, taxonomy: Taxonomy, withRecommendations: boolean): TaxonomyReport {
  return taxonomy === 'bloom' ? report(view, taxonomy, BLOOM, withRecommendations) : report(view, taxonomy, SOLO, withRecommendations);
}
