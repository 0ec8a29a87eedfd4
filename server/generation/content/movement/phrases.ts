/**
 * Whole-word phrase matching for the movement data: a lesson's text and the data's phrases are both reduced to lower
 * case words (hyphens, slashes and punctuation become spaces, a possessive "'s" is dropped), and a phrase matches
 * where its words stand together in the text. The last word may carry a plural -s or -es, so the data lists
 * singulars only.
 */

/** Never produced by wordsOf, so two texts joined with it cannot match a phrase across the join. */
export const TEXT_BREAK = '|';

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .split(' ')
    .map((word) => word.replace(/'s$/, '').replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

const sameWord = (word: string, wanted: string, last: boolean) =>
  word === wanted || (last && (word === `${wanted}s` || word === `${wanted}es`));

/** Whether the phrase's words stand at `start` in the text's words. */
function standsAt(words: readonly string[], phrase: readonly string[], start: number): boolean {
  return phrase.every((wanted, i) => {
    const word = words[start + i];
    return word !== undefined && sameWord(word, wanted, i === phrase.length - 1);
  });
}

export function containsPhrase(words: readonly string[], phrase: string): boolean {
  const wanted = phrase.split(' ');
  for (let start = 0; start + wanted.length <= words.length; start += 1) if (standsAt(words, wanted, start)) return true;
  return false;
}

export const containsAny = (words: readonly string[], phrases: readonly string[]) => phrases.some((phrase) => containsPhrase(words, phrase));

export interface PhraseMatch {
  phrase: string;
  /** The index of the phrase's first word in the text. */
  start: number;
}

/**
 * The phrases found in the text, longest first, each word used once: "overarm throw" is found before "throw" can
 * claim its second word. The matches come back in the order they appear in the text.
 */
export function matchLongestFirst(words: readonly string[], phrases: readonly string[]): PhraseMatch[] {
  const ordered = phrases.map((phrase) => phrase.split(' ')).sort((a, b) => b.length - a.length || b.join(' ').length - a.join(' ').length);
  const used = new Array<boolean>(words.length).fill(false);
  const matches: PhraseMatch[] = [];
  for (const phrase of ordered) {
    for (let start = 0; start + phrase.length <= words.length; start += 1) {
      const span = Array.from({ length: phrase.length }, (_, i) => start + i);
      if (span.some((i) => used[i]) || !standsAt(words, phrase, start)) continue;
      for (const i of span) used[i] = true;
      matches.push({ phrase: phrase.join(' '), start });
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}
