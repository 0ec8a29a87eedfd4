import { z } from 'zod';
import { SHARE_MODES, SHAREABLE_TYPES } from '../sharing.ts';
import { assessmentItemSchema, gradeBandSchema, rubricSchema } from './assessment.ts';
import { itemHeadSchema, outcomeHeadingSchema } from './item.ts';
import { lessonSchema, studentLessonSchema } from './lesson.ts';
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

/*
 * A shared item as each audience reads it (server/domain/sharing/shapes.ts builds them field by field and says why):
 * 'people', a teacher the owner named, reads the teacher's side; 'link', anyone holding the key, reads what a student
 * may. Neither reads what the owner wrote about named students.
 */

/** An assessment as a colleague reads it: the questions, answers and rubric; never the class list or its marks. */
export const sharedAssessmentSchema = briefSchema.extend({
  description: z.string(),
  items: z.array(assessmentItemSchema),
  totalMarks: z.number(),
  rubric: rubricSchema,
  gradeBands: z.array(gradeBandSchema),
});

/** An assessment as a link shows it: the questions and their marks, without answers, marking points or rubric. */
export const publicAssessmentSchema = briefSchema.extend({
  items: z.array(assessmentItemSchema.pick({ id: true, kind: true, prompt: true, options: true, marks: true, outcomeCode: true, stimulus: true })),
  totalMarks: z.number(),
});

/** A comment set as anyone reads it: which class reports exist and on what; its students stay with the teacher. */
export const sharedCommentSetSchema = briefSchema;

/** One lesson of a shared unit's sequence: its outline, without a link into the owner's lessons. */
export const sharedUnitLessonSchema = lessonOutlineSchema.omit({ lessonId: true });

/** A unit as a colleague reads it: the outlines, without links into the owner's lessons. */
export const sharedUnitSchema = briefSchema.extend({
  description: z.string(),
  weeks: z.number(),
  lessonsPerWeek: z.number(),
  lessonMinutes: z.number(),
  methodology: z.string(),
  lessons: z.array(sharedUnitLessonSchema),
  coverage: coverageSchema,
});

/** A unit as a link shows it: the sequence without the teacher's brief. */
export const publicUnitSchema = sharedUnitSchema.omit({ description: true }).extend({
  lessons: z.array(sharedUnitLessonSchema.omit({ assessmentId: true })),
});

/** Who shares the item; its content goes under `shared{Type}.{type}` (sharedLesson.lesson, sharedUnit.unit…). */
const sharedItemHead = z.object({
  type: z.enum(SHAREABLE_TYPES),
  id: z.string(),
  ownerId: z.string(),
  ownerEmail: z.string(),
  ownerName: z.string(),
  title: z.string(),
});

/** A shared item as a teacher the owner named (or the owner) reads it. */
export const colleagueSharedItemSchema = sharedItemHead.extend({
  audience: z.literal('people'),
  description: z.string(),
  sharedLesson: z.object({ lesson: lessonSchema }).optional(),
  sharedUpload: z.object({ upload: uploadSchema }).optional(),
  sharedAssessment: z.object({ assessment: sharedAssessmentSchema }).optional(),
  sharedComment: z.object({ comment: sharedCommentSetSchema }).optional(),
  sharedUnit: z.object({ unit: sharedUnitSchema }).optional(),
});

/** A shared item as anyone holding its link reads it: no description (the teacher's brief) except an upload's. */
export const publicSharedItemSchema = sharedItemHead.extend({
  audience: z.literal('link'),
  description: z.string().optional(),
  sharedLesson: z.object({ lesson: studentLessonSchema }).optional(),
  sharedUpload: z.object({ upload: uploadSchema }).optional(),
  sharedAssessment: z.object({ assessment: publicAssessmentSchema }).optional(),
  sharedComment: z.object({ comment: sharedCommentSetSchema }).optional(),
  sharedUnit: z.object({ unit: publicUnitSchema }).optional(),
});

export const sharedItemSchema = z.discriminatedUnion('audience', [colleagueSharedItemSchema, publicSharedItemSchema]);

/** A teacher's own copy of an item shared with them (POST /sharing/shared/{ownerId}/{itemId}/copy): it opens in their editor. */
export const madeCopySchema = z.object({ type: z.enum(['lesson', 'assessment', 'unit', 'comment']), id: z.string(), title: z.string() });
