import type { CheckItem, Keyword, LessonText, Misconception, WorkedExample } from '../../types.ts';

/** A fact a set teaches and the source that states it (a key of the set's `sources`). */
export interface SourcedFact {
  text: string;
  source: string;
}

/**
 * A small, reviewed set of teaching content for the outcomes teachers plan most. Every fact and misconception names
 * its source; every check and practice item has its answer. Texts are original to Teachkit.
 */
export interface SubjectSet {
  id: string;
  /** Shown to the teacher as where the content comes from. */
  title: string;
  /** The outcome codes (full or short) the set is written for. */
  codes: string[];
  /** Full citations by short key. */
  sources: Record<string, string>;
  keyPoints: SourcedFact[];
  priorKnowledge: string[];
  misconceptions: Misconception[];
  /** Terms with student-friendly definitions in this subject's sense. */
  keywords: { term: string; definition: string }[];
  workedExamples: WorkedExample[];
  practice: CheckItem[];
  checks: CheckItem[];
  retrieval: CheckItem[];
  texts: LessonText[];
  activities: string[];
  materials: string[];
  safety: string[];
}
