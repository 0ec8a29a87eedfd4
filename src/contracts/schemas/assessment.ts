import { z } from 'zod';
import { ITEM_KINDS } from '../assessment.ts';

/** An assessment's shapes as zod schemas; the types in `../assessment.ts` are inferred from them. */

/** One question of an assessment, with what earns its marks. */
export const assessmentItemSchema = z.object({
  id: z.string(),
  kind: z.enum(ITEM_KINDS),
  prompt: z.string(),
  /** Choices of a multiple-choice item; the answer is one of them. */
  options: z.array(z.string()).optional(),
  /** The correct option, the expected answer, or a model answer. */
  answer: z.string(),
  /** What a marker looks for; one mark each unless the item says otherwise. */
  markingPoints: z.array(z.string()),
  marks: z.number(),
  outcomeCode: z.string(),
});

/** One achievement level of the rubric, lowest first. */
export const rubricLevelSchema = z.object({ name: z.string(), marks: z.number() });

/** A rubric row: one thing assessed, tied to an outcome, with a descriptor for each level (in the levels' order). */
export const rubricCriterionSchema = z.object({ id: z.string(), outcomeCode: z.string(), title: z.string(), descriptors: z.array(z.string()) });

export const rubricSchema = z.object({ levels: z.array(rubricLevelSchema), criteria: z.array(rubricCriterionSchema) });

/** A grade band: a total at or above `minPercent` earns the label. Bands are kept highest first. */
export const gradeBandSchema = z.object({ label: z.string(), minPercent: z.number() });
