import { z } from 'zod';

/** Curriculum outcomes and frameworks as the API sends them; the types in `../curriculum.ts` are inferred from these. */

/**
 * An outcome: the real statement with its official (or Teachkit) code. Only a lookup by code (what a lesson is
 * planned from) carries the elaborations; search and lists leave them out.
 */
export const outcomeSchema = z.object({
  code: z.string(),
  shortCode: z.string(),
  framework: z.string(),
  market: z.string(),
  learningArea: z.string(),
  subject: z.string(),
  strand: z.string(),
  substrand: z.string(),
  /** Normalised year levels: "K" or "F" for the first year of school, then "1".."12". */
  levels: z.array(z.string()),
  /** The level as the publisher names it ("Grade 3", "Years 3 and 4", "Key Stage 2"). */
  levelLabel: z.string(),
  statement: z.string(),
  parentCode: z.string().nullable(),
  elaborations: z.array(z.string()).optional(),
});

export const frameworkOptionSchema = z.object({
  id: z.string(),
  market: z.string(),
  title: z.string(),
  licence: z.string(),
  licenceUrl: z.string(),
  attribution: z.string(),
  officialCodes: z.boolean(),
  outcomeCount: z.number(),
  subjects: z.array(z.object({ name: z.string(), levels: z.array(z.string()) })),
  levels: z.array(z.string()),
});

/** A framework's outcomes as a list names them: the framework says the market. */
export const listedOutcomeSchema = outcomeSchema.omit({ market: true });

/** The markets with curriculum data, and the frameworks a teacher can choose in one of them (or all). */
export const curriculumOptionsSchema = z.object({
  markets: z.array(z.string()),
  /** The market the frameworks are listed for; empty for all. */
  market: z.string(),
  frameworks: z.array(frameworkOptionSchema),
});
