import { z } from 'zod';
import { frameworkOptionSchema, outcomeSchema } from '../../../src/contracts/schemas/curriculum.ts';
import { syllabusOutcomeSchema, syllabusSchema } from '../../../src/contracts/schemas/syllabus.ts';

export const curriculumOptionsSchema = z.object({
  markets: z.array(z.string()),
  /** The market the frameworks are listed for; empty for all. */
  market: z.string(),
  frameworks: z.array(frameworkOptionSchema),
});

/** A framework's outcomes as a list names them: the framework says the market. */
export const listedOutcomeSchema = outcomeSchema.omit({ market: true });

export const syllabusSummarySchema = syllabusSchema.extend({ outcomeCount: z.number() });

export const syllabusWithOutcomesSchema = syllabusSchema.extend({ outcomes: z.array(syllabusOutcomeSchema) });

export { outcomeSchema };
