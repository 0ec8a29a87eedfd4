/** A word of a slice's text and where it is (UTF-16 offset, as the browser's string indexes count). */
export interface WordToken {
  word: string;
  offset: number;
  /** First word of a sentence, a line or the text: its capital letter says nothing about it being a name. */
  sentenceStart: boolean;
}

/** Web addresses, e-mail addresses and anything holding a digit (5.NF.A.1, AC9M5N05, 3rd, 10cm) are never words. */
const notProse = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)|@|\d|[/\\_=#<>{}|~^]/i;
const word = /\p{L}+(?:['’]\p{L}+)*/gu;

/**
 * The words of a text, chunk by chunk (runs without white space), leaving out chunks that are not prose and words
 * joined by dots (e.g., i.e., U.S.), which are abbreviations.
 */
export function wordsOf(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  let sentenceStart = true;
  let previousEnd = 0;
  let splitBefore = false;
  for (const chunk of text.matchAll(/\S+/g)) {
    const value = chunk[0];
    const start = chunk.index;
    const startsSentence: boolean = sentenceStart || text.slice(previousEnd, start).includes('\n');
    previousEnd = start + value.length;
    // A bullet or a dash between sentences leaves the next word still first.
    sentenceStart = /[.!?:]["')\]’”]*$/.test(value) || (startsSentence && !/\p{L}/u.test(value));
    // A word a printed page split at a line end ("frac-" / "tions") is neither half a word nor two: both halves
    // are left out.
    const continuesWord = splitBefore;
    splitBefore = /\p{L}-$/u.test(value) && /^[ \t]*\n\s*\p{Ll}/u.test(text.slice(previousEnd));
    if (notProse.test(value) || /\p{L}\.\p{L}/u.test(value)) continue;
    const words = [...value.matchAll(word)];
    if (continuesWord) words.shift();
    if (splitBefore) words.pop();
    words.forEach((match, index) => tokens.push({ word: match[0], offset: start + match.index, sentenceStart: startsSentence && index === 0 && !continuesWord }));
  }
  return tokens;
}
