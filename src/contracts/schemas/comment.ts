import { z } from 'zod';
import { ACHIEVEMENT_LEVELS, PERSPECTIVES, PRONOUNS } from '../comment.ts';
import { itemHeadSchema, outcomeHeadingSchema } from './item.ts';

/** A question of the paper by its number ("question 3") as printed, with the student's answer and the key's. */
const answeredQuestionSchema = z.object({ question: z.string().max(40), prompt: z.string().max(2000), answer: z.string().max(2000), key: z.string().max(2000) });

/**
 * What one student's marked work shows for one outcome, read from an assessment when the set was made from it: the
 * comment on that outcome is written from it, so it tells what this student did rather than what any student at
 * their level does. Kept with the set, so its comments can be rewritten after the assessment is re-marked or gone.
 */
export const outcomeWorkSchema = z.object({
  /** The assessment's title and the student's marks on the whole paper. */
  paper: z.string().max(300),
  score: z.number(),
  max: z.number(),
  /** The rubric level the teacher gave ("Developing"), when the outcome has a criterion with a level. */
  levelName: z.string().max(80).optional(),
  /** The student's own words for the outcome's written questions: a marking point made, partly made, or only written. */
  words: z.object({ question: z.string().max(40), quote: z.string().max(400), shows: z.enum(['point', 'partial', 'written']) }).optional(),
  /** The first marking point the written questions still miss, as the mark scheme words it. */
  missing: z.object({ question: z.string().max(40), prompt: z.string().max(2000), point: z.string().max(1000) }).optional(),
  /** Questions marked from the key: right, wrong (with the answer given) and left blank. */
  right: z.array(z.string().max(40)).max(100),
  wrong: z.array(answeredQuestionSchema).max(100),
  blank: z.array(z.string().max(40)).max(100),
});

/** A student of a comment set: their record and the comment written for them. */
export const commentStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  pronouns: z.enum(PRONOUNS),
  /** Outcome code → how far the student has come. */
  achievements: z.record(z.string(), z.enum(ACHIEVEMENT_LEVELS)),
  /** Outcome code → what the teacher saw: a task, a piece of work, a quote. */
  evidence: z.record(z.string(), z.string()),
  /** Outcome code → what their marked work shows, for a set made from an assessment. */
  work: z.record(z.string(), outcomeWorkSchema).optional(),
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
