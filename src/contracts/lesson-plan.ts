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
  /** The strand ("Number and Operations—Fractions", "Measurement"), where the curriculum names one. */
  strand?: string | undefined;
  /** Normalised year levels of the outcome ("3", "7", "K"). */
  levels?: string[] | undefined;
  /** The curriculum's own elaborations or examples of the outcome, where the seed data holds them. */
  elaborations?: string[] | undefined;
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

/** A question students answer and the answer a teacher marks against (marking points for an open question). */
export interface CheckItem {
  prompt: string;
  /** The answer: computed for generated mathematics, the source's own words elsewhere, marking points when open. */
  answer: string;
  /** Choices for a multiple-choice (hinge) question; the answer is one of them. */
  options?: string[];
  outcomeCode?: string;
}

/** A fully solved example the teacher models or works through with the class. */
export interface WorkedExample {
  problem: string;
  steps: string[];
  answer: string;
}

/** A misconception students commonly hold and how the teacher addresses it; `source` names the research or guide. */
export interface Misconception {
  misconception: string;
  response: string;
  source: string;
}

/** A keyword with a student-friendly definition in the lesson's subject sense. */
export interface Keyword {
  term: string;
  definition: string;
  /**
   * 'outcome': defined by that outcome's own text; 'subject': the reviewed subject glossary; 'teacher': typed by the
   * teacher; 'model': written by the configured language model (ref names the model), added to the offline keywords.
   */
  source: { kind: 'outcome' | 'subject' | 'teacher' | 'model'; ref: string };
}

/** A text students read in the lesson, with where it comes from. */
export interface LessonText {
  title: string;
  body: string;
  source: string;
}

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
}

export interface LessonPhase {
  key: string;
  title: string;
  minutes: number;
  teacherActions: string[];
  studentActions: string[];
  /** The materials the phase needs (equipment, texts, sheets); never the outcome statement repeated. */
  resources: string[];
  /** Outcome codes this phase works towards. */
  outcomeCodes: string[];
  /** Material from the teacher's uploads this phase uses (Enhanced lessons); absent in plans without any. */
  materials?: PhaseMaterial[];
  /** The explanation or model itself: the worked example, the text, the demonstration the teacher gives. */
  explanation?: string[];
  workedExample?: WorkedExample;
  /** Check for understanding, with answers. */
  check?: CheckItem[];
  /** Practice with answers. */
  practice?: CheckItem[];
  /** Texts read in this phase. */
  texts?: LessonText[];
  safety?: string[];
  /** What the teacher must supply for this phase where the engine has no real content. */
  supply?: string[];
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

/** The level the lesson's student-facing text is written for and the level it measures (US grades, Flesch–Kincaid). */
export interface ReadingLevel {
  targetGrade: number;
  measuredGrade: number;
}

/** A project longer than one lesson: how many lessons it needs and what each covers. */
export interface LessonSequence {
  lessons: number;
  /** One line per lesson: "Lesson 2: research (60 min)". */
  outline: string[];
}

/**
 * The plan. Fields after `provenance` were added when plans gained their teaching content; lessons planned before
 * lack them, so they are optional here and every reader treats them as absent.
 */
export interface LessonPlan {
  phases: LessonPhase[];
  successCriteria: SuccessCriterion[];
  keyVocabulary: string[];
  differentiation: Differentiation;
  provenance: Provenance;
  /** For an Enhanced lesson none of whose phases could use the teacher's uploads: says so, and what to upload. */
  materialNotice?: string;
  /** The learning intention, one sentence in the words of the year level. */
  learningOutcome?: string;
  /** The driving (project) or focus question; a title written as a question becomes it. */
  drivingQuestion?: string;
  priorKnowledge?: string[];
  keyLearningPoints?: string[];
  misconceptions?: Misconception[];
  /** Every key vocabulary term with its definition, in the order of keyVocabulary. */
  keywords?: Keyword[];
  starterCheck?: CheckItem[];
  exitCheck?: CheckItem[];
  readingLevel?: ReadingLevel;
  /** A project that does not fit one lesson, planned across lessons. */
  sequence?: LessonSequence;
  /** What the content of this plan comes from ("Teachkit mathematics generator (fractions)", an upload…). */
  contentSources?: string[];
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
export const PLAN_RECORD_FIELDS = [...PLAN_CONTENT_FIELDS, 'readingLevel', 'contentSources'] as const satisfies readonly (keyof LessonPlan)[];
export type PlanContent = Pick<LessonPlan, (typeof PLAN_RECORD_FIELDS)[number]>;
