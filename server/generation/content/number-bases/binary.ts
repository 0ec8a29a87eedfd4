/**
 * Binary and hexadecimal worked out the way a class does it on paper: with a place-value table, column by column.
 * Every result is computed by repeated doubling and subtraction, not by the language's own base conversion, so the
 * steps shown are the steps that produced the answer.
 */

/** The place values of a width-bit number, largest first: 4 bits → [8, 4, 2, 1]. */
export function placeValues(width: number): number[] {
  const places = [1];
  while (places.length < width) places.unshift(places[0]! * 2);
  return places;
}

/** How many bits the number needs: 45 needs 6 (101101). */
export function bitLength(n: number): number {
  let width = 1;
  while (placeValues(width)[0]! * 2 <= n) width++;
  return width;
}

/** One place of a conversion: its value, whether it fits into what is left, and what is left after it. */
export interface ConversionStep {
  place: number;
  bit: 0 | 1;
  before: number;
  after: number;
}

/** The denary number written in binary by taking away place values from the largest down. */
export function conversionSteps(n: number, width = bitLength(n)): ConversionStep[] {
  if (!Number.isInteger(n) || n < 0 || n >= placeValues(width)[0]! * 2) throw new RangeError(`${n} does not fit in ${width} bits`);
  let left = n;
  return placeValues(width).map((place) => {
    const before = left;
    const bit = place <= left ? 1 : 0;
    if (bit) left -= place;
    return { place, bit, before, after: left };
  });
}

/** 45 → "101101"; with a width, padded with leading zeros: (45, 8) → "00101101". */
export const toBinary = (n: number, width = bitLength(n)): string => conversionSteps(n, width).map((s) => s.bit).join('');

/** The value of a binary numeral: the sum of the place values under its 1s. */
export function binaryValue(bits: string): number {
  if (!/^[01]+$/.test(bits)) throw new RangeError(`${bits} is not a binary number`);
  const places = placeValues(bits.length);
  return [...bits].reduce((sum, bit, i) => sum + (bit === '1' ? places[i]! : 0), 0);
}

/** One column of a binary sum, right to left: the two bits, the carry in, the digit written and the carry out. */
export interface AdditionColumn {
  place: number;
  a: 0 | 1;
  b: 0 | 1;
  carryIn: 0 | 1;
  digit: 0 | 1;
  carryOut: 0 | 1;
}

/** The columns of a + b worked from the right, and the sum they write: "1011" + "0110" → "10001". */
export function addBinary(a: string, b: string): { columns: AdditionColumn[]; sum: string } {
  const width = Math.max(a.length, b.length);
  const [x, y] = [a.padStart(width, '0'), b.padStart(width, '0')];
  const places = placeValues(width);
  const columns: AdditionColumn[] = [];
  let carry: 0 | 1 = 0;
  for (let i = width - 1; i >= 0; i--) {
    const [p, q] = [Number(x[i]) as 0 | 1, Number(y[i]) as 0 | 1];
    const total = p + q + carry;
    columns.push({ place: places[i]!, a: p, b: q, carryIn: carry, digit: (total % 2) as 0 | 1, carryOut: (total >= 2 ? 1 : 0) as 0 | 1 });
    carry = columns.at(-1)!.carryOut;
  }
  const digits = [...columns].reverse().map((c) => c.digit).join('');
  return { columns, sum: carry ? `1${digits}` : digits };
}

const HEX_DIGITS = '0123456789ABCDEF';

/** A group of 4 bits as one hexadecimal digit: "1101" → "D". */
export const hexDigit = (nibble: string): string => HEX_DIGITS[binaryValue(nibble)]!;

/** The binary numeral split into groups of 4 bits from the right: "11010110" → ["1101", "0110"]. */
export function nibbles(bits: string): string[] {
  const padded = bits.padStart(Math.ceil(bits.length / 4) * 4, '0');
  return padded.match(/.{4}/g) ?? [];
}

/** The value of a hexadecimal numeral, digit by digit: "2F" → 2 × 16 + 15 = 47. */
export function hexValue(hex: string): number {
  return [...hex.toUpperCase()].reduce((sum, digit) => {
    const value = HEX_DIGITS.indexOf(digit);
    if (value < 0) throw new RangeError(`${hex} is not a hexadecimal number`);
    return sum * 16 + value;
  }, 0);
}

/** The number written in hexadecimal through its binary nibbles: 214 → "D6". */
export const toHex = (n: number): string => nibbles(toBinary(n)).map(hexDigit).join('').replace(/^0+(?=.)/, '');
