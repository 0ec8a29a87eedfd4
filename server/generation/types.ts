/** The generation port (DESIGN §5): the offline engine and the LLM adapter return these same shapes. */

export const METHODOLOGIES = ['inquiry', 'direct', 'project'] as const;
export type Methodology = (typeof METHODOLOGIES)[number];

/** An outcome the plan is written against; the statement is the curriculum's own text. */
export interface OutcomeRef {
  code: string;
  /** The short form teachers often type (3.OA.A.1 for CCSS.Math.Content.3.OA.A.1), where there is one. */
  shortCode?: string | undefined;
  statement: string;
  framework: string;
  subject?: string | undefined;
}

/** A slice of the teacher's own uploaded material (or material shared with them) that matched the lesson. */
export interface SliceRef {
  id: string;
  uploadId: string;
  uploadTitle: string;
  title: string;
  text: string;
  /** Where the slice sits in its upload, as a teacher cites it: "Fractions workbook, p. 12". */
  citation: string;
  /** The lesson's outcomes the slice is aligned to (full codes); empty when it matched on the topic alone. */
  outcomeCodes: string[];
}

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

/** Material from one slice, built into a phase in the teacher's own words. */
export interface PhaseMaterial {
  sliceId: string;
  uploadId: string;
  kind: MaterialKind;
  /** The slice's text, trimmed to what the phase needs; never reworded. */
  text: string;
  /** "Fractions workbook, p. 12" or "Lesson recording, 04:10–05:30". */
  citation: string;
}

export interface LessonPhase {
  key: string;
  title: string;
  minutes: number;
  teacherActions: string[];
  studentActions: string[];
  resources: string[];
  /** Outcome codes this phase works towards. */
  outcomeCodes: string[];
  /** Material from the teacher's uploads this phase uses (Enhanced lessons); absent in plans without any. */
  materials?: PhaseMaterial[];
}

export interface Differentiation {
  support: string[];
  extension: string[];
  languageSupport: string[];
}

export interface Provenance {
  engine: 'offline' | 'llm';
  engineVersion: string;
  model: string | null;
  outcomeCodes: string[];
  sliceIds: string[];
  generatedAt: string;
  /** Why the plan came from another engine than the configured one, when it did. */
  note?: string;
}

export interface LessonPlan {
  phases: LessonPhase[];
  successCriteria: SuccessCriterion[];
  keyVocabulary: string[];
  differentiation: Differentiation;
  provenance: Provenance;
  /** For an Enhanced lesson none of whose phases could use the teacher's uploads: says so, and what to upload. */
  materialNotice?: string;
}

export interface SuccessCriterion {
  text: string;
  outcomeCode: string;
  bloomLevel: BloomLevel;
}

export const BLOOM_LEVELS = ['remember', 'understand', 'apply', 'analyse', 'evaluate', 'create'] as const;
export type BloomLevel = (typeof BLOOM_LEVELS)[number];

export interface Generator {
  readonly name: string;
  generateLessonPlan(brief: LessonBrief, options?: { signal?: AbortSignal }): Promise<LessonPlan>;
}
