import { readBrief, type BriefReading } from './brief/read.ts';
import { targetLanguage } from './content/languages/index.ts';
import { termRegExp, upperFirst } from './lesson-view.ts';
import { readability, sentences } from './text.ts';
import type { Keyword, OutcomeRef } from './types.ts';
import { outcomeDefinitions } from './vocabulary/defined.ts';
import { subjectKeyword, subjectMatches } from './vocabulary/matches.ts';
import { headwordKey, namedNouns, wordRuns } from './vocabulary/phrases.ts';
import { compoundsIn, definitionOf, isVerb, lessonContext, meaningWords, nounFrequency, nounSenses, senseInContext, suitsSubject, synsetAt, type LessonContext, type Sense } from './vocabulary/wordnet.ts';
import { subjectKeys, type SubjectKey } from './vocabulary/subjects.ts';

/** What the vocabulary of a lesson is chosen from besides its outcomes. */
export interface VocabularyContext {
  title: string;
  subject: string;
  /** The US grade the definitions are written for. */
  grade: number;
  /** How many terms at most; a word mat longer than this stops being read. */
  limit?: number;
  /** The teacher's description of the lesson: the words it names are defined too, from WordNet, in the lesson's sense. */
  description?: string;
  /** The description as the brief reader read it, when the caller has read it already. */
  reading?: BriefReading;
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
  const about = lessonContext(`${[context.title, context.description ?? '', ...outcomes.map((o) => o.statement)].join('. ')}. ${context.subject}`);
  const keywords = chosen.map((c) => inLessonSense(c.keyword, about, context.subject));
  return [...keywords, ...referenceKeywords(context, about, keywords, Math.min(context.limit ?? 8, REFERENCE_FILL) - keywords.length)];
}

/**
 * A glossary entry in the sense the lesson means: where WordNet reads the lesson's word in a sense that shares nothing
 * with the glossary's definition, while another of its senses, of a kind the subject does not deal in, plainly is that
 * definition (the living "cell" of the science glossary in a physics lesson), the lesson's sense is given instead. WordNet splits meanings finely, so
 * anything short of that keeps the glossary's reviewed wording.
 */
function inLessonSense(keyword: Keyword, about: LessonContext, subject: string): Keyword {
  if (keyword.source.kind !== 'subject') return keyword;
  const meant = senseInContext(keyword.term, about, subject);
  if (!meant) return keyword;
  const own = meaningWords(keyword.term);
  const described = [...meaningWords(keyword.definition)].filter((w) => !own.has(w));
  const likeness = (sense: Sense) => {
    const signature = meaningWords([sense.gloss, ...sense.words, ...sense.hypernyms.flatMap((h) => synsetAt(h).words)].join(' '));
    return described.filter((w) => signature.has(w)).length;
  };
  const glossarySense = nounSenses(keyword.term).reduce((best, sense) => (likeness(sense) > likeness(best) ? sense : best));
  const ofAnotherKind = glossarySense.lexFile !== meant.lexFile && !suitsSubject(glossarySense, subject);
  if (glossarySense.offset === meant.offset || !ofAnotherKind || likeness(glossarySense) < 2 || likeness(meant) > 0) return keyword;
  return { term: keyword.term, definition: definitionOf(meant), source: { kind: 'subject', ref: WORDNET } };
}

/** Where a reference definition comes from, as a keyword's source names it. */
export const WORDNET = 'WordNet 3.1';
/** A keyword defined from the reference dictionary rather than the outcomes or the reviewed glossary. */
export const fromReference = (k: Keyword) => k.source.ref === WORDNET;

/** Reference definitions fill a word mat up to this many terms; the glossary and the outcomes' own come first. */
const REFERENCE_FILL = 5;
/** Words every lesson brief uses about the lesson itself, never what it teaches. */
const ABOUT_LESSONS = new Set(['lesson', 'student', 'pupil', 'child', 'class', 'teacher', 'year', 'grade', 'week', 'minute', 'hour', 'period', 'activity', 'task', 'worksheet', 'group', 'pair', 'way', 'thing', 'idea', 'work', 'end', 'start', 'part', 'kind', 'lot', 'time', 'day']);

/**
 * Terms the title and description name that neither the outcomes nor the glossary define, from WordNet in the sense
 * the lesson means ("cell" in a circuits lesson is a battery's cell); a term whose sense the lesson does not settle,
 * or whose definition is too long to read at the grade, is left out. None for the early years, who are not given
 * written definitions.
 */
function referenceKeywords(context: VocabularyContext, about: LessonContext, have: Keyword[], room: number): Keyword[] {
  if (room <= 0 || context.grade < 2) return [];
  const known = new Set(have.map((k) => headwordKey(k.term)));
  const found: Keyword[] = [];
  const longest = context.grade <= 4 ? 14 : 25;
  // A language lesson's words are the target language's, which an English dictionary misreads ("Morgen").
  if (targetLanguage(context.subject, `${context.title} ${context.description ?? ''}`)) return [];
  const subjectWords = new Set(context.subject.toLowerCase().split(/\W+/));
  const senses = new Set<number>();
  // What the lesson is about: the title's nouns and what the description names as content (its words, examples,
  // texts, places and names), not every noun a sentence about the lesson happens to use ("classmates"), nor the
  // equipment it is taught with ("binary cards" are not a card game).
  const reading = context.reading ?? (context.description ? readBrief(context.title, context.description) : undefined);
  const named = reading ? reading.items.filter((i) => !['activity', 'setting', 'equipment'].includes(i.kind)) : [];
  const texts = [context.title, ...named.flatMap((i) => (i.parts.length ? i.parts : [i.text]))];
  // A compound WordNet knows is taken whole first; the tagger's noun phrases then give the rest.
  const phrases = texts.flatMap((text) => {
    const compounds = compoundsIn(text);
    const inCompound = (candidate: string) => compounds.some((c) => c.phrase.toLowerCase().split(' ').includes(candidate.toLowerCase().split(' ').pop()!));
    return [...compounds.map((c) => ({ candidates: [c.phrase], opensSentence: c.from === 0 })), ...namedNouns(text).filter((n) => !inCompound(n.candidates[n.candidates.length - 1]!))];
  });
  for (const { candidates, opensSentence } of phrases) {
    if (found.length >= room) break;
    // The whole name when WordNet has it ("Boston Tea Party"), else the shorter phrase or the head noun it ends on.
    for (const [index, written] of candidates.entries()) {
      const key = headwordKey(written);
      if (known.has(key) || ABOUT_LESSONS.has(key) || subjectWords.has(key)) break;
      // A sentence's first word may be a command the tagger read as a noun ("Compare a loyalist and a patriot account").
      const opens = opensSentence && index === 0;
      if (opens && !written.includes(' ') && isVerb(written)) break;
      // A word of three letters or fewer is too often a prefix or a symbol to look up alone ("dis" of "un-, re- and dis-").
      if (!written.includes(' ') && written.length < 4) break;
      const sense = senseInContext(written, about, context.subject);
      if (!sense) continue;
      // A phrase shortened to its head noun keeps a word of one meaning only: "binary cards" are not a card game.
      if (index > 0 && nounSenses(written).length > 1) break;
      const definition = definitionOf(sense);
      const words = definition.split(/\s+/).length;
      const readable = words >= 4 && words <= longest && readability(definition).gradeLevel <= Math.max(6, context.grade + 4);
      if (readable && sense.lexFile !== 3 && !senses.has(sense.offset)) {
        known.add(key);
        senses.add(sense.offset);
        // Written as WordNet writes it: "Boston Tea Party", but "teamwork" where a sentence began with it.
        const term = opens && !sense.words.includes(written) && sense.words.some((w) => w === w.toLowerCase()) ? written[0]!.toLowerCase() + written.slice(1) : written;
        found.push({ term, definition, source: { kind: 'subject', ref: WORDNET } });
      }
      break;
    }
  }
  return found;
}

/**
 * A term a text has to teach: a compound WordNet knows that everyday English rarely meets ("spinning jenny", "heart
 * rate"), a word of one meaning met as rarely ("magma", "ammeter"; a unit of measure is not a term), or a word the
 * text keeps using ("current" four times in a text on circuits).
 */
const RARE = 3;
function mustTeach(written: string, usedTimes: number, settled: boolean): boolean {
  if (usedTimes >= 3) return true;
  const senses = nounSenses(written.toLowerCase());
  if (!senses.length || senses[0]!.lexFile === 23) return false;
  const rare = nounFrequency(written) <= RARE;
  // A compound, a word of one meaning, or one whose meaning the text settles: it says what it does ("Personification
  // gives human qualities …"), or its words point to one sense.
  return rare && (written.includes(' ') || senses.length === 1 || settled);
}
const describingSentence = (sentences: string[], term: string) => {
  const opens = new RegExp(`^(?:(?:an?|the|your)\\s+)?${termRegExp(term).source}\\s+([a-z]+)\\b`, 'i');
  for (const sentence of sentences) {
    const found = opens.exec(sentence);
    // "A simile compares …", "Personification gives …": one thing, in general, and what it does ("Volcanoes form where …" says where, not what).
    const verb = found?.[1];
    if (!verb || !/[^s]s$/.test(verb) || /^(?:is|was|has|does)$/i.test(verb) || ![verb.slice(0, -1), verb.replace(/es$/, '')].some(isVerb) || /[^s]s$/.test(term)) continue;
    const first = sentence.split(/\s*[:;]\s+|,\s+(?:so|and|but|because|which|while)\s+/)[0]!.replace(/[.!?]+$/, '');
    if (first.split(/\s+/).length >= 5) return `${first}.`;
  }
  return undefined;
};

/**
 * The glossary of a pasted text: the terms it defines in its own words; the reviewed glossary's terms it uses, where
 * the definition speaks of what the text does ("source" in a text on rivers is not where information comes from);
 * then the terms it has to teach — words rare in everyday English, or that it keeps using — from the sentence that
 * says what each does ("A simile compares …") or WordNet in the text's sense. In the order the text meets them.
 */
export function textKeywords(text: string, subject: string, grade: number, limit = 8): Keyword[] {
  const about = lessonContext(`${text} ${subject}`);
  const textWords = meaningWords(text);
  const speaksOfText = (k: Keyword) => {
    const own = meaningWords(k.term);
    return [...meaningWords(k.definition)].some((w) => !own.has(w) && textWords.has(w));
  };
  const listed = lessonKeywords([{ code: 'your-text', statement: text, framework: 'text', subject }], { title: '', subject, grade, limit: limit + 4 });
  const kept: Keyword[] = [];
  const known = new Set<string>();
  const keep = (k: Keyword) => {
    const key = headwordKey(k.term);
    if (known.has(key)) return;
    known.add(key);
    kept.push(k);
  };
  for (const k of listed) if (k.source.kind === 'outcome' || speaksOfText(k)) keep(k);
  const all = sentences(text);
  const phrases = [...compoundsIn(text).map((c) => ({ candidates: [c.phrase], opensSentence: c.from === 0 })), ...namedNouns(text)];
  const subjectWords = new Set(subject.toLowerCase().split(/\W+/));
  const teach: { keyword: Keyword; at: number }[] = [];
  for (const { candidates } of phrases) {
    // The tagger can run a noun into the verb after it ("simile compares"): the noun is tried alone as well.
    const longest = candidates[0]?.split(/\s+/) ?? [];
    const runOn = longest.length === 2 && /[^s]s$/.test(longest[1]!) && [longest[1]!.slice(0, -1), longest[1]!.replace(/es$/, '')].some(isVerb) && !wordRuns(longest[0]!).flat()[0]?.adjective;
    const tried = runOn ? [...candidates, longest[0]!] : candidates;
    for (const written of tried) {
      const key = headwordKey(written);
      if (known.has(key) || ABOUT_LESSONS.has(key) || subjectWords.has(key) || written.length < 4) continue;
      // A name ("Mount St Helens", "James Hargreaves") is not a term; a rare word or one the text keeps using is.
      if (/^[A-Z]/.test(written) && !nounSenses(written.toLowerCase()).length) continue;
      const described = describingSentence(all, written);
      const sense = described ? undefined : senseInContext(written.toLowerCase(), about, subject);
      if (!mustTeach(written, (text.match(new RegExp(termRegExp(key).source, 'gi')) ?? []).length, Boolean(described || sense))) continue;
      const definition = described ?? (sense && sense.lexFile !== 3 ? upperFirst(`${definitionOf(sense)}.`) : undefined);
      if (!definition || (!described && readability(definition).gradeLevel > Math.max(6, grade + 4))) continue;
      known.add(key);
      // A common noun that opens a sentence is written in lower case ("Factories grew up …" → "factories").
      const term = nounSenses(written.toLowerCase()).length ? written.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()) : written;
      teach.push({ keyword: { term, definition, source: described ? { kind: 'outcome', ref: 'your-text' } : { kind: 'subject', ref: WORDNET } }, at: text.toLowerCase().indexOf(written.toLowerCase()) });
      break;
    }
  }
  const chosen = [...kept, ...teach.map((t) => t.keyword)].slice(0, limit);
  const place = (k: Keyword) => {
    const at = text.toLowerCase().search(termRegExp(k.term));
    return at < 0 ? text.length : at;
  };
  return chosen.sort((a, b) => place(a) - place(b));
}
