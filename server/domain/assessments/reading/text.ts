import { z } from 'zod';
import wordsJson from './words.json' with { type: 'json' };

const wordsSchema = z.object({
  about: z.string(),
  synonyms: z.array(z.array(z.string().min(1)).min(2)),
  stopWords: z.array(z.string()),
  negations: z.array(z.string()),
  reasons: z.array(z.string()),
});
const words = wordsSchema.parse(wordsJson);

/** One word of a student's answer, where it stands in the text, and the meanings it is read as. */
export interface Token {
  start: number;
  end: number;
  /** The word folded to lower case, apostrophes kept ("don't"). */
  word: string;
  /** What the word is read as for matching: its synonym group's head, stemmed (one word may stand for two: "co2"). */
  stems: string[];
  /** The word's value when it is a number ("1,200", "3/4", "2.5", "1 1/2" is read as two tokens). */
  value: number | null;
}

const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[’‘]/g, "'");

/** A light stemmer: plurals, -ing, -ed, -ly and -ise/-ize/-is endings, so "absorbed" meets "absorbs" and "leaves" meets "leaf". */
export function stem(word: string): string {
  let w = word.replace(/'s$/, '');
  if (w.length <= 3 || /^\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('ves') && w.length > 4) return `${w.slice(0, -3)}f`;
  for (const suffix of ['ising', 'izing', 'ise', 'ize', 'ises', 'izes', 'ised', 'ized', 'is']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 6) return w.slice(0, -suffix.length);
  }
  for (const suffix of ['ing', 'edly', 'ed', 'ly', 'es', 's']) {
    if (w.endsWith(suffix) && !w.endsWith('ss') && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

/** Synonym heads by word: "sunlight" → ["light"], "co2" → ["carbon", "dioxide"]. */
const headOf = new Map<string, string[]>();
for (const group of words.synonyms) {
  const head = fold(group[0]!).split(/\s+/);
  for (const entry of group) if (!entry.includes(' ')) headOf.set(fold(entry), head);
}
const STOP = new Set(words.stopWords.map(fold));
const NEGATION = new Set(words.negations.map(fold));
const REASONS = words.reasons.map(fold);

export const stemsOf = (word: string): string[] => (headOf.get(word) ?? [word]).map(stem);

/** A number as written: "12", "-3.5", "1,200", "3/4", "0.75", "50%" (the % read as a unit). */
export function numberValue(text: string): number | null {
  const t = text.replace(/[\u2212\u2013]/g, '-').trim();
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) return Number(t.replace(/,/g, ''));
  if (/^-?\d+(\.\d+)?$/.test(t) || /^-?\.\d+$/.test(t)) return Number(t);
  const fraction = /^(-?\d+)\/(\d+)$/.exec(t);
  if (fraction && Number(fraction[2]) !== 0) return Number(fraction[1]) / Number(fraction[2]);
  return null;
}

// A word, an apostrophe form ("don't"), or a number with its separators, decimal point or fraction bar.
const TOKEN = /-?\d[\d,]*(?:\.\d+)?(?:\/\d+)?|[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu;

/** The words of a text with their places, so a match can be quoted exactly as the student wrote it. */
export function tokens(text: string): Token[] {
  const folded = fold(text);
  // Folding keeps every character's place only when nothing is decomposed away; otherwise read the text as is.
  const source = folded.length === text.length ? folded : text.toLowerCase();
  const found: Token[] = [];
  for (const m of source.matchAll(TOKEN)) {
    // A trailing comma belongs to the sentence, not the number ("12, then").
    const raw = m[0].replace(/,+$/, '');
    const value = numberValue(raw);
    found.push({ start: m.index, end: m.index + raw.length, word: raw, stems: value === null ? stemsOf(raw) : [String(value)], value });
  }
  return found;
}

/** The words that carry a marking point's meaning: not stop words, each read as its synonym head and stemmed. */
export function contentStems(text: string): string[] {
  const stems = tokens(text)
    .filter((t) => t.value !== null || (!STOP.has(t.word) && !NEGATION.has(t.word) && t.word.length > 1))
    .flatMap((t) => t.stems);
  return [...new Set(stems)];
}

/** Two stems meet when they are equal or one is a long prefix of the other ("photosynthes" and "photosynthet"). */
export function stemsMeet(a: string, b: string): boolean {
  if (a === b) return true;
  if (/^-?\d/.test(a) || /^-?\d/.test(b)) return false;
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  return common >= 6 && common >= 0.8 * Math.min(a.length, b.length);
}

export const isNegation = (token: Token) => NEGATION.has(token.word) || token.word.endsWith("n't");
export const hasNegation = (text: string) => tokens(text).some(isNegation);

/** Where a text gives a reason ("because", "so", "which means"): the place of the connective, or -1. */
export function reasonAt(text: string): number {
  const folded = ` ${fold(text).replace(/[^\p{L}\p{N}']+/gu, ' ')} `;
  let best = -1;
  for (const reason of REASONS) {
    const at = folded.indexOf(` ${reason} `);
    if (at >= 0 && (best < 0 || at < best)) best = at;
  }
  return best;
}

/** The sentences of a text as [start, end) places: split after . ! ? or ; before a space, and at line breaks ("2.5" stays whole). */
export function sentences(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let start = 0;
  const close = (end: number) => {
    const raw = text.slice(start, end);
    const from = start + (raw.length - raw.trimStart().length);
    const to = start + raw.trimEnd().length;
    if (to > from) spans.push({ start: from, end: to });
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\n') {
      close(i);
      start = i + 1;
    } else if ('.!?;'.includes(c) && (i + 1 === text.length || /\s/.test(text[i + 1]!))) {
      close(i + 1);
      start = i + 1;
    }
  }
  close(text.length);
  return spans;
}
