import { displayCode, findTermInOutcomes, type LessonView } from './lesson-view.ts';
import { targetGrade } from './level.ts';
import type { Keyword, OutcomeRef } from './types.ts';
import { lessonKeywords, outcomeSubjects } from './vocabulary.ts';
import { definingSentence, outcomeDefinitions } from './vocabulary/defined.ts';
import { subjectTerm } from './vocabulary/glossary/index.ts';
import { subjectKeyword } from './vocabulary/matches.ts';
import { headwordKey } from './vocabulary/phrases.ts';

export { definingSentence };

export interface GlossaryEntry {
  term: string;
  definition: string;
  /**
   * Where the definition comes from, as for a keyword ('outcome', 'subject', 'teacher'); 'usage' when neither the
   * outcomes nor the subject glossary define the term and the entry only quotes where an outcome uses it.
   */
  source: { kind: Keyword['source']['kind'] | 'usage'; ref: string };
}

/** The lesson a glossary is written for: its plan's keywords when it has them, otherwise its outcomes and subject. */
export type GlossaryLesson = Pick<LessonView, 'outcomes' | 'title' | 'subject' | 'yearLevel'> & { keywords?: Keyword[] | undefined };

/**
 * One term's entry: the definition an outcome gives in its own words first, then the reviewed glossary of the
 * outcomes' subject (in that subject's sense, pitched to the grade). A term neither defines — a question's own word,
 * never one the lesson lists — gets only where an outcome uses it, quoted.
 */
export function glossaryEntry(term: string, outcomes: OutcomeRef[], _lessonTitle?: string, context: { subject?: string; grade?: number } = {}): GlossaryEntry {
  const key = headwordKey(term);
  for (const outcome of outcomes) {
    const defined = outcomeDefinitions(outcome.statement).find((d) => headwordKey(d.term) === key)?.definition ?? definingSentence(outcome.statement, term);
    if (defined) return { term, definition: defined, source: { kind: 'outcome', ref: outcome.code } };
  }
  const subjects = [...new Set([...outcomes, undefined].flatMap((o) => outcomeSubjects(o, context.subject ?? '')))];
  const entry = subjectTerm(key, subjects);
  if (entry) return { ...subjectKeyword(entry, context.grade ?? targetGrade('', outcomes)), term };
  const use = findTermInOutcomes(outcomes, term);
  if (!use) return { term, definition: "Neither this lesson's outcomes nor the subject glossary define this term.", source: { kind: 'usage', ref: '' } };
  return { term, definition: `Used in ${displayCode(use.outcome)}: "${use.fragment}"`, source: { kind: 'usage', ref: use.outcome.code } };
}

/**
 * The lesson's glossary: the plan's keywords when it has them, otherwise the keywords its outcomes give. Every entry
 * has a definition; a term without one is not listed.
 */
export function lessonGlossary(lesson: GlossaryLesson): GlossaryEntry[] {
  const keywords = lesson.keywords?.length
    ? lesson.keywords
    : lessonKeywords(lesson.outcomes, { title: lesson.title, subject: lesson.subject, grade: targetGrade(lesson.yearLevel, lesson.outcomes) });
  return keywords.filter((k) => k.definition.trim()).map(({ term, definition, source }) => ({ term, definition, source }));
}
