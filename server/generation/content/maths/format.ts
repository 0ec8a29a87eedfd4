import type { Place } from './place.ts';

/** Exact decimal text without floating-point noise: 0.1 + 0.2 is written "0.3"; a true minus sign for negatives. */
export function plain(value: number): string {
  const text = String(Number(value.toFixed(10)));
  return text.startsWith('-') ? `−${text.slice(1)}` : text;
}

/** A whole number as printed for students: thousands separated by commas from 10,000 ("4735", "12,500"). */
export function whole(value: number): string {
  const sign = value < 0 ? '−' : '';
  const digits = String(Math.abs(value));
  return sign + (digits.length <= 4 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
}

/** A decimal as printed for students: its whole part as `whole` writes it, its decimal places kept exactly. */
export function numeral(value: number): string {
  const text = plain(Math.abs(value));
  const [int, frac] = text.split('.');
  return `${value < 0 ? '−' : ''}${whole(Number(int))}${frac ? `.${frac}` : ''}`;
}

const SUPERSCRIPT: Record<string, string> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '-': '⁻', '−': '⁻' };

/** An exponent as a superscript: 2 → "²", −3 → "⁻³". */
export function sup(exponent: number): string {
  return String(exponent).split('').map((c) => SUPERSCRIPT[c] ?? c).join('');
}

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const rest = n % 10;
  return rest ? `${TENS[Math.floor(n / 10)]}-${ONES[rest]}` : TENS[Math.floor(n / 10)]!;
}

function belowThousand(n: number, and: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return belowHundred(rest);
  return `${ONES[hundreds]} hundred${rest ? `${and ? ' and' : ''} ${belowHundred(rest)}` : ''}`;
}

/** A whole number in words as the place writes it: "three hundred and six" (Australia, England), "three hundred six" (US). */
export function numberWords(n: number, place: Pick<Place, 'hundredAnd'>): string {
  if (n === 0) return 'zero';
  const groups: Array<[number, string]> = [
    [1_000_000, 'million'],
    [1000, 'thousand'],
  ];
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of groups) {
    if (rest >= size) {
      parts.push(`${belowThousand(Math.floor(rest / size), place.hundredAnd)} ${name}`);
      rest %= size;
    }
  }
  if (rest) parts.push(parts.length && rest < 100 && place.hundredAnd ? `and ${belowHundred(rest)}` : belowThousand(rest, place.hundredAnd));
  return parts.join(' ');
}

/** "1st", "2nd", "23rd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** An amount of money: "$3.45", "£12.00", or "85c" / "85p" / "85¢" below one dollar or pound when asked. */
export function cash(cents: number, place: Place, small = false): string {
  const { major, minor } = place.currency;
  if (small && cents < 100) return `${cents}${minor}`;
  const sign = cents < 0 ? '−' : '';
  const abs = Math.abs(cents);
  return `${sign}${major}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
