/**
 * Checking the mathematics generators from the outside: every question a topic asks, across its grades, seeds and
 * countries, read back by a rule that works the answer out its own way (repeated addition for a product, multiplying
 * back for a quotient, squaring back for a root). Nothing here calls the generators' own arithmetic.
 */

import { buildContent } from '../../../server/generation/content/maths/build.ts';
import type { Topic } from '../../../server/generation/content/maths/topic.ts';

export interface Asked {
  prompt: string;
  answer: string;
  /** The options of a multiple-choice hinge question. */
  options?: string[];
  grade: number;
  framework: string;
}

export const FRAMEWORKS = ['us-ccss-math', 'au-v9-math', 'en-nc'] as const;

/** Every question the topic's content asks: worked examples, practice, checks and retrieval. */
export function everyQuestion(topic: Topic, { seeds = 12, grades }: { seeds?: number; grades?: number[] } = {}): Asked[] {
  const [low, high] = topic.grades ?? [3, 8];
  const range = grades ?? Array.from({ length: high - low + 1 }, (_, i) => low + i);
  return FRAMEWORKS.flatMap((framework) =>
    range.flatMap((grade) =>
      Array.from({ length: seeds }, (_, s) => {
        const c = buildContent({ code: `TEST-${framework}`, statement: '', framework }, topic, grade, `seed-${s}`);
        return [
          ...c.workedExamples.map((w) => ({ prompt: w.problem, answer: w.answer })),
          ...c.practice.map((p) => ({ prompt: p.prompt, answer: p.answer })),
          ...c.checks.map((p) => ({ prompt: p.prompt, answer: p.answer, ...(p.options ? { options: p.options } : {}) })),
          ...c.retrieval.map((p) => ({ prompt: p.prompt, answer: p.answer })),
        ].map((q) => ({ ...q, grade, framework }));
      }).flat(),
    ),
  );
}

/** What a rule expects: the exact answer, or a test the answer must pass. */
export type Expected = string | ((answer: string) => boolean);
export type Rule = readonly [RegExp, (m: RegExpExecArray, q: Asked) => Expected | undefined];

export interface Checked {
  checked: number;
  total: number;
  failures: string[];
  /** Prompts no rule read, for a test that wants most of a topic's questions read. */
  unread: string[];
}

/**
 * Reads every question with the first rule whose pattern matches its prompt. A hinge question also has every wrong
 * option judged wrong by the same rule, so a distractor that is secretly right fails.
 */
export function check(questions: Asked[], rules: readonly Rule[]): Checked {
  const failures: string[] = [];
  const unread: string[] = [];
  let checked = 0;
  for (const q of questions) {
    let expected: Expected | undefined;
    for (const [pattern, expect] of rules) {
      const m = pattern.exec(q.prompt);
      if (m && (expected = expect(m, q)) !== undefined) break;
    }
    if (expected === undefined) {
      unread.push(q.prompt);
      continue;
    }
    checked += 1;
    const right = (answer: string) => (typeof expected === 'string' ? answer === expected : expected(answer));
    if (!right(q.answer)) failures.push(`g${q.grade} ${q.framework}: ${q.prompt} → ${q.answer}${typeof expected === 'string' ? ` (expected ${expected})` : ''}`);
    for (const option of q.options ?? []) {
      if (option !== q.answer && right(option)) failures.push(`g${q.grade}: hinge option “${option}” is also right: ${q.prompt}`);
    }
  }
  return { checked, total: questions.length, failures, unread };
}

// ——— Numbers as students read them ———

/** "12,500" → 12500; "−3" → −3; "3.5" → 3.5. */
export const num = (text: string): number => Number(text.replace(/,/g, '').replace(/−/g, '-').replace(/\s/g, ''));

/** A number printed as the generators print answers: true minus sign, commas from 10,000. */
export function print(value: number): string {
  const rounded = Number(value.toFixed(10));
  const [units, decimals] = Math.abs(rounded).toFixed(10).replace(/\.?0+$/, '').split('.') as [string, string | undefined];
  const grouped = Math.abs(rounded) >= 10000 ? units.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : units;
  return `${rounded < 0 ? '−' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** a × b by repeated addition. */
export function product(a: number, b: number): number {
  let total = 0;
  for (let i = 0; i < Math.abs(b); i++) total += a;
  return b < 0 ? -total : total;
}

/** Whole-number division by repeated subtraction: [quotient, remainder]. */
export function share(dividend: number, divisor: number): [number, number] {
  let quotient = 0;
  let rest = dividend;
  while (rest >= divisor) {
    rest -= divisor;
    quotient += 1;
  }
  return [quotient, rest];
}

/** The highest common factor by Euclid's subtraction. */
export function hcf(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  if (x === 0) return y;
  if (y === 0) return x;
  while (x !== y) {
    if (x > y) x -= y;
    else y -= x;
  }
  return x;
}

/** A fraction in lowest terms, printed as "a/b" (or a whole number). */
export function fraction(n: number, d: number): string {
  const sign = n * d < 0 ? '−' : '';
  const g = hcf(n, d);
  const [top, bottom] = [Math.abs(n) / g, Math.abs(d) / g];
  return bottom === 1 ? `${sign}${top}` : `${sign}${top}/${bottom}`;
}

/** The value of "3/4", "1 1/2", "−2", "0.25". */
export function valueOf(text: string): number {
  const t = text.replace(/−/g, '-').trim();
  const mixed = /^(-?)(\d+) (\d+)\/(\d+)$/.exec(t);
  if (mixed) return (mixed[1] ? -1 : 1) * (Number(mixed[2]) + Number(mixed[3]) / Number(mixed[4]));
  const frac = /^(-?\d+)\/(\d+)$/.exec(t);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  return num(t);
}

export const close = (a: number, b: number, tolerance = 1e-9) => Math.abs(a - b) <= tolerance;

/** An answer given to 1 (or more) decimal places: its first decimal is within half a unit of that place of the true value. */
export const roundedTo = (value: number, places = 1) => (answer: string) => {
  const m = /(−?[\d,]*\d\.(\d+))/.exec(answer);
  return Boolean(m) && m![2]!.length === places && Math.abs(num(m![1]!) - value) <= 0.5 * 10 ** -places + 1e-9;
};

/** "(−3, 4)" → [−3, 4]. */
export const point = (text: string) => text.replace(/[()]/g, '').split(', ').map(num) as [number, number];

const SUPERSCRIPTS: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' };
/** "10⁻³" → "10^-3". */
export const unsuper = (text: string) => text.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (s) => `^${[...s].map((c) => SUPERSCRIPTS[c]).join('')}`);

/** base to a whole-number exponent by repeated multiplication (a fractional or negative one through its reciprocal or root). */
function raise(base: number, exponent: number): number {
  if (!Number.isInteger(exponent)) return Math.pow(base, exponent);
  let value = 1;
  for (let i = 0; i < Math.abs(exponent); i++) value *= base;
  return exponent < 0 ? 1 / value : value;
}

/**
 * An expression as printed ("3 × [7 − (2 + 2)]", "2 × 2² + 4", "−2 − (−4) × 6", "27 + 10√2", "3x² − 5x"), evaluated by
 * a small recursive-descent parser with the usual priorities: brackets, powers and roots, then × and ÷ (and a number
 * written against a letter, root or bracket), then + and −. Letters take the values given.
 */
export function evaluate(expression: string, letters: Record<string, number> = {}): number {
  const text = unsuper(expression).replace(/−/g, '-').replace(/×/g, '*').replace(/÷/g, '/').replace(/[[{]/g, '(').replace(/[\]}]/g, ')').replace(/π/g, '#').replace(/\s+/g, '');
  let at = 0;
  const peek = () => text[at];
  function primary(): number {
    const c = peek();
    if (c === '(') {
      at += 1;
      const value = sum();
      at += 1;
      return value;
    }
    if (c === '-') {
      at += 1;
      return -power();
    }
    if (c === '√') {
      at += 1;
      return Math.sqrt(power());
    }
    if (c === '#') {
      at += 1;
      return Math.PI;
    }
    if (c !== undefined && /[a-z]/i.test(c)) {
      at += 1;
      if (!(c in letters)) throw new Error(`no value for ${c} in ${expression}`);
      return letters[c]!;
    }
    const start = at;
    while (at < text.length && /[\d.]/.test(text[at]!)) at += 1;
    if (start === at) throw new Error(`cannot read ${expression}`);
    return Number(text.slice(start, at));
  }
  function power(): number {
    const base = primary();
    if (peek() === '^') {
      at += 1;
      return raise(base, primary());
    }
    return base;
  }
  /** Factors written side by side (3x, 2(x + 1), 10√2, 6mn) bind as one term: 12m ÷ 6mn is 12m ÷ (6mn). */
  function juxtaposed(): number {
    let value = power();
    while (peek() !== undefined && /[(√a-zA-Z\d#]/.test(peek()!)) value *= power();
    return value;
  }
  function term(): number {
    let value = juxtaposed();
    while (peek() === '*' || peek() === '/') {
      const op = text[at++];
      const right = juxtaposed();
      value = op === '*' ? value * right : value / right;
    }
    return value;
  }
  function sum(): number {
    let value = term();
    while (peek() === '+' || peek() === '-') {
      const op = text[at++];
      const right = term();
      value = op === '+' ? value + right : value - right;
    }
    return value;
  }
  const value = sum();
  if (at !== text.length) throw new Error(`cannot read ${expression}`);
  return value;
}

// ——— Number words, read back ———

const UNITS_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS_WORDS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** "one hundred and forty-six" → 146; "twenty" → 20; undefined for anything else. */
export function wordsToNumber(words: string): number | undefined {
  let total = 0;
  let current = 0;
  for (const word of words.toLowerCase().replace(/-/g, ' ').split(/\s+/)) {
    if (word === 'and') continue;
    if (UNITS_WORDS.includes(word)) current += UNITS_WORDS.indexOf(word);
    else if (TENS_WORDS.includes(word)) current += TENS_WORDS.indexOf(word) * 10;
    else if (word === 'hundred') current *= 100;
    else if (word === 'thousand' || word === 'million') {
      total += current * (word === 'thousand' ? 1000 : 1_000_000);
      current = 0;
    } else return undefined;
  }
  return total + current;
}

// ——— Shared rules: the plain arithmetic many topics ask in retrieval ———

export const ARITHMETIC: readonly Rule[] = [
  [/^(?:What is|Work out) ([\d,]+) × ([\d,]+)\??\.?$/, (m) => print(product(num(m[1]!), num(m[2]!)))],
  [/^(?:What is|Work out) ([\d,]+) ÷ ([\d,]+)\??\.?$/, (m) => {
    const [q, r] = share(num(m[1]!), num(m[2]!));
    return r === 0 ? print(q) : undefined;
  }],
  [/^(?:What is|Work out) ([\d,]+) ([+−]) ([\d,]+)(?: ([+−]) ([\d,]+))?\??\.?$/, (m) => print(evaluate(m[0]!.replace(/^(What is|Work out) /, '').replace(/[?.]$/, '').replace(/,/g, '')))],
  [/^What is ([\d,]+)²\?$/, (m) => print(product(num(m[1]!), num(m[1]!)))],
];
