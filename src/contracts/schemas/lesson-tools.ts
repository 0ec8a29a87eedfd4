import { z } from 'zod';
import { BLOOM_LEVELS } from '../lesson-plan.ts';
import { SUGGESTION_TYPES, TAXONOMIES } from '../lesson-tools.ts';
import { keywordSchema } from './lesson-plan.ts';

/** What the lesson tools answer, as zod schemas; the types in `../lesson-tools.ts` are inferred from them. */

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
