import type { IssueDraft } from './issues.ts';
import type { Speller } from './speller.ts';
import { wordsOf } from './words.ts';

/** A text with hundreds of unknown words (a scan read badly, another language) gets this many flagged, not all. */
export const MAX_SPELLING_ISSUES = 40;
const MAX_SUGGESTIONS = 5;
/** Hunspell's suggestions take long for long words and are rarely right for them. */
const MAX_SUGGESTED_LENGTH = 20;

export interface SpellingContext {
  speller: Speller;
  /** Lower-case words that are right whatever the dictionary says: curriculum and subject vocabulary. */
  vocabulary: ReadonlySet<string>;
  /** Suggestions already worked out, shared across the slices of one run (a misspelling tends to repeat). */
  suggestions?: Map<string, string[]>;
}

/** Upper case (NAPLAN, STEM) or capitals inside (iPad, PowerPoint, McDonald): names and acronyms, not prose. */
const acronymOrBrand = /^\p{Lu}{2,}$|^.+\p{Lu}/u;
const capitalised = /^\p{Lu}/u;

/**
 * Spelling problems of a text, each with suggestions. Left alone: words of one letter, acronyms, names (a capital
 * letter in the middle of a sentence, or one the text itself writes that way elsewhere), curriculum vocabulary, and
 * chunks that are numbers, codes or addresses (see wordsOf).
 */
export function findSpellingIssues(text: string, context: SpellingContext): IssueDraft[] {
  const tokens = wordsOf(text);
  const names = new Set(tokens.filter((t) => !t.sentenceStart && capitalised.test(t.word)).map((t) => t.word));
  const issues: IssueDraft[] = [];
  for (const token of tokens) {
    const word = token.word.replace(/’/g, "'");
    if (word.length < 2 || acronymOrBrand.test(word) || names.has(token.word)) continue;
    if (capitalised.test(word) && !token.sentenceStart) continue;
    const lower = word.toLowerCase();
    if (context.vocabulary.has(lower) || context.vocabulary.has(lower.replace(/'s$/, ''))) continue;
    if (context.speller.correct(word) || (token.sentenceStart && context.speller.correct(lower))) continue;
    issues.push({
      kind: 'spelling',
      offset: token.offset,
      length: token.word.length,
      word: token.word,
      message: `"${token.word}" may be misspelled.`,
      suggestions: suggestionsFor(word, context),
    });
    if (issues.length === MAX_SPELLING_ISSUES) break;
  }
  return issues;
}

function suggestionsFor(word: string, context: SpellingContext): string[] {
  if (word.length > MAX_SUGGESTED_LENGTH) return [];
  const known = context.suggestions?.get(word);
  if (known) return known;
  // Hunspell falls back to a search two edits deep that takes seconds for a garbled word (a bad scan) and rarely
  // finds anything useful; a word with nothing one edit away gets no suggestions instead.
  const found = hasWordOneEditAway(word.toLowerCase(), context.speller) ? context.speller.suggest(word) : [];
  // Two letters typed in the wrong order is the commonest slip ("teh"), yet Hunspell may rank its fix low or not at all.
  const suggestions = [...new Set([...swappedLetters(word, context.speller), ...found])].slice(0, MAX_SUGGESTIONS);
  context.suggestions?.set(word, suggestions);
  return suggestions;
}

const letters = 'abcdefghijklmnopqrstuvwxyz';

/** Common words made by swapping two neighbouring letters, capitalised when the word is. */
function swappedLetters(word: string, speller: Speller): string[] {
  const words: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    const lower = swapped.toLowerCase();
    // Checked in lower case, so "Adn" offers "And", not the name "Dan".
    if (lower !== word.toLowerCase() && speller.correct(lower)) words.push(/^\p{Lu}/u.test(word) ? lower[0]!.toUpperCase() + lower.slice(1) : lower);
  }
  return words;
}

/** Whether deleting, swapping, replacing or inserting one letter makes a known word (a few hundred quick look-ups). */
export function hasWordOneEditAway(word: string, speller: Speller): boolean {
  for (let i = 0; i <= word.length; i++) {
    const [before, after] = [word.slice(0, i), word.slice(i)];
    if (after && speller.correct(before + after.slice(1))) return true;
    if (after.length > 1 && speller.correct(before + after[1] + after[0] + after.slice(2))) return true;
    for (const letter of letters) {
      if (after && letter !== after[0] && speller.correct(before + letter + after.slice(1))) return true;
      if (speller.correct(before + letter + after)) return true;
    }
  }
  return false;
}
