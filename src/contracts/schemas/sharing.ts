import { z } from 'zod';
import { ACHIEVEMENT_LEVELS } from '../comment.ts';
import { SHARE_MODES, SHAREABLE_TYPES } from '../sharing.ts';
import { assessmentItemSchema, gradeBandSchema, rubricSchema } from './assessment.ts';
import { itemHeadSchema, outcomeHeadingSchema } from './item.ts';
import { lessonSchema } from './lesson.ts';
import { coverageSchema, lessonOutlineSchema } from './unit.ts';
import { uploadSchema } from './upload.ts';

/** How items are shared and what a shared item shows, as zod schemas; the types in `../sharing.ts` are inferred from them. */

/** How an item is shared. */
export const sharingSchema = z.object({
  type: z.enum(SHAREABLE_TYPES),
  id: z.string(),
  mode: z.enum(SHARE_MODES),
  emails: z.array(z.string()),
  accessKey: z.string().nullable(),
  /** The address to hand out: /shared/{ownerId}/{itemId}, with ?key= for a link share. */
  path: z.string(),
  updatedAt: z.string(),
});

/** A share in the sharing overview: with the item's title, so the list says what is shared. */
export const sharingListSchema = sharingSchema.extend({ title: z.string() });

/** An item shared with the caller, with who shares it. */
export const sharedWithMeSchema = sharingListSchema.extend({ ownerId: z.string(), ownerName: z.string(), ownerEmail: z.string() });

/** What every planned item shows first: its title, year level, subject and outcomes. */
const briefSchema = itemHeadSchema.omit({ outcomeCodes: true }).extend({ outcomes: z.array(outcomeHeadingSchema) });

/** An assessment as a viewer reads it: the questions, answers and rubric; never the class list or its marks. */
export const sharedAssessmentSchema = briefSchema.extend({
  description: z.string(),
  items: z.array(assessmentItemSchema),
  totalMarks: z.number(),
  rubric: rubricSchema,
  gradeBands: z.array(gradeBandSchema),
});

/** A comment set as a viewer reads it: each student's comment and achievement, never the teacher's evidence notes. */
export const sharedCommentSetSchema = briefSchema.extend({
  students: z.array(z.object({ id: z.string(), name: z.string(), achievements: z.record(z.string(), z.enum(ACHIEVEMENT_LEVELS)), comment: z.string() })),
});

/** One lesson of a shared unit's sequence: its outline, without a link into the owner's lessons. */
export const sharedUnitLessonSchema = lessonOutlineSchema.omit({ lessonId: true });

/** A unit as a viewer reads it: the outlines, without links into the owner's lessons. */
export const sharedUnitSchema = briefSchema.extend({
  description: z.string(),
  weeks: z.number(),
  lessonsPerWeek: z.number(),
  lessonMinutes: z.number(),
  methodology: z.string(),
  lessons: z.array(sharedUnitLessonSchema),
  coverage: coverageSchema,
});

/** A shared item: who shares it, and its content under `shared{Type}.{type}` (sharedLesson.lesson, sharedUnit.unit…). */
export const sharedItemSchema = z.object({
  type: z.enum(SHAREABLE_TYPES),
  id: z.string(),
  ownerId: z.string(),
  ownerEmail: z.string(),
  ownerName: z.string(),
  title: z.string(),
  description: z.string(),
  sharedLesson: z.object({ lesson: lessonSchema }).optional(),
  sharedUpload: z.object({ upload: uploadSchema }).optional(),
  sharedAssessment: z.object({ assessment: sharedAssessmentSchema }).optional(),
  sharedComment: z.object({ comment: sharedCommentSetSchema }).optional(),
  sharedUnit: z.object({ unit: sharedUnitSchema }).optional(),
});
