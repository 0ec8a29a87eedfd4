import { z } from 'zod';
import { speakToStudent } from './student-voice.ts';
import { titleText } from './titles.ts';
import type { CheckItem, Keyword, LessonPhase, LessonPlan } from '../generation/types.ts';
import { PLAN_CONTENT_FIELDS, PLAN_RECORD_FIELDS, type PlanContent } from '../../src/contracts/lesson-plan.ts';

/**
 * The plan's teaching content as a teacher edits it: every check keeps its answer, every keyword its definition,
 * every misconception how to address it. Lessons planned before the plan had this content simply leave it out.
 */

const line = (max: number) => z.string().trim().max(max, `Keep each line under ${max} characters`);
const lines = (max: number, count: number) => z.array(line(max)).max(count, `At most ${count} lines`);

export const checkItem = z
  .object({
    prompt: z.string().trim().min(1, 'Write the question students answer').max(1000, 'A question is at most 1000 characters'),
    answer: z.string().trim().min(1, 'Give the answer a teacher marks against').max(2000, 'An answer is at most 2000 characters'),
    options: z.array(z.string().trim().min(1, 'An option cannot be empty').max(1000, 'An option is at most 1000 characters')).min(2, 'A multiple-choice question has at least 2 options').max(12, 'A multiple-choice question has at most 12 options').optional(),
    outcomeCode: z.string().trim().max(80).optional(),
  })
  .refine((item) => !item.options || item.options.includes(item.answer), {
    message: 'The answer must be one of the options',
    path: ['answer'],
  });

const checks = z.array(checkItem).max(40, 'At most 40 questions');

const workedExample = z.object({
  problem: z.string().trim().min(1, 'A worked example needs its problem').max(2000, 'A problem is at most 2000 characters'),
  steps: lines(1000, 30),
  answer: z.string().trim().min(1, 'A worked example needs its answer').max(1000, 'An answer is at most 1000 characters'),
});

const lessonText = z.object({
  title: titleText().max(500, 'A text title is at most 500 characters').default(''),
  body: z.string().trim().min(1, 'A text cannot be empty; remove it instead').max(20000, 'A text is at most 20000 characters'),
  source: z.string().trim().max(2000, 'A source is at most 2000 characters').default(''),
});

const misconception = z.object({
  misconception: z.string().trim().min(1, 'Say what students wrongly think').max(1000, 'A misconception is at most 1000 characters'),
  response: z.string().trim().min(1, 'Say how you address the misconception').max(2000, 'A response is at most 2000 characters'),
  source: z.string().trim().max(2000, 'A source is at most 2000 characters').default(''),
});

const keyword = z.object({
  term: z.string().trim().min(1, 'A keyword cannot be empty').max(80, 'A keyword is at most 80 characters'),
  definition: z.string().trim().min(1, 'Every keyword needs a definition').max(1000, 'A definition is at most 1000 characters'),
  source: z
    .object({
      // 'model': a definition the configured language model added to the offline keywords.
      kind: z.enum(['outcome', 'subject', 'teacher', 'model'], { error: 'A definition comes from an outcome, the subject glossary, the teacher or the language model' }),
      ref: z.string().trim().max(500, 'A definition\'s source is at most 500 characters').default(''),
    })
    .default({ kind: 'teacher', ref: '' }),
});

const sequence = z.object({
  lessons: z.int('Lessons must be a whole number').min(1, 'A sequence has at least 1 lesson').max(40, 'A sequence has at most 40 lessons'),
  outline: lines(500, 40),
});

/** The teaching content of one phase (LessonPhase's optional fields). */
export const phaseContent = {
  explanation: lines(4000, 40).optional(),
  workedExample: workedExample.optional(),
  check: checks.optional(),
  practice: checks.optional(),
  texts: z.array(lessonText).max(12, 'A phase has at most 12 texts').optional(),
  safety: lines(1000, 20).optional(),
  supply: lines(1000, 20).optional(),
};

/**
 * The plan's own teaching content (LessonPlan's optional fields the teacher may edit). The reading level and the
 * content sources are the engine's record of how the plan was made, so they are kept as planned, never sent.
 */
export const planContent = {
  learningOutcome: z.string().trim().min(1, 'Say in one sentence what students will learn').max(500, 'A learning outcome is at most 500 characters').optional(),
  drivingQuestion: z.string().trim().max(500, 'A driving question is at most 500 characters').optional(),
  priorKnowledge: lines(1000, 20).optional(),
  keyLearningPoints: lines(1000, 20).optional(),
  misconceptions: z.array(misconception).max(20, 'At most 20 misconceptions').optional(),
  keywords: z.array(keyword).max(80, 'At most 80 keywords').optional(),
  starterCheck: checks.optional(),
  exitCheck: checks.optional(),
  sequence: sequence.optional(),
} satisfies Record<(typeof PLAN_CONTENT_FIELDS)[number], z.ZodType>;

export { PLAN_CONTENT_FIELDS, PLAN_RECORD_FIELDS, type PlanContent };

export function planContentOf(plan: LessonPlan): PlanContent {
  return Object.fromEntries(PLAN_RECORD_FIELDS.filter((field) => plan[field] !== undefined).map((field) => [field, plan[field]])) as PlanContent;
}

/** The content fields an edit sends, cleaned: an empty driving question removes it rather than storing "". */
export function editedPlanContent(edits: Partial<Record<(typeof PLAN_CONTENT_FIELDS)[number], unknown>>): Partial<LessonPlan> {
  const sent = Object.fromEntries(PLAN_CONTENT_FIELDS.filter((field) => edits[field] !== undefined).map((field) => [field, edits[field]])) as Partial<LessonPlan>;
  if (sent.drivingQuestion === '') sent.drivingQuestion = undefined;
  return sent;
}

/**
 * A definition keeps its source only while its words are the ones planning recorded for that term; a definition the
 * teacher rewrote is the teacher's, whatever the client says, so the plan never credits an outcome with words it
 * does not hold.
 */
export function keepKeywordsHonest(edited: Keyword[], planned: Keyword[] = []): Keyword[] {
  const plannedDefinition = new Map(planned.map((k) => [`${k.term}\u0000${k.source.kind}\u0000${k.source.ref}`, k.definition]));
  return edited.map((k) => {
    if (k.source.kind === 'teacher') return { ...k, source: { kind: 'teacher', ref: '' } };
    const recorded = plannedDefinition.get(`${k.term}\u0000${k.source.kind}\u0000${k.source.ref}`);
    return recorded === k.definition ? k : { ...k, source: { kind: 'teacher', ref: '' } };
  });
}

/** What a student may see of a check: the question and its choices, never the answer. */
const forStudents = (items: CheckItem[] | undefined) => items?.map(({ prompt, options }) => (options ? { prompt, options } : { prompt }));

/**
 * A phase as students see it: their own actions, the texts they read, the worked example and the questions without
 * answers; never the teacher's actions, explanation, safety notes or what the teacher must supply.
 */
export function studentPhase(phase: LessonPhase) {
  return {
    title: phase.title,
    minutes: phase.minutes,
    studentActions: phase.studentActions.map(speakToStudent),
    ...(phase.texts?.length ? { texts: phase.texts.map(({ title, body, source }) => ({ title, body, source })) } : {}),
    ...(phase.workedExample ? { workedExample: { problem: phase.workedExample.problem, steps: phase.workedExample.steps, answer: phase.workedExample.answer } } : {}),
    ...(phase.check?.length ? { check: forStudents(phase.check) } : {}),
    ...(phase.practice?.length ? { practice: forStudents(phase.practice) } : {}),
  };
}

/** The plan's content a student sees: what they learn, the words with their meanings, and the questions to answer. */
export function studentPlanContent(plan: LessonPlan) {
  return {
    ...(plan.learningOutcome ? { learningOutcome: plan.learningOutcome } : {}),
    ...(plan.drivingQuestion ? { drivingQuestion: plan.drivingQuestion } : {}),
    ...(plan.keywords?.length ? { keywords: plan.keywords.map(({ term, definition }) => ({ term, definition })) } : {}),
    ...(plan.starterCheck?.length ? { starterCheck: forStudents(plan.starterCheck) } : {}),
    ...(plan.exitCheck?.length ? { exitCheck: forStudents(plan.exitCheck) } : {}),
  };
}
