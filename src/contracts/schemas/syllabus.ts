import { z } from 'zod';

/** A teacher's syllabus and its outcomes as zod schemas; the types in `../syllabus.ts` are inferred from them. */

export const syllabusOutcomeSchema = z.object({
  /** The row id inside this syllabus (DELETE /syllabus/{id}/outcome/{outcomeId} takes it, or the code). */
  id: z.string(),
  code: z.string(),
  shortCode: z.string(),
  framework: z.string(),
  market: z.string(),
  subject: z.string(),
  strand: z.string(),
  levels: z.array(z.string()),
  levelLabel: z.string(),
  /** The real statement; empty with `missing: true` when a curriculum update no longer has the code. */
  statement: z.string(),
  missing: z.boolean(),
  position: z.number(),
});

export const syllabusSchema = z.object({
  id: z.string(),
  title: z.string(),
  market: z.string(),
  framework: z.string(),
  subject: z.string(),
  yearLevel: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A syllabus in the list: with how many outcomes it has. */
export const syllabusSummarySchema = syllabusSchema.extend({ outcomeCount: z.number() });

/** A syllabus with its outcomes, in their order. */
export const syllabusWithOutcomesSchema = syllabusSchema.extend({ outcomes: z.array(syllabusOutcomeSchema) });
