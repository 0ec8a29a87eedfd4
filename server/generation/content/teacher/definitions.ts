import { NOT_TERMS, TABLE_HEADER_WORDS } from './cues.ts';

/** A term and what it means, as one line of a glossary writes them. */
export interface TermLine {
  term: string;
  definition: string;
}

const SEPARATORS = [' | ', ' – ', ' — ', ' - ', ': ', ' = '];
const headerWords = new Set(TABLE_HEADER_WORDS);

/** A glossary term: a few words, not a sentence and not a label such as "Name" or "Step 1". */
export const isTermLike = (text: string) =>
  text.length <= 40 && /\p{L}{2}/u.test(text) && text.split(/\s+/).length <= 5 && /^[\p{L}(]/u.test(text) && !/[.!?;,]$/.test(text) && !NOT_TERMS.test(text) && !/\d/.test(text);

/** "Sentence case" terms are written in lower case, as the plan's keywords are; names and acronyms keep theirs. */
export const termCase = (term: string) => (/^\p{Lu}[\p{Ll}'-]*(?:\s+[\p{Ll}'-]+)*$/u.test(term) ? term.charAt(0).toLowerCase() + term.slice(1) : term);

/** A table's header row ("Word | Meaning"), which defines nothing. */
export const isHeaderRow = (text: string) => {
  const cells = text.toLowerCase().split(/\s*\|\s*/);
  return cells.length >= 2 && cells.every((c) => headerWords.has(c.trim()));
};

/**
 * "chlorophyll – the green pigment …", "Stomata: tiny holes …", "evaporation | when a liquid …". Within a glossary,
 * `loose` also reads a line with no mark between term and definition ("Carbon dioxide A gas that …").
 */
export function termLine(text: string, loose = false): TermLine | undefined {
  if (isHeaderRow(text)) return undefined;
  // The first mark on the line decides: "x = 5 – so …" is not a term.
  const [first] = SEPARATORS.map((separator) => ({ separator, at: text.indexOf(separator) }))
    .filter((s) => s.at > 0)
    .sort((a, b) => a.at - b.at);
  if (first) {
    const term = text.slice(0, first.at).trim();
    const definition = text.slice(first.at + first.separator.length).trim();
    return isTermLike(term) && definition.split(/\s+/).length >= 2 ? { term: termCase(term), definition } : undefined;
  }
  if (!loose) return undefined;
  const run = /^(\p{L}[\p{Ll}'-]*(?:\s+\p{Ll}[\p{Ll}'-]*){0,3})\s+(\p{Lu}.{8,})$/u.exec(text);
  return run && isTermLike(run[1]!) ? { term: termCase(run[1]!), definition: run[2]! } : undefined;
}

/** A dash definition outside a glossary reads as one: what comes after the dash starts like a definition. */
export const definesOnItsOwn = (line: TermLine, text: string) =>
  /\s[–—-]\s/.test(text) && /^(?:a|an|the|when|where|how|what|something|someone|one|any|to)\b/i.test(line.definition);

/**
 * The entries of a glossary line, which may hold several when extraction ran a box's lines together ("chlorophyll –
 * the green pigment … energy stomata – tiny holes …"): each dash after the first has its term, the word before it,
 * in front. Every part must read as an entry, or the line is not split.
 */
export function termLines(text: string, loose = false): TermLine[] {
  const dashes = [...text.matchAll(/\s[–—]\s/g)];
  if (dashes.length < 2) {
    const one = termLine(text, loose);
    return one ? [one] : [];
  }
  const starts = [0, ...dashes.slice(1).map((d) => text.lastIndexOf(' ', d.index - 1) + 1)];
  const entries = starts.map((start, i) => termLine(text.slice(start, starts[i + 1] ?? text.length).trim()));
  return entries.every((e): e is TermLine => Boolean(e)) ? entries : [];
}
