import { defineTopic, withDistractors, type Generator } from './define.ts';
import { cash, plain, whole } from './format.ts';
import { frac, fracText, gcd } from './numbers.ts';
import type { Random } from './random.ts';

/**
 * Decimals from Year 4 to Year 10: place value to thousandths, comparing and ordering, rounding to decimal places and
 * significant figures, limits of accuracy, the four operations, fractions, decimals and percentages, and recurring
 * decimals. Decimals are built from whole numbers of tenths, hundredths or thousandths, so every answer is exact.
 */

const DECIMAL_MATERIALS = ['Place-value charts with tenths, hundredths and thousandths', 'Decimal number lines', 'Mini-whiteboards and pens'];
const PLACE_NAMES = ['ones', 'tenths', 'hundredths', 'thousandths'] as const;

/** A decimal with exactly the given number of places (its last digit is not 0). */
function decimalWith(random: Random, places: number, wholeMax: number): number {
  const scale = 10 ** places;
  let n = random.int(1, wholeMax * scale + scale - 1);
  if (n % 10 === 0) n += random.int(1, 9);
  return n / scale;
}
const placesOf = (value: number) => (plain(value).split('.')[1] ?? '').length;
const maxPlaces = (grade: number) => (grade <= 4 ? 2 : 3);

// ——— Decimal place value (Years 4 to 7) ———

const decimalDigitValue: Generator = (random, grade) => {
  const places = maxPlaces(grade);
  // A digit that appears once in the number, so the question names one place.
  const [text, digit, at] = ((): [string, number, number] => {
    for (;;) {
      const shown = plain(decimalWith(random, places, 99));
      const lone = shown.split('.')[1]!.split('').map((d, i) => [Number(d), i + 1] as const).filter(([d]) => d > 0 && shown.split(String(d)).length === 2);
      if (lone.length) return [shown, ...random.pick(lone)];
    }
  })();
  const worth = digit / 10 ** at;
  return withDistractors(
    { prompt: `What is the value of the digit ${digit} in ${text}?`, steps: [`The ${digit} is in the ${PLACE_NAMES[at]} place.`, `${digit} ${PLACE_NAMES[at]} = ${plain(worth)}.`], answer: plain(worth) },
    [String(digit), plain(digit / 10 ** Math.max(0, at - 1)), plain(digit / 10 ** (at + 1))],
  );
};

const decimalToFraction: Generator = (random, grade) => {
  const places = random.int(1, maxPlaces(grade) - (grade <= 4 ? 0 : 1));
  const value = decimalWith(random, places, 0);
  const n = Math.round(value * 10 ** places);
  return withDistractors(
    { prompt: `Write ${plain(value)} as a fraction.`, steps: [`The last digit is in the ${PLACE_NAMES[places]} place, so the denominator is ${whole(10 ** places)}.`, `${plain(value)} = ${n}/${whole(10 ** places)}.`], answer: `${n}/${whole(10 ** places)}` },
    [`${n}/${whole(10 ** (places + 1))}`, `1/${n}`],
  );
};

const fractionToDecimal: Generator = (random, grade) => {
  const places = random.int(1, maxPlaces(grade));
  const denominator = 10 ** places;
  let n = random.int(1, denominator - 1);
  if (n % 10 === 0) n += 1;
  return withDistractors(
    { prompt: `Write ${n}/${whole(denominator)} as a decimal.`, steps: [`${whole(denominator)} means ${PLACE_NAMES[places]}: the last digit goes in the ${PLACE_NAMES[places]} place.`, `${n}/${whole(denominator)} = ${plain(n / denominator)}.`], answer: plain(n / denominator) },
    // Writing the numerator straight after the point, whatever the denominator.
    [`0.${n}`, plain(n / (denominator * 10))],
  );
};

const compareDecimals: Generator = (random, grade) => {
  const shortPlaces = 1;
  const longPlaces = maxPlaces(grade);
  for (;;) {
    const short = decimalWith(random, shortPlaces, 9);
    const long = Math.floor(short) + random.int(1, 10 ** longPlaces - 1) / 10 ** longPlaces;
    if (long === short || placesOf(long) < 2) continue;
    const greater = Math.max(short, long);
    return withDistractors(
      { prompt: `Which is greater, ${plain(long)} or ${plain(short)}?`, steps: [`Write both with the same number of places: ${plain(long)} and ${short.toFixed(placesOf(long))}.`, `Compare from the left: ${plain(greater)} is greater.`], answer: plain(greater) },
      [plain(Math.min(short, long)), 'They are equal'],
    );
  }
};

const orderDecimals: Generator = (random, grade) => {
  const base = random.int(0, 5);
  const digits = [random.int(1, 9), random.int(1, 9)];
  const values = [...new Set([base + digits[0]! / 10, base + digits[0]! / 10 + digits[1]! / 100, base + digits[1]! / 10, base + digits[1]! / 100 + (grade >= 5 ? digits[0]! / 1000 : 0)].map((v) => Number(v.toFixed(3))))];
  const shown = random.shuffle(values);
  const ordered = [...values].sort((a, b) => a - b);
  const byLength = [...values].sort((a, b) => placesOf(a) - placesOf(b) || a - b);
  return withDistractors(
    { prompt: `Put these decimals in order from smallest to largest: ${shown.map(plain).join(', ')}.`, steps: [`Give them all the same number of decimal places: ${shown.map((v) => v.toFixed(3)).join(', ')}.`, `Compare them like whole numbers of thousandths: ${ordered.map(plain).join(', ')}.`], answer: ordered.map(plain).join(', ') },
    [byLength.map(plain).join(', '), [...ordered].reverse().map(plain).join(', ')],
  );
};

const countInDecimals: Generator = (random, grade) => {
  const step = grade <= 4 ? random.pick([0.1, 0.01]) : random.pick([0.1, 0.01, 0.001]);
  const places = placesOf(step);
  const units = 10 ** places;
  // Start just before a change of the next place, so the count crosses it.
  const start = random.int(1, 50) * 10 - 2 - random.int(0, 1);
  const terms = Array.from({ length: 5 }, (_, i) => (start + i) / units);
  return withDistractors(
    { prompt: `Count on in ${PLACE_NAMES[places]}: ${terms.slice(0, 3).map((t) => t.toFixed(places)).join(', ')}, … What are the next two numbers?`, steps: [`Add ${plain(step)} each time.`, `${terms[2]!.toFixed(places)} + ${plain(step)} = ${terms[3]!.toFixed(places)}; then ${terms[4]!.toFixed(places)}.`], answer: `${terms[3]!.toFixed(places)}, ${terms[4]!.toFixed(places)}` },
    [`${plain(terms[2]! + step * 10)}, ${plain(terms[2]! + step * 11)}`],
  );
};

const decimalExpanded: Generator = (random, grade) => {
  const value = decimalWith(random, maxPlaces(grade), 99);
  const [int, dec] = plain(value).split('.') as [string, string];
  const parts = [...int.split('').map((d, i, all) => Number(d) * 10 ** (all.length - 1 - i)), ...dec.split('').map((d, i) => Number(d) / 10 ** (i + 1))].filter((v) => v > 0);
  return { prompt: `Write ${plain(value)} in expanded form.`, steps: [`Write the value of each non-zero digit.`, `${plain(value)} = ${parts.map(plain).join(' + ')}.`], answer: parts.map(plain).join(' + ') };
};

export const decimalPlaceValue = defineTopic({
  strand: 'decimals',
  name: 'decimal place value',
  grades: [3, 7],
  keyPoints: (grade) => [
    'Places to the right of the decimal point are tenths, hundredths and thousandths: each is one tenth of the place to its left.',
    'To compare decimals, line up the decimal points and compare from the left; writing zeros on the end does not change the value (0.4 = 0.40).',
    grade >= 5 ? 'A decimal can be written as a fraction with denominator 10, 100 or 1000: 0.071 = 71/1000.' : '0.62 is 62 hundredths, or 6 tenths and 2 hundredths.',
  ],
  priorKnowledge: ['Place value of whole numbers.', 'Fractions with denominators 10 and 100.'],
  keywords: ['decimal', 'decimal point', 'place value', 'digit'],
  misconceptions: ['longer-decimal-larger'],
  materials: DECIMAL_MATERIALS,
  activities: ['Decimal number line: students place decimal cards such as 0.4, 0.35 and 0.405 on a long number line from 0 to 1, and explain each placement using tenths and hundredths.'],
  levels: [decimalDigitValue, fractionToDecimal, compareDecimals, orderDecimals, decimalToFraction, countInDecimals],
  recall: (grade) => (grade <= 4 ? [countInDecimals, fractionToDecimal, decimalDigitValue] : [decimalExpanded, fractionToDecimal, compareDecimals]),
});

// ——— Rounding decimals (Years 4 to 7) ———

/** Rounds half away from zero, as students are taught, without floating-point surprises. */
export const roundAt = (value: number, places: number) => Math.sign(value) * Math.round(Math.abs(value) * 10 ** places + 1e-9) / 10 ** places;

const roundDecimal = (places: number): Generator => (random, grade) => {
  const value = decimalWith(random, Math.min(3, places + random.int(1, grade >= 5 ? 2 : 1)), 40);
  const rounded = roundAt(value, places);
  const unit = places === 0 ? 'the nearest whole number' : `${places} decimal ${places === 1 ? 'place' : 'places'}`;
  const next = Math.floor(Math.round(value * 10 ** (places + 1)) % 10);
  return withDistractors(
    { prompt: `Round ${plain(value)} to ${unit}.`, steps: [`Look at the digit after the ${places === 0 ? 'ones' : PLACE_NAMES[places]} place: ${next}.`, next >= 5 ? `It is 5 or more, so round up.` : `It is less than 5, so round down.`, `${plain(value)} ≈ ${rounded.toFixed(places)}.`], answer: rounded.toFixed(places) },
    [(Math.trunc(value * 10 ** places) / 10 ** places).toFixed(places) === rounded.toFixed(places) ? (rounded + 10 ** -places).toFixed(places) : (Math.trunc(value * 10 ** places) / 10 ** places).toFixed(places), roundAt(value, places + 1).toFixed(places + 1)],
  );
};

const roundUpThroughNine: Generator = (random) => {
  const whole = random.int(1, 30);
  const value = whole + 0.9 + random.int(5, 9) / 100;
  const rounded = roundAt(value, 1);
  return withDistractors(
    { prompt: `Round ${plain(value)} to 1 decimal place.`, steps: [`The hundredths digit is ${Math.round(value * 100) % 10}, so round the tenths up.`, `9 tenths + 1 tenth = 10 tenths = 1 whole, so the answer is ${rounded.toFixed(1)}.`], answer: rounded.toFixed(1) },
    [`${whole}.10`, `${whole}.9`, String(whole + 1)],
  );
};

const estimateDecimalProduct: Generator = (random) => {
  const a = decimalWith(random, 1, 9);
  const b = decimalWith(random, 1, 9);
  const [ra, rb] = [Math.round(a), Math.round(b)];
  if (ra === 0 || rb === 0) return { prompt: `Round ${plain(a + 1)} to the nearest whole number.`, steps: [`The tenths digit decides.`, `${plain(a + 1)} ≈ ${Math.round(a + 1)}.`], answer: String(Math.round(a + 1)) };
  return { prompt: `Estimate ${plain(a)} × ${plain(b)} by rounding each number to the nearest whole number.`, steps: [`${plain(a)} ≈ ${ra} and ${plain(b)} ≈ ${rb}.`, `${ra} × ${rb} = ${ra * rb}.`], answer: `About ${ra * rb}` };
};

const shareBill: Generator = (random, _grade, place) => {
  for (;;) {
    const people = random.pick([3, 6, 7, 8]);
    const cents = random.int(1500, 9999);
    if ((cents * 10) % people === 0) continue;
    const each = cents / people / 100;
    const rounded = roundAt(each, 2);
    return {
      prompt: `A bill of ${cash(cents, place)} is shared equally by ${people} friends. How much does each pay, to the nearest cent?`.replace('cent?', place.currency.minor === 'p' ? 'penny?' : 'cent?'),
      steps: [`${cash(cents, place)} ÷ ${people} = ${place.currency.major}${each.toFixed(4)}…`, `To the nearest ${place.currency.minor === 'p' ? 'penny' : 'cent'} (2 decimal places): ${place.currency.major}${rounded.toFixed(2)}.`],
      answer: `${place.currency.major}${rounded.toFixed(2)}`,
    };
  }
};

export const roundingDecimals = defineTopic({
  strand: 'decimals',
  name: 'rounding decimals',
  grades: [4, 7],
  keyPoints: [
    'To round to a number of decimal places, look at the next digit: 5 or more rounds up, less than 5 rounds down.',
    'Rounding up can change several digits: 4.97 to 1 decimal place is 5.0, and the 0 is written to show the accuracy.',
    'Round to estimate first, then calculate, and compare the two.',
  ],
  priorKnowledge: ['Decimal place value.', 'Rounding whole numbers.'],
  keywords: ['rounding', 'decimal place', 'estimate', 'decimal'],
  misconceptions: ['longer-decimal-larger'],
  materials: DECIMAL_MATERIALS,
  activities: ['Zoom in: students mark a decimal on a number line between two tenths, then zoom in to hundredths, and use the picture to decide which way it rounds.'],
  levels: (grade) => (grade <= 4 ? [roundDecimal(0), roundDecimal(0), roundDecimal(1), estimateDecimalProduct, roundDecimal(1), roundUpThroughNine] : [roundDecimal(0), roundDecimal(1), roundDecimal(2), roundUpThroughNine, estimateDecimalProduct, shareBill]),
  recall: [decimalDigitValue, compareDecimals, fractionToDecimal],
});

// ——— Significant figures, limits of accuracy and error intervals (Years 7 to 10) ———

/** Rounds to significant figures exactly, for numbers of up to six digits either side of the point. */
function roundSig(value: number, figures: number): number {
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const places = figures - 1 - magnitude;
  return places >= 0 ? roundAt(value, places) : Math.round(value / 10 ** -places) * 10 ** -places;
}
const sigText = (value: number, figures: number) => {
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const places = Math.max(0, figures - 1 - magnitude);
  return places ? roundSig(value, figures).toFixed(places) : whole(roundSig(value, figures));
};

const sigFigWhole: Generator = (random) => {
  const value = random.int(10_000, 999_999);
  const figures = random.int(1, 3);
  return withDistractors(
    { prompt: `Round ${whole(value)} to ${figures} significant ${figures === 1 ? 'figure' : 'figures'}.`, steps: [`The first significant figure is the first non-zero digit, ${String(value)[0]}; keep ${figures} ${figures === 1 ? 'digit' : 'digits'} and look at the next one: ${String(value)[figures]}.`, `Fill the places after them with zeros to keep the size: ${sigText(value, figures)}.`], answer: sigText(value, figures) },
    [String(value).slice(0, figures), whole(Math.trunc(value / 10 ** (String(value).length - figures)) * 10 ** (String(value).length - figures))],
  );
};

const sigFigSmall: Generator = (random) => {
  const zeros = random.int(1, 3);
  const digits = random.int(1001, 9999);
  const value = digits / 10 ** (zeros + 4);
  const figures = random.int(1, 3);
  const text = value.toFixed(zeros + 4);
  return withDistractors(
    { prompt: `Round ${text} to ${figures} significant ${figures === 1 ? 'figure' : 'figures'}.`, steps: [`Zeros before the first non-zero digit are not significant: the first significant figure is ${String(digits)[0]}.`, `Keep ${figures} significant ${figures === 1 ? 'figure' : 'figures'} and round: ${sigText(value, figures)}.`], answer: sigText(value, figures) },
    [roundAt(value, figures).toFixed(figures), sigText(value, figures + 1)],
  );
};

const boundsOf: Generator = (random) => {
  const unit = random.pick([1, 10, 0.1]);
  const value = unit === 0.1 ? (random.int(11, 999) * 10 + random.int(1, 9)) / 100 - random.int(0, 9) / 100 : random.int(3, 99) * unit;
  const shown = unit === 0.1 ? roundAt(value, 1) : value;
  const half = unit / 2;
  const [lower, upper] = [roundAt(shown - half, 2), roundAt(shown + half, 2)];
  const name = unit === 1 ? 'the nearest whole number' : unit === 10 ? 'the nearest 10' : '1 decimal place';
  return withDistractors(
    { prompt: `A length is ${unit === 0.1 ? shown.toFixed(1) : plain(shown)} cm, correct to ${name}. Write the error interval for the length, l.`, steps: [`Half of the unit of rounding is ${plain(half)}.`, `Lower bound ${plain(shown)} − ${plain(half)} = ${plain(lower)}; upper bound ${plain(shown)} + ${plain(half)} = ${plain(upper)}.`, `${plain(lower)} ≤ l < ${plain(upper)}.`], answer: `${plain(lower)} ≤ l < ${plain(upper)}` },
    [`${plain(roundAt(shown - unit, 2))} ≤ l < ${plain(roundAt(shown + unit, 2))}`, `${plain(lower)} ≤ l ≤ ${plain(roundAt(shown + half - unit / 10, 2))}`],
  );
};

const truncationInterval: Generator = (random) => {
  const tenths = random.int(11, 999);
  const [value, next] = [(tenths / 10).toFixed(1), ((tenths + 1) / 10).toFixed(1)];
  return { prompt: `A number x is truncated to 1 decimal place and the result is ${value}. Write the error interval for x.`, steps: [`Truncating cuts off the digits after the first decimal place, so x is at least ${value}.`, `x is less than the next tenth, ${next}: ${value} ≤ x < ${next}.`], answer: `${value} ≤ x < ${next}` };
};

const boundsCalculation: Generator = (random) => {
  const side = random.int(4, 20);
  const sides = random.pick([3, 4]);
  const shape = sides === 4 ? 'square' : 'equilateral triangle';
  const upper = sides * (side + 0.5);
  return withDistractors(
    { prompt: `Each side of ${/^[aeiou]/.test(shape) ? 'an' : 'a'} ${shape} is ${side} cm, correct to the nearest centimetre. What is the upper bound of its perimeter?`, steps: [`The upper bound of one side is ${side} + 0.5 = ${plain(side + 0.5)} cm.`, `${sides} × ${plain(side + 0.5)} = ${plain(upper)} cm.`], answer: `${plain(upper)} cm` },
    [`${plain(sides * side + 0.5)} cm`, `${plain(sides * (side + 1))} cm`],
  );
};

const dpRound: Generator = (random) => {
  const places = random.int(1, 3);
  const value = random.int(100_001, 9_999_999) / 10 ** 5;
  return withDistractors(
    { prompt: `Round ${plain(value)} to ${places} decimal ${places === 1 ? 'place' : 'places'}.`, steps: [`Keep ${places} ${places === 1 ? 'digit' : 'digits'} after the decimal point and look at the next one.`, `${plain(value)} ≈ ${roundAt(value, places).toFixed(places)}.`], answer: roundAt(value, places).toFixed(places) },
    [sigText(value, places), (Math.trunc(value * 10 ** places) / 10 ** places).toFixed(places)],
  );
};

export const accuracy = defineTopic({
  strand: 'decimals',
  name: 'significant figures and limits of accuracy',
  grades: [7, 10],
  keyPoints: (grade) => [
    'Significant figures count from the first non-zero digit; zeros that only hold the place are not significant.',
    'When rounding a large number, fill the places after the significant figures with zeros so the number keeps its size.',
    grade >= 9 ? 'A measurement rounded to a unit can be up to half a unit either way: 12 cm to the nearest cm means 11.5 ≤ l < 12.5. Bounds of a calculation come from the bounds of its parts.' : 'A rounded measurement has an error interval: 12 cm to the nearest cm means 11.5 ≤ l < 12.5.',
  ],
  priorKnowledge: ['Rounding to decimal places.', 'Place value of large numbers and small decimals.'],
  keywords: ['significant figure', 'rounding', 'accuracy', 'measurement error'],
  materials: ['Calculators', 'Rulers and measuring tapes', 'Mini-whiteboards and pens'],
  activities: ['How accurate? Groups measure the same objects to the nearest cm and to the nearest mm, write error intervals for each, and discuss which accuracy suits which job.'],
  levels: [dpRound, sigFigWhole, sigFigSmall, boundsOf, truncationInterval, boundsCalculation],
  recall: [dpRound, roundDecimal(1), decimalDigitValue],
});

// ——— Calculating with decimals (Years 5 to 8) ———

/** Digits of a decimal lined up to a number of places, for the column bug that ignores the decimal point. */
const aligned = (value: number, places: number) => value.toFixed(places).replace('.', '');

const addDecimals: Generator = (random) => {
  const a = decimalWith(random, random.int(1, 2), 30);
  const b = decimalWith(random, random.int(1, 2), 30);
  const sum = roundAt(a + b, 3);
  // Lining up the last digits instead of the decimal points.
  const misaligned = (Number(plain(a).replace('.', '')) + Number(plain(b).replace('.', ''))) / 10 ** Math.max(placesOf(a), placesOf(b));
  return withDistractors(
    { prompt: `Work out ${plain(a)} + ${plain(b)}.`, steps: [`Line up the decimal points: ${a.toFixed(2)} + ${b.toFixed(2)}.`, `Add each column from the right, carrying as with whole numbers.`, `${plain(a)} + ${plain(b)} = ${plain(sum)}.`], answer: plain(sum) },
    [plain(misaligned), plain(roundAt(sum + 1, 3))],
  );
};

const subtractDecimals: Generator = (random) => {
  const a = decimalWith(random, 1, 20) + 5;
  const b = decimalWith(random, 2, 4);
  const diff = roundAt(a - b, 3);
  const [da, db] = [aligned(a, 2).split('').map(Number), aligned(b, 2).padStart(aligned(a, 2).length, '0').split('').map(Number)];
  const bug = Number(da.map((d, i) => Math.abs(d - db[i]!)).join('')) / 100;
  return withDistractors(
    { prompt: `Work out ${plain(a)} − ${plain(b)}.`, steps: [`Line up the decimal points and write ${plain(a)} as ${a.toFixed(2)}.`, `Subtract column by column from the right, exchanging where needed.`, `${a.toFixed(2)} − ${plain(b)} = ${plain(diff)}.`], answer: plain(diff) },
    [plain(bug), plain(roundAt(diff + 0.1, 3))],
  );
};

const multiplyByWhole: Generator = (random) => {
  const a = decimalWith(random, random.int(1, 2), 9);
  const n = random.int(3, 9);
  const product = roundAt(a * n, 3);
  const digits = Math.round(a * 10 ** placesOf(a));
  return withDistractors(
    { prompt: `Work out ${plain(a)} × ${n}.`, steps: [`Multiply without the point: ${digits} × ${n} = ${digits * n}.`, `${plain(a)} has ${placesOf(a)} decimal ${placesOf(a) === 1 ? 'place' : 'places'}, so the answer has ${placesOf(a)} too: ${plain(product)}.`], answer: plain(product) },
    [plain((digits * n) / 10 ** (placesOf(a) + 1)), String(digits * n)],
  );
};

const multiplyDecimals: Generator = (random) => {
  const a = decimalWith(random, 1, 9);
  const b = decimalWith(random, 1, 1);
  const [da, db] = [Math.round(a * 10), Math.round(b * 10)];
  const product = (da * db) / 100;
  return withDistractors(
    { prompt: `Work out ${plain(a)} × ${plain(b)}.`, steps: [`Multiply without the points: ${da} × ${db} = ${da * db}.`, `There are 1 + 1 = 2 decimal places in the question, so 2 in the answer: ${plain(product)}.`], answer: plain(product) },
    [plain((da * db) / 10), plain((da * db) / 1000)],
  );
};

const divideByWhole: Generator = (random) => {
  const n = random.int(2, 9);
  const quotient = decimalWith(random, random.int(1, 2), 9);
  const dividend = roundAt(quotient * n, 3);
  return withDistractors(
    { prompt: `Work out ${plain(dividend)} ÷ ${n}.`, steps: [`Divide as with whole numbers, keeping the decimal point in line.`, `${plain(dividend)} ÷ ${n} = ${plain(quotient)}. Check: ${plain(quotient)} × ${n} = ${plain(dividend)}.`], answer: plain(quotient) },
    [plain(quotient * 10), plain(quotient / 10)],
  );
};

const divideByDecimal: Generator = (random) => {
  const divisor = random.int(2, 9) / 10;
  const quotient = random.int(3, 40);
  const dividend = roundAt(divisor * quotient, 3);
  return withDistractors(
    { prompt: `Work out ${plain(dividend)} ÷ ${plain(divisor)}.`, steps: [`Multiply both numbers by 10 so the divisor is whole: ${plain(dividend * 10)} ÷ ${plain(divisor * 10)}.`, `${plain(dividend * 10)} ÷ ${plain(divisor * 10)} = ${quotient}.`], answer: String(quotient) },
    [plain(quotient / 10), plain(quotient * 10)],
  );
};

const moneyProblem: Generator = (random, _grade, place) => {
  const price = random.int(105, 995);
  const count = random.int(3, 8);
  const paid = Math.ceil((price * count) / 1000) * 1000 + (random.int(0, 1) ? 1000 : 0);
  const item = random.pick(['notebooks', 'sandwiches', 'tickets', 'plants']);
  return { prompt: `${count} ${item} cost ${cash(price, place)} each. You pay with ${cash(paid, place)}. How much change do you get?`, steps: [`Cost: ${count} × ${cash(price, place)} = ${cash(price * count, place)}.`, `Change: ${cash(paid, place)} − ${cash(price * count, place)} = ${cash(paid - price * count, place)}.`], answer: cash(paid - price * count, place) };
};

export const decimalOperations = defineTopic({
  strand: 'decimals',
  name: 'calculating with decimals',
  grades: [5, 8],
  keyPoints: [
    'To add or subtract decimals, line up the decimal points (fill gaps with zeros) and work as with whole numbers.',
    'To multiply, multiply the digits as whole numbers, then give the answer as many decimal places as the question has altogether.',
    'To divide by a decimal, multiply both numbers by 10 or 100 so that the divisor is a whole number; the quotient stays the same.',
  ],
  priorKnowledge: ['Decimal place value.', 'Written methods for the four operations.', 'Multiplying and dividing by 10 and 100.'],
  keywords: ['decimal', 'decimal point', 'decimal place', 'estimate'],
  misconceptions: ['longer-decimal-larger', 'multiplication-makes-bigger'],
  materials: [...DECIMAL_MATERIALS, 'Squared paper', 'Calculators to check'],
  activities: ['Estimate first: before each calculation students write an estimate with whole numbers, then calculate, and explain any answer that is far from its estimate.'],
  levels: (grade) => (grade <= 5 ? [addDecimals, subtractDecimals, multiplyByWhole, divideByWhole, moneyProblem, multiplyDecimals] : [addDecimals, subtractDecimals, multiplyDecimals, divideByWhole, divideByDecimal, moneyProblem]),
  recall: [roundDecimal(1), compareDecimals, fractionToDecimal],
});

// ——— Fractions, decimals and percentages (Years 4 to 9) ———

const FRIENDLY: ReadonlyArray<readonly [number, number]> = [
  [1, 2],
  [1, 4],
  [3, 4],
  [1, 5],
  [2, 5],
  [3, 5],
  [4, 5],
  [1, 10],
  [3, 10],
  [7, 10],
  [9, 10],
  [1, 20],
  [3, 20],
  [7, 20],
  [9, 25],
  [12, 25],
  [1, 8],
  [3, 8],
  [5, 8],
  [7, 8],
  [11, 50],
  [17, 50],
];
const friendly = (random: Random, grade: number) => random.pick(FRIENDLY.filter(([, d]) => (grade <= 4 ? [2, 4, 10].includes(d) : grade <= 5 ? d !== 8 && d !== 50 : true)));

const fractionAsDecimal: Generator = (random, grade) => {
  const [n, d] = friendly(random, grade);
  const value = n / d;
  const scale = 100 % d === 0 ? 100 / d : 1000 / d;
  return withDistractors(
    { prompt: `Write ${n}/${d} as a decimal.`, steps: [`Make the denominator ${scale * d === 100 ? '100' : '1000'}: ${n}/${d} = ${n * scale}/${scale * d}.`, `${n * scale}/${scale * d} = ${plain(value)}.`], answer: plain(value) },
    [`${n}.${d}`, plain(d / n > 10 ? d / 100 : d / n)],
  );
};

const decimalAsPercent: Generator = (random) => {
  const percent = random.pick([random.int(1, 99), random.int(1, 9) * 10 + 5, random.int(101, 180)]);
  const value = percent / 100;
  return withDistractors(
    { prompt: `Write ${plain(value)} as a percentage.`, steps: [`Per cent means out of 100, so multiply by 100.`, `${plain(value)} × 100 = ${percent}%.`], answer: `${percent}%` },
    [`${plain(value)}%`, `${plain(percent / 10)}%`],
  );
};

const percentAsFraction: Generator = (random) => {
  const percent = random.pick([5, 12, 15, 24, 35, 40, 45, 60, 64, 75, 85, 96, 8, 36]);
  const f = frac(percent, 100);
  return withDistractors(
    { prompt: `Write ${percent}% as a fraction in its simplest form.`, steps: [`${percent}% = ${percent}/100.`, `Divide the numerator and denominator by ${gcd(percent, 100)}: ${fracText(f)}.`], answer: fracText(f) },
    [`${percent}/100`, `1/${percent}`],
  );
};

const fractionAsPercent: Generator = (random, grade) => {
  const [n, d] = friendly(random, grade);
  const percent = (100 * n) / d;
  return withDistractors(
    { prompt: `Write ${n}/${d} as a percentage.`, steps: [`Percentage = fraction × 100.`, `${n}/${d} × 100 = ${plain(percent)}%.`], answer: `${plain(percent)}%` },
    [`${n}${d}%`, `${plain(n / d)}%`],
  );
};

const orderMixed: Generator = (random, grade) => {
  for (;;) {
    const [n, d] = friendly(random, Math.max(grade, 6));
    const f = n / d;
    const decimalValue = roundAt(f + random.pick([-0.05, 0.03, -0.02, 0.06]), 2);
    const percentValue = roundAt(f + random.pick([0.02, -0.03, 0.04, -0.06]), 2);
    const items = [
      { text: `${n}/${d}`, value: f },
      { text: plain(decimalValue), value: decimalValue },
      { text: `${Math.round(percentValue * 100)}%`, value: percentValue },
    ];
    if (new Set(items.map((i) => i.value)).size < 3 || items.some((i) => i.value <= 0 || i.value >= 1)) continue;
    const ordered = [...items].sort((a, b) => a.value - b.value);
    return withDistractors(
      { prompt: `Put in order from smallest to largest: ${random.shuffle(items).map((i) => i.text).join(', ')}.`, steps: [`Write them all as decimals: ${items.map((i) => `${i.text} = ${plain(i.value)}`).join(', ')}.`, `In order: ${ordered.map((i) => i.text).join(', ')}.`], answer: ordered.map((i) => i.text).join(', ') },
      [[...ordered].reverse().map((i) => i.text).join(', '), [ordered[1]!, ordered[0]!, ordered[2]!].map((i) => i.text).join(', ')],
    );
  }
};

const quantityAsPercent: Generator = (random) => {
  const [n, d] = random.pick(FRIENDLY);
  const k = random.int(2, 8);
  const part = n * k;
  const total = d * k;
  const percent = (100 * n) / d;
  const thing = random.pick([
    ['marks', 'a test'],
    ['students', 'a class'],
    ['seeds', 'a packet'],
  ] as const);
  return withDistractors(
    { prompt: `${part} out of ${total} ${thing[0]} in ${thing[1]} are shown. Express ${part} as a percentage of ${total}.`.replace(' are shown', ''), steps: [`As a fraction: ${part}/${total} = ${fracText(frac(part, total))}.`, `${fracText(frac(part, total))} × 100 = ${plain(percent)}%.`], answer: `${plain(percent)}%` },
    [`${part}%`, `${plain(roundAt((100 * total) / part, 1))}%`],
  );
};

const quantityAsFraction: Generator = (random) => {
  const units = random.pick([
    ['cm', 'm', 100],
    ['g', 'kg', 1000],
    ['minutes', 'hour', 60],
    ['ml', 'litre', 1000],
  ] as const);
  const part = units[2] === 60 ? random.pick([10, 15, 20, 25, 35, 40, 45, 50]) : random.int(1, 19) * (units[2] / 20);
  const f = frac(part, units[2]);
  return withDistractors(
    { prompt: `Express ${part} ${units[0]} as a fraction of 1 ${units[1]}, in its simplest form.`, steps: [`1 ${units[1]} = ${units[2]} ${units[0]}, so the fraction is ${part}/${units[2]}.`, `Simplify: ${fracText(f)}.`], answer: fracText(f) },
    [`${part}/1`, `${part}/${units[2] / 10}`],
  );
};

export const fractionsDecimalsPercentages = defineTopic({
  strand: 'decimals',
  name: 'fractions, decimals and percentages',
  grades: [4, 9],
  keyPoints: (grade) => [
    'A fraction, a decimal and a percentage can name the same amount: 3/4 = 0.75 = 75%.',
    'Per cent means out of 100: to change a decimal to a percentage, multiply by 100.',
    grade >= 6 ? 'To compare fractions, decimals and percentages, write them all in the same form first, usually as decimals.' : 'Fractions with denominator 10 or 100 are easy to write as decimals: 7/10 = 0.7, 23/100 = 0.23.',
  ],
  priorKnowledge: ['Equivalent fractions.', 'Decimal place value.', 'Multiplying and dividing by 10 and 100.'],
  keywords: ['fraction', 'decimal', 'percentage', 'equivalent fractions'],
  misconceptions: ['percent-as-number', 'longer-decimal-larger'],
  materials: ['Hundred squares to shade', 'Fraction–decimal–percentage matching cards', 'Number lines from 0 to 1'],
  activities: ['Matching dominoes: groups match cards showing the same amount as a fraction, a decimal, a percentage and a shaded hundred square, then order their sets on a number line.'],
  levels: (grade) => (grade <= 5 ? [fractionAsDecimal, decimalAsPercent, fractionAsPercent, percentAsFraction, orderMixed, fractionAsDecimal] : [fractionAsDecimal, percentAsFraction, fractionAsPercent, orderMixed, quantityAsPercent, quantityAsFraction]),
  recall: [fractionToDecimal, decimalAsPercent, compareDecimals],
});

// ——— Recurring decimals (Years 7 to 10) ———

/** The decimal expansion of n/d: the digits before the repeat and the repeating block. */
function expansion(n: number, d: number): { whole: number; before: string; repeat: string } {
  const seen = new Map<number, number>();
  let digits = '';
  let r = n % d;
  while (r !== 0 && !seen.has(r)) {
    seen.set(r, digits.length);
    r *= 10;
    digits += String(Math.floor(r / d));
    r %= d;
  }
  if (r === 0) return { whole: Math.floor(n / d), before: digits, repeat: '' };
  const start = seen.get(r)!;
  return { whole: Math.floor(n / d), before: digits.slice(0, start), repeat: digits.slice(start) };
}

const recurringText = (e: ReturnType<typeof expansion>) => `${e.whole}.${e.before}${e.repeat.repeat(3)}…, with ${e.repeat} repeating`;

const RECURRING = [
  [1, 3],
  [2, 3],
  [1, 6],
  [5, 6],
  [1, 9],
  [4, 9],
  [7, 9],
  [1, 11],
  [5, 11],
  [7, 11],
  [2, 15],
  [7, 12],
  [1, 7],
] as const;

const fractionToRecurring: Generator = (random) => {
  const [n, d] = random.pick(RECURRING);
  const e = expansion(n, d);
  return { prompt: `Use division to write ${n}/${d} as a decimal.`, steps: [`Divide ${n} by ${d}: ${n}.000… ÷ ${d}.`, `The remainders start to repeat, so the digits ${e.repeat} repeat for ever.`, `${n}/${d} = ${recurringText(e)}.`], answer: recurringText(e) };
};

const terminatingOrNot: Generator = (random) => {
  const d = random.pick([8, 12, 15, 16, 20, 24, 25, 30, 40, 45, 50, 60, 80, 14, 35]);
  let n = random.int(1, d - 1);
  while (gcd(n, d) !== 1) n = random.int(1, d - 1);
  let rest = d;
  for (const p of [2, 5]) while (rest % p === 0) rest /= p;
  const terminating = rest === 1;
  const e = expansion(n, d);
  return withDistractors(
    {
      prompt: `Does ${n}/${d} give a terminating or a recurring decimal? Give the decimal.`,
      steps: [`In its simplest form the denominator is ${d}; its only prime factors are ${[2, 3, 5, 7].filter((p) => d % p === 0).join(' and ')}.`, terminating ? 'Only 2s and 5s: the decimal terminates.' : `It has a prime factor other than 2 and 5, so the decimal recurs.`, `${n}/${d} = ${terminating ? plain(n / d) : recurringText(e)}.`],
      answer: terminating ? `terminating: ${plain(n / d)}` : `recurring: ${recurringText(e)}`,
    },
    [terminating ? `recurring: ${plain(n / d)}…` : `terminating: ${(n / d).toFixed(3)}`],
  );
};

const recurringToFraction = (blockLength: 1 | 2): Generator => (random) => {
  for (;;) {
    const block = blockLength === 1 ? random.int(1, 8) : random.int(10, 98);
    if (blockLength === 2 && block % 11 === 0) continue;
    const denominator = blockLength === 1 ? 9 : 99;
    const f = frac(block, denominator);
    const shift = blockLength === 1 ? '10x' : '100x';
    const text = `0.${String(block).padStart(blockLength, '0').repeat(4)}…`;
    return withDistractors(
      { prompt: `Write ${text} as a fraction in its simplest form.`, steps: [`Let x = ${text}.`, `${shift} = ${block}.${String(block).repeat(3)}…`, `Subtract: ${shift} − x = ${block}, so ${denominator}x = ${block} and x = ${block}/${denominator}${gcd(block, denominator) > 1 ? ` = ${fracText(f)}` : ''}.`], answer: fracText(f) },
      [`${block}/${blockLength === 1 ? 10 : 100}`, `1/${block}`],
    );
  }
};

const mixedRecurring: Generator = (random) => {
  const [n, d] = random.pick([
    [1, 6],
    [5, 6],
    [7, 12],
    [2, 15],
    [11, 30],
    [7, 30],
  ] as const);
  const e = expansion(n, d);
  return { prompt: `Write ${e.whole}.${e.before}${e.repeat.repeat(4)}… as a fraction in its simplest form.`, steps: [`Let x = 0.${e.before}${e.repeat.repeat(3)}…; then 10x = ${e.before}.${e.repeat.repeat(3)}… and 100x = ${e.before}${e.repeat}.${e.repeat.repeat(2)}…`, `Subtract: 100x − 10x = ${Number(e.before + e.repeat) - Number(e.before)}, so 90x = ${Number(e.before + e.repeat) - Number(e.before)}.`, `x = ${Number(e.before + e.repeat) - Number(e.before)}/90 = ${n}/${d}.`], answer: `${n}/${d}` };
};

export const recurringDecimals = defineTopic({
  strand: 'decimals',
  name: 'terminating and recurring decimals',
  grades: [7, 10],
  keyPoints: [
    'Dividing the numerator by the denominator gives a decimal that either stops (terminates) or repeats a block of digits for ever.',
    'A fraction in its simplest form terminates exactly when its denominator has no prime factors other than 2 and 5.',
    'To turn a recurring decimal into a fraction, multiply by a power of 10 that lines up the repeats, and subtract.',
  ],
  priorKnowledge: ['Short division.', 'Prime factors.', 'Simplifying fractions.'],
  keywords: ['decimal', 'fraction', 'rational number', 'prime number'],
  materials: ['Calculators', 'Squared paper for division', 'Mini-whiteboards and pens'],
  activities: ['Sort the denominators: groups convert 1/2 to 1/20 into decimals, sort them into terminating and recurring, and find the rule that decides which is which.'],
  levels: [fractionToRecurring, terminatingOrNot, recurringToFraction(1), recurringToFraction(2), mixedRecurring, terminatingOrNot],
  recall: [fractionAsDecimal, percentAsFraction, decimalToFraction],
});

export const decimalWarmUps = { fractionAsDecimal, decimalAsPercent, roundDecimal: roundDecimal(1), multiplyByWhole, addDecimals };
