import { z } from 'zod';
import { METHODOLOGIES } from '../lesson-plan.ts';
import { LESSON_ROLES } from '../unit.ts';
import { itemHeadSchema, outcomeHeadingSchema } from './item.ts';

/** One lesson of a unit, as an outline until the teacher creates it as a real lesson. */
export const lessonOutlineSchema = z.object({
  id: z.string(),
  title: z.string(),
  role: z.enum(LESSON_ROLES),
  /** Outcomes the lesson teaches. */
  outcomeCodes: z.array(z.string()),
  /** Earlier outcomes its starter brings back (retrieval practice). */
  revisitCodes: z.array(z.string()),
  summary: z.string(),
  /** The real lesson made from this outline, once created. */
  lessonId: z.string().nullable(),
  /** For the unit's assessment point: the assessment made from it, once created. */
  assessmentId: z.string().nullable().optional(),
});

// What the API answers for units.

export const unitSummarySchema = itemHeadSchema.extend({
  weeks: z.number(),
  lessonsPerWeek: z.number(),
  updatedAt: z.string(),
});

/** Outcomes × lessons: where each outcome is taught, practised, revisited and assessed, and which are missing. */
export const coverageSchema = z.object({
  lessons: z.array(z.object({ id: z.string(), title: z.string() })),
  outcomes: z.array(
    z.object({
      outcomeCode: z.string(),
      /** One per lesson: the lesson's role for this outcome, 'revisit' when its starter brings it back, or null. */
      cells: z.array(z.union([z.enum(LESSON_ROLES), z.literal('revisit'), z.null()])),
      taught: z.boolean(),
      assessed: z.boolean(),
    }),
  ),
  missing: z.array(z.string()),
  unassessed: z.array(z.string()),
});

export const unitSchema = unitSummarySchema.extend({
  description: z.string(),
  outcomes: z.array(outcomeHeadingSchema),
  lessonMinutes: z.number(),
  methodology: z.enum(METHODOLOGIES),
  lessons: z.array(lessonOutlineSchema),
  notes: z.array(z.string()),
  coverage: coverageSchema,
  createdAt: z.string(),
});

/** Lessons made from a unit's outlines: how many now, how many are left, and why it stopped early if it did. */
export const madeLessonsSchema = z.object({ created: z.number(), remaining: z.number(), stopped: z.string().optional(), unit: unitSchema });

export const unitAssessmentSchema = z.object({ assessmentId: z.string(), created: z.boolean() });
