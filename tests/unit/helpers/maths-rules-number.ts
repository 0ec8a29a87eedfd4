/** Rules that read the number, fraction, decimal, power and money questions and work each answer out another way. */

import { ARITHMETIC, close, evaluate, fraction, hcf, num, print, product, share, valueOf, type Rule } from './maths-generators.ts';

/** Money as printed: "$5600.00", "£10,500.00", "−$3.13". */
const money = (symbol: string, cents: number) => `${cents < 0 ? '−' : ''}${symbol}${print(Math.trunc(Math.abs(cents) / 100))}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const cents = (text: string) => Math.round(num(text) * 100);
const PLACES: Record<string, number> = { ones: 1, tens: 10, hundreds: 100, thousands: 1000 };
const SUPER = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const sup = (n: number) => String(n).split('').map((d) => SUPER[Number(d)]).join('');

/** Rounds a decimal written as text by its digits, half up, to the given number of places. */
export function roundText(text: string, places: number): string {
  const [whole, decimals = ''] = text.replace(/,/g, '').split('.') as [string, string?];
  const digits = (whole + decimals.padEnd(places + 1, '0')).split('').map(Number);
  const keep = whole.length + places;
  let carry = digits[keep]! >= 5 ? 1 : 0;
  const kept = digits.slice(0, keep);
  for (let i = kept.length - 1; i >= 0 && carry; i--) {
    kept[i]! += 1;
    carry = kept[i] === 10 ? 1 : 0;
    if (carry) kept[i] = 0;
  }
  const all = (carry ? '1' : '') + kept.join('');
  const units = all.slice(0, all.length - places) || '0';
  return places ? `${units}.${all.slice(all.length - places)}` : units;
}

/** n rounded to the nearest multiple of unit, half up, by repeated subtraction. */
function roundWhole(n: number, unit: number): number {
  const [q, r] = share(n, unit);
  return product(unit, 2 * r >= unit ? q + 1 : q);
}

/** n to s significant figures, as printed (trailing zeros kept after a decimal point). */
export function significant(n: number, s: number): string {
  const exponent = Math.floor(Math.log10(Math.abs(n)));
  const scale = 10 ** (exponent - s + 1);
  const rounded = Math.round(n / scale) * scale;
  return exponent - s + 1 < 0 ? rounded.toFixed(s - 1 - exponent) : print(rounded);
}

/** The repeating block of n/d by long division, or '' when the decimal ends. */
export function repetend(n: number, d: number): string {
  const seen = new Map<number, number>();
  let digits = '';
  let rest = n % d;
  while (rest !== 0 && !seen.has(rest)) {
    seen.set(rest, digits.length);
    rest *= 10;
    digits += String(Math.floor(rest / d));
    rest %= d;
  }
  return rest === 0 ? '' : digits.slice(seen.get(rest));
}

/** Every part of "7/4 = 1 3/4" has the value; units after the number ("pizzas") are ignored. */
const allEqual = (value: number) => (answer: string) => answer.split(' = ').every((part) => close(valueOf(part.replace(/ [a-z]+$/, '')), value, 1e-9));
const isPrime = (n: number) => n > 1 && Array.from({ length: n - 2 }, (_, i) => i + 2).every((k) => k * k > n || share(n, k)[1] !== 0);
const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
function fromRoman(text: string): number {
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const [here, next] = [ROMAN[text[i]!]!, ROMAN[text[i + 1] ?? ''] ?? 0];
    total += here < next ? -here : here;
  }
  return total;
}

/** The value of each occurrence of the digit in the number written as text. */
function digitValues(digit: string, text: string): string[] {
  const [units, decimals = ''] = text.replace(/,/g, '').split('.') as [string, string?];
  return [
    ...units.split('').flatMap((d, i) => (d === digit ? [print(Number(d) * 10 ** (units.length - 1 - i))] : [])),
    ...decimals.split('').flatMap((d, i) => (d === digit ? [print(Number(`0.${'0'.repeat(i)}${d}`))] : [])),
  ];
}

/** A “Fill in the missing number” equation, checked by putting the answer in the box. */
const boxEquation: Rule = [
  /^Fill in the missing number: ([^=]+?) = ([^=]+?)\.?$/,
  (m) => {
    if (!/^[\d,.\s+−×÷()□]+$/.test(`${m[1]}${m[2]}`)) return undefined;
    return (answer) => close(evaluate(m[1]!.replace('□', `(${num(answer)})`).replace(/,(?=\d{3})/g, '')), evaluate(m[2]!.replace('□', `(${num(answer)})`).replace(/,(?=\d{3})/g, '')), 1e-9);
  },
];

const NUMBER_RULES: readonly Rule[] = [
  ...ARITHMETIC,
  boxEquation,
  // Place value
  [/^What is the value of the digit (\d) in ([\d,.]+)\?$/, (m) => (answer) => digitValues(m[1]!, m[2]!).includes(answer)],
  [/^Write ([\d,]+(?: \+ [\d,]+)*) as a number\.$/, (m) => print(m[1]!.split(' + ').reduce((total, part) => total + num(part), 0))],
  [/^Write ([\d,]+) in expanded form\.$/, (m) => {
    const digits = m[1]!.replace(/,/g, '');
    return digits.split('').flatMap((d, i) => (d === '0' ? [] : [print(Number(d + '0'.repeat(digits.length - 1 - i)))])).join(' + ');
  }],
  [/^Write ([\d.]+) in expanded form\.$/, (m) => (answer) => close(answer.split(' + ').reduce((t, p) => t + num(p), 0), num(m[1]!)) && answer.split(' + ').every((p) => /^0*\.?0*[1-9]0*$|^[1-9]0*$|^0\.0*[1-9]$/.test(p))],
  [/^How many (tens|hundreds|thousands) are there in ([\d,]+)\?$/, (m) => print(share(num(m[2]!), PLACES[m[1]!]!)[0])],
  [/Fill in the missing number: ([\d,]+) = (\d+) (tens|hundreds|thousands) and □ (ones|tens|hundreds)(?: and (\d+))?\.$/, (m) => print((num(m[1]!) - product(PLACES[m[3]!]!, Number(m[2])) - Number(m[5] ?? 0)) / PLACES[m[4]!]!)],
  [/^What number has (\d+) tens and (\d+) ones\?$/, (m) => print(product(10, Number(m[1])) + Number(m[2]))],
  [/^How many times greater is the value of the (\d) in ([\d,]+) than the value of the \1 in ([\d,]+)\?$/, (m) => `${print(share(num(m[2]!), num(m[3]!))[0])} times`],
  // Times tables and equal groups
  [/^(\d+) × (\d+) = (\d+)\. Write the two division facts in the same fact family\.$/, (m) => (answer) => {
    const facts = answer.split(' and ').map((f) => /^(\d+) ÷ (\d+) = (\d+)$/.exec(f));
    return facts.length === 2 && facts.every((f) => f && Number(f[1]) === Number(m[3]) && product(Number(f[2]), Number(f[3])) === Number(m[3])) && facts[0]![2] !== facts[1]![2];
  }],
  [/^[A-Z]\w+ come in \w+ of (\d+)\. How many \w+ are in (\d+) \w+\?$/, (m) => print(product(Number(m[1]), Number(m[2])))],
  [/^Use (\d+) × (\d+) = (\d+) to work out (\d+) × (\d+)\.$/, (m) => print(product(Number(m[4]), Number(m[5])))],
  [/^Count (?:back )?in ([\d,]+)s(?: from [\d,]+| starting at [\d,]+)?: ([−\d, ]+), … What number comes next\?$/, (m) => {
    const terms = m[2]!.split(', ').map(num);
    return print(terms.at(-1)! + (terms[1]! - terms[0]!));
  }],
  [/^There are (\d+) \w+ with (\d+) (\w+) (?:on|in) each\. How many \3 are there altogether\?$/, (m) => print(product(Number(m[2]), Number(m[1])))],
  [/^([\d,]+) \w+ are put into \w+ of (\d+)\. How many \w+ are filled\?$/, (m) => print(share(num(m[1]!), Number(m[2]))[0])],
  // Rounding and estimating
  [/^Round ([\d,]+) to the nearest ([\d,]+)\.$/, (m) => print(roundWhole(num(m[1]!), num(m[2]!)))],
  [/^Estimate ([\d,]+) ([+−]) ([\d,]+) by rounding each number to the nearest ([\d,]+)\.$/, (m) => {
    const [a, b] = [roundWhole(num(m[1]!), num(m[4]!)), roundWhole(num(m[3]!), num(m[4]!))];
    return `About ${print(m[2] === '+' ? a + b : a - b)}`;
  }],
  [/^Estimate (\d+) × (\d+) by rounding each number to the nearest 10\.$/, (m) => `About ${print(product(roundWhole(Number(m[1]), 10), roundWhole(Number(m[2]), 10)))}`],
  [/^\w+ worked out ([\d,]+) \+ ([\d,]+) = ([\d,]+)\. Use rounding to the nearest ([\d,]+) to decide whether the answer is reasonable\.$/, (m) => {
    const estimate = roundWhole(num(m[1]!), num(m[4]!)) + roundWhole(num(m[2]!), num(m[4]!));
    const right = num(m[1]!) + num(m[2]!) === num(m[3]!);
    return (answer) => answer.startsWith(right ? 'Yes' : 'No') && answer.includes(print(estimate));
  }],
  // Written and mental addition and subtraction
  [/^A (?:\w+ )?\w+ has ([\d,]+) (?:books|sheep)\. It buys ([\d,]+) more and (?:gives away|sells) ([\d,]+)\./, (m) => print(num(m[1]!) + num(m[2]!) - num(m[3]!))],
  [/^A stadium has ([\d,]+) people in it\. Then ([\d,]+) more arrive and ([\d,]+) leave\./, (m) => print(num(m[1]!) + num(m[2]!) - num(m[3]!))],
  [/^Work out ([\d,]+ [+−] [\d,]+) (?:in your head|by adding \d+ and then adjusting|by subtracting \d+ and then adjusting|by making the next ten|by making ten|using a double)\.$/, (m) => print(evaluate(m[1]!.replace(/,/g, '')))],
  [/^\d+ [+−] \d+ = \d+\. Use this to work out (\d+ [+−] \d+)\.$/, (m) => print(evaluate(m[1]!))],
  // Multiplying and dividing
  [/^Work out ([\d,]+) ÷ (\d+)\.$/, (m) => (answer) => {
    if (/^[\d,]+\.\d+$/.test(answer)) return close(num(answer) * Number(m[2]), num(m[1]!), 1e-9);
    const parts = /^([\d,]+)(?: remainder (\d+))?$/.exec(answer);
    return Boolean(parts) && product(num(parts![1]!), Number(m[2])) + Number(parts![2] ?? 0) === num(m[1]!) && Number(parts![2] ?? 0) < Number(m[2]);
  }],
  [/^Work out ([\d,.]+) ([×÷]) ([\d,.]+)\.$/, (m) => (answer) => (m[2] === '×' ? close(num(answer), num(m[1]!) * num(m[3]!), 1e-9) : close(num(answer) * num(m[3]!), num(m[1]!), 1e-9))],
  [/^Work out ([\d,]+) × ([\d,]+) using an area model\.$/, (m) => print(product(num(m[1]!), num(m[2]!)))],
  [/^A shop orders (\d+) \w+ of ([\w ]+) with (\d+) \2 in each\. How many \2 is that\?$/, (m) => `${print(product(Number(m[3]), Number(m[1])))} ${m[2]}`],
  [/^Work out ([\d,]+) ÷ (\d+), giving your answer as a decimal\.$/, (m) => (answer) => close(num(answer) * Number(m[2]), num(m[1]!), 1e-9)],
  [/^A baker has (\d+) cupcakes and packs them in boxes of (\d+)\. How many boxes can be filled\?$/, (m) => `${share(Number(m[1]), Number(m[2]))[0]} boxes`],
  [/^(\d+) students are going on a trip\. Each minibus holds (\d+) students\. How many minibuses are needed\?$/, (m) => {
    const [q, r] = share(Number(m[1]), Number(m[2]));
    return `${r ? q + 1 : q} minibuses`;
  }],
  // Factors, multiples and primes
  [/^List all the factor pairs of (\d+)\.$/, (m) => {
    const n = Number(m[1]);
    return Array.from({ length: n }, (_, i) => i + 1).filter((k) => k * k <= n && share(n, k)[1] === 0).map((k) => `${k} × ${share(n, k)[0]}`).join(', ');
  }],
  [/^Write the first five multiples of (\d+)\.$/, (m) => [1, 2, 3, 4, 5].map((k) => product(Number(m[1]), k)).join(', ')],
  [/^Is (\d+) prime or composite\?$/, (m) => (answer) => (isPrime(Number(m[1])) ? answer.startsWith('prime') : answer.startsWith('composite') && evaluate(answer.split(' = ')[1]!) === Number(m[1]))],
  [/^Find the (?:greatest|highest) common factor of (\d+) and (\d+)\.$/, (m) => String(hcf(Number(m[1]), Number(m[2])))],
  [/^Find the (?:least|lowest) common multiple of (\d+) and (\d+)\.$/, (m) => {
    let multiple = Number(m[1]);
    while (share(multiple, Number(m[2]))[1] !== 0) multiple += Number(m[1]);
    return print(multiple);
  }],
  [/^Use the digit sum to decide whether ([\d,]+) is divisible by (3|9)\.$/, (m) => (answer) => answer.startsWith(share(num(m[1]!), Number(m[2]))[1] === 0 ? 'Yes' : 'No')],
  [/^Write ([\d,]+) as a product of prime factors in index form\.$/, (m) => (answer) => evaluate(answer) === num(m[1]!) && answer.split(' × ').every((f) => isPrime(Number(f.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, ''))))],
  // Squares, cubes and roots
  [/^What is (\d+)([²³])\?$/, (m) => print(m[2] === '²' ? product(Number(m[1]), Number(m[1])) : product(product(Number(m[1]), Number(m[1])), Number(m[1])))],
  [/^What is √(\d+)\?$/, (m) => (answer) => product(num(answer), num(answer)) === Number(m[1])],
  [/^What is ∛(\d+)\?$/, (m) => (answer) => product(product(num(answer), num(answer)), num(answer)) === Number(m[1])],
  [/^Which of these are square numbers: ([\d, ]+)\?$/, (m) => m[1]!.split(', ').filter((v) => Number.isInteger(Math.sqrt(Number(v)))).join(' and ')],
  [/^Between which two consecutive whole numbers does √(\d+) lie\?$/, (m) => (answer) => {
    const [a, b] = answer.split(' and ').map(Number);
    return b === a! + 1 && a! * a! < Number(m[1]) && Number(m[1]) < b * b;
  }],
  [/^Solve x² = (\d+)\.$/, (m) => (answer) => answer.split(' or ').map((p) => num(p.replace('x = ', ''))).filter((x) => x * x === Number(m[1])).length === 2],
  [/^Solve x³ = (−?\d+)\.$/, (m) => (answer) => num(answer.replace('x = ', '')) ** 3 === num(m[1]!)],
  // Order of operations and Roman numerals
  [/^Work out ([\d\s+−×÷()[\]²³.]+)\.$/, (m) => print(evaluate(m[1]!))],
  [/^Write “(add (\d+) and (\d+), then multiply by (\d+)|subtract (\d+) from (\d+), then divide by (\d+)|multiply (\d+) by (\d+), then add (\d+))” as an expression, then work it out\.$/, (m) => {
    // The words done in the order they are said.
    const value = m[2] ? product(Number(m[2]) + Number(m[3]), Number(m[4])) : m[5] ? share(Number(m[6]) - Number(m[5]), Number(m[7]))[0] : product(Number(m[8]), Number(m[9])) + Number(m[10]);
    return (answer) => {
      const [expression, result] = answer.split(' = ');
      return close(evaluate(expression!), value) && Number(result) === value;
    };
  }],
  [/^Put one pair of brackets into (.+) to make it equal (\d+)\.$/, (m) => (answer) => {
    const [left, right] = answer.split(' = ');
    return left!.replace(/[()]/g, '') === m[1] && evaluate(left!) === Number(m[2]) && Number(right) === Number(m[2]);
  }],
  [/^What number is ([IVXLCDM]+)\?$/, (m) => print(fromRoman(m[1]!))],
  [/^What year is ([IVXLCDM]+)\?$/, (m) => String(fromRoman(m[1]!))],
  [/^Write ([\d,]+) in Roman numerals\.$/, (m) => (answer) => fromRoman(answer) === num(m[1]!) && !/(I{4}|X{4}|C{4}|V{2}|L{2}|D{2})/.test(answer)],
  // Word problems with more than one step
  [/^A teacher buys (\d+) packs of (\d+) pencils and gives out (\d+) of them\. How many pencils are left\?$/, (m) => `${product(Number(m[2]), Number(m[1])) - Number(m[3])} pencils`],
  [/^\w+ has (\d+) (\w+)\. \w+ has (\d+) times as many \2 as \w+\. How many \2 does \w+ have\?$/, (m) => `${product(Number(m[1]), Number(m[3]))} ${m[2]}`],
  [/^Tickets cost ([$£])([\d.]+) for an adult and [$£]([\d.]+) for a child\. How much do (\d+) adults? and (\d+) child(?:ren)? pay altogether\?$/, (m) => money(m[1]!, product(cents(m[2]!), Number(m[4])) + product(cents(m[3]!), Number(m[5])))],
  [/^(\d+) students are put into (\d+) teams of equal size, and the students left over become referees\./, (m) => {
    const [q, r] = share(Number(m[1]), Number(m[2]));
    return `${q} in each team, ${r} referee${r === 1 ? '' : 's'}`;
  }],
  [/^Sam had (\d+) cards\. Then he bought (\d+) packs of cards .* Now he has (\d+) cards\. Write an equation and find p\.$/, (m) => (answer) => {
    const p = num(/p = (\d+)$/.exec(answer)?.[1] ?? 'NaN');
    return product(p, Number(m[2])) + Number(m[1]) === Number(m[3]);
  }],
  [/^\w+ has (\d+) (\w+), which is (\d+) times as many as \w+ has\. How many \2 does \w+ have\?$/, (m) => (answer) => product(num(answer.split(' ')[0]!), Number(m[3])) === Number(m[1]) && answer.endsWith(m[2]!)],
];

const DECIMAL_RULES: readonly Rule[] = [
  [/^Write (\d+)\/(10|100|1000) as a decimal\.$/, (m) => print(Number(m[1]) / Number(m[2]))],
  [/^Write (\d+)\/(\d+) as a decimal\.$/, (m) => (answer) => close(num(answer) * Number(m[2]), Number(m[1]), 1e-9)],
  [/^Which is greater, ([\d.]+) or ([\d.]+)\?$/, (m) => (num(m[1]!) > num(m[2]!) ? m[1]! : m[2]!)],
  [/^Put these decimals in order from smallest to largest: (.+)\.$/, (m) => m[1]!.split(', ').sort((a, b) => num(a) - num(b)).join(', ')],
  [/^Write (0\.\d+) as a fraction\.$/, (m) => (answer) => close(valueOf(answer), num(m[1]!))],
  [/^Count on in (tenths|hundredths|thousandths): ([\d., ]+), … What are the next two numbers\?$/, (m) => {
    const places = { tenths: 1, hundredths: 2, thousandths: 3 }[m[1] as 'tenths'];
    const last = num(m[2]!.split(', ').at(-1)!);
    return [1, 2].map((k) => (last + k / 10 ** places).toFixed(places)).join(', ');
  }],
  [/^Round ([\d,.]+) to (\d) decimal places?\.$/, (m) => roundText(m[1]!, Number(m[2]))],
  [/^Round ([\d.]+) to the nearest whole number\.$/, (m) => roundText(m[1]!, 0)],
  [/^Round ([\d,.]+) to (\d) significant figures?\.$/, (m) => significant(num(m[1]!), Number(m[2]))],
  [/^Estimate ([\d.]+) × ([\d.]+) by rounding each number to the nearest whole number\.$/, (m) => `About ${num(roundText(m[1]!, 0)) * num(roundText(m[2]!, 0))}`],
  [/^A bill of ([$£])([\d.]+) is shared equally by (\d+) friends\. How much does each pay, to the nearest (?:cent|penny)\?$/, (m) => money(m[1]!, Math.round(cents(m[2]!) / Number(m[3])))],
  [/^A length is ([\d.]+) cm, correct to (the nearest whole number|the nearest 10|1 decimal place)\. Write the error interval for the length, l\.$/, (m) => (answer) => {
    const half = { 'the nearest whole number': 0.5, 'the nearest 10': 5, '1 decimal place': 0.05 }[m[2]!]!;
    const parts = /^([\d.]+) ≤ l < ([\d.]+)$/.exec(answer);
    return Boolean(parts) && close(num(parts![1]!), num(m[1]!) - half) && close(num(parts![2]!), num(m[1]!) + half);
  }],
  [/^A number x is truncated to 1 decimal place and the result is ([\d.]+)\. Write the error interval for x\.$/, (m) => (answer) => {
    const parts = /^([\d.]+) ≤ x < ([\d.]+)$/.exec(answer);
    return Boolean(parts) && close(num(parts![1]!), num(m[1]!)) && close(num(parts![2]!), num(m[1]!) + 0.1);
  }],
  [/^Each side of an? (equilateral triangle|square|regular pentagon|regular hexagon) is (\d+) cm, correct to the nearest centimetre\. What is the upper bound of its perimeter\?$/, (m) => {
    const sides = { 'equilateral triangle': 3, square: 4, 'regular pentagon': 5, 'regular hexagon': 6 }[m[1]!]!;
    return `${print(sides * (Number(m[2]) + 0.5))} cm`;
  }],
  [/^Work out ([\d.]+) ([+−]) ([\d.]+)\.$/, (m) => {
    const [a, b] = [Math.round(num(m[1]!) * 1000), Math.round(num(m[3]!) * 1000)];
    return print((m[2] === '+' ? a + b : a - b) / 1000);
  }],
  [/^(\d+) \w+ cost ([$£])([\d.]+) each\. You pay with [$£]([\d.]+)\. How much change do you get\?$/, (m) => money(m[2]!, cents(m[4]!) - product(cents(m[3]!), Number(m[1])))],
  [/^Write ([\d.]+) as a percentage\.$/, (m) => `${print(num(m[1]!) * 100)}%`],
  [/^Write (\d+)\/(\d+) as a percentage\.$/, (m) => (answer) => close(num(answer.replace('%', '')) * Number(m[2]), Number(m[1]) * 100, 1e-9)],
  [/^Write (\d+)% as a fraction in its simplest form\.$/, (m) => fraction(Number(m[1]), 100)],
  [/^Put in order from smallest to largest: (.+)\.$/, (m) => {
    const value = (t: string) => (t.endsWith('%') ? num(t.slice(0, -1)) / 100 : valueOf(t));
    return m[1]!.split(', ').sort((a, b) => value(a) - value(b)).join(', ');
  }],
  [/^(\d+) out of (\d+) [\w ]+\. Express \1 as a percentage of \2\.$/, (m) => (answer) => close(num(answer.replace('%', '')) * Number(m[2]), Number(m[1]) * 100, 1e-9)],
  [/^Express (\d+) (cm|g|ml|minutes) as a fraction of 1 (m|kg|litre|hour), in its simplest form\.$/, (m) => fraction(Number(m[1]), { cm: 100, g: 1000, ml: 1000, minutes: 60 }[m[2]!]!)],
  [/^Use division to write (\d+)\/(\d+) as a decimal\.$/, (m) => (answer) => {
    const block = repetend(Number(m[1]), Number(m[2]));
    return block !== '' && answer.endsWith(`with ${block} repeating`) && answer.startsWith((Number(m[1]) / Number(m[2])).toFixed(3).slice(0, 4));
  }],
  [/^Does (\d+)\/(\d+) give a terminating or a recurring decimal\? Give the decimal\.$/, (m) => (answer) => {
    const block = repetend(Number(m[1]), Number(m[2]));
    return block ? answer.startsWith('recurring') && answer.endsWith(`with ${block} repeating`) : answer === `terminating: ${print(Number(m[1]) / Number(m[2]))}`;
  }],
  [/^Write 0\.(\d*?)(\d)\2\2\2… as a fraction in its simplest form\.$/, (m) => {
    // 0.3666… = 3/10 + 6/90: the digits before the repeat, then the repeating digit over 9 tenths.
    const before = m[1]!.length;
    return fraction(Number(m[1] || 0) * 9 + Number(m[2]), 9 * 10 ** before);
  }],
  [/^Write 0\.(\d+)… as a fraction in its simplest form\.$/, (m) => (answer) => close(valueOf(answer), Number(`0.${m[1]}`), 1e-6) && hcf(...(answer.split('/').map(Number) as [number, number])) === 1],
  [/^Write (0\.\d+) as a fraction in its simplest form\.$/, (m) => (answer) => close(valueOf(answer), num(m[1]!))],
];

const INTEGER_RULES: readonly Rule[] = [
  [/^The temperature is (−?\d+)°C\. It (falls|rises) by (\d+) degrees?\. What is the new temperature\?$/, (m) => `${print(num(m[1]!) + (m[2] === 'rises' ? 1 : -1) * Number(m[3]))}°C`],
  [/^Count back in (\d+)s: ([−\d, ]+), … What are the next two numbers\?$/, (m) => {
    const last = num(m[2]!.split(', ').at(-1)!);
    return `${print(last - Number(m[1]))}, ${print(last - 2 * Number(m[1]))}`;
  }],
  [/^At night the temperature was (−?\d+)°C\. At midday it was (−?\d+)°C\. How many degrees warmer was it at midday\?$/, (m) => `${num(m[2]!) - num(m[1]!)} degrees`],
  [/^Put these numbers in order from smallest to largest: (.+)\.$/, (m) => m[1]!.split(', ').sort((a, b) => num(a) - num(b)).join(', ')],
  [/^Which is colder, (−?\d+)°C or (−?\d+)°C\?$/, (m) => `${num(m[1]!) < num(m[2]!) ? m[1] : m[2]}°C`],
  [/^What is \|(−?\d+)\|\?$/, (m) => String(Math.abs(num(m[1]!)))],
  [/^Which has the greater absolute value, (−?\d+) or (−?\d+)\?$/, (m) => (Math.abs(num(m[1]!)) > Math.abs(num(m[2]!)) ? m[1]! : m[2]!)],
  [/^A bank account has a balance of (−?)([$£])([\d.]+) \(it is overdrawn\)\. [$£]([\d.]+) is paid in\. What is the new balance\?$/, (m) => money(m[2]!, (m[1] ? -1 : 1) * cents(m[3]!) + cents(m[4]!))],
  [/^Work out ([−\d\s+×÷()²³⁴]+)\.$/, (m) => print(evaluate(m[1]!))],
];

const FRACTION_RULES: readonly Rule[] = [
  [/^A shape is split into (\d+) equal parts and (\d+) of them (?:is|are) shaded\. What fraction is shaded\?$/, (m) => `${m[2]}/${m[1]}`],
  [/^Which is bigger, (\d+\/\d+) or (\d+\/\d+)\?$/, (m) => (valueOf(m[1]!) > valueOf(m[2]!) ? m[1]! : m[2]!)],
  [/^A number line from 0 to \d+ has each whole split into (\d+) equal parts\. Which number is (\d+) parts? along from 0\?$/, (m) => allEqual(Number(m[2]) / Number(m[1]))],
  [/^A ribbon is cut into (\d+) equal pieces and (\d+) of the pieces (?:is|are) used\. What fraction of the ribbon is left\?$/, (m) => `${Number(m[1]) - Number(m[2])}/${m[1]}`],
  [/^How many \w+ make (\d+) wholes?\? Write \1 as a fraction with denominator (\d+)\.$/, (m) => `${product(Number(m[1]), Number(m[2]))}/${m[2]}`],
  [/^Count on in (halves|thirds|quarters|fifths|sixths|eighths): (.+), … What are the next two numbers\?$/, (m) => {
    const d = { halves: 2, thirds: 3, quarters: 4, fifths: 5, sixths: 6, eighths: 8 }[m[1]!]!;
    const last = valueOf(m[2]!.split(', ').at(-1)!);
    return (answer) => answer.split(', ').map(valueOf).every((v, i) => close(v, last + (i + 1) / d)) && answer.split(', ').length === 2;
  }],
  [/^Write (\d+)\/(\d+) as a mixed number\.$/, (m) => {
    const [q, r] = share(Number(m[1]), Number(m[2]));
    return `${q} ${r}/${m[2]}`;
  }],
  [/^Write (\d+) (\d+)\/(\d+) as an improper fraction\.$/, (m) => `${product(Number(m[1]), Number(m[3])) + Number(m[2])}/${m[3]}`],
  [/^Work out ([\d ]+\/\d+|\d+) ([+−×÷]) ([\d ]+\/\d+|\d+)\.$/, (m) => {
    const [a, b] = [valueOf(m[1]!), valueOf(m[3]!)];
    // A quotient is checked by multiplying back; the others by the operation itself.
    if (m[2] === '÷') return (answer) => answer.split(' = ').every((part) => close(valueOf(part) * b, a));
    return allEqual(m[2] === '+' ? a + b : m[2] === '−' ? a - b : a * b);
  }],
  [/^Write (\d+)\/(\d+) as the sum of two fractions with denominator \2, one of which is (\d+\/\2)\.$/, (m) => (answer) => {
    const parts = answer.split(' + ');
    return parts.length === 2 && parts.every((p) => p.endsWith(`/${m[2]}`)) && parts.includes(m[3]!) && close(parts.reduce((t, p) => t + valueOf(p), 0), Number(m[1]) / Number(m[2]));
  }],
  [/^(\d+) pizzas are shared equally between (\d+) people\. How much pizza does each person get\?$/, (m) => allEqual(Number(m[1]) / Number(m[2]))],
  [/^A recipe uses (\d+\/\d+) of a cup of oats for each serving\. How many servings can be made from (\d+) cups of oats\?$/, (m) => (answer) => answer.endsWith(' servings') && close(num(answer.split(' ')[0]!) * valueOf(m[1]!), Number(m[2]))],
];

const POWER_RULES: readonly Rule[] = [
  [/^Work out ([\d\s×]+[⁰¹²³⁴⁵⁶⁷⁸⁹][\d\s×⁰¹²³⁴⁵⁶⁷⁸⁹]*)\.$/, (m) => print(evaluate(m[1]!))],
  [/^Write (\d+)( × \1)+ in index form\.$/, (m) => `${m[1]}${sup(m[0]!.split('×').length)}`],
  [/^Write 10([⁰¹²³⁴⁵⁶⁷⁸⁹]+) as an ordinary number\.$/, (m) => print(evaluate(`10${m[1]}`))],
  [/^Which is greater, (\d[⁰¹²³⁴⁵⁶⁷⁸⁹]) or (\d[⁰¹²³⁴⁵⁶⁷⁸⁹])\?$/, (m) => (evaluate(m[1]!) > evaluate(m[2]!) ? m[1]! : m[2]!)],
  [/^Simplify (.+), leaving your answer as a power of (\d+)\.$/, (m) => (answer) => new RegExp(`^${m[2]}[⁰¹²³⁴⁵⁶⁷⁸⁹]*$`).test(answer) && close(evaluate(answer) / evaluate(m[1]!), 1, 1e-12)],
  [/^Simplify (.+), then evaluate it\.$/, (m) => (answer) => answer.split(' = ').every((part) => evaluate(part) === evaluate(m[1]!))],
  [/^Simplify ([^,]*[a-z][^,]*)\.$/, (m) => (answer) => [2, 3].every((x) => close(evaluate(answer, { x, y: x + 1, a: x, b: x + 1, m: x, n: x + 1, p: x }) / evaluate(m[1]!, { x, y: x + 1, a: x, b: x + 1, m: x, n: x + 1, p: x }), 1, 1e-9))],
  [/^Evaluate (\d+)\^\((−?\d+\/\d+)\)\.$/, (m) => (answer) => close(valueOf(answer), Number(m[1]) ** valueOf(m[2]!), 1e-9)],
  [/^Write (\d+)([⁻][¹²³⁴⁵⁶⁷⁸⁹]) as a fraction\.$/, (m) => (answer) => /^1\/\d+$/.test(answer) && close(valueOf(answer), evaluate(`${m[1]}${m[2]}`))],
  [/^Write ([\d,.]+) in (?:scientific notation|standard form)\.$/, (m) => (answer) => {
    const parts = /^([\d.]+) × 10([⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)$/.exec(answer);
    return Boolean(parts) && num(parts![1]!) >= 1 && num(parts![1]!) < 10 && close(evaluate(answer) / num(m[1]!), 1, 1e-12);
  }],
  [/^Write ([\d.]+ × 10[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+) as an ordinary number\.$/, (m) => (answer) => close(num(answer) / evaluate(m[1]!), 1, 1e-12)],
  [/^Work out (.+), giving your answer in standard form\.$/, (m) => (answer) => {
    const parts = /^([\d.]+) × 10([⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)$/.exec(answer);
    return Boolean(parts) && num(parts![1]!) >= 1 && num(parts![1]!) < 10 && close(evaluate(answer) / evaluate(m[1]!), 1, 1e-12);
  }],
  [/^The population of a country is about (.+) and the population of a town is about (.+)\. About how many times larger is the country’s population\?$/, (m) => `About ${print(Math.round(evaluate(m[1]!) / evaluate(m[2]!)))} times`],
  [/^(?:Simplify|Expand and simplify|Rationalise the denominator of) ([\d√+−×/() ²]+)\.$/, (m) => (answer) => close(evaluate(answer), evaluate(m[1]!), 1e-9) && !/\/√/.test(answer) && !/√(\d+)/.test(answer.replace(/√(\d+)/g, (s, r: string) => ([4, 9, 16, 25, 36, 49].some((sq) => Number(r) % sq === 0) ? s : '')))],
];

const FINANCE_RULES: readonly Rule[] = [
  [/^(Increase|Decrease) ([$£])([\d,.]+) by (\d+)%\.$/, (m) => money(m[2]!, Math.round((cents(m[3]!) * (100 + (m[1] === 'Increase' ? 1 : -1) * Number(m[4]))) / 100))],
  [/^A meal costs ([$£])([\d,.]+) before (?:a sales tax|a tip|GST|VAT) of (\d+)% is added\. What is the total\?$/, (m) => money(m[1]!, Math.round((cents(m[2]!) * (100 + Number(m[3]))) / 100))],
  [/changed from ([$£]?)([\d,.]+)(?: \w+)? to [$£]?([\d,.]+)(?: \w+)?\. Find the percentage (increase|decrease)\.$/, (m) => `${print((Math.abs(num(m[3]!) - num(m[2]!)) / num(m[2]!)) * 100)}% ${m[4]}`],
  [/^Cereal comes in an? (\d+) g pack for [$£]([\d.]+) or an? (\d+) g pack for [$£]([\d.]+)\. Which is the better buy\?$/, (m) => {
    // Cross-multiplying compares the prices per gram without dividing.
    const firstCheaper = cents(m[2]!) * Number(m[3]) < cents(m[4]!) * Number(m[1]);
    return `the ${firstCheaper ? m[1] : m[3]} g pack`;
  }],
  [/^A shop buys a lamp for ([$£])([\d,.]+) and sells it for [$£]([\d,.]+)\. Find the (profit|loss) and the percentage \4\.$/, (m) => {
    const change = Math.abs(cents(m[3]!) - cents(m[2]!));
    return `${m[4] === 'profit' ? 'Profit' : 'Loss'} ${money(m[1]!, change)}, ${print((change / cents(m[2]!)) * 100)}%`;
  }],
  [/^After an? (\d+)% discount, a jacket costs ([$£])([\d,.]+)\. What was the price before the discount\?$/, (m) => (answer) => Math.round((cents(answer.slice(1)) * (100 - Number(m[1]))) / 100) === cents(m[3]!)],
  [/^Find the simple interest on ([$£])([\d,.]+) invested at ([\d.]+)% per year for (\d+) years?, and the total value at the end\.$/, (m) => {
    const interest = Math.round((cents(m[2]!) * Number(m[3]) * Number(m[4])) / 100);
    return `Interest ${money(m[1]!, interest)}; total ${money(m[1]!, cents(m[2]!) + interest)}`;
  }],
  [/^([$£])([\d,.]+) earns [$£]([\d,.]+) simple interest in (\d+) years?\. What is the annual interest rate\?$/, (m) => (answer) => close((cents(m[2]!) * num(answer.replace('% per year', '')) * Number(m[4])) / 100, cents(m[3]!))],
  [/^How many years does it take ([$£])([\d,.]+) to earn [$£]([\d,.]+) in simple interest at (\d+)% per year\?$/, (m) => (answer) => close((cents(m[2]!) * Number(m[4]) * num(answer.replace(/ years?/, ''))) / 100, cents(m[3]!))],
  [/^A loan of ([$£])([\d,.]+) is charged simple interest at (\d+)% per year for (\d+) years?, and repaid in equal monthly payments\. How much is each payment\?$/, (m) => {
    const owed = cents(m[2]!) * (1 + (Number(m[3]) * Number(m[4])) / 100);
    return money(m[1]!, Math.round(owed / (12 * Number(m[4]))));
  }],
  [/^([$£])([\d,.]+) earns (\d+)% interest per year, and each year’s interest is added to the balance\. Find the balance at the end of each of the first 3 years\.$/, (m) => {
    const balances: string[] = [];
    let balance = cents(m[2]!);
    for (let year = 0; year < 3; year++) {
      balance += (balance * Number(m[3])) / 100;
      balances.push(money(m[1]!, Math.round(balance)));
    }
    return balances.join(', ');
  }],
  [/^([$£])([\d,.]+) is invested at (\d+)% per year compound interest\. What is it worth after (\d+) years\?$/, (m) => {
    let balance = cents(m[2]!);
    for (let year = 0; year < Number(m[4]); year++) balance += (balance * Number(m[3])) / 100;
    return money(m[1]!, Math.round(balance));
  }],
  [/^A car worth ([$£])([\d,.]+) loses (\d+)% of its value each year\. What is it worth after (\d+) years\?$/, (m) => {
    let value = cents(m[2]!);
    for (let year = 0; year < Number(m[4]); year++) value -= (value * Number(m[3])) / 100;
    return money(m[1]!, Math.round(value));
  }],
  [/^A population of (\d+) grows by (\d+)% each year\. .* find P when n = (\d+), to the nearest whole number\.$/, (m) => (answer) => {
    let p = Number(m[1]);
    for (let year = 0; year < Number(m[3]); year++) p += (p * Number(m[2])) / 100;
    return answer.endsWith(`; ${print(Math.round(p))}`);
  }],
  [/^A substance has a half-life of (\d+) years\. Starting with (\d+) g of it, how much is left after (\d+) years\?$/, (m) => {
    let left = Number(m[2]);
    for (let t = 0; t < Number(m[3]); t += Number(m[1])) left /= 2;
    return `${print(left)} g`;
  }],
  [/^A quantity is modelled by Q = \d+ × ([\d.]+)ᵗ, where t is in years\. By what percentage does it (?:grow|decay|change) each year\?$/, (m) => {
    const factor = num(m[1]!);
    return factor > 1 ? `${print(Math.round((factor - 1) * 1000) / 10)}% growth` : `${print(Math.round((1 - factor) * 1000) / 10)}% decay`;
  }],
];

export const RULES = [...NUMBER_RULES, ...DECIMAL_RULES, ...INTEGER_RULES, ...FRACTION_RULES, ...POWER_RULES, ...FINANCE_RULES];

