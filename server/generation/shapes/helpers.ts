import type { BriefReading, NamedItem } from '../brief/read.ts';

/** Small helpers the shape builders share: lists in words, the brief's items of a kind, and de-duplication. */

export const listOf = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
export const named = (reading: BriefReading, kind: NamedItem['kind']) => reading.items.filter((i) => i.kind === kind);
export const sentenceOf = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
export const unique = (items: string[]) => [...new Set(items.map((i) => i.trim()).filter(Boolean))];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern that finds any of a data list's words as whole words ("letter" in "a soldier's letter", not in "letterbox"). */
export const anyWordOf = (words: readonly string[]) => new RegExp(`\\b(?:${words.map(escape).join('|')})\\b`, 'i');

/** Where a description's phrases break: punctuation and the words that join one named thing to the next. */
const PHRASE_BREAK = /[.;:,()!?]|\s(?:and|through|from|with|as|using|then|via|while)\s/i;
const DETERMINER = /^(?:the|a|an|some|two|three|our|their|its)\s+/i;
/** A clause about the content ("what its artefacts tell us"), not a thing it names. */
const CLAUSE = /^(?:what|how|why|who|when|where|which|whether|that)\b/i;

/**
 * The phrases of the teacher's text that name something by one of a data list's words, as written: "soldiers'
 * letters", "a 1936 newspaper report", "a survey of litter on the school grounds". A bare "a source" names nothing;
 * a clause that starts with a verb in -ing ("Comparing two accounts …") is an activity, and one that starts with a
 * question word ("what its artefacts tell us") says what the lesson asks, not what it uses.
 */
export function phrasesWith(words: readonly string[], text: string, { maxWords = 9, lowerCase = false } = {}): string[] {
  // lowerCase: the word must be written in lower case ("Ordnance Survey" is a name, not a survey).
  const pattern = lowerCase ? new RegExp(anyWordOf(words).source) : anyWordOf(words);
  const found = text
    .split(PHRASE_BREAK)
    .map((p) => p.trim())
    .filter((p) => p && pattern.test(p) && p.split(/\s+/).length <= maxWords && !/^[A-Za-z]+ing\b/.test(p) && !CLAUSE.test(p))
    .filter((p) => p.replace(DETERMINER, '').split(/\s+/).length >= 2 || /^[A-Z]/.test(p.replace(DETERMINER, '')))
    .map((p) => p.replace(/^(?:The|A|An)\s/, (d) => d.toLowerCase()));
  return unique(found);
}

/** A name as the teacher wrote it, with its "the" ("the Murray–Darling Basin", not "Murray–Darling Basin"). */
export function asWritten(name: string, text: string): string {
  if (/^(?:the|a|an)\s/i.test(name)) return name;
  return new RegExp(`\\bthe\\s+${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(text) ? `the ${name}` : name;
}

/** A sentence's first letter in capitals (an enquiry question that starts with a name written in lower case). */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
