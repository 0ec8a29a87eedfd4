import { CONTENT_SOURCES, type ContentSource } from '../content/index.ts';
import { targetGrade } from '../level.ts';
import { inAmericanSpelling, writesAmerican } from '../english/spelling.ts';
import { successCriteria, type LessonFocus } from '../text.ts';
import type { CheckItem, OutcomeContent, OutcomeRef } from '../types.ts';
import { seededRandom } from '../content/maths/random.ts';
import { isEnglishReading, isHistory, passageOf, sourceItems, suppliedPassageItems } from './stimulus.ts';
import type { AssessmentBrief, AssessmentItem, GeneratedAssessment, Rubric, RubricCriterion, RubricLevel } from './types.ts';

/** Four levels, as most school rubrics have them; a teacher may rename them or add more. */
export const DEFAULT_LEVELS: RubricLevel[] = [
  { name: 'Beginning', marks: 1 },
  { name: 'Developing', marks: 2 },
  { name: 'Proficient', marks: 3 },
  { name: 'Extending', marks: 4 },
];

/** Items per outcome: enough to see whether it is met, few enough to mark in an evening. */
const SHORT_ANSWERS_PER_OUTCOME = 3;

const displayCode = (o: OutcomeRef) => o.shortCode ?? o.code;
/** "I can recognise …" → "recognise …". */
const actionOf = (criterion: string) => criterion.replace(/^I can\s+/, '');
const sentence = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`);

/** What a criterion looks like at each level, lowest first, in words a student and a parent can read. */
export function levelDescriptors(action: string, keyPoint: string | undefined, levels: number): string[] {
  const descriptors = [
    `With support, begins to ${action}; answers are often incomplete or incorrect.`,
    `Can ${action} in familiar cases, with some errors or steps missing.`,
    `Can ${action} accurately and explain how${keyPoint ? `, showing that ${keyPoint.replace(/^[A-Z]/, (c) => c.toLowerCase()).replace(/\.$/, '')}` : ''}.`,
    `Can ${action} accurately in unfamiliar problems and justify the method or choice made.`,
  ];
  if (levels === descriptors.length) return descriptors;
  // Fewer or more levels: spread the four descriptions over them, lowest and highest kept.
  return Array.from({ length: levels }, (_, i) => descriptors[Math.round((i * (descriptors.length - 1)) / Math.max(1, levels - 1))]!);
}

/** A check's answer written as marking points ("Marking points: a; b; c") gives a mark for each, up to three. */
const MARKING_POINTS = /^Marking points:\s*/i;
const MOST_POINTS = 3;
function markedPoints(answer: string): string[] {
  if (!MARKING_POINTS.test(answer)) return [answer];
  const points = answer
    .replace(MARKING_POINTS, '')
    .split(/;\s*/)
    .map((p) => p.trim().replace(/\.$/, ''))
    .filter((p) => p && !/^\(extension\)/i.test(p));
  return points.slice(0, MOST_POINTS).map((p) => sentence(p.replace(/^./, (c) => c.toUpperCase())));
}

/** A misconception stated as a belief ("A biased source is useless."), not described as a mistake ("Adding the numerators…"). */
const isBelief = (text: string) => !/^[A-Z][a-z]+ing\b/.test(text);

/**
 * The choice item: the hinge whose wrong options known misconceptions give (each named in the key); else, where the
 * content states misconceptions as beliefs, "which is correct?" with a key point against them; else the hinge as it is.
 */
function choiceItem(outcome: OutcomeRef, content: OutcomeContent, id: string, order: (options: string[]) => string[]): { item: AssessmentItem; onContent: boolean } | undefined {
  const hinge = content.checks.find((c) => c.options?.length);
  const base = { id, kind: 'multiple-choice' as const, marks: 1, outcomeCode: outcome.code };
  if (hinge && content.hingeMistakes?.length) {
    const distractors = content.hingeMistakes.filter((d) => hinge.options!.includes(d.option));
    return { item: { ...base, prompt: hinge.prompt, options: hinge.options!, answer: hinge.answer, markingPoints: [hinge.answer], distractors }, onContent: true };
  }
  const beliefs = content.misconceptions.map((m) => m.misconception).filter(isBelief).slice(0, 3);
  // The true statement nearest the beliefs in length, so its length does not give it away; a dated fact reads differently.
  const typical = beliefs.reduce((sum, b) => sum + b.length, 0) / Math.max(1, beliefs.length);
  const truth = content.keyPoints.filter((k) => !/^\d/.test(k)).sort((a, b) => Math.abs(a.length - typical) - Math.abs(b.length - typical))[0];
  if (beliefs.length >= 2 && truth) {
    const distractors = beliefs.map((b) => ({ option: b, misconception: b }));
    return { item: { ...base, prompt: 'Which of these statements is correct?', options: order([truth, ...beliefs]), answer: truth, markingPoints: [truth], distractors }, onContent: false };
  }
  return hinge ? { item: { ...base, prompt: hinge.prompt, options: hinge.options!, answer: hinge.answer, markingPoints: [hinge.answer] }, onContent: true } : undefined;
}

/** A worked step that shows a calculation ("14 ÷ 7 = 2"), as against one that explains it. */
const CALCULATION = /\d\s*=|=\s*[$£€]?\d/;
const ASKS_REASONING = /\b(explain|decide|which|why|justify)\b/i;

/**
 * The mark scheme of a worked solution: a mark for each calculation shown, and one for the reasoning where the
 * question asks for it (the first step that explains rather than calculates); a step that only restates the method
 * earns nothing on its own. At least the answer.
 */
export function markScheme(prompt: string, steps: string[], answer: string): string[] {
  const reasoning = ASKS_REASONING.test(prompt) ? steps.find((s) => !CALCULATION.test(s)) : undefined;
  const points = steps.filter((s) => CALCULATION.test(s) || s === reasoning);
  return points.length ? points : [answer];
}

/**
 * Short answers with their mark schemes. Generated mathematics is taken from the top of its practice climb (the
 * multi-step problems the grade is expected to solve), marked on its working; other content's open questions in
 * their order, a mark for each marking point.
 */
function shortAnswers(outcome: OutcomeRef, content: OutcomeContent, next: () => string): AssessmentItem[] {
  const solved = new Map((content.solutions ?? []).map((s) => [s.problem, s.steps]));
  if (solved.size) {
    return content.practice
      .filter((p) => solved.has(p.prompt))
      .slice(-SHORT_ANSWERS_PER_OUTCOME)
      .map((p) => {
        const points = markScheme(p.prompt, solved.get(p.prompt)!, p.answer);
        return { id: next(), kind: 'short-answer' as const, prompt: p.prompt, answer: p.answer, markingPoints: points, marks: points.length, outcomeCode: outcome.code };
      });
  }
  const open: CheckItem[] = [...content.practice, ...content.checks.filter((c) => !c.options?.length)];
  return open.slice(0, SHORT_ANSWERS_PER_OUTCOME).map((item) => {
    const points = markedPoints(item.answer);
    const answer = item.answer.replace(MARKING_POINTS, '').replace(/^./, (c) => c.toUpperCase());
    return { id: next(), kind: 'short-answer' as const, prompt: item.prompt, answer, markingPoints: points, marks: points.length, outcomeCode: outcome.code };
  });
}

function itemsFromContent(outcome: OutcomeRef, content: OutcomeContent, next: () => string, order: (options: string[]) => string[], focus?: LessonFocus): AssessmentItem[] {
  const choice = choiceItem(outcome, content, next(), order);
  const items: AssessmentItem[] = choice?.onContent ? [choice.item] : [];
  items.push(...shortAnswers(outcome, content, next));
  const points = content.keyPoints.slice(0, 3);
  if (points.length) {
    const [criterion] = successCriteria(outcome.statement, { focus });
    items.push({
      id: next(),
      kind: 'extended-response',
      prompt: `${sentence(`Show that you can ${actionOf(criterion ?? 'explain the main idea')}`)} Use an example of your own and explain each step.`,
      answer: points.join(' '),
      markingPoints: points,
      marks: points.length,
      outcomeCode: outcome.code,
    });
  }
  // Questions written on the content's passage are asked with it in front of the student; a choice of statements is not.
  const passage = content.texts[0];
  const onPassage = passage ? items.map((item) => ({ ...item, stimulus: passageOf(passage) })) : items;
  return choice && !choice.onContent ? [choice.item, ...onPassage] : onPassage;
}

/**
 * An outcome without content: one extended response marked against its own success criteria, worth the top level's
 * marks for each criterion, so every level of the rubric gives it different marks (at one mark a criterion,
 * Developing already scored full marks).
 */
function itemsFromCriteria(outcome: OutcomeRef, next: () => string, focus?: LessonFocus): AssessmentItem[] {
  const perCriterion = DEFAULT_LEVELS[DEFAULT_LEVELS.length - 1]!.marks;
  const criteria = successCriteria(outcome.statement, { focus });
  return [
    {
      id: next(),
      kind: 'extended-response',
      prompt: `${criteria.map((c) => sentence(`Show that you can ${actionOf(c)}`)).join(' ')} Give an example and explain your thinking.`,
      answer: `A response that meets each marking point, in the words of ${displayCode(outcome)}.`,
      markingPoints: criteria.map((c) => sentence(`The response shows the student can ${actionOf(c)}`)),
      marks: criteria.length * perCriterion,
      outcomeCode: outcome.code,
    },
  ];
}

/** The rubric: one criterion per success criterion of each outcome (scoped to the assessment's focus), a descriptor for every level. */
export function rubricFor(outcomes: OutcomeRef[], keyPoints: Map<string, string[]>, levels: RubricLevel[] = DEFAULT_LEVELS, focus?: LessonFocus): Rubric {
  const criteria: RubricCriterion[] = [];
  for (const outcome of outcomes) {
    const points = keyPoints.get(outcome.code) ?? [];
    successCriteria(outcome.statement, { focus }).forEach((criterion, index) => {
      const action = actionOf(criterion);
      criteria.push({
        id: `c${criteria.length + 1}`,
        outcomeCode: outcome.code,
        title: action.replace(/^./, (c) => c.toUpperCase()),
        descriptors: levelDescriptors(action, points[index], levels.length),
      });
    });
  }
  return { levels, criteria };
}

/**
 * Writes an assessment for the outcomes: items from the content sources (computed mathematics with its answers, the
 * reviewed subject sets), an extended response marked against the outcome's own criteria where no source has
 * content, and a rubric with a criterion per success criterion. Deterministic for the same brief.
 */
export function generateAssessment(brief: AssessmentBrief, sources: readonly ContentSource[] = CONTENT_SOURCES): GeneratedAssessment {
  return writtenAssessment(brief, sources).assessment;
}

/** The assessment, and the outcomes no content source covers (a language model may write their short questions). */
export function writtenAssessment(brief: AssessmentBrief, sources: readonly ContentSource[] = CONTENT_SOURCES): { assessment: GeneratedAssessment; uncovered: OutcomeRef[] } {
  const grade = targetGrade(brief.yearLevel, brief.outcomes);
  let counter = 0;
  const next = () => `i${++counter}`;
  const items: AssessmentItem[] = [];
  const supply: string[] = [];
  const uncovered: OutcomeRef[] = [];
  const keyPoints = new Map<string, string[]>();
  const focus = { title: brief.title, description: brief.description };
  for (const outcome of brief.outcomes) {
    const context = { yearLevel: brief.yearLevel, grade, subject: brief.subject, topic: brief.title, description: brief.description, seed: `${brief.seed}:${outcome.code}` };
    const random = seededRandom(`${context.seed}|choice`);
    const order = (options: string[]) => random.shuffle(options);
    // Only content with something to assess counts: a source that says only what comes before leaves the outcome open.
    const content = sources
      .map((source) => source(outcome, context))
      .find((c): c is OutcomeContent => Boolean(c && (c.practice.length || c.checks.length || c.workedExamples.length || c.keyPoints.length || c.texts.length)));
    if (content) {
      items.push(...itemsFromContent(outcome, content, next, order, focus));
      keyPoints.set(outcome.code, content.keyPoints);
    } else {
      items.push(...itemsFromCriteria(outcome, next, focus));
      uncovered.push(outcome);
      supply.push(`${supplyNoteFor(outcome)} Teachkit has no worked content for it, so its item is one extended response marked against the outcome's own criteria.`);
    }
    // History is assessed on sources as well as knowledge; reading in English on a passage.
    if (isHistory(brief.subject, outcome)) {
      const sourced = sourceItems(outcome, content, brief.title, next);
      items.push(...sourced.items);
      if (sourced.supply) supply.push(sourced.supply);
    } else if (isEnglishReading(brief.subject, outcome) && !content?.texts.length) {
      const read = suppliedPassageItems(outcome, next);
      items.push(...read.items);
      supply.push(read.supply);
    }
  }
  const assessment = { items, rubric: rubricFor(brief.outcomes, keyPoints, DEFAULT_LEVELS, { title: brief.title, description: brief.description }), supply };
  return { assessment: writesAmerican(brief.outcomes) ? inAmericanSpelling(assessment) : assessment, uncovered };
}

/** The note an outcome without content leaves for the teacher, so a writer that covers it can take the note away. */
export const supplyNoteFor = (outcome: OutcomeRef) => `Add short questions with answers for ${displayCode(outcome)}:`;
