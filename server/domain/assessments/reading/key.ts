import type { AssessmentItem } from '../../../generation/assessment/types.ts';
import { numberValue } from './text.ts';

/** Answers up to this long, of a few words, are matched exactly (a number, a fraction, a word); longer ones are read by a person. */
export const EXACT_ANSWER_LIMIT = 40;
const EXACT_ANSWER_WORDS = 3;

/** Case, spacing, punctuation and a leading article do not make an answer different. */
export const normalisedAnswer = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}/.-]+/gu, ' ')
    .replace(/(^|\s)[.-]+|[.-]+(\s|$)/g, ' ')
    .trim()
    .replace(/^(the|a|an) /, '')
    .replace(/\s+/g, ' ');

/** A number with what follows it: "12 cm" → 12 and "cm"; "1,200" → 1200; "3/4"; "75%" → 75 and "%"; null when not one number. */
export function numberWithUnit(text: string): { value: number; unit: string } | null {
  const t = text
    .trim()
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/\.$/, '')
    // A space between thousands ("1 200", as many countries write it) is a separator.
    .replace(/(\d)[ \u00a0\u202f](?=\d{3}(?!\d|\/))/g, '$1');
  // A leading "x =" or currency sign, and a unit after, are not part of the number.
  const m = /^(?:[a-z]\s*=\s*)?[£$€¥]?\s*(-?[\d.,/]+)\s*([\p{L}%°µ²³/ ]*)$/iu.exec(t);
  if (!m) return null;
  const value = numberValue(m[1]!);
  return value === null ? null : { value, unit: m[2]!.trim().toLowerCase() };
}

/** Items whose answer can be marked from the key at once: a choice, a number, or an answer of a few words. */
export function isMarkedFromKey(item: Pick<AssessmentItem, 'kind' | 'options' | 'answer'>): boolean {
  if (item.kind === 'multiple-choice') return Boolean(item.options?.length);
  if (item.kind !== 'short-answer') return false;
  if (numberWithUnit(item.answer)) return true;
  const words = normalisedAnswer(item.answer).split(' ').filter(Boolean);
  return item.answer.length <= EXACT_ANSWER_LIMIT && words.length <= EXACT_ANSWER_WORDS;
}

/** What the key says of an answer: right or wrong, and why, in a teacher's words. */
export interface KeyReading {
  correct: boolean;
  reason: string;
}

const letterOf = (index: number) => String.fromCharCode(65 + index);

/** The option an answer chooses: by its letter ("b", "(B)", "B."), or by its text (the whole answer, or the one option it names). */
export function chosenOption(options: string[], answer: string): number | null {
  // A letter alone ("b", "(B)", "B.") or a letter set off before text ("B) carbon dioxide"); "A plant" is words, not option A.
  const letter = /^\(?([a-h])\)?[.):]?$/i.exec(answer.trim()) ?? /^(?:\(([a-h])\)|([a-h])[.):])\s/i.exec(answer.trim());
  if (letter) {
    const index = (letter[1] ?? letter[2])!.toUpperCase().charCodeAt(0) - 65;
    if (index < options.length) return index;
  }
  const given = normalisedAnswer(answer);
  const exact = options.findIndex((o) => normalisedAnswer(o) === given);
  if (exact >= 0) return exact;
  const named = options.flatMap((o, i) => (` ${given} `.includes(` ${normalisedAnswer(o)} `) ? [i] : []));
  return named.length === 1 ? named[0]! : null;
}

/** Marks an objective answer from the key: the option chosen, the number (units and separators tolerated) or the words. */
export function readFromKey(item: Pick<AssessmentItem, 'kind' | 'options' | 'answer'>, answer: string): KeyReading {
  const key = item.answer.trim().replace(/\.$/, '');
  if (item.kind === 'multiple-choice' && item.options) {
    const chosen = chosenOption(item.options, answer);
    const right = item.options.indexOf(item.answer);
    if (chosen === null) return { correct: false, reason: `The answer names none of the options; the key is ${letterOf(right)} (${key}).` };
    if (chosen === right) return { correct: true, reason: `Chose ${letterOf(chosen)} (${key}), the key.` };
    return { correct: false, reason: `Chose ${letterOf(chosen)} (${item.options[chosen]}); the key is ${letterOf(right)} (${key}).` };
  }
  const keyNumber = numberWithUnit(key);
  if (keyNumber) {
    const given = numberWithUnit(answer);
    if (!given) return { correct: false, reason: `The key is the number ${key}; the answer is not one number.` };
    const close = Math.abs(given.value - keyNumber.value) <= 1e-9 * Math.max(1, Math.abs(keyNumber.value));
    const unitsDiffer = Boolean(given.unit && keyNumber.unit && given.unit !== keyNumber.unit);
    if (close && !unitsDiffer) return { correct: true, reason: `${answer.trim()} equals the key, ${key}.` };
    if (close) return { correct: false, reason: `The number is right but the unit is ${given.unit}, not ${keyNumber.unit}.` };
    return { correct: false, reason: `${answer.trim()} is not the key, ${key}.` };
  }
  const right = normalisedAnswer(answer) === normalisedAnswer(key);
  return right ? { correct: true, reason: `Matches the key, ${key}.` } : { correct: false, reason: `Does not match the key, ${key}.` };
}
