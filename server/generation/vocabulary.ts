import { termRegExp } from './lesson-view.ts';
import type { Keyword, OutcomeRef } from './types.ts';
import { outcomeDefinitions } from './vocabulary/defined.ts';
import { subjectKeyword, subjectMatches } from './vocabulary/matches.ts';
import { headwordKey } from './vocabulary/phrases.ts';
import { subjectKeys, type SubjectKey } from './vocabulary/subjects.ts';

/** What the vocabulary of a lesson is chosen from besides its outcomes. */
export interface VocabularyContext {
  title: string;
  subject: string;
  /** The US grade the definitions are written for. */
  grade: number;
  /** How many terms at most; a word mat longer than this stops being read. */
  limit?: number;
}

interface Candidate {
  keyword: Keyword;
  /** Outcome order, then word position: the order the lesson meets the term. */
  order: number;
  /** How many of the lesson's outcomes use the term. */
  outcomes: number;
  words: number;
  definedByOutcome: boolean;
}

const unique = <T>(items: T[]) => [...new Set(items)];

/** The glossary subjects for one outcome: its own subject's sense first, then the lesson's. */
export function outcomeSubjects(outcome: OutcomeRef | undefined, lessonSubject: string): SubjectKey[] {
  return unique([...subjectKeys(outcome?.subject), ...subjectKeys(lessonSubject)]);
}

/**
 * The lesson's keywords, each with a definition, in the order the lesson meets them. Terms are the noun phrases of
 * the outcome statements that an outcome defines in its own words or that the reviewed glossary of the outcome's
 * subject holds, defined in that subject's sense and pitched to the grade; a title adds only such terms. A phrase
 * with no definition is not listed.
 */
export function lessonKeywords(outcomes: OutcomeRef[], context: VocabularyContext): Keyword[] {
  const candidates = new Map<string, Candidate>();
  const note = (key: string, keyword: Keyword, order: number, definedByOutcome: boolean) => {
    const known = candidates.get(key);
    if (known) {
      known.outcomes += 1;
      // An outcome's own definition wins over the glossary's, whichever outcome the lesson lists first.
      if (definedByOutcome && !known.definedByOutcome) Object.assign(known, { keyword, definedByOutcome });
      return;
    }
    candidates.set(key, { keyword, order, outcomes: 1, words: keyword.term.split(/\s+/).length, definedByOutcome });
  };
  outcomes.forEach((outcome, index) => {
    const seen = new Set<string>();
    const once = (key: string, add: () => void) => {
      if (seen.has(key)) return;
      seen.add(key);
      add();
    };
    for (const { term, definition } of outcomeDefinitions(outcome.statement)) {
      const key = headwordKey(term);
      once(key, () => note(key, { term, definition, source: { kind: 'outcome', ref: outcome.code } }, index * 10_000, true));
    }
    for (const { entry, position } of subjectMatches(outcome.statement, outcomeSubjects(outcome, context.subject))) {
      const key = headwordKey(entry.headword);
      once(key, () => note(key, subjectKeyword(entry, context.grade), index * 10_000 + position, false));
    }
  });
  const lessonSubjects = unique(outcomes.flatMap((o) => outcomeSubjects(o, context.subject)));
  for (const { entry, position } of subjectMatches(context.title, lessonSubjects.length ? lessonSubjects : subjectKeys(context.subject))) {
    const key = headwordKey(entry.headword);
    if (!candidates.has(key)) note(key, subjectKeyword(entry, context.grade), position - 1_000, false);
  }
  const inTitle = (c: Candidate) => termRegExp(c.keyword.term).test(context.title);
  const rank = (c: Candidate) => (c.definedByOutcome ? 100 : 0) + (inTitle(c) ? 10 : 0) + c.outcomes * 2 + c.words;
  const chosen = [...candidates.values()]
    .sort((a, b) => rank(b) - rank(a) || a.order - b.order)
    .slice(0, context.limit ?? 8)
    .sort((a, b) => a.order - b.order);
  return chosen.map((c) => c.keyword);
}
