import { taskClauses } from './clauses.ts';
import { verbPhrase } from './verb-phrase.ts';

/** Notation and numbers a criterion must keep when it is shortened. */
const NOTATION = /[\dπ×÷≤≥≠<>=%√²³°θ±∞/]/;
/** Longest verb phrase after "I can" (the criterion stays within 30 words). */
export const MAX_PHRASE_WORDS = 26;

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** Asides in brackets go unless they carry notation: "(the sun)" goes, "(×)" and "(speed = distance ÷ time)" stay. */
const withoutPlainAsides = (clause: string) =>
  clause.replace(/(\w)\(s\)/g, '$1s').replace(/\s*\(([^()]*)\)/g, (aside, inner: string) => (NOTATION.test(inner) ? aside : ''));

/** Trims lists of instances ("such as …", "including …") and trailing qualifiers until the phrase fits. */
function shortened(phrase: string): string {
  let text = phrase;
  const cuts = [
    /,?\s+(?:such as|including|for instance|like)\s+[^;]*?(?=[;,]\s+(?!and\b|or\b)|$)/i,
    /,\s+(?![^,]*[\dπ×÷≤≥≠<>=%√])[^,]*$/,
  ];
  for (const cut of cuts) {
    while (wordCount(text) > MAX_PHRASE_WORDS) {
      const match = text.match(cut);
      if (!match || NOTATION.test(match[0])) break;
      text = text.replace(cut, '').trim();
    }
  }
  return text;
}

/** The statement's tasks as verb phrases in base form: each is one criterion or the core of a learning intention. */
export function taskPhrases(cleanText: string): string[] {
  const phrases = taskClauses(cleanText)
    .map(withoutPlainAsides)
    .map((clause) => shortened(verbPhrase(clause)))
    .filter((phrase) => /[a-z]/i.test(phrase));
  return [...new Set(phrases)];
}
