import { z } from 'zod';
import { BLOOM_LEVELS } from '../../../src/contracts/lesson-plan.ts';
import { TAXONOMIES } from '../../generation/pedagogy.ts';
import { SUGGESTION_TYPES } from '../../generation/suggestions.ts';
import {
  differentiationSchema,
  keywordSchema,
  lessonPhaseSchema,
  lessonTextSchema,
  outcomeRefSchema,
  planContentSchema,
  provenanceSchema,
  successCriterionSchema,
  workedExampleSchema,
} from '../../../src/contracts/schemas/lesson-plan.ts';

/** A lesson's outcome: the curriculum's own record of it, as the lookup by code finds it. */
export const lessonOutcomeSchema = outcomeRefSchema.extend({
  market: z.string().optional(),
  learningArea: z.string().optional(),
  substrand: z.string().optional(),
  levelLabel: z.string().optional(),
  parentCode: z.string().nullable().optional(),
});

/** What the lesson list shows of each lesson. */
export const lessonSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  methodology: z.string(),
  enhancementEnabled: z.boolean(),
  yearLevel: z.string(),
  subject: z.string(),
  durationMinutes: z.number(),
  outcomeCodes: z.array(z.string()),
  joinCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The lesson as its owner and the teachers it is shared with read it; the plan's teaching content where it has any. */
export const lessonSchema = lessonSummarySchema.omit({ outcomeCodes: true }).extend({
  outcomes: z.array(lessonOutcomeSchema),
  phases: z.array(lessonPhaseSchema),
  successCriteria: z.array(successCriterionSchema),
  keyVocabulary: z.array(z.string()),
  differentiation: differentiationSchema,
  provenance: provenanceSchema,
  /** Only on an Enhanced lesson none of whose phases could use the teacher's uploads. */
  materialNotice: z.string().optional(),
  ...planContentSchema.shape,
});

/** A question as students get it: the prompt and any choices, never the answer. */
const studentQuestionSchema = z.object({ prompt: z.string(), options: z.array(z.string()).optional() });

/** What a student sees after joining with a code: never the teacher's notes nor the answers. */
export const studentLessonSchema = z.object({
  title: z.string(),
  description: z.string(),
  methodology: z.string(),
  durationMinutes: z.number(),
  successCriteria: z.array(z.string()),
  keyVocabulary: z.array(z.string()),
  learningOutcome: z.string().optional(),
  drivingQuestion: z.string().optional(),
  keywords: z.array(keywordSchema.pick({ term: true, definition: true })).optional(),
  starterCheck: z.array(studentQuestionSchema).optional(),
  exitCheck: z.array(studentQuestionSchema).optional(),
  phases: z.array(
    z.object({
      title: z.string(),
      minutes: z.number(),
      studentActions: z.array(z.string()),
      texts: z.array(lessonTextSchema).optional(),
      workedExample: workedExampleSchema.optional(),
      check: z.array(studentQuestionSchema).optional(),
      practice: z.array(studentQuestionSchema).optional(),
    }),
  ),
});

export const joinCodeSchema = z.object({ joinCode: z.string().nullable() });

/** A glossary entry; 'usage' when the entry only quotes where an outcome uses the term. */
export const glossaryEntrySchema = keywordSchema.extend({
  source: z.object({ kind: z.enum(['outcome', 'subject', 'teacher', 'model', 'usage']), ref: z.string() }),
});

export const studentInstructionsSchema = z.object({
  title: z.string(),
  text: z.string(),
  steps: z.array(z.string()),
  readingLevel: z.object({ gradeLevel: z.number(), readingEase: z.number(), label: z.string() }),
});

export const lessonQuestionSchema = z.object({
  question: z.string(),
  bloomLevel: z.enum(BLOOM_LEVELS),
  outcomeCode: z.string(),
  /** The model answer ("Answer: …") or, for an open question, what to look for ("Marking points: …"). */
  answerGuide: z.string(),
});

export const suggestionSchema = z.object({
  id: z.string(),
  type: z.enum(SUGGESTION_TYPES),
  title: z.string(),
  detail: z.string(),
  phaseKey: z.string(),
});

export const taxonomyReportSchema = z.object({
  taxonomy: z.enum(TAXONOMIES),
  levels: z.array(z.object({ level: z.string(), label: z.string(), count: z.number(), items: z.array(z.string()) })),
  /** The most demanding level students' own work reaches, with the activities that reach it; null when none names one. */
  highest: z.object({ level: z.string(), label: z.string(), evidence: z.array(z.string()) }).nullable(),
  recommendation: z.array(z.string()),
});

export const cld21ReportSchema = z.object({
  dimensions: z.array(z.object({ key: z.string(), name: z.string(), rating: z.number(), maxRating: z.number(), reason: z.string() })),
});

export const wefReportSchema = z.object({
  skills: z.array(z.object({ key: z.string(), name: z.string(), category: z.enum(['skill', 'experience']), present: z.boolean(), evidence: z.string() })),
});

export const presentationOutlineSchema = z.object({
  slides: z.array(
    z.object({
      title: z.string(),
      bullets: z.array(z.string()),
      notes: z.string(),
      /** Only on the slides of phases that use material. */
      materials: z.array(z.object({ heading: z.string(), text: z.string(), source: z.string() })).optional(),
    }),
  ),
});
