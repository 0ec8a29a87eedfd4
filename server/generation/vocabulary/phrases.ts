import nlp from 'compromise';
import { cleanStatement } from '../text.ts';

/** One word of a statement as the English tagger reads it. */
export interface Word {
  /** The word as written, without the punctuation around it. */
  text: string;
  /** Lower case; a noun is reduced to its singular ("fractions" → "fraction"), so phrases match in any number. */
  key: string;
  noun: boolean;
  adjective: boolean;
  verb: boolean;
  /** A determiner, pronoun, preposition, conjunction or number: never the first or last word of a term. */
  function: boolean;
  /** A name ("English", "Australia"): never a term the outcome defines. */
  proper: boolean;
  /** The sentence's first word, capitalised whatever it is ("Compare a loyalist and a patriot account"). */
  opens?: boolean;
}

/** Punctuation that ends a phrase: a term never runs across it ("closely coral" is two clauses, not a term). */
const BREAK = /[.,;:!?()[\]{}"“”'‘’/\\|–—-]|\s-\s/;
const FUNCTION_TAGS = ['Determiner', 'Pronoun', 'Preposition', 'Conjunction', 'Value', 'QuestionWord', 'Possessive'];

/**
 * The statement's runs of words with no punctuation inside them, each word tagged by part of speech and reduced to
 * its lemma by the English tagger (compromise). Every term of the lesson is found inside one run.
 */
export function wordRuns(statement: string): Word[][] {
  const doc = nlp(cleanStatement(statement));
  doc.compute('root');
  const runs: Word[][] = [];
  let run: Word[] = [];
  const close = () => {
    if (run.length) runs.push(run);
    run = [];
  };
  for (const sentence of doc.json({ terms: { normal: true } }) as { terms: TaggedTerm[] }[]) {
    // The tagger splits "one-degree" and "3-digit" into parts joined by a bare hyphen; a term keeps them as one word.
    for (const term of joinHyphenated(sentence.terms)) {
      if (BREAK.test(term.pre ?? '')) close();
      const text = term.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      const tags = new Set(term.tags);
      const noun = tags.has('Noun') && !tags.has('Pronoun');
      const key = keyOf(noun && !tags.has('ProperNoun') && term.root ? term.root : (term.normal ?? text));
      if (!key || /[^\p{L}\p{N}’'-]/u.test(text)) {
        close();
        continue;
      }
      run.push({
        text,
        key,
        noun,
        adjective: tags.has('Adjective'),
        verb: tags.has('Verb'),
        function: FUNCTION_TAGS.some((t) => tags.has(t)),
        proper: tags.has('ProperNoun') || (/^\p{Lu}/u.test(text) && term !== sentence.terms[0]),
        ...(term === sentence.terms[0] ? { opens: true } : {}),
      });
      if (BREAK.test(term.post ?? '')) close();
    }
    close();
  }
  return runs;
}

function joinHyphenated(terms: TaggedTerm[]): TaggedTerm[] {
  const joined: TaggedTerm[] = [];
  for (const term of terms) {
    const previous = joined[joined.length - 1];
    if (previous?.post === '-' && !term.pre) {
      const text = `${previous.text}-${term.text}`;
      joined[joined.length - 1] = { ...term, text, normal: text.toLowerCase(), root: undefined, pre: previous.pre };
    } else joined.push(term);
  }
  return joined;
}

interface TaggedTerm {
  text: string;
  pre?: string;
  post?: string;
  normal?: string;
  root?: string;
  tags: string[];
}

/** The matching form of one word: lower case letters (Greek too, for π), digits, apostrophes and hyphens. */
const keyOf = (word: string) => word.toLowerCase().replace(/’/g, "'").replace(/[^a-z0-9'\-\u0370-\u03ff]/g, '');

/**
 * The matching form of a headword in the glossary data: each word lower case and, where the tagger reads it as a
 * noun, singular — the same reduction wordRuns applies to a statement's words.
 */
export function headwordKey(headword: string): string {
  const known = headwordKeys.get(headword);
  if (known !== undefined) return known;
  const words = wordRuns(headword).flat();
  const last = words.length - 1;
  // A headword is a noun phrase: its last word is a noun even where the tagger, seeing it alone, reads a verb.
  const key = words.map((w, i) => (i === last && !w.noun ? keyOf(nlp(w.text).nouns().toSingular().text() || w.text) : w.key)).join(' ');
  headwordKeys.set(headword, key);
  return key;
}
/** Tagging is the costly part; a lesson asks for the same few hundred headwords again and again. */
const headwordKeys = new Map<string, string>();

/** A span of a run that may be a term: at most six words, not starting or ending on a function word. */
export interface Span {
  words: Word[];
  key: string;
}

export function spans(run: Word[], maxWords = 6): Span[] {
  const found: Span[] = [];
  for (let start = 0; start < run.length; start += 1) {
    for (let end = Math.min(run.length, start + maxWords); end > start; end -= 1) {
      const words = run.slice(start, end);
      if (words[0]!.function || words[words.length - 1]!.function) continue;
      found.push({ words, key: words.map((w) => w.key).join(' ') });
    }
  }
  return found;
}

/** A noun phrase a text names, as its candidate terms longest first; whether it opens its sentence. */
export interface NamedNoun {
  candidates: string[];
  opensSentence: boolean;
}

/**
 * The noun phrases a text names, in order, each as its candidate terms longest first: "simple series circuits" gives
 * ["simple series circuits", "series circuits"], so a dictionary takes the whole phrase before a shorter one.
 */
export function namedNouns(text: string, maxWords = 4): NamedNoun[] {
  const found: NamedNoun[] = [];
  for (const run of wordRuns(text)) {
    let phrase: Word[] = [];
    const close = () => {
      while (phrase.length && !phrase[phrase.length - 1]!.noun) phrase.pop();
      const words = phrase.slice(-maxWords);
      // A shorter candidate drops describing words only: "simple circuits" is about circuits, but a "lunch box" is not
      // any box, nor the "Tea Party" the "Boston Tea Party".
      const shorter = (i: number) => i === 0 || words.slice(0, i).every((w) => w.adjective && !w.noun && !w.proper);
      const candidates = words.map((_, i) => i).filter(shorter).map((i) => words.slice(i).map((w) => w.text.replace(/['’]s$/, '')).join(' '));
      if (words.length) found.push({ candidates, opensSentence: Boolean(words[0]!.opens) });
      phrase = [];
    };
    for (const word of run) {
      if ((word.noun || word.adjective || word.proper) && !word.function && !word.verb) phrase.push(word);
      else close();
    }
    close();
  }
  return found;
}
