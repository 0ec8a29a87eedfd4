import { z } from 'zod';
import { assessmentItemSchema, gradeBandSchema, rubricSchema } from '../../../src/contracts/schemas/assessment.ts';
import { itemHeadSchema, outcomeHeadingSchema } from './items.ts';


const studentSchema = z.object({ id: z.string(), name: z.string() });

export const assessmentSummarySchema = itemHeadSchema.extend({
  description: z.string(),
  /** How many students are on the class list. */
  students: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const assessmentSchema = assessmentSummarySchema.extend({
  outcomes: z.array(outcomeHeadingSchema),
  items: z.array(assessmentItemSchema),
  totalMarks: z.number(),
  rubric: rubricSchema,
  gradeBands: z.array(gradeBandSchema),
  students: z.array(studentSchema),
  /** Outcomes the engine had no content for: what the teacher should add to the items. */
  supply: z.array(z.string()),
});

/** A newly written assessment also says which engine wrote it, and why the offline one stood in when it did. */
export const writtenAssessmentSchema = assessmentSchema.extend({ engine: z.enum(['offline', 'llm']), note: z.string().optional() });

export const classListSchema = z.object({ students: z.array(studentSchema) });

/** One student's marking as the marking grid and the results show it. */
export const studentResultSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  response: z.string(),
  /** The level chosen per rubric criterion (criterion id → level index). */
  levels: z.record(z.string(), z.number()),
  score: z.number(),
  max: z.number(),
  percent: z.number(),
  /** The grade band, once every criterion has a level; null until then. */
  band: z.string().nullable(),
  marked: z.number(),
  complete: z.boolean(),
  draftFeedback: z.string(),
  feedback: z.string().nullable(),
});

export const resultsSchema = z.object({
  students: z.array(studentResultSchema),
  marked: z.number(),
  /** How many students reached each level of each criterion. */
  spread: z.array(z.object({ criterionId: z.string(), counts: z.array(z.number()) })),
});
