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

/** A slice of the teacher's own uploaded material. */
export interface SliceRef {
  id: string;
  uploadTitle: string;
  title: string;
  text: string;
  page?: number | undefined;
}

export interface LessonBrief {
  title: string;
  description: string;
  methodology: Methodology;
  yearLevel: string;
  subject: string;
  durationMinutes: number;
  outcomes: OutcomeRef[];
  slices: SliceRef[];
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
