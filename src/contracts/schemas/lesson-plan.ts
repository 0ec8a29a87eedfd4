import { z } from 'zod';
import { BLOOM_LEVELS, MATERIAL_KINDS } from '../lesson-plan.ts';

/**
 * The plan's shapes as zod schemas: the server describes and shapes its replies with them, and the plan's types in
 * `../lesson-plan.ts` are inferred from them, so the two cannot drift apart. Only the server imports this module at
 * run time; the browser takes the types alone.
 */

const strings = z.array(z.string());

/** An outcome the plan is written against; the statement is the curriculum's own text. */
export const outcomeRefSchema = z.object({
  code: z.string(),
  /** The short form teachers often type (3.OA.A.1 for CCSS.Math.Content.3.OA.A.1), where there is one. */
  shortCode: z.string().optional(),
  statement: z.string(),
  framework: z.string(),
  subject: z.string().optional(),
  /** The strand ("Number and Operations—Fractions", "Measurement"), where the curriculum names one. */
  strand: z.string().optional(),
  /** Normalised year levels of the outcome ("3", "7", "K"). */
  levels: strings.optional(),
  /** The curriculum's own elaborations or examples of the outcome, where the seed data holds them. */
  elaborations: strings.optional(),
});

/** A slice of the teacher's own uploaded material (or material shared with them) that matched the lesson. */
export const sliceRefSchema = z.object({
  id: z.string(),
  uploadId: z.string(),
  uploadTitle: z.string(),
  title: z.string(),
  text: z.string(),
  /** Where the slice sits in its upload, as a teacher cites it: "Fractions workbook, p. 12". */
  citation: z.string(),
  /** The lesson's outcomes the slice is aligned to (full codes); empty when it matched on the topic alone. */
  outcomeCodes: strings,
});

/** Material from one slice, built into a phase in the teacher's own words. */
export const phaseMaterialSchema = z.object({
  sliceId: z.string(),
  uploadId: z.string(),
  kind: z.enum(MATERIAL_KINDS),
  /** The slice's text, trimmed to what the phase needs; never reworded. */
  text: z.string(),
  /** "Fractions workbook, p. 12" or "Lesson recording, 04:10–05:30". */
  citation: z.string(),
});

/** A question students answer and the answer a teacher marks against (marking points for an open question). */
export const checkItemSchema = z.object({
  prompt: z.string(),
  /** The answer: computed for generated mathematics, the source's own words elsewhere, marking points when open. */
  answer: z.string(),
  /** Choices for a multiple-choice (hinge) question; the answer is one of them. */
  options: strings.optional(),
  outcomeCode: z.string().optional(),
});

/** A fully solved example the teacher models or works through with the class. */
export const workedExampleSchema = z.object({ problem: z.string(), steps: strings, answer: z.string() });

/** A misconception students commonly hold and how the teacher addresses it; `source` names the research or guide. */
export const misconceptionSchema = z.object({ misconception: z.string(), response: z.string(), source: z.string() });

/**
 * A keyword with a student-friendly definition in the lesson's subject sense. Source 'outcome': defined by that
 * outcome's own text; 'subject': the reviewed subject glossary; 'teacher': typed by the teacher; 'model': written by
 * the configured language model (ref names the model), added to the offline keywords.
 */
export const keywordSchema = z.object({
  term: z.string(),
  definition: z.string(),
  source: z.object({ kind: z.enum(['outcome', 'subject', 'teacher', 'model']), ref: z.string() }),
});

/** A text students read in the lesson, with where it comes from. */
export const lessonTextSchema = z.object({ title: z.string(), body: z.string(), source: z.string() });

export const lessonPhaseSchema = z.object({
  key: z.string(),
  title: z.string(),
  minutes: z.number(),
  teacherActions: strings,
  studentActions: strings,
  /** The materials the phase needs (equipment, texts, sheets); never the outcome statement repeated. */
  resources: strings,
  /** Outcome codes this phase works towards. */
  outcomeCodes: strings,
  /** Material from the teacher's uploads this phase uses (Enhanced lessons); absent in plans without any. */
  materials: z.array(phaseMaterialSchema).optional(),
  /** The explanation or model itself: the worked example, the text, the demonstration the teacher gives. */
  explanation: strings.optional(),
  workedExample: workedExampleSchema.optional(),
  /** Check for understanding, with answers. */
  check: z.array(checkItemSchema).optional(),
  /** Practice with answers. */
  practice: z.array(checkItemSchema).optional(),
  /** Texts read in this phase. */
  texts: z.array(lessonTextSchema).optional(),
  safety: strings.optional(),
  /** What the teacher must supply for this phase where the engine has no real content. */
  supply: strings.optional(),
});

export const differentiationSchema = z.object({ support: strings, extension: strings, languageSupport: strings });

export const provenanceSchema = z.object({
  engine: z.enum(['offline', 'llm']),
  engineVersion: z.string(),
  model: z.string().nullable(),
  outcomeCodes: strings,
  sliceIds: strings,
  generatedAt: z.string(),
  /**
   * Why the plan came from another engine than the configured one, when it did; for a model's plan, what the checks
   * against the brief repaired in it or found missing from it.
   */
  note: z.string().optional(),
});

/** The level the lesson's student-facing text is written for and the level it measures (US grades, Flesch–Kincaid). */
export const readingLevelSchema = z.object({ targetGrade: z.number(), measuredGrade: z.number() });

/** A project longer than one lesson: how many lessons it needs and what each covers. */
export const lessonSequenceSchema = z.object({
  lessons: z.number(),
  /** One line per lesson: "Lesson 2: research (60 min)". */
  outline: strings,
});

export const successCriterionSchema = z.object({ text: z.string(), outcomeCode: z.string(), bloomLevel: z.enum(BLOOM_LEVELS) });

/** The plan's teaching content a teacher may edit, and what the engine records beside it (each optional in a plan). */
export const planContentSchema = z.object({
  /** The learning intention, one sentence in the words of the year level. */
  learningOutcome: z.string().optional(),
  /** The driving (project) or focus question; a title written as a question becomes it. */
  drivingQuestion: z.string().optional(),
  priorKnowledge: strings.optional(),
  keyLearningPoints: strings.optional(),
  misconceptions: z.array(misconceptionSchema).optional(),
  /** Every key vocabulary term with its definition, in the order of keyVocabulary. */
  keywords: z.array(keywordSchema).optional(),
  starterCheck: z.array(checkItemSchema).optional(),
  exitCheck: z.array(checkItemSchema).optional(),
  /** A project that does not fit one lesson, planned across lessons. */
  sequence: lessonSequenceSchema.optional(),
  readingLevel: readingLevelSchema.optional(),
  /** What the content of this plan comes from ("Teachkit mathematics generator (fractions)", an upload…). */
  contentSources: strings.optional(),
  /**
   * What the teacher must supply for the plan's own slots no content source could fill, by slot ("Supply the key
   * points…"); a reader shows a note only while its slot is empty (slotSupplyOf).
   */
  contentSupply: z.object({ priorKnowledge: z.string(), keyLearningPoints: z.string(), misconceptions: z.string() }).partial().optional(),
});

/**
 * The plan. The fields of planContentSchema were added when plans gained their teaching content; lessons planned
 * before lack them, so they are optional and every reader treats them as absent.
 */
export const lessonPlanSchema = z.object({
  phases: z.array(lessonPhaseSchema),
  successCriteria: z.array(successCriterionSchema),
  keyVocabulary: strings,
  differentiation: differentiationSchema,
  provenance: provenanceSchema,
  /** For an Enhanced lesson none of whose phases could use the teacher's uploads: says so, and what to upload. */
  materialNotice: z.string().optional(),
  ...planContentSchema.shape,
});
