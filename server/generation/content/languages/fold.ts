/**
 * Text folded for matching what a teacher types against the stored items: lower case, without accents, tone marks,
 * Arabic vowel marks or punctuation, so "Bonjour !", "bonjour" and "BONJOUR" are one word and "ni hao" finds
 * "nǐ hǎo". Apostrophes join their word ("m'appelle" → "mappelle"), and the "…" of a pattern such as
 * "Je m'appelle …" goes with the punctuation. Kana voicing marks, Devanagari vowel signs and Hangul are kept whole:
 * they are letters there, not accents.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u064b-\u065f\u0670]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ı/g, 'i')
    .replace(/đ/g, 'd')
    .replace(/ς/g, 'σ')
    .replace(/['’‘`ʻʼʾʿ]/g, '')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

/** Scripts written without spaces between words, where a stored word is found inside a longer run of text. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Where the folded form occurs in the folded text as a whole word (or, in Chinese, Japanese and Korean, anywhere),
 * or -1. Both must already be folded.
 */
export function findForm(foldedText: string, form: string, from = 0): number {
  if (!form) return -1;
  if (UNSPACED.test(form)) return foldedText.indexOf(form, from);
  let at = foldedText.indexOf(form, from);
  while (at >= 0) {
    const before = at === 0 || foldedText[at - 1] === ' ';
    const after = at + form.length === foldedText.length || foldedText[at + form.length] === ' ';
    if (before && after) return at;
    at = foldedText.indexOf(form, at + 1);
  }
  return -1;
}

/** True when the form is written in a script without spaces between words. */
export const isUnspaced = (form: string): boolean => UNSPACED.test(form);
