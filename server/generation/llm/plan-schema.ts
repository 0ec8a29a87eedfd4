import { z } from 'zod';
import { BLOOM_LEVELS } from '../types.ts';
import { strictJsonSchema } from './rules.ts';

/**
 * What the model answers when it plans a lesson: the phases' actions and minutes (rescaled when a lesson's do not add
 * up to its length; the offline engine's when the model gives none), the success criteria, vocabulary and
 * differentiation, and teaching content that is added to the offline engine's (explanations, worked examples,
 * checks and practice with answers, misconceptions, keywords with definitions).
 * The content fields default to empty so a service that ignores structured output still plans; the JSON Schema asks
 * for all of them.
 */
const strings = z.array(z.string());
const text = z.string().trim().min(1);

export const llmCheckItem = z.object({
  prompt: text,
  answer: z.string().trim().min(1, 'every check and practice item needs its answer'),
  /** Empty for an open question; the choices of a multiple-choice (hinge) question. */
  options: strings.default([]),
  /** The lesson outcome the item checks, or empty. */
  outcomeCode: z.string().default(''),
});
export type LlmCheckItem = z.infer<typeof llmCheckItem>;

const llmWorkedExample = z.object({ problem: text, steps: z.array(text).min(1), answer: text });

export const llmPlan = z.object({
  phases: z
    .array(
      z.object({
        title: z.string().min(1),
        minutes: z.number().nullable().default(null),
        teacherActions: strings,
        studentActions: strings,
        resources: strings,
        outcomeCodes: strings,
        explanation: strings.default([]),
        workedExample: llmWorkedExample.nullable().default(null),
        check: z.array(llmCheckItem).default([]),
        practice: z.array(llmCheckItem).default([]),
      }),
    )
    .min(1),
  successCriteria: z.array(z.object({ text: z.string().min(1), outcomeCode: z.string(), bloomLevel: z.enum(BLOOM_LEVELS) })),
  keyVocabulary: strings,
  differentiation: z.object({ support: strings, extension: strings, languageSupport: strings }),
  learningOutcome: z.string().nullable().default(null),
  drivingQuestion: z.string().nullable().default(null),
  priorKnowledge: strings.default([]),
  keyLearningPoints: strings.default([]),
  misconceptions: z.array(z.object({ misconception: text, response: text })).default([]),
  keywords: z.array(z.object({ term: text, definition: text })).default([]),
  starterCheck: z.array(llmCheckItem).default([]),
  exitCheck: z.array(llmCheckItem).default([]),
});
export type LlmPlan = z.infer<typeof llmPlan>;

/** JSON Schema for structured output (strict mode: every property required, no extra properties). */
export const LESSON_PLAN_JSON_SCHEMA = strictJsonSchema(llmPlan);
