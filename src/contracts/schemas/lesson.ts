import { z } from 'zod';
import { METHODOLOGIES } from '../lesson-plan.ts';
import {
  differentiationSchema,
  keywordSchema,
  lessonPhaseSchema,
  lessonTextSchema,
  outcomeRefSchema,
  planContentSchema,
  provenanceSchema,
  successCriterionSchema,
  workedExampleSchema,
} from './lesson-plan.ts';

/** A lesson as the API answers it, as zod schemas; the types in `../lesson.ts` are inferred from them. */

/** A lesson's outcome: the curriculum's own record of it, as the lookup by code finds it. */
export const lessonOutcomeSchema = outcomeRefSchema.extend({
  market: z.string().optional(),
  learningArea: z.string().optional(),
  substrand: z.string().optional(),
  levelLabel: z.string().optional(),
  parentCode: z.string().nullable().optional(),
});

/** What the lesson list shows of each lesson. */
export const lessonSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  methodology: z.enum(METHODOLOGIES),
  enhancementEnabled: z.boolean(),
  yearLevel: z.string(),
  subject: z.string(),
  durationMinutes: z.number(),
  outcomeCodes: z.array(z.string()),
  joinCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The lesson as its owner and the teachers it is shared with read it; the plan's teaching content where it has any. */
export const lessonSchema = lessonSummarySchema.omit({ outcomeCodes: true }).extend({
  outcomes: z.array(lessonOutcomeSchema),
  phases: z.array(lessonPhaseSchema),
  successCriteria: z.array(successCriterionSchema),
  keyVocabulary: z.array(z.string()),
  differentiation: differentiationSchema,
  provenance: provenanceSchema,
  /** Only on an Enhanced lesson none of whose phases could use the teacher's uploads. */
  materialNotice: z.string().optional(),
  ...planContentSchema.shape,
});

/** A question as students get it: the prompt and any choices, never the answer. */
const studentQuestionSchema = z.object({ prompt: z.string(), options: z.array(z.string()).optional() });

/**
 * What a student sees after joining with a code, and anyone opening a lesson's link: never the teacher's brief
 * (description), notes or differentiation, nor the answers (server/domain/lessons.ts toStudentLesson says why).
 */
export const studentLessonSchema = z.object({
  title: z.string(),
  methodology: z.enum(METHODOLOGIES),
  durationMinutes: z.number(),
  successCriteria: z.array(z.string()),
  keyVocabulary: z.array(z.string()),
  learningOutcome: z.string().optional(),
  drivingQuestion: z.string().optional(),
  keywords: z.array(keywordSchema.pick({ term: true, definition: true })).optional(),
  starterCheck: z.array(studentQuestionSchema).optional(),
  exitCheck: z.array(studentQuestionSchema).optional(),
  phases: z.array(
    z.object({
      title: z.string(),
      minutes: z.number(),
      studentActions: z.array(z.string()),
      texts: z.array(lessonTextSchema).optional(),
      workedExample: workedExampleSchema.optional(),
      check: z.array(studentQuestionSchema).optional(),
      practice: z.array(studentQuestionSchema).optional(),
    }),
  ),
});

/** A lesson's new join code (the old one stops working). */
export const joinCodeSchema = z.object({ joinCode: z.string() });
