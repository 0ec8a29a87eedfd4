import type { IssueDraft } from './issues.ts';

/**
 * A few grammar rules that are right nearly every time they fire. Rules that guess (passive voice, long sentences,
 * comma splices) would bury the teacher in false alarms, so there are none.
 */
export function findGrammarIssues(text: string): IssueDraft[] {
  return [...repeatedWords(text), ...articles(text), ...lowerCaseSentenceStarts(text)];
}

/** Doubled words that are good English ("I had had enough", "that that", "what it is is"). */
const rightWhenDoubled = new Set(['had', 'that', 'is', 'do', 'very', 'no', 'bye', 'so', 'ha']);

function repeatedWords(text: string): IssueDraft[] {
  const issues: IssueDraft[] = [];
  // The same word twice on one line: across a line break it is as often a heading over text that repeats it. The
  // pair is matched in a look-ahead so that each word can be the first of a pair ("Add the the").
  for (const match of text.matchAll(/(?<![\p{L}\p{N}'’-])(?=((\p{L}+)[ \t]+(\p{L}+))(?![\p{L}\p{N}'’-]))/gu)) {
    const [, span, first, second] = match as unknown as [string, string, string, string];
    if (first.toLowerCase() !== second.toLowerCase() || rightWhenDoubled.has(first.toLowerCase())) continue;
    issues.push({ kind: 'grammar', offset: match.index, length: span.length, word: span, message: `"${first}" is written twice.`, suggestions: [first] });
  }
  return issues;
}

/** Sounds a word begins with, when its spelling says so surely; words the rule cannot be sure of are skipped. */
function startingSound(word: string): 'vowel' | 'consonant' | 'unsure' {
  const lower = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(lower)) return 'vowel';
  // "a user", "a euro", "a one-off": a vowel letter with a consonant sound.
  if (/^(use|usa|usu|uti|ute|ubi|uku|eu|ewe|one(?!r)|once|ouija)/.test(lower)) return 'consonant';
  // "a unit" but "an unimportant", "a urinal" but "an urban": spelling cannot tell.
  if (/^(uni|una|ura|ure|uri|uro)/.test(lower)) return 'unsure';
  if (/^[aeiou]/.test(lower)) return 'vowel';
  // "an historic" is accepted British usage; silent-h words are listed above.
  if (/^h/.test(lower)) return 'unsure';
  return 'consonant';
}

const notAfterArticle = new Set(['and', 'or', 'is', 'are', 'was', 'were', 'as', 'at', 'in', 'into', 'of', 'on', 'if', 'equals']);

function articles(text: string): IssueDraft[] {
  const issues: IssueDraft[] = [];
  for (const match of text.matchAll(/(?<![\p{L}\p{N}'’.-])(?=((an?)([ \t]+)(\p{L}+))(?![\p{L}\p{N}'’-]|\.\p{L}))/giu)) {
    const [, , article, space, next] = match as unknown as [string, string, string, string, string];
    // "Vitamin A is", "Part A and": a capital A inside a sentence is a label, not the article.
    if (article === 'A' && !/(^|[.!?:]\s+|\n\s*)$/.test(text.slice(0, match.index))) continue;
    if (article === 'AN' || article === 'aN') continue;
    // Acronyms are said letter by letter ("an MP", "a UFO"), which spelling cannot tell; before a word no article
    // can precede, "a" is a letter or a number's name ("sides a and b", "if a is even").
    if (next.length < 2 || /^\p{Lu}{2,}/u.test(next) || notAfterArticle.has(next.toLowerCase())) continue;
    const sound = startingSound(next);
    const wanted = sound === 'vowel' ? 'an' : sound === 'consonant' ? 'a' : null;
    if (!wanted || wanted === article.toLowerCase()) continue;
    const replacement = article[0] === 'A' ? wanted[0]!.toUpperCase() + wanted.slice(1) : wanted;
    const span = `${article}${space}${next}`;
    issues.push({
      kind: 'grammar',
      offset: match.index,
      length: span.length,
      word: span,
      message: `Use "${replacement}" before "${next}" (${sound === 'vowel' ? 'it starts with a vowel sound' : 'it starts with a consonant sound'}).`,
      suggestions: [`${replacement}${space}${next}`],
    });
  }
  return issues;
}

/** Abbreviations that end in a full stop inside a sentence. */
const abbreviation = /(^|\s|\()(e\.g|i\.e|etc|vs|cf|approx|incl|esp|no|nos|fig|figs|p|pp|vol|ch|sec|al|ed|eds|min|max|mr|mrs|ms|dr|st|mt|ft|in|oz|lb)\.$/i;

function lowerCaseSentenceStarts(text: string): IssueDraft[] {
  const issues: IssueDraft[] = [];
  // A full stop, question or exclamation mark, then space on the same line, then a word in lower case. A mark
  // followed by a closing quote or bracket ends a quoted question ("How many?" questions), not the sentence.
  for (const match of text.matchAll(/(\S+)([.!?])[ \t]+(\p{Ll}[\p{Ll}'’]+)(?![\p{L}\p{N}@/_-]|\.\p{L})/gu)) {
    const [, before, mark, next] = match as unknown as [string, string, string, string];
    // "1. add", "a. find", "e.g. the", "...": list markers, abbreviations and ellipses, not sentence ends.
    if (mark === '.' && (/\d|^\p{L}$|\./u.test(before) || abbreviation.test(`${before}.`))) continue;
    const offset = match.index + match[0].length - next.length;
    const capital = next[0]!.toUpperCase() + next.slice(1);
    issues.push({ kind: 'grammar', offset, length: next.length, word: next, message: 'A sentence starts with a capital letter.', suggestions: [capital] });
  }
  return issues;
}
