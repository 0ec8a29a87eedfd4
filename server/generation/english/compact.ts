import { isBaseVerb } from './lexicon.ts';
import { NOTATION, cutsAClauseShort, endsOnAFunctionWord, leavesABracketOpen, wordCount } from './lists.ts';

/**
 * Shorter ways to say the same, for a phrase the usual trims leave too long because what they would cut carries
 * numbers or symbols: a run of number words as a range, an aside whose numbers the phrase already states, a
 * qualifier that sits before the part carrying the notation, a relative clause at the end.
 */

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const NUMBER_WORD_RUN = new RegExp(String.raw`\b(?:${NUMBER_WORDS.join('|')})(?:,\s+(?:(?:and|or)\s+)?(?:${NUMBER_WORDS.join('|')})\b)+`, 'g');
/** Numbers and symbols as the criteria must keep them: "1", "1/2", "×". */
const SYMBOLS = /π|×|÷|≤|≥|%|\d+(?:[./]\d+)*/g;

/** "one, two, three, …, or nine tens" is "one to nine tens" when the words count up by one, four or more of them. */
function numberRanges(text: string): string {
  return text.replace(NUMBER_WORD_RUN, (run) => {
    const values = (run.match(/[a-z]+/g) ?? []).filter((w) => NUMBER_WORDS.includes(w)).map((w) => NUMBER_WORDS.indexOf(w));
    const counting = values.length >= 4 && values.every((value, at) => at === 0 || value === values[at - 1]! + 1);
    return counting ? `${NUMBER_WORDS[values[0]!]} to ${NUMBER_WORDS[values.at(-1)!]}` : run;
  });
}

/** A bracketed aside in words ("(recognizing … greater than 1 as a familiar case)") whose numbers the rest states. */
function withoutRepeatedAsides(text: string): string {
  return text.replace(/\s+\(([^()]*)\)/g, (aside, inner: string, at: number) => {
    if (!/[a-z]{2,}\s+[a-z]{2,}\s+[a-z]{2,}/i.test(inner)) return aside;
    const outside = `${text.slice(0, at)} ${text.slice(at + aside.length)}`;
    const symbols = inner.match(SYMBOLS) ?? [];
    return symbols.every((symbol) => new RegExp(`(?<![\\d./])${symbol.replace(/[./]/g, '\\$&')}(?![\\d]|[./]\\d)`).test(outside)) ? '' : aside;
  });
}

/** The phrase said more compactly, its meaning and every number and symbol kept. */
export function compacted(phrase: string): string {
  return withoutRepeatedAsides(numberRanges(phrase));
}

const QUALIFIER = String.raw`(?:in|with|for|by|from|through|within|across|during|as they|as it|relevant to|based on|according to)`;
/** Shortest phrase left after a cut: the command and its object. */
const MIN_PHRASE_WORDS = 10;

/** "show in a concrete case that …": a qualifier between a verb and its "that" clause. */
function qualifierBeforeThat(text: string): string | undefined {
  const match = text.match(new RegExp(String.raw`\s+${QUALIFIER}\s+[^,;]*?(?=\s+that\s)`, 'i'));
  return match && !NOTATION.test(match[0]) ? text.replace(match[0], '') : undefined;
}

/**
 * "… phrases as they are used in a specific scientific or technical context relevant to grades 6-8 texts": the
 * qualifiers before the one that carries the numbers go, from the first of them to it.
 */
function qualifiersBeforeNotation(text: string): string | undefined {
  const starts = [...text.matchAll(new RegExp(String.raw`\s+${QUALIFIER}\s+`, 'gi'))].map((match) => match.index);
  for (let i = 0; i < starts.length; i += 1) {
    for (let j = starts.length - 1; j > i; j -= 1) {
      const cut = text.slice(starts[i], starts[j]);
      // "… arranged to coincide | with the 0 …": a qualifier after a verb is its complement, not one that may go.
      const lastWord = (cut.match(/([a-z-]+)\W*$/i)?.[1] ?? '').toLowerCase();
      if (/[,;]/.test(cut) || NOTATION.test(cut) || !NOTATION.test(text.slice(starts[j])) || isBaseVerb(lastWord)) continue;
      return text.slice(0, starts[i]) + text.slice(starts[j]);
    }
  }
  return undefined;
}

/**
 * "… organic compounds that occur due to the ability of carbon …", "… the points (0, 0) and (1, r) where r is the unit
 * rate": a relative clause at the end, after a noun.
 */
function withoutTrailingRelative(text: string): string | undefined {
  const match = text.match(/\s+(\S+)\s+((?:that|which|where)\s+[^;]*)$/);
  if (!match || isBaseVerb(match[1]!.toLowerCase()) || NOTATION.test(match[2]!)) return undefined;
  return text.slice(0, text.length - match[2]!.length - 1).trimEnd();
}

/** "… to coincide with the 0 on each line and a given point": a last item joined by "and" at the end, after a clause of its own. */
function withoutTrailingConjunct(text: string): string | undefined {
  const match = text.match(/,[^,;]*\d[^,;]*(\s+and\s+(?:a|an|the)\s+[^,;]*)$/);
  return match && !NOTATION.test(match[1]!) ? text.slice(0, text.length - match[1]!.length) : undefined;
}

/** The phrase ends on a word waiting for more ("… an overview of", "… and"), inside a clause before its verb, or leaves a bracket open. */
const waitsOrOpens = (kept: string, whole: string) =>
  leavesABracketOpen(kept) || endsOnAFunctionWord(kept) || /\b(?:and|or)$/i.test(kept) || cutsAClauseShort(whole, kept);

/** Words that open a phrase a long criterion can end before: an adjunct ("as a means of …") or a further item ("and a depth study …"). */
const PHRASE_BOUNDARY = /\s+(?=(?:as|to|so that|in order to|when|while|whilst|where|because|by|through|using|with|for|in|on|during|within|across|and (?:a|an|the|their|its))\s)/g;

/**
 * "… a historical account of the same period| as a means of understanding how authors …": the phrase up to the last
 * boundary between phrases that brings it within `maxWords`, when what goes carries no number or symbol and what
 * stays neither waits for a word nor leaves a bracket open.
 */
export function atAPhraseBoundary(text: string, maxWords: number): string | undefined {
  const cuts = [...text.matchAll(PHRASE_BOUNDARY)].map((match) => match.index).reverse();
  for (const at of cuts) {
    const kept = text.slice(0, at).replace(/[\s,;:–-]+$/, '');
    if (wordCount(kept) <= maxWords && wordCount(kept) >= MIN_PHRASE_WORDS && !waitsOrOpens(kept, text) && !NOTATION.test(text.slice(at))) return kept;
  }
  return undefined;
}

/** The phrase with one more cut that keeps every number and symbol, the first that brings it within `maxWords`. */
export function lastCut(text: string, maxWords: number): string | undefined {
  for (const cut of [qualifierBeforeThat, qualifiersBeforeNotation, withoutTrailingRelative, withoutTrailingConjunct]) {
    const shorter = cut(text);
    if (shorter && wordCount(shorter) <= maxWords && wordCount(shorter) >= MIN_PHRASE_WORDS && !waitsOrOpens(shorter, text)) return shorter;
  }
  return undefined;
}
