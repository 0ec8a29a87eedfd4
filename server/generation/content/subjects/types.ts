import type { OutcomeContent } from '../../types.ts';

/** A fact a set teaches and the source that states it (a key of the set's `sources`). */
export interface SourcedFact {
  text: string;
  source: string;
}

/**
 * A small, reviewed set of teaching content for the outcomes teachers plan most: the fields of OutcomeContent, with
 * a source named for every fact (misconceptions carry their own) and keywords whose source is the set itself. Every
 * check and practice item has its answer. Texts are original to Teachkit.
 */
export interface SubjectSet extends Omit<OutcomeContent, 'outcomeCode' | 'source' | 'keyPoints' | 'keywords'> {
  id: string;
  /** Shown to the teacher as where the content comes from. */
  title: string;
  /** The outcome codes (full or short) the set is written for. */
  codes: string[];
  /**
   * For a set written for one topic within a broad outcome (rivers, within "the key processes in physical geography"):
   * the words a lesson's title or description must name for the set to be chosen. Without them a code has one set,
   * chosen for every lesson on it.
   */
  topicWords?: string[];
  /**
   * What students learn of the outcome in a lesson from this set, as the curriculum would state it, where the
   * outcome's own words do not say it: a broad outcome (a rivers lesson is not judged on plate tectonics) or a heading
   * ("Ideas, political power, industry and empire: Britain, 1745-1901"). The lesson's criteria and intention are
   * worded from it, not from the outcome's statement.
   */
  focus?: string;
  /** Full citations by short key. */
  sources: Record<string, string>;
  keyPoints: SourcedFact[];
  /**
   * Terms with student-friendly definitions in this subject's sense; `fuller` is the same meaning in the subject's
   * more precise language, for classes from FULLER_DEFINITIONS_FROM_GRADE (level.ts), where one is written.
   */
  keywords: { term: string; definition: string; fuller?: string }[];
}
