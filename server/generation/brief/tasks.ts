import type { WorkedExample } from '../types.ts';

/**
 * Numeric tasks a teacher names in a description ("1.5 L of milk to millilitres", "share 24 sweets among 4 friends",
 * "find 15% of $80", "solve 3x + 5 = 20", "measure the length of the classroom in metres and convert it to
 * centimetres"), found in their words and worked out, so the plan models and practises the teacher's own tasks with
 * computed answers. A length the class measures is left for the class to fill in, with the conversion to apply.
 */

interface Unit {
  symbol: string;
  /** What one of the unit is in the base unit of its kind (mm, g, mL). */
  size: number;
  kind: 'length' | 'mass' | 'capacity';
}
const UNITS: Record<string, Unit> = {
  mm: { symbol: 'mm', size: 1, kind: 'length' },
  cm: { symbol: 'cm', size: 10, kind: 'length' },
  m: { symbol: 'm', size: 1000, kind: 'length' },
  km: { symbol: 'km', size: 1_000_000, kind: 'length' },
  mg: { symbol: 'mg', size: 0.001, kind: 'mass' },
  g: { symbol: 'g', size: 1, kind: 'mass' },
  kg: { symbol: 'kg', size: 1000, kind: 'mass' },
  t: { symbol: 't', size: 1_000_000, kind: 'mass' },
  ml: { symbol: 'mL', size: 1, kind: 'capacity' },
  l: { symbol: 'L', size: 1000, kind: 'capacity' },
};
/** Unit names as teachers write them, British or American, singular or plural. */
const NAMES: Record<string, string> = {
  millimetre: 'mm', millimeter: 'mm', centimetre: 'cm', centimeter: 'cm', metre: 'm', meter: 'm', kilometre: 'km', kilometer: 'km',
  milligram: 'mg', gram: 'g', kilogram: 'kg', tonne: 't', millilitre: 'ml', milliliter: 'ml', litre: 'l', liter: 'l',
};
const NAME_PATTERN = `(?:${Object.keys(NAMES).join('|')})s?`;
const SYMBOL_PATTERN = '(?:mm|cm|km|m|mg|kg|g|mL|ml|L|l|t)';
const NUMBER = '\\d[\\d,]*(?:\\.\\d+)?';

const unitOf = (word: string): Unit | undefined => {
  const w = word.toLowerCase().replace(/s$/, '');
  return UNITS[NAMES[w] ?? (word === 'L' ? 'l' : word.toLowerCase())];
};
const num = (s: string) => Number(s.replace(/,/g, ''));
/** A number as a class writes it: no float noise, no thousands separator (1500, 0.25). */
const show = (n: number) => String(Number(n.toPrecision(12)));
const money = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const sentenceCase = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

export interface TaskTools {
  /** The description names a place-value chart, so conversions by powers of ten are shown on it. */
  placeValueChart?: boolean;
}

/** The factor between two units of one kind, and whether to multiply by it (to a smaller unit) or divide. */
function conversion(from: Unit, to: Unit): { factor: number; multiply: boolean } {
  return from.size >= to.size ? { factor: from.size / to.size, multiply: true } : { factor: to.size / from.size, multiply: false };
}

const CONVERT = new RegExp(`(?:\\bconvert\\s+)?(${NUMBER})\\s*(${SYMBOL_PATTERN}|${NAME_PATTERN})\\b((?:\\s+of\\s+[a-z]+(?:\\s+[a-z]+)?)?)\\s+(?:to|into)\\s+(${SYMBOL_PATTERN}|${NAME_PATTERN})\\b`, 'i');

function convertTask(phrase: string, tools: TaskTools): WorkedExample | undefined {
  const m = CONVERT.exec(phrase);
  if (!m) return undefined;
  const [from, to] = [unitOf(m[2]!), unitOf(m[4]!)];
  if (!from || !to || from.kind !== to.kind || from === to) return undefined;
  const value = num(m[1]!);
  const { factor, multiply } = conversion(from, to);
  const result = multiply ? value * factor : value / factor;
  const places = Math.round(Math.log10(factor));
  const chart =
    tools.placeValueChart && Number.isInteger(places) && 10 ** places === factor
      ? [`On the place-value chart, move each digit ${places} place${places === 1 ? '' : 's'} to the ${multiply ? 'left' : 'right'}: ${show(value)} becomes ${show(result)}.`]
      : [];
  return {
    problem: `Convert ${m[1]} ${m[2]}${m[3]} to ${m[4]}.`,
    steps: [
      multiply ? `1 ${from.symbol} = ${show(factor)} ${to.symbol}, so multiply by ${show(factor)}.` : `${show(factor)} ${from.symbol} = 1 ${to.symbol}, so divide by ${show(factor)}.`,
      ...chart,
      `${show(value)} ${multiply ? '×' : '÷'} ${show(factor)} = ${show(result)} ${to.symbol}.`,
    ],
    answer: `${show(result)} ${to.symbol}`,
  };
}

const MEASURE = new RegExp(`\\bmeasure\\s+(?:the\\s+)?([a-z]+)((?:\\s+of\\s+[a-z' ]+?)?)\\s+in\\s+(${NAME_PATTERN}|${SYMBOL_PATTERN})\\s+and\\s+convert\\s+(?:it|them|this|that|each)\\s+(?:to|into)\\s+(${NAME_PATTERN}|${SYMBOL_PATTERN})\\b`, 'i');

/** A quantity the class measures and converts: the method with blanks for the class's own measurement. */
function measureTask(phrase: string): WorkedExample | undefined {
  const m = MEASURE.exec(phrase);
  if (!m) return undefined;
  const [from, to] = [unitOf(m[3]!), unitOf(m[4]!)];
  if (!from || !to || from.kind !== to.kind || from === to) return undefined;
  const { factor, multiply } = conversion(from, to);
  const op = multiply ? '×' : '÷';
  return {
    problem: `${sentenceCase(m[0].trim())}.`,
    steps: [`Measure the ${m[1]}${m[2]} in ${m[3]} and record it: ___ ${from.symbol}.`, `${multiply ? `1 ${from.symbol} = ${show(factor)} ${to.symbol}` : `${show(factor)} ${from.symbol} = 1 ${to.symbol}`}, so ${multiply ? 'multiply' : 'divide'} by ${show(factor)}: ___ ${op} ${show(factor)} = ___ ${to.symbol}.`],
    answer: `The measured ${m[1]} in ${m[3]} ${op} ${show(factor)}, in ${m[4]}: ___ ${from.symbol} = ___ ${to.symbol}`,
  };
}

const SHARE = /\bshare\s+(\d+)\s+([a-z]+(?:\s+(?!(?:equally|among|amongst|between)\b)[a-z]+)?)\s+(?:equally\s+)?(?:among|amongst|between)\s+(\d+)\s+([a-z]+)/i;

function shareTask(phrase: string): WorkedExample | undefined {
  const m = SHARE.exec(phrase);
  if (!m) return undefined;
  const [total, groups] = [num(m[1]!), num(m[3]!)];
  if (!groups) return undefined;
  const each = Math.floor(total / groups);
  const left = total - each * groups;
  return {
    problem: `${sentenceCase(m[0].trim())}. How many ${m[2]} does each get?`,
    steps: [`Sharing equally is dividing: ${total} ÷ ${groups}.`, `${groups} × ${each} = ${groups * each}${left ? `, and ${total} − ${groups * each} = ${left} left over` : ''}.`],
    answer: `${each} ${m[2]} each${left ? `, ${left} left over` : ''}`,
  };
}

const PERCENT = new RegExp(`(\\d+(?:\\.\\d+)?)%\\s+of\\s+([$£€]?)(${NUMBER})(?:\\s*(${SYMBOL_PATTERN}|${NAME_PATTERN})\\b)?`, 'i');

function percentTask(phrase: string): WorkedExample | undefined {
  const m = PERCENT.exec(phrase);
  if (!m) return undefined;
  const [rate, amount, currency, unit] = [Number(m[1]), num(m[3]!), m[2]!, m[4]];
  const result = (amount * rate) / 100;
  const value = currency ? `${currency}${money(result)}` : `${show(result)}${unit ? ` ${unit}` : ''}`;
  return {
    problem: `Find ${m[0].trim()}.`,
    steps: [`${m[1]}% means ${m[1]} out of every 100.`, `1% of ${show(amount)} is ${show(amount)} ÷ 100 = ${show(amount / 100)}.`, `${m[1]}% is ${m[1]} × ${show(amount / 100)} = ${show(result)}.`],
    answer: value,
  };
}

const FRACTION_OF = new RegExp(`\\b(\\d+)/(\\d+)\\s+of\\s+([$£€]?)(${NUMBER})`, 'i');

function fractionTask(phrase: string): WorkedExample | undefined {
  const m = FRACTION_OF.exec(phrase);
  if (!m) return undefined;
  const [n, d, amount] = [Number(m[1]), Number(m[2]), num(m[4]!)];
  if (!d) return undefined;
  const result = (amount / d) * n;
  return {
    problem: `Find ${m[0].trim()}.`,
    steps: [`Find 1/${d}: ${show(amount)} ÷ ${d} = ${show(amount / d)}.`, `${n}/${d} is ${n} of those parts: ${n} × ${show(amount / d)} = ${show(result)}.`],
    answer: `${m[3]}${m[3] ? money(result) : show(result)}`,
  };
}

/** "3x + 5 = 20", "4n − 7 = 9", "5y = 35": one letter, once, on the left. */
const EQUATION = /(\d*)([a-z])\s*(?:([+−–-])\s*(\d+))?\s*=\s*(-?\d+)(?![\w.])/i;

function equationTask(phrase: string): WorkedExample | undefined {
  if (!/\bsolve\b/i.test(phrase)) return undefined;
  const m = EQUATION.exec(phrase);
  if (!m) return undefined;
  const a = m[1] ? Number(m[1]) : 1;
  const letter = m[2]!;
  const b = m[4] ? (m[3] === '+' ? 1 : -1) * Number(m[4]) : 0;
  const c = Number(m[5]);
  if (!a) return undefined;
  const rest = c - b;
  const x = rest / a;
  const steps = [
    ...(b ? [`${b > 0 ? `Subtract ${b} from` : `Add ${-b} to`} both sides: ${a === 1 ? '' : a}${letter} = ${rest}.`] : []),
    ...(a !== 1 ? [`Divide both sides by ${a}: ${letter} = ${rest} ÷ ${a} = ${show(x)}.`] : []),
    `Check: ${a === 1 ? '' : `${a} × `}${show(x)}${b ? ` ${b > 0 ? '+' : '−'} ${Math.abs(b)}` : ''} = ${c}.`,
  ];
  return { problem: `Solve ${m[0].trim()}.`, steps, answer: `${letter} = ${show(x)}` };
}

/** The phrase of a description each kind of task is read from, as the teacher wrote it. */
const FINDERS: { pattern: RegExp; work: (phrase: string, tools: TaskTools) => WorkedExample | undefined }[] = [
  { pattern: MEASURE, work: measureTask },
  { pattern: CONVERT, work: convertTask },
  { pattern: SHARE, work: shareTask },
  { pattern: PERCENT, work: percentTask },
  { pattern: FRACTION_OF, work: fractionTask },
  { pattern: new RegExp(`\\bsolve\\s+${EQUATION.source}`, 'i'), work: equationTask },
];

/** The numeric tasks a sentence names, each as the teacher wrote it, in the order written. */
export function taskPhrases(sentence: string): string[] {
  const found: { at: number; text: string }[] = [];
  let rest = sentence;
  for (const { pattern, work } of FINDERS) {
    const global = new RegExp(pattern.source, 'gi');
    for (const m of rest.matchAll(global)) {
      if (!work(m[0], {})) continue;
      found.push({ at: m.index, text: m[0].trim() });
      // A conversion inside a measuring task is part of it, not a task of its own.
      rest = `${rest.slice(0, m.index)}${' '.repeat(m[0].length)}${rest.slice(m.index + m[0].length)}`;
    }
  }
  return found.sort((x, y) => x.at - y.at).map((f) => f.text);
}

/** The worked task for a phrase taskPhrases found, or undefined when it is not one. */
export function workedTask(phrase: string, tools: TaskTools = {}): WorkedExample | undefined {
  for (const { work } of FINDERS) {
    const worked = work(phrase, tools);
    if (worked) return worked;
  }
  return undefined;
}

/** A task whose answer the class fills in from its own measurement. */
export const isMeasuredTask = (w: WorkedExample) => w.answer.includes('___');
