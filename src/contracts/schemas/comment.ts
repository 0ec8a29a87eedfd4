import { z } from 'zod';
import { ACHIEVEMENT_LEVELS, PERSPECTIVES, PRONOUNS } from '../comment.ts';
import { itemHeadSchema, outcomeHeadingSchema } from './item.ts';

/** A student of a comment set: their record and the comment written for them. */
export const commentStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  pronouns: z.enum(PRONOUNS),
  /** Outcome code → how far the student has come. */
  achievements: z.record(z.string(), z.enum(ACHIEVEMENT_LEVELS)),
  /** Outcome code → what the teacher saw: a task, a piece of work, a quote. */
  evidence: z.record(z.string(), z.string()),
  comment: z.string(),
});

export const commentSetSummarySchema = itemHeadSchema.extend({
  /** How many students the set has. */
  students: z.number(),
  updatedAt: z.string(),
});

export const commentSetSchema = commentSetSummarySchema.extend({
  outcomes: z.array(outcomeHeadingSchema),
  students: z.array(commentStudentSchema),
  /** The marked assessment the set was started from, if any. */
  assessmentId: z.string().nullable(),
  createdAt: z.string(),
});

/** After writing: which engine wrote the comments, and why the offline engine stood in where it did. */
export const writtenCommentSetSchema = commentSetSchema.extend({ engine: z.enum(['offline', 'llm']), notes: z.array(z.string()).optional() });

export const savedCommentSchema = z.object({ id: z.string(), text: z.string(), outcomeCode: z.string().nullable(), createdAt: z.string() });

export const perspectiveCommentSchema = z.object({
  studentId: z.string(),
  perspective: z.enum(PERSPECTIVES),
  text: z.string(),
  engine: z.enum(['offline', 'llm']),
  note: z.string().optional(),
});

export const commentSummarySchema = z.object({ studentId: z.string(), maxCharacters: z.number(), text: z.string() });
