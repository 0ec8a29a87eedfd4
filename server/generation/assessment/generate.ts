import { CONTENT_SOURCES, type ContentSource } from '../content/index.ts';
import { targetGrade } from '../level.ts';
import { inAmericanSpelling, writesAmerican } from '../english/spelling.ts';
import { successCriteria, type LessonFocus } from '../text.ts';
import type { CheckItem, OutcomeContent, OutcomeRef } from '../types.ts';
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

function itemsFromContent(outcome: OutcomeRef, content: OutcomeContent, next: () => string, focus?: LessonFocus): AssessmentItem[] {
  const items: AssessmentItem[] = [];
  const hinge = content.checks.find((c) => c.options?.length);
  if (hinge) items.push({ id: next(), kind: 'multiple-choice', prompt: hinge.prompt, options: hinge.options!, answer: hinge.answer, markingPoints: [`${hinge.answer}`], marks: 1, outcomeCode: outcome.code });
  const open: CheckItem[] = [...content.practice, ...content.checks.filter((c) => !c.options?.length)];
  for (const item of open.slice(0, SHORT_ANSWERS_PER_OUTCOME)) {
    items.push({ id: next(), kind: 'short-answer', prompt: item.prompt, answer: item.answer, markingPoints: [item.answer], marks: 1, outcomeCode: outcome.code });
  }
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
  return items;
}

/** An outcome without content: one extended response marked against its own success criteria. */
function itemsFromCriteria(outcome: OutcomeRef, next: () => string, focus?: LessonFocus): AssessmentItem[] {
  const criteria = successCriteria(outcome.statement, { focus });
  return [
    {
      id: next(),
      kind: 'extended-response',
      prompt: `${criteria.map((c) => sentence(`Show that you can ${actionOf(c)}`)).join(' ')} Give an example and explain your thinking.`,
      answer: `A response that meets each marking point, in the words of ${displayCode(outcome)}.`,
      markingPoints: criteria.map((c) => sentence(`The response shows the student can ${actionOf(c)}`)),
      marks: criteria.length,
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
  for (const outcome of brief.outcomes) {
    const context = { yearLevel: brief.yearLevel, grade, subject: brief.subject, topic: brief.title, description: brief.description, seed: `${brief.seed}:${outcome.code}` };
    // Only content with something to assess counts: a source that says only what comes before leaves the outcome open.
    const content = sources
      .map((source) => source(outcome, context))
      .find((c): c is OutcomeContent => Boolean(c && (c.practice.length || c.checks.length || c.workedExamples.length || c.keyPoints.length || c.texts.length)));
    if (content) {
      items.push(...itemsFromContent(outcome, content, next, { title: brief.title, description: brief.description }));
      keyPoints.set(outcome.code, content.keyPoints);
    } else {
      items.push(...itemsFromCriteria(outcome, next, { title: brief.title, description: brief.description }));
      uncovered.push(outcome);
      supply.push(`${supplyNoteFor(outcome)} Teachkit has no worked content for it, so its item is one extended response marked against the outcome's own criteria.`);
    }
  }
  const assessment = { items, rubric: rubricFor(brief.outcomes, keyPoints, DEFAULT_LEVELS, { title: brief.title, description: brief.description }), supply };
  return { assessment: writesAmerican(brief.outcomes) ? inAmericanSpelling(assessment) : assessment, uncovered };
}

/** The note an outcome without content leaves for the teacher, so a writer that covers it can take the note away. */
export const supplyNoteFor = (outcome: OutcomeRef) => `Add short questions with answers for ${displayCode(outcome)}:`;
