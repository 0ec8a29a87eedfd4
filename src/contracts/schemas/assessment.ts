import { z } from 'zod';
import { ITEM_KINDS } from '../assessment.ts';
import { itemHeadSchema, outcomeHeadingSchema } from './item.ts';

/** An assessment's shapes as zod schemas; the types in `../assessment.ts` are inferred from them. */

/**
 * What an item is asked on: a historical source or a passage, with where it comes from. Without a text, `supply` says
 * what the teacher must paste in before the paper is set (no source or passage is ever made up).
 */
export const stimulusSchema = z.object({
  title: z.string(),
  /** The source's or passage's words, exactly as its provenance gives them; empty until the teacher supplies them. */
  text: z.string(),
  /** Who made it, when, and where it is printed or held. */
  provenance: z.string(),
  supply: z.string().optional(),
});

/** A wrong option of a multiple-choice item and the misconception that leads a student to it, for the answer key. */
export const distractorSchema = z.object({ option: z.string(), misconception: z.string() });

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
  /** The source or passage the item is asked on; items on one source share it. */
  stimulus: stimulusSchema.optional(),
  /** For a multiple-choice item: the misconception behind each wrong option, shown to the teacher only. */
  distractors: z.array(distractorSchema).optional(),
});

/** One achievement level of the rubric, lowest first. */
export const rubricLevelSchema = z.object({ name: z.string(), marks: z.number() });

/** A rubric row: one thing assessed, tied to an outcome, with a descriptor for each level (in the levels' order). */
export const rubricCriterionSchema = z.object({ id: z.string(), outcomeCode: z.string(), title: z.string(), descriptors: z.array(z.string()) });

export const rubricSchema = z.object({ levels: z.array(rubricLevelSchema), criteria: z.array(rubricCriterionSchema) });

/** A grade band: a total at or above `minPercent` earns the label. Bands are kept highest first. */
export const gradeBandSchema = z.object({ label: z.string(), minPercent: z.number() });

// What the API answers for assessments.

/** A student on an assessment's class list. */
export const studentSchema = z.object({ id: z.string(), name: z.string() });

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

/** Words of a student's answer that show something, quoted exactly as written. */
export const evidenceSchema = z.object({
  /** The item whose answer holds the words (the whole-paper response is read for written items left unanswered). */
  itemId: z.string(),
  /** The student's words, exactly as written: always a part of the text read for the item. */
  quote: z.string(),
  /** What the words show: a marking point made or partly made, or an answer the key marks right or wrong. */
  status: z.enum(['found', 'partial', 'correct', 'incorrect']),
  /** The marking point the words make, for written answers. */
  point: z.string().optional(),
});

/** What the engine reads in one item's answer: marks from the key, or the marking points found in the writing. */
export const itemProposalSchema = z.object({
  itemId: z.string(),
  /** "key": marked from the answer key at once; "points": written, marked by the teacher with the points found shown. */
  read: z.enum(['key', 'points']),
  /** Where the text read came from: the student's answer to the item, their whole response, or nothing yet. */
  from: z.enum(['answer', 'response', 'none']),
  /** The marks the reading proposes (out of the item's marks); null when there is nothing to read. */
  marks: z.number().nullable(),
  max: z.number(),
  evidence: z.array(evidenceSchema),
  /** Marking points not found in the answer. */
  missing: z.array(z.string()),
  reason: z.string(),
});

/** A level proposed for one rubric criterion, with the words of the student's work it rests on. */
export const criterionProposalSchema = z.object({
  criterionId: z.string(),
  /** The level proposed (index, lowest 0); null when there is no work to read for this criterion. */
  level: z.number().nullable(),
  evidence: z.array(evidenceSchema),
  reason: z.string(),
});

/** What the engine proposes for one student's work; nothing of it is a mark until the teacher accepts it. */
export const proposalsSchema = z.object({
  studentId: z.string(),
  engine: z.enum(['offline', 'llm']),
  /** Why the offline reading stands in when a model is configured and its proposal was not used. */
  note: z.string().optional(),
  items: z.array(itemProposalSchema),
  criteria: z.array(criterionProposalSchema),
});

/** One item's marks as they count in the total: from the key, the teacher, or the rubric levels of its outcome. */
export const itemScoreSchema = z.object({
  itemId: z.string(),
  /** null until the item is marked. */
  marks: z.number().nullable(),
  max: z.number(),
  from: z.enum(['key', 'teacher', 'rubric']).nullable(),
});

/** One student's marking as the marking grid and the results show it. */
export const studentResultSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  response: z.string(),
  /** The student's answer to each item (item id → answer), as answered online or transcribed. */
  answers: z.record(z.string(), z.string()),
  /** When the student handed the work in (ISO time); null while still answering. */
  submittedAt: z.string().nullable(),
  /** The level chosen per rubric criterion (criterion id → level index). */
  levels: z.record(z.string(), z.number()),
  /** Marks the teacher gave items directly (item id → marks), over the key or the rubric. */
  itemMarks: z.record(z.string(), z.number()),
  /** Every item's marks as they count: the score is their sum, the maximum the paper's total. */
  items: z.array(itemScoreSchema),
  score: z.number(),
  max: z.number(),
  percent: z.number(),
  /** The grade band, once every item has its marks and every criterion a level; null until then. */
  band: z.string().nullable(),
  /** How many criteria have a level. */
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

// Answering online: students join with the assessment's code, pick their name, answer and hand in.

/** Whether students may answer now, and the code they join with (null until answering is first opened). */
export const answeringSchema = z.object({
  joinCode: z.string().nullable(),
  answeringOpen: z.boolean(),
  /** Each student on the class list: whether a device has picked their name, and when they handed in. */
  students: z.array(z.object({ studentId: z.string(), name: z.string(), joined: z.boolean(), submittedAt: z.string().nullable() })),
});

/** A question as a student answering it reads it: what is asked and what it is worth, never its answer or marking points. */
export const answerSheetItemSchema = assessmentItemSchema.pick({ id: true, kind: true, prompt: true, options: true, marks: true, stimulus: true });

/**
 * What a student sees on joining with the code: the questions, the rubric's criteria titles (what is assessed), and
 * the class list's names to pick their own from, as the teacher typed them. Never the description, answers, marking
 * points, descriptors, nor who has joined or handed in.
 */
export const answerSheetSchema = z.object({
  /**
   * Which assessment the code opens. A code changes when the teacher draws a new one; the assessment does not, so a
   * device finds the answers it kept under an old code. It opens nothing without the teacher's sign-in.
   */
  assessmentId: z.string(),
  title: z.string(),
  yearLevel: z.string(),
  subject: z.string(),
  items: z.array(answerSheetItemSchema),
  totalMarks: z.number(),
  criteria: z.array(z.string()),
  students: z.array(studentSchema),
});

/** One student's own answers (item id → answer) and whether they have handed in. */
export const myAnswersSchema = z.object({
  student: studentSchema,
  answers: z.record(z.string(), z.string()),
  submittedAt: z.string().nullable(),
});

/** After picking a name: the secret only this device holds, which every later save and the hand-in must carry. */
export const answerClaimSchema = myAnswersSchema.extend({ token: z.string() });
