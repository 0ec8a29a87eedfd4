import type { CheckItem, Generator, Keyword, LessonBrief, LessonPhase, LessonPlan, Misconception } from '../types.ts';
import { briefContext, briefPrompt, type BriefContext } from './brief-prompt.ts';
import { fittedMinutes, requireReadable, withComputedAnswers, withLessonCodes, withNamedItems } from './checks.ts';
import { askModel, failureReason, LlmError } from './client.ts';
import { llmPlan, type LlmCheckItem, type LlmPlan } from './plan-schema.ts';
import { normalised, outcomesForPrompt, requireKnownCodes, requireLessonCode, requireNoPlaceholder } from './rules.ts';
import type { LlmSettings } from './settings.ts';

export { LESSON_PLAN_JSON_SCHEMA } from './plan-schema.ts';

export const LLM_ENGINE_VERSION = '2';

/** What the offline plan already holds, so the model adds to it instead of repeating it. */
function offlineContent(plan: LessonPlan) {
  return {
    learningOutcome: plan.learningOutcome ?? null,
    drivingQuestion: plan.drivingQuestion ?? null,
    keyLearningPoints: plan.keyLearningPoints ?? [],
    misconceptions: (plan.misconceptions ?? []).map((m) => m.misconception),
    keywords: plan.keywords?.map((k) => k.term) ?? plan.keyVocabulary,
    starterCheck: (plan.starterCheck ?? []).map((c) => c.prompt),
    exitCheck: (plan.exitCheck ?? []).map((c) => c.prompt),
    phases: plan.phases.map((p) => ({
      title: p.title,
      minutes: p.minutes,
      workedExample: p.workedExample?.problem ?? null,
      check: (p.check ?? []).map((c) => c.prompt),
      practice: (p.practice ?? []).map((c) => c.prompt),
      teacherMustSupply: p.supply ?? [],
    })),
  };
}

export function lessonPrompt(brief: LessonBrief, offline: LessonPlan, context: BriefContext = briefContext(brief, offline)): { system: string; user: string } {
  const phases = offline.phases.map((p) => `${p.title} (${p.minutes} min)`);
  const fromBrief = briefPrompt(brief, offline, context);
  const system = [
    'You plan school lessons for teachers. Answer with JSON that matches the given schema, nothing else.',
    `Use exactly these phases, in this order: ${phases.join(', ')}. Give each phase its minutes: you may move minutes between the phases of a lesson, but they add up to the lesson's length.`,
    ...fromBrief.rules,
    'Cite only the outcome codes you are given, exactly as written; never invent a code. Each success criterion starts with "I can".',
    "The teacher's own material is built into the phases after you answer; plan activities that work with it. Be specific to the topic and year level.",
    'The plan already holds the content listed under "alreadyInPlan"; add only new content: explanations the teacher gives, worked examples,',
    'checks for understanding and practice (every item with its answer; a multiple-choice item lists its options and its answer is one of them),',
    'misconceptions with how to address them, and keywords with a student-friendly definition in the subject sense of the lesson.',
    'Use empty lists or null where you have nothing real to add; never write a placeholder.',
  ].join('\n');
  const user = JSON.stringify({
    title: brief.title,
    description: brief.description,
    methodology: brief.methodology,
    yearLevel: brief.yearLevel,
    subject: brief.subject,
    durationMinutes: brief.durationMinutes,
    outcomes: outcomesForPrompt(brief.outcomes),
    teacherMaterial: brief.slices.map((s) => ({ citation: s.citation, title: s.title, text: s.text.slice(0, 1500) })),
    ...fromBrief.sections,
    alreadyInPlan: offlineContent(offline),
  });
  return { system, user };
}

function toCheckItem(item: LlmCheckItem, brief: LessonBrief, where: string): CheckItem {
  if (item.options.length) {
    if (item.options.length < 2) throw new LlmError(`the model gave ${where} a multiple-choice item with one option`);
    if (!item.options.includes(item.answer)) throw new LlmError(`the model gave ${where} a multiple-choice item whose answer is not one of its options`);
  }
  if (item.outcomeCode) requireLessonCode(item.outcomeCode, brief.outcomes, where);
  return { prompt: item.prompt, answer: item.answer, ...(item.options.length ? { options: item.options } : {}), ...(item.outcomeCode ? { outcomeCode: item.outcomeCode } : {}) };
}

/** The offline items, then the model's items that say something new; undefined when there are none at all. */
function addTo<T>(offline: T[] | undefined, added: T[], key: (item: T) => string): T[] | undefined {
  const seen = new Set((offline ?? []).map((item) => normalised(key(item))));
  const fresh = added.filter((item) => {
    const k = normalised(key(item));
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const all = [...(offline ?? []), ...fresh];
  return offline || all.length ? all : undefined;
}

/** Sets a field only when it has a value, so a plan's keys stay those of the offline plan unless content was added. */
const field = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

const everyText = (raw: LlmPlan): string[] => [
  ...raw.phases.flatMap((p) => [
    ...p.teacherActions,
    ...p.studentActions,
    ...p.resources,
    ...p.explanation,
    ...(p.workedExample ? [p.workedExample.problem, ...p.workedExample.steps, p.workedExample.answer] : []),
    ...[...p.check, ...p.practice].flatMap((c) => [c.prompt, c.answer]),
  ]),
  ...raw.successCriteria.map((c) => c.text),
  ...raw.keyVocabulary,
  ...Object.values(raw.differentiation).flat(),
  raw.learningOutcome ?? '',
  raw.drivingQuestion ?? '',
  ...raw.priorKnowledge,
  ...raw.keyLearningPoints,
  ...raw.misconceptions.flatMap((m) => [m.misconception, m.response]),
  ...raw.keywords.flatMap((k) => [k.term, k.definition]),
  ...[...raw.starterCheck, ...raw.exitCheck].flatMap((c) => [c.prompt, c.answer]),
];

/**
 * The model's plan laid over the offline plan. What the model writes (the phases' actions and minutes, criteria,
 * differentiation) is checked against the brief and repaired where it can be (checks.ts), each repair said in the
 * provenance's note; the offline engine's checks, computed answers, worked examples and the teacher's material
 * (placed in the same phases, cited the same way) are kept as they are, and the model's content is added after them.
 */
export function mergePlan(brief: LessonBrief, offline: LessonPlan, answer: LlmPlan, model: string, now: Date, context: BriefContext = briefContext(brief, offline)): LessonPlan {
  const codes = withLessonCodes(answer, brief, offline);
  const maths = withComputedAnswers(codes.raw, context, offline);
  const raw = maths.raw;
  requireKnownCodes(everyText(raw), brief.outcomes);
  requireNoPlaceholder(everyText(raw));
  if (raw.phases.length !== offline.phases.length) throw new LlmError(`the model returned ${raw.phases.length} phases, expected ${offline.phases.length}`);
  const idle = raw.phases.findIndex((p) => !p.teacherActions.some((a) => a.trim()) || !p.studentActions.some((a) => a.trim()));
  if (idle >= 0) throw new LlmError(`the model left the ${offline.phases[idle]!.title} phase without a teacher or student action`);
  const notICan = raw.successCriteria.find((c) => !/^I can\s+\S/.test(c.text.trim()));
  if (notICan) throw new LlmError(`the model wrote a success criterion that does not start with "I can": "${notICan.text}"`);
  const uncovered = brief.outcomes.find((o) => !raw.successCriteria.some((c) => c.outcomeCode === o.code));
  if (uncovered) throw new LlmError(`the model wrote no success criterion for ${uncovered.code}`);

  const timing = fittedMinutes(raw, offline, context);
  const phases: LessonPhase[] = offline.phases.map((base, i) => {
    const own = raw.phases[i]!;
    const where = `the ${base.title} phase`;
    return {
      ...base,
      minutes: timing.minutes[i]!,
      teacherActions: own.teacherActions,
      studentActions: own.studentActions,
      resources: [...new Set([...base.resources, ...own.resources])],
      outcomeCodes: [...new Set([...base.outcomeCodes, ...own.outcomeCodes])],
      ...field('explanation', addTo(base.explanation, own.explanation, (t) => t)),
      ...field('workedExample', base.workedExample ?? own.workedExample ?? undefined),
      ...field('check', addTo(base.check, own.check.map((c) => toCheckItem(c, brief, where)), (c) => c.prompt)),
      ...field('practice', addTo(base.practice, own.practice.map((c) => toCheckItem(c, brief, where)), (c) => c.prompt)),
    };
  });
  const contentOf = (p: LessonPhase) => (p.explanation?.length ?? 0) + (p.workedExample ? 1 : 0) + (p.check?.length ?? 0) + (p.practice?.length ?? 0);
  const phaseAdditions = phases.reduce((sum, p, i) => sum + contentOf(p) - contentOf(offline.phases[i]!), 0);

  const modelSource = `${model} (language model); check before teaching`;
  const definedByModel = new Map(raw.keywords.map((k) => [normalised(k.term), k]));
  const offlineTerms = new Set(offline.keyVocabulary.map(normalised));
  // A term is listed only with a definition: the model's terms it did not define are left out.
  const addedTerms = [...new Set(raw.keyVocabulary.concat(raw.keywords.map((k) => k.term)))].filter((t) => !offlineTerms.has(normalised(t)) && definedByModel.has(normalised(t)));
  const addedKeywords: Keyword[] = addedTerms.map((term) => ({ term, definition: definedByModel.get(normalised(term))!.definition, source: { kind: 'model', ref: model } }));
  const misconceptions: Misconception[] = raw.misconceptions.map((m) => ({ ...m, source: modelSource }));
  const starterCheck = raw.starterCheck.map((c) => toCheckItem(c, brief, 'the starter check'));
  const exitCheck = raw.exitCheck.map((c) => toCheckItem(c, brief, 'the exit check'));
  const merged = {
    priorKnowledge: addTo(offline.priorKnowledge, raw.priorKnowledge, (t) => t),
    keyLearningPoints: addTo(offline.keyLearningPoints, raw.keyLearningPoints, (t) => t),
    misconceptions: addTo(offline.misconceptions, misconceptions, (m) => m.misconception),
    keywords: addedKeywords.length ? [...(offline.keywords ?? []), ...addedKeywords] : offline.keywords,
    starterCheck: addTo(offline.starterCheck, starterCheck, (c) => c.prompt),
    exitCheck: addTo(offline.exitCheck, exitCheck, (c) => c.prompt),
  };
  const added = (key: keyof typeof merged) => (merged[key]?.length ?? 0) - (offline[key]?.length ?? 0);
  const addsContent = phaseAdditions > 0 || (Object.keys(merged) as (keyof typeof merged)[]).some((key) => added(key) > 0);
  const differentiation = {
    support: addTo(offline.differentiation.support, raw.differentiation.support, (t) => t)!,
    extension: addTo(offline.differentiation.extension, raw.differentiation.extension, (t) => t)!,
    languageSupport: addTo(offline.differentiation.languageSupport, raw.differentiation.languageSupport, (t) => t)!,
  };

  const planned: LessonPlan = {
    ...offline,
    phases,
    successCriteria: raw.successCriteria,
    keyVocabulary: [...offline.keyVocabulary, ...addedTerms],
    differentiation,
    ...field('learningOutcome', offline.learningOutcome ?? (raw.learningOutcome?.trim() || undefined)),
    ...field('drivingQuestion', offline.drivingQuestion ?? (raw.drivingQuestion?.trim() || undefined)),
    ...Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    ...field('contentSources', addsContent ? [...(offline.contentSources ?? []), modelSource] : offline.contentSources),
  };
  const named = withNamedItems(planned, offline, context);
  const measured = requireReadable(named.plan, offline, context);
  const notes = [...codes.notes, ...maths.notes, ...timing.notes, ...named.notes];
  return {
    ...named.plan,
    ...field('readingLevel', offline.readingLevel && { targetGrade: offline.readingLevel.targetGrade, measuredGrade: measured }),
    provenance: {
      engine: 'llm',
      engineVersion: LLM_ENGINE_VERSION,
      model,
      outcomeCodes: brief.outcomes.map((o) => o.code),
      sliceIds: offline.provenance.sliceIds,
      generatedAt: now.toISOString(),
      ...field('note', notes.length ? `The AI plan was checked against your brief. ${notes.join(' ')}` : undefined),
    },
  };
}

/**
 * The LLM adapter for plans: the offline engine plans first, the model writes the phases' actions and adds teaching
 * content, and the answer is schema-checked and rule-checked (with retries). When every attempt fails the offline
 * plan is the answer, and its provenance says why.
 */
export function createLlmGenerator(settings: LlmSettings, fallback: Generator, now: () => Date = () => new Date()): Generator {
  return {
    name: 'llm',
    async generateLessonPlan(brief, options = {}) {
      const offline = await fallback.generateLessonPlan(brief, options);
      const context = briefContext(brief, offline);
      const { system, user } = lessonPrompt(brief, offline, context);
      try {
        return await askModel(
          settings,
          { name: 'lesson_plan', shape: llmPlan, system, user },
          (raw) => mergePlan(brief, offline, raw, settings.model, now(), context),
          options.signal,
        );
      } catch (error) {
        if (options.signal?.aborted) throw error;
        return { ...offline, provenance: { ...offline.provenance, note: `The AI service could not be used (${failureReason(error)}); the offline planner wrote this plan.` } };
      }
    },
  };
}
