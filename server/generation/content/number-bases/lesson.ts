import type { CheckItem, WorkedExample } from '../../types.ts';
import type { Random } from '../maths/random.ts';
import { addBinary, binaryValue, conversionSteps, hexDigit, hexValue, nibbles, placeValues, toBinary, toHex } from './binary.ts';
import { WORDING, ask, example, fill } from './data.ts';
import type { Pitch } from './outcomes.ts';

/** The worked examples and questions of a binary lesson, each computed from its numbers. */

export interface NumberLesson {
  random: Random;
  pitch: Pitch;
  /** Numbers the teacher named ("convert 45"), used first where they fit. */
  named: number[];
  /** Binary numbers the teacher named ("1011"). */
  namedBits: string[];
}

/** "16 8 4 2 1": the place values as they head a table. */
export const placesText = (width: number): string => placeValues(width).join(' ');
const spaced = (bits: string) => [...bits].join(' ');
/** "16 + 4 + 2": the place values under the 1s. */
function sumOfPlaces(bits: string): string {
  const places = placeValues(bits.length);
  const parts = [...bits].flatMap((bit, i) => (bit === '1' ? [String(places[i])] : []));
  return parts.length ? parts.join(' + ') : '0';
}

/** A number for the class to convert: a mix of 1s and 0s, not a run of one digit, not used yet in the lesson. */
export function freshNumber(lesson: NumberLesson, width: number, used: Set<number>, min = 3): number {
  const max = placeValues(width)[0]! * 2 - 1;
  for (let i = 0; i < 50; i++) {
    const n = lesson.random.int(min, max - 1);
    const bits = toBinary(n, width);
    if (!used.has(n) && /1.*0|0.*1/.test(bits.replace(/^0+/, '')) && bits.replace(/0/g, '').length >= 2) {
      used.add(n);
      return n;
    }
  }
  return lesson.random.int(min, max);
}

export function toTen(bits: string, ten: string): WorkedExample {
  const value = binaryValue(bits);
  return example('toTen', { bits, ten, places: placesText(bits.length), digits: spaced(bits), sum: `${sumOfPlaces(bits)} = ${value}`, value });
}

const placeSteps = (n: number, width: number) =>
  conversionSteps(n, width).map((s) =>
    fill(s.bit ? WORDING.placeStep.one : s.before ? WORDING.placeStep.zero : WORDING.placeStep.none, { place: s.place, before: s.before, after: s.after }),
  );

export function toBinaryExample(n: number, width: number): WorkedExample {
  const bits = toBinary(n, width);
  return example('toBinary', { value: n, width, places: placesText(width), bits, sum: sumOfPlaces(bits) }, { placeSteps: placeSteps(n, width) });
}

export function addition(a: string, b: string, ten: string): WorkedExample {
  const { columns, sum } = addBinary(a, b);
  const columnSteps = columns.map((c) => {
    const parts = [c.a, c.b, ...(c.carryIn ? [c.carryIn] : [])];
    const total = `${parts.join(' + ')}${c.carryIn ? ' (carried)' : ''}`;
    const text = !c.carryOut ? WORDING.columnStep.plain : c.digit ? WORDING.columnStep.carryOne : WORDING.columnStep.carry;
    return fill(text, { place: c.place, sum: c.carryOut ? total : `${total} = ${c.digit}`, digit: c.digit });
  });
  if (columns.at(-1)!.carryOut) columnSteps.push(WORDING.columnStep.last);
  const [aValue, bValue, sumValue] = [binaryValue(a), binaryValue(b), binaryValue(sum)];
  return example('add', { a, b, ten, aValue, bValue, sumValue, sum, sumCheck: `${sumOfPlaces(sum)} = ${sumValue}` }, { columnSteps });
}

/** Two binary numbers whose sum needs at least two carries, so the example shows carrying more than once. */
export function carryingPair(lesson: NumberLesson, width: number): [string, string] {
  for (let i = 0; i < 100; i++) {
    const [a, b] = [lesson.random.int(3, 2 ** width - 1), lesson.random.int(3, 2 ** width - 1)];
    const carries = addBinary(toBinary(a, width), toBinary(b, width)).columns.filter((c) => c.carryOut).length;
    if (carries >= 2 && a !== b) return [toBinary(a, width), toBinary(b, width)];
  }
  return [toBinary(11, 4), toBinary(6, 4)];
}

export function toHexExample(n: number): WorkedExample {
  const bits = toBinary(n, 8);
  const groups = nibbles(bits);
  const groupValues = groups.map((g) => (binaryValue(g) < 10 ? `${g} = ${binaryValue(g)}` : `${g} = ${binaryValue(g)} = ${hexDigit(g)}`)).join('; ');
  return example('toHex', { bits, groups: groups.join(' '), groupValues, hex: groups.map(hexDigit).join('') });
}

export function hexToTen(n: number, ten: string): WorkedExample {
  const hex = toHex(n).padStart(2, '0');
  const [high, low] = [hexValue(hex[0]!), hexValue(hex[1]!)];
  const hexSteps = [`${hex[0]} = ${high}, so ${high} × 16 = ${high * 16}.`, `${hex[1]} = ${low}, so ${low} × 1 = ${low}.`];
  return example('hexToTen', { hex, ten, hexSum: `${high * 16} + ${low}`, value: hexValue(hex) }, { hexSteps });
}

/** A letter as the class codes it: A = 1 … Z = 26 in 5 bits, or its character code in a byte. */
export function letterExample(letter: string, width: number): WorkedExample {
  if (width < 8) {
    const value = letter.charCodeAt(0) - 64;
    return example('letter', { letter, value, bits: toBinary(value, 5) }, { placeSteps: placeSteps(value, 5) });
  }
  const value = letter.charCodeAt(0);
  return example('character', { letter, value, bits: toBinary(value, 8), places: placesText(8) }, { placeSteps: placeSteps(value, 8) });
}

/** "Which binary number is 13?" with the wrong answers a class gives: the bits reversed, and one place out. */
export function hinge(lesson: NumberLesson, n: number, width: number): CheckItem {
  const bits = toBinary(n, width);
  const max = 2 ** width - 1;
  const candidates = [[...bits].reverse().join(''), toBinary(Math.min(max, n + 1), width), toBinary(Math.max(0, n - 1), width), toBinary(n ^ 1, width)];
  const wrong = [...new Set(candidates)].filter((c) => c !== bits).slice(0, 3);
  return ask('hinge', { value: n, bits }, lesson.random.shuffle([bits, ...wrong]));
}

/** Quick questions on place value in base 10 and on doubling, what reading binary builds on. */
export function retrieval(lesson: NumberLesson, ten: string): CheckItem[] {
  // Four different digits, so "the 4" names one place.
  const digits = lesson.random.shuffle(['1', '2', '3', '4', '5', '6', '7', '8', '9']).slice(0, 4).join('');
  const number = Number(digits);
  const at = lesson.random.int(0, 2);
  const worth = Number(digits[at]) * 10 ** (3 - at);
  const doubled = lesson.random.pick([16, 32, 64]);
  return [
    ask('tenPlace', { digit: digits[at]!, number: number.toLocaleString('en'), worth: worth.toLocaleString('en'), ten }),
    ask('double', { n: doubled, doubled: doubled * 2 }),
  ];
}
