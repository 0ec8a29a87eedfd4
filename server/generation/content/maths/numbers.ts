/** Exact arithmetic and the way Teachkit writes numbers for students: "3/4", "×", "−" for negatives. */

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

export function lcm(a: number, b: number): number {
  return Math.abs(a * b) / gcd(a, b);
}

/** A fraction kept in lowest terms with a positive denominator. */
export interface Fraction {
  readonly n: number;
  readonly d: number;
}

export function frac(n: number, d = 1): Fraction {
  if (d === 0) throw new RangeError('A fraction cannot have a denominator of 0');
  const sign = d < 0 ? -1 : 1;
  const g = gcd(n, d);
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const add = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.n, a.d * b.d);
export const div = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d, a.d * b.n);
export const compare = (a: Fraction, b: Fraction): number => a.n * b.d - b.n * a.d;
export const equal = (a: Fraction, b: Fraction): boolean => compare(a, b) === 0;

/** A whole number with a true minus sign, as printed maths writes it. */
export function num(value: number): string {
  return value < 0 ? `−${Math.abs(value)}` : String(value);
}

/** A number written as a factor: negatives in brackets, so "4 × (−1)" never reads as "4 × −1". */
export function factor(value: number): string {
  return value < 0 ? `(${num(value)})` : String(value);
}

/** "3/4", "2" for a whole number, "−1/2". */
export function fracText(f: Fraction): string {
  if (f.d === 1) return num(f.n);
  return `${f.n < 0 ? '−' : ''}${Math.abs(f.n)}/${f.d}`;
}

/** "7/4 = 1 3/4" for an improper fraction, so students see both forms; otherwise as fracText. */
export function fracWithMixed(f: Fraction): string {
  const whole = Math.trunc(f.n / f.d);
  if (f.d === 1 || whole === 0) return fracText(f);
  const rest = Math.abs(f.n % f.d);
  return `${fracText(f)} = ${num(whole)} ${rest}/${f.d}`;
}

/** A decimal rounded to the given places, always showing them ("12.0"), with a true minus sign. */
export function decimal(value: number, places: number): string {
  const factor = 10 ** places;
  // Nudge by a tiny epsilon so halves stored as 2.4999999 round the way a calculator shows them.
  const rounded = Math.round(value * factor + Math.sign(value) * 1e-9) / factor;
  const text = Math.abs(rounded).toFixed(places);
  return rounded < 0 ? `−${text}` : text;
}

/** A linear expression ax + b as students write it: "3x + 2", "x − 5", "−2x", "4". */
export function linear(a: number, b: number, letter = 'x'): string {
  const term = a === 0 ? '' : a === 1 ? letter : a === -1 ? `−${letter}` : `${num(a)}${letter}`;
  if (!term) return num(b);
  if (b === 0) return term;
  return `${term} ${b < 0 ? '−' : '+'} ${Math.abs(b)}`;
}

/**
 * A polynomial with a value put in for x, as a worked step writes it: coefficients from the highest power down,
 * "2 × (−1)² − (−1) + 5" for 2x² − x + 5 at x = −1.
 */
export function substituted(coefficients: readonly number[], x: number): string {
  const degree = coefficients.length - 1;
  const terms: string[] = [];
  coefficients.forEach((c, i) => {
    if (c === 0) return;
    const power = degree - i;
    const size = Math.abs(c);
    const base = power === 0 ? '' : `${factor(x)}${power > 1 ? SUPERSCRIPT_POWERS[power] : ''}`;
    const body = power === 0 ? String(size) : size === 1 ? base : `${size} × ${base}`;
    terms.push(terms.length === 0 ? `${c < 0 ? '−' : ''}${body}` : `${c < 0 ? '−' : '+'} ${body}`);
  });
  return terms.join(' ') || '0';
}
const SUPERSCRIPT_POWERS = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];

/** Money with two decimal places: "$3.50". */
export function money(value: number, symbol = '$'): string {
  return `${symbol}${decimal(value, 2)}`;
}
