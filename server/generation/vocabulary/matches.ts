import { cleanStatement } from '../text.ts';
import { definitionFor, SUBJECT_NAMES, subjectTerm, type SubjectTerm } from './glossary/index.ts';
import { headwordKey, spans, wordRuns, type Span } from './phrases.ts';
import { SUBJECT_KEYS, type SubjectKey } from './subjects.ts';

export interface SubjectMatch {
  entry: SubjectTerm;
  /** Where in the text the term starts, counted in words: the lesson teaches terms in the order its outcomes use them. */
  position: number;
}

/**
 * Idioms whose nouns are not the subject's terms: "in terms of" (not the algebra word), "a range of strategies" and
 * "in the range 10-90" (not the statistic), "the elements of fair tests" (not the chemical), "takes place".
 */
const IDIOMS = /\b(?:in terms of|(?:a|an) (?:wide |broad |full |extended )?range of|in the range|in light of|elements? of|tak(?:e|es|ing|en) place|in place of)\b/gi;
/** Phrases that name words about language, not a subject's concept: they cover their words and list nothing. */
const NOT_TERMS = ['mathematical term', 'spatial term', 'technical term', 'specific term', 'key term', 'appropriate term', 'scientific term', 'subject-specific term', 'historical term', 'discipline-specific term'];

/**
 * The subject glossary's terms in a text, longest first and never overlapping: "unit fractions" is a unit fraction,
 * not a unit of measurement. A noun counts only as the head of its phrase ("square" in "square centimetres" is not
 * the shape), and every term lies inside one run of words with no punctuation in it.
 */
export function subjectMatches(text: string, subjects: SubjectKey[]): SubjectMatch[] {
  if (!subjects.length) return [];
  const found: SubjectMatch[] = [];
  let position = 0;
  for (const run of wordRuns(cleanStatement(text).replace(IDIOMS, ';'))) {
    const candidates = spans(run).filter((span) => span.words.length > 1 || span.words[0]!.noun || span.words[0]!.adjective);
    let covered = -1;
    for (let start = 0; start < run.length; start += 1) {
      if (start <= covered) continue;
      const match = longestAt(run, start, candidates, subjects);
      if (!match) continue;
      if (match.entry) found.push({ entry: match.entry, position: position + start });
      covered = start + match.span.words.length - 1;
    }
    position += run.length;
  }
  return found;
}

function longestAt(run: Span['words'], start: number, candidates: Span[], subjects: SubjectKey[]) {
  for (const span of candidates.filter((s) => s.words[0] === run[start]).sort((a, b) => b.words.length - a.words.length)) {
    const last = span.words[span.words.length - 1]!;
    const next = run[start + span.words.length];
    // A noun followed by another noun modifies it ("fraction models", "square centimetres"): not the term itself.
    if (last.noun && !last.adjective && next?.noun && !next.verb) continue;
    if (NOT_TERMS.some((phrase) => headwordKey(phrase) === span.key)) return { span, entry: undefined };
    // A compound from another subject's glossary keeps its meaning anywhere ("climate change" in a history lesson);
    // a single word is read only in the lesson's subjects, where its sense is known.
    const entry = subjectTerm(span.key, span.words.length > 1 ? [...subjects, ...SUBJECT_KEYS] : subjects);
    if (entry) return { span, entry };
  }
  return undefined;
}

/** The definition of a glossary entry at the lesson's grade, with the glossary it comes from. */
export function subjectKeyword(entry: SubjectTerm, grade: number) {
  return {
    term: entry.term,
    definition: definitionFor(entry, grade),
    source: { kind: 'subject' as const, ref: `Teachkit ${SUBJECT_NAMES[entry.subject]} glossary` },
  };
}
