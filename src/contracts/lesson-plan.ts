import type { z } from 'zod';
import type * as schemas from './schemas/lesson-plan.ts';

/** The generation port (DESIGN §5): the offline engine and the LLM adapter return these same shapes. */

// The shapes the API sends are inferred from their zod schemas (./schemas/lesson-plan.ts), so the server's replies
// and the browser's types are one definition; only types are imported here, so the browser bundle holds no zod.
export type OutcomeRef = z.infer<typeof schemas.outcomeRefSchema>;
export type SliceRef = z.infer<typeof schemas.sliceRefSchema>;
export type PhaseMaterial = z.infer<typeof schemas.phaseMaterialSchema>;
export type CheckItem = z.infer<typeof schemas.checkItemSchema>;
export type WorkedExample = z.infer<typeof schemas.workedExampleSchema>;
export type Misconception = z.infer<typeof schemas.misconceptionSchema>;
export type Keyword = z.infer<typeof schemas.keywordSchema>;
export type LessonText = z.infer<typeof schemas.lessonTextSchema>;
export type LessonPhase = z.infer<typeof schemas.lessonPhaseSchema>;
export type Differentiation = z.infer<typeof schemas.differentiationSchema>;
export type Provenance = z.infer<typeof schemas.provenanceSchema>;
export type ReadingLevel = z.infer<typeof schemas.readingLevelSchema>;
export type LessonSequence = z.infer<typeof schemas.lessonSequenceSchema>;
export type SuccessCriterion = z.infer<typeof schemas.successCriterionSchema>;
export type LessonPlan = z.infer<typeof schemas.lessonPlanSchema>;

export const METHODOLOGIES = ['inquiry', 'direct', 'project'] as const;
export type Methodology = (typeof METHODOLOGIES)[number];

export interface LessonBrief {
  title: string;
  description: string;
  methodology: Methodology;
  yearLevel: string;
  subject: string;
  durationMinutes: number;
  outcomes: OutcomeRef[];
  /** Matching material, best first; the plan builds it in. */
  slices: SliceRef[];
  /**
   * An Enhanced lesson: built on the teacher's uploads. Without matching slices its plan says so and what to upload,
   * instead of inventing material.
   */
  enhancementEnabled?: boolean;
}

export const MATERIAL_KINDS = ['example', 'problem', 'text'] as const;
/** A worked example, a problem (or a few) for students, or a text to read or explain from. */
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

/**
 * Teaching content for one outcome from a content source (the mathematics generators, the curriculum's own
 * examples and elaborations, the reviewed subject sets). Every field is real content or empty; the plan says what
 * the teacher must supply for what stays empty.
 */
export interface OutcomeContent {
  outcomeCode: string;
  /** What the content comes from, shown to the teacher: "Teachkit mathematics generator (fractions)". */
  source: string;
  keyPoints: string[];
  priorKnowledge: string[];
  misconceptions: Misconception[];
  keywords: Keyword[];
  /** Fully solved examples: the first is modelled (I do), the next worked through together (we do). */
  workedExamples: WorkedExample[];
  /** Independent practice (you do), every item with its answer. */
  practice: CheckItem[];
  /** Quick checks for understanding with answers; a hinge question has options. */
  checks: CheckItem[];
  /** Questions on what the outcome builds on, for a retrieval starter. */
  retrieval: CheckItem[];
  texts: LessonText[];
  /** Practical or investigation tasks, each a full instruction. */
  activities: string[];
  materials: string[];
  safety: string[];
  /**
   * What students learn of a broad outcome in this lesson, in the curriculum's style ("Explain how rivers shape the
   * land …"), from a reviewed set written for the lesson's topic: the plan's criteria and intention are worded from it.
   */
  focus?: string;
  /** What students write in a writing lesson on this content, when a skill knows it: "a persuasive text". */
  writes?: string;
  /**
   * The content is a procedure learnt from worked examples and practice (map skills: grid references, scale): a lesson
   * on it keeps the methodology's model–practise phases rather than its subject's shape (a case study, sources).
   */
  procedure?: boolean;
  /** The worked solution of each practice item that has one (generated mathematics), matched by its prompt. */
  solutions?: WorkedExample[];
  /** The misconception behind each wrong option of the hinge question, where the content knows it. */
  hingeMistakes?: { option: string; misconception: string }[];
  /** Short primary sources quoted word for word, with who made them, when, why and where they are printed. */
  quotedSources?: QuotedSource[];
}

/** A primary source short enough to print on a paper, quoted exactly, with its provenance. */
export interface QuotedSource {
  title: string;
  text: string;
  /** Who made it and in what role. */
  author: string;
  date: string;
  /** Why it was made and for whom, as historians of it state it. */
  purpose: string;
  /** What an enquiry might use it to find out about ("British attitudes to Indian culture"). */
  enquiry: string;
  /** What it is useful evidence of, and what it cannot show. */
  usefulFor: string;
  limits: string;
  /** Where the words are printed (a public-domain edition or archive). */
  citation: string;
}

export const BLOOM_LEVELS = ['remember', 'understand', 'apply', 'analyse', 'evaluate', 'create'] as const;
export type BloomLevel = (typeof BLOOM_LEVELS)[number];

export interface Generator {
  readonly name: string;
  generateLessonPlan(brief: LessonBrief, options?: { signal?: AbortSignal }): Promise<LessonPlan>;
}

/** The plan's own teaching content a teacher may edit (each is optional in a plan). */
export const PLAN_CONTENT_FIELDS = [
  'learningOutcome',
  'drivingQuestion',
  'priorKnowledge',
  'keyLearningPoints',
  'misconceptions',
  'keywords',
  'starterCheck',
  'exitCheck',
  'sequence',
] as const satisfies readonly (keyof LessonPlan)[];

/** The teaching content the plan records, for the lesson JSON: only the fields the plan has. */
export const PLAN_RECORD_FIELDS = [...PLAN_CONTENT_FIELDS, 'readingLevel', 'contentSources', 'contentSupply'] as const satisfies readonly (keyof LessonPlan)[];
export type PlanContent = Pick<LessonPlan, (typeof PLAN_RECORD_FIELDS)[number]>;

/** The plan's own slots that say what the teacher must supply when no content source filled them. */
export const SUPPLIED_SLOTS = ['priorKnowledge', 'keyLearningPoints', 'misconceptions'] as const;
export type SuppliedSlot = (typeof SUPPLIED_SLOTS)[number];

/** What the teacher must still supply for a slot: the plan's note while the slot is empty; nothing once it has content. */
export function slotSupplyOf(plan: Pick<LessonPlan, SuppliedSlot | 'contentSupply'>, slot: SuppliedSlot): string | undefined {
  return plan[slot]?.length ? undefined : plan.contentSupply?.[slot];
}
