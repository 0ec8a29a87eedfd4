import { glossaryEntry } from './glossary.ts';
import { cleanStatement, keyTerms } from './text.ts';
import type { Keyword, OutcomeRef } from './types.ts';

/** What the vocabulary of a lesson is chosen from besides its outcomes. */
export interface VocabularyContext {
  title: string;
  subject: string;
  /** The US grade the definitions are written for. */
  grade: number;
}

/** The lesson's keywords, each with a definition, in the order they should be taught. */
export function lessonKeywords(outcomes: OutcomeRef[], context: VocabularyContext): Keyword[] {
  const terms = keyTerms(outcomes.map((o) => cleanStatement(o.statement)), context.title);
  return terms.map((term) => {
    const entry = glossaryEntry(term, outcomes, context.title);
    return { term, definition: entry.definition, source: { kind: entry.source.kind === 'outcome' ? 'outcome' : 'subject', ref: entry.source.ref } };
  });
}
