import { defineTopic, withDistractors, type Generator } from './define.ts';
import { earlyNumberWarmUps } from './early-number.ts';
import { plain, whole } from './format.ts';
import type { Random } from './random.ts';

/**
 * Whole numbers from Year 1 to Year 6: place value, multiplication facts, rounding and estimating, written and mental
 * addition and subtraction, and multiplying and dividing by powers of ten. Every worked method writes out the same
 * steps a teacher would model on the board. Longer methods and number properties are in whole-number-operations.ts.
 */

const PLACES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands', 'hundred thousands', 'millions'] as const;
const PLACE_ONE = ['one', 'ten', 'hundred', 'thousand', 'ten thousand', 'hundred thousand', 'million'] as const;
export const digitsOf = (n: number) => String(n).split('').reverse().map(Number);
const NUMBER_MATERIALS = ['Place-value charts', 'Base-ten blocks', 'Mini-whiteboards and pens'];

/** How many digits the numbers of the year have. */
const digitsFor = (grade: number) => Math.min(7, Math.max(2, grade));
export const withDigits = (random: Random, digits: number) => random.int(10 ** (digits - 1), 10 ** digits - 1);

// ——— Place value (Years 1 to 6) ———

/** A number of the grade and the place of a non-zero digit that appears once, so “the digit 7 in 77” is never asked. */
function loneDigit(random: Random, grade: number): { n: number; place: number; d: number } {
  for (;;) {
    const n = withDigits(random, digitsFor(grade));
    const digits = digitsOf(n);
    let place = random.int(1, digits.length - 1);
    while (digits[place] === 0) place = random.int(0, digits.length - 1);
    if (digits.filter((d) => d === digits[place]).length === 1) return { n, place, d: digits[place]! };
  }
}

const digitValue: Generator = (random, grade) => {
  const { n, place, d } = loneDigit(random, grade);
  return withDistractors(
    { prompt: `What is the value of the digit ${d} in ${whole(n)}?`, steps: [`The ${d} is in the ${PLACES[place]} place.`, `${d} ${PLACES[place]} = ${d} × ${whole(10 ** place)} = ${whole(d * 10 ** place)}.`], answer: whole(d * 10 ** place) },
    [String(d), whole(d * 10 ** Math.max(0, place - 1)), whole(d * 10 ** (place + 1))],
  );
};

const expandedToNumber: Generator = (random, grade) => {
  const n = withDigits(random, Math.max(3, digitsFor(grade)));
  const digits = digitsOf(n);
  // Leave one place empty, so the zero has to be written.
  const empty = random.int(1, digits.length - 2);
  const value = n - digits[empty]! * 10 ** empty;
  const parts = digitsOf(value).map((d, i) => d * 10 ** i).filter((v) => v > 0).reverse();
  return withDistractors(
    { prompt: `Write ${parts.map(whole).join(' + ')} as a number.`, steps: [`Put each part in its place, and write 0 in the ${PLACES[empty]} place, which is empty.`, `${whole(value)}.`], answer: whole(value) },
    [whole(Number(parts.map((p) => String(p).replace(/0+$/, '')).join(''))), whole(value * 10)],
  );
};

const numberToExpanded: Generator = (random, grade) => {
  const n = withDigits(random, Math.max(3, digitsFor(grade)));
  const parts = digitsOf(n).map((d, i) => d * 10 ** i).filter((v) => v > 0).reverse();
  return { prompt: `Write ${whole(n)} in expanded form.`, steps: [`Write the value of each non-zero digit.`, `${whole(n)} = ${parts.map(whole).join(' + ')}.`], answer: parts.map(whole).join(' + ') };
};

const howManyOf: Generator = (random, grade) => {
  const digits = Math.max(3, digitsFor(grade));
  const unit = random.int(1, Math.min(3, digits - 2));
  const n = withDigits(random, digits - unit) * 10 ** unit;
  return withDistractors(
    { prompt: `How many ${PLACES[unit]} are there in ${whole(n)}?`, steps: [`Every ${PLACE_ONE[unit]} is ${whole(10 ** unit)}, so divide: ${whole(n)} ÷ ${whole(10 ** unit)}.`, `There are ${whole(n / 10 ** unit)} ${PLACES[unit]}.`], answer: whole(n / 10 ** unit) },
    [String(digitsOf(n)[unit]), whole(n / 10 ** (unit + 1))],
  );
};

const renamePartition: Generator = (random, grade) => {
  const size = Math.max(2, Math.min(4, digitsFor(grade)));
  // The first digit is at least 2, so one of its units can be exchanged and some are left.
  const n = random.int(2 * 10 ** (size - 1), 10 ** size - 1);
  const digits = digitsOf(n);
  const top = digits.length - 1;
  const below = top - 1;
  const fewer = (digits[top]! - 1) * 10 ** top;
  const rest = n - fewer;
  const inBelow = Math.floor(rest / 10 ** below);
  return withDistractors(
    {
      prompt: `${whole(n)} is ${digits[top]} ${PLACES[top]} and ${whole(n - digits[top]! * 10 ** top)}. Fill in the missing number: ${whole(n)} = ${digits[top]! - 1} ${PLACES[top]} and □ ${PLACES[below]}${below > 0 ? ` and ${whole(rest % 10 ** below)}` : ''}.`,
      steps: [`Exchange 1 ${PLACE_ONE[top]} for 10 ${PLACES[below]}.`, `${PLACES[below]}: ${digits[below]} + 10 = ${inBelow}.`],
      answer: String(inBelow),
    },
    [String(digits[below]), String(inBelow + 10)],
  );
};

const timesTenPlace: Generator = (random, grade) => {
  if (grade <= 2) {
    const tens = random.int(1, 9);
    const ones = random.int(0, 9);
    return withDistractors({ prompt: `What number has ${tens} tens and ${ones} ones?`, steps: [`${tens} tens is ${tens * 10}.`, `${tens * 10} + ${ones} = ${tens * 10 + ones}.`], answer: String(tens * 10 + ones) }, [String(tens + ones), `${tens}0${ones}`]);
  }
  const d = random.int(1, 9);
  const high = random.int(2, Math.min(6, digitsFor(grade)));
  const a = d * 10 ** high;
  const b = d * 10 ** (high - 1);
  return withDistractors(
    { prompt: `How many times greater is the value of the ${d} in ${whole(a)} than the value of the ${d} in ${whole(b)}?`, steps: [`In ${whole(a)} the ${d} is worth ${whole(a)}; in ${whole(b)} it is worth ${whole(b)}.`, `${whole(a)} ÷ ${whole(b)} = 10: each place is worth 10 times the place to its right.`], answer: '10 times' },
    ['100 times', '1 time (the same)'],
  );
};

export const placeValue = defineTopic({
  strand: 'number',
  name: 'place value',
  grades: [1, 6],
  keyPoints: (grade) => [
    'The value of a digit depends on its place: each place is worth 10 times the place to its right.',
    'Zero holds an empty place, so 406 has 4 hundreds, 0 tens and 6 ones.',
    grade >= 2 ? 'A number can be partitioned in more than one way: 346 is 3 hundreds, 4 tens and 6 ones, or 2 hundreds, 14 tens and 6 ones.' : 'A two-digit number is some tens and some ones.',
  ],
  priorKnowledge: ['Counting in ones, tens and hundreds.', 'Reading and writing numbers.'],
  keywords: ['place value', 'digit', 'expanded form', 'partition'],
  misconceptions: ['place-value-face-value'],
  materials: NUMBER_MATERIALS,
  activities: ['Make it three ways: pairs build a number with base-ten blocks, record it in expanded form, then exchange one block for ten of the next smaller place and record the new partition.'],
  levels: [digitValue, expandedToNumber, numberToExpanded, howManyOf, renamePartition, timesTenPlace],
  recall: [digitValue, timesTenPlace, numberToExpanded],
});

// ——— Multiplication and division facts (Years 2 to 5) ———

const tablesFor = (grade: number) => (grade <= 2 ? [2, 5, 10] : grade === 3 ? [2, 3, 4, 5, 8, 10] : [2, 3, 4, 5, 6, 7, 8, 9, 11, 12]);
const factPair = (random: Random, grade: number): [number, number] => [random.pick(tablesFor(grade)), random.int(2, grade <= 3 ? 10 : 12)];

const timesFact: Generator = (random, grade) => {
  const [t, n] = factPair(random, grade);
  return withDistractors({ prompt: `What is ${n} × ${t}?`, steps: [`${n} groups of ${t}.`, `Count in ${t}s ${n} times: ${Array.from({ length: n }, (_, i) => (i + 1) * t).join(', ')}.`, `${n} × ${t} = ${n * t}.`], answer: String(n * t) }, [String(n + t), String(n * t + t), String(n * t - t)]);
};

const divisionFact: Generator = (random, grade) => {
  const [t, n] = factPair(random, grade);
  return withDistractors({ prompt: `What is ${n * t} ÷ ${t}?`, steps: [`Think of the multiplication fact: □ × ${t} = ${n * t}.`, `${n} × ${t} = ${n * t}, so ${n * t} ÷ ${t} = ${n}.`], answer: String(n) }, [String(n * t - t), String(n + 1)]);
};

const missingFactor: Generator = (random, grade) => {
  const [t, n] = factPair(random, grade);
  return { prompt: `Fill in the missing number: □ × ${t} = ${n * t}.`, steps: [`Divide to undo the multiplication: ${n * t} ÷ ${t}.`, `${n} × ${t} = ${n * t}, so the missing number is ${n}.`], answer: String(n) };
};

const factFamily: Generator = (random, grade) => {
  let [t, n] = factPair(random, grade);
  // A square (5 × 5) has one division fact, not two.
  while (t === n) [t, n] = factPair(random, grade);
  const product = n * t;
  return { prompt: `${n} × ${t} = ${product}. Write the two division facts in the same fact family.`, steps: [`The product ${product} divided by one factor gives the other.`, `${product} ÷ ${t} = ${n} and ${product} ÷ ${n} = ${t}.`], answer: `${product} ÷ ${t} = ${n} and ${product} ÷ ${n} = ${t}` };
};

const factStory: Generator = (random, grade) => {
  const [t, n] = factPair(random, grade);
  const things = random.pick([
    ['packs', 'pencils'],
    ['bags', 'oranges'],
    ['rows', 'chairs'],
    ['boxes', 'eggs'],
  ] as const);
  if (random.int(0, 1) === 0) {
    return withDistractors({ prompt: `${things[1]} come in ${things[0]} of ${t}. How many ${things[1]} are in ${n} ${things[0]}?`.replace(/^\w/, (c) => c.toUpperCase()), steps: [`${n} ${things[0]} of ${t}: ${n} × ${t}.`, `${n} × ${t} = ${n * t}.`], answer: String(n * t) }, [String(n + t), String(n * t + t)]);
  }
  return withDistractors({ prompt: `${n * t} ${things[1]} are put into ${things[0]} of ${t}. How many ${things[0]} are filled?`, steps: [`How many ${t}s make ${n * t}? ${n * t} ÷ ${t}.`, `${n} × ${t} = ${n * t}, so ${n} ${things[0]}.`], answer: String(n) }, [String(n * t - t), String(t)]);
};

const derivedFact: Generator = (random, grade) => {
  const [t, n] = factPair(random, Math.max(grade, 4));
  const half = random.int(2, 6);
  if (random.int(0, 1) === 0 && t <= 6) {
    return { prompt: `Use ${half} × ${t} = ${half * t} to work out ${2 * half} × ${t}.`, steps: [`${2 * half} is double ${half}.`, `So ${2 * half} × ${t} is double ${half * t}: ${2 * half * t}.`], answer: String(2 * half * t) };
  }
  return { prompt: `Use ${n} × 10 = ${n * 10} to work out ${n} × 9.`, steps: [`${n} × 9 is one ${n} less than ${n} × 10.`, `${n * 10} − ${n} = ${n * 9}.`], answer: String(n * 9) };
};

export const timesTables = defineTopic({
  strand: 'number',
  name: 'multiplication and division facts',
  grades: [2, 5],
  keyPoints: (grade) => [
    'Multiplication counts equal groups; division shares into equal groups or finds how many groups.',
    'Every multiplication fact gives two division facts: 6 × 7 = 42, so 42 ÷ 7 = 6 and 42 ÷ 6 = 7.',
    grade >= 4 ? 'Known facts build new ones: double the 4s to get the 8s; the 9s are one group less than the 10s.' : 'The order of the factors does not change the product: 3 × 5 = 5 × 3.',
  ],
  priorKnowledge: ['Skip counting in 2s, 5s and 10s.', 'Equal groups and arrays.'],
  keywords: ['multiplication fact', 'division fact', 'product', 'factor', 'array'],
  materials: ['Multiplication grids', 'Counters for arrays', 'Fact cards'],
  activities: ['Array hunt: pairs build an array for a fact with counters, write the four facts of its family, then turn the array a quarter turn to show the factors swapping.'],
  levels: [timesFact, divisionFact, missingFactor, factFamily, factStory, derivedFact],
  recall: (grade) => (grade <= 2 ? [earlyNumberWarmUps.nextInCount, earlyNumberWarmUps.equalGroups, timesFact] : [timesFact, divisionFact, earlyNumberWarmUps.nextInCount]),
});

// ——— Rounding and estimating (Years 3 to 6) ———

const roundTo = (n: number, unit: number) => Math.round(n / unit) * unit;
const roundingUnits = (grade: number) => (grade <= 3 ? [10, 100] : grade === 4 ? [10, 100, 1000] : grade === 5 ? [10, 100, 1000, 10_000, 100_000] : [100, 1000, 10_000, 100_000, 1_000_000]);

const roundNumber: Generator = (random, grade) => {
  const unit = random.pick(roundingUnits(grade));
  const n = random.int(unit + 1, Math.min(10 ** digitsFor(grade + 1) - 1, unit * 99));
  const down = Math.floor(n / unit) * unit;
  const answer = roundTo(n, unit);
  return withDistractors(
    {
      prompt: `Round ${whole(n)} to the nearest ${whole(unit)}.`,
      steps: [`${whole(n)} is between ${whole(down)} and ${whole(down + unit)}.`, `Look at the next digit to the right: ${Math.floor((n % unit) / (unit / 10))}. ${(n % unit) >= unit / 2 ? '5 or more rounds up' : 'Less than 5 rounds down'}.`, `${whole(n)} rounds to ${whole(answer)}.`],
      answer: whole(answer),
    },
    [whole(answer === down ? down + unit : down), whole(roundTo(n, unit / 10 >= 1 ? unit / 10 : unit * 10))],
  );
};

const roundHalfway: Generator = (random, grade) => {
  const unit = random.pick(roundingUnits(grade));
  const n = random.int(1, 98) * unit + unit / 2;
  return withDistractors({ prompt: `Round ${whole(n)} to the nearest ${whole(unit)}.`, steps: [`${whole(n)} is exactly halfway between ${whole(n - unit / 2)} and ${whole(n + unit / 2)}.`, `Halfway rounds up: ${whole(n + unit / 2)}.`], answer: whole(n + unit / 2) }, [whole(n - unit / 2), whole(n)]);
};

const estimateSum: Generator = (random, grade) => {
  const unit = grade <= 3 ? 100 : 1000;
  const a = random.int(5 * unit, 9 * unit) + random.int(1, unit - 1);
  const b = random.int(unit, 4 * unit) + random.int(1, unit - 1);
  const subtract = random.int(0, 1) === 1;
  const [ra, rb] = [roundTo(a, unit), roundTo(b, unit)];
  return {
    prompt: `Estimate ${whole(a)} ${subtract ? '−' : '+'} ${whole(b)} by rounding each number to the nearest ${whole(unit)}.`,
    steps: [`${whole(a)} rounds to ${whole(ra)}; ${whole(b)} rounds to ${whole(rb)}.`, `${whole(ra)} ${subtract ? '−' : '+'} ${whole(rb)} = ${whole(subtract ? ra - rb : ra + rb)}.`],
    answer: `About ${whole(subtract ? ra - rb : ra + rb)}`,
  };
};

const estimateProduct: Generator = (random) => {
  const a = random.int(12, 98);
  const b = random.int(12, 98);
  const [ra, rb] = [roundTo(a, 10), roundTo(b, 10)];
  return { prompt: `Estimate ${a} × ${b} by rounding each number to the nearest 10.`, steps: [`${a} rounds to ${ra}; ${b} rounds to ${rb}.`, `${ra} × ${rb} = ${whole(ra * rb)}.`], answer: `About ${whole(ra * rb)}` };
};

const checkReasonable: Generator = (random, grade) => {
  const unit = grade <= 4 ? 100 : 1000;
  const a = random.int(2 * unit, 8 * unit) + random.int(1, unit - 1);
  const b = random.int(unit, 4 * unit) + random.int(1, unit - 1);
  const right = random.int(0, 1) === 1;
  const claimed = right ? a + b : a + b - unit;
  const estimate = roundTo(a, unit) + roundTo(b, unit);
  const name = random.pick(['Jo', 'Sam', 'Priya', 'Tom']);
  return {
    prompt: `${name} worked out ${whole(a)} + ${whole(b)} = ${whole(claimed)}. Use rounding to the nearest ${whole(unit)} to decide whether the answer is reasonable.`,
    steps: [`Estimate: ${whole(roundTo(a, unit))} + ${whole(roundTo(b, unit))} = ${whole(estimate)}.`, right ? `${whole(claimed)} is close to ${whole(estimate)}, so it is reasonable.` : `${whole(claimed)} is ${whole(unit)} or so away from ${whole(estimate)}, so it is not reasonable; the sum is ${whole(a + b)}.`],
    answer: right ? `Yes: it is close to the estimate of ${whole(estimate)}` : `No: the estimate is ${whole(estimate)}; the sum is ${whole(a + b)}`,
  };
};

export const roundingWhole = defineTopic({
  strand: 'number',
  name: 'rounding and estimating',
  grades: [3, 6],
  keyPoints: [
    'To round, find the two multiples the number lies between and choose the nearer one.',
    'Look at the digit to the right of the place you are rounding to: 5 or more rounds up, less than 5 rounds down.',
    'Rounding before calculating gives an estimate to check that an answer is reasonable.',
  ],
  priorKnowledge: ['Place value to thousands.', 'Counting in tens, hundreds and thousands.', 'Number lines.'],
  keywords: ['rounding', 'estimate', 'place value', 'nearest'],
  materials: ['Blank number lines', 'Place-value charts', 'Mini-whiteboards and pens'],
  activities: ['Number-line rounding: students mark a number on a number line between its two multiples, decide which is nearer, then use their rounded numbers to estimate a sum before calculating it exactly.'],
  levels: (grade) => [roundNumber, roundNumber, roundHalfway, estimateSum, grade >= 4 ? estimateProduct : estimateSum, checkReasonable],
  recall: [earlyNumberWarmUps.nextInCount, digitValue, roundNumber],
});

// ——— Written addition and subtraction (Years 2 to 6) ———

/** The column method for a + b, one sentence per column. */
export function columnAdditionSteps(a: number, b: number): string[] {
  const [da, db] = [digitsOf(a), digitsOf(b)];
  const steps: string[] = [`Line up the digits by place value, ones under ones.`];
  let carry = 0;
  const columns = Math.max(da.length, db.length);
  for (let i = 0; i < columns; i++) {
    const total = (da[i] ?? 0) + (db[i] ?? 0) + carry;
    const carried = carry ? ` + 1 carried` : '';
    const last = i === columns - 1;
    const name = (PLACES[i] ?? 'next place').replace(/^\w/, (c) => c.toUpperCase());
    steps.push(`${name}: ${da[i] ?? 0} + ${db[i] ?? 0}${carried} = ${total}${total >= 10 && !last ? `; write ${total % 10} and carry 1 to the ${PLACES[i + 1]}` : ''}.`);
    carry = total >= 10 ? 1 : 0;
  }
  steps.push(`${whole(a)} + ${whole(b)} = ${whole(a + b)}.`);
  return steps;
}

/** The column method for a − b with exchanging, one sentence per column. */
export function columnSubtractionSteps(a: number, b: number): string[] {
  const top = digitsOf(a);
  const db = digitsOf(b);
  const steps: string[] = [`Line up the digits by place value, ones under ones.`];
  for (let i = 0; i < top.length; i++) {
    const bottom = db[i] ?? 0;
    const name = (PLACES[i] ?? 'next place').replace(/^\w/, (c) => c.toUpperCase());
    if (top[i]! < bottom) {
      let j = i + 1;
      while (top[j] === 0) j++;
      const chain: string[] = [];
      for (let k = j; k > i; k--) {
        top[k] = top[k]! - 1;
        top[k - 1] = top[k - 1]! + 10;
        chain.push(`exchange 1 ${PLACE_ONE[k]} for 10 ${PLACES[k - 1]}`);
      }
      steps.push(`${name}: ${top[i]! - 10} − ${bottom} cannot be done, so ${chain.join(', then ')}: ${top[i]} − ${bottom} = ${top[i]! - bottom}.`);
    } else if (!(i === top.length - 1 && top[i] === 0 && bottom === 0)) {
      steps.push(`${name}: ${top[i]} − ${bottom} = ${top[i]! - bottom}.`);
    }
  }
  steps.push(`${whole(a)} − ${whole(b)} = ${whole(a - b)}. Check: ${whole(a - b)} + ${whole(b)} = ${whole(a)}.`);
  return steps;
}

/** Each column's smaller digit taken from its larger, the bug that column subtraction must prevent. */
const smallerFromLarger = (a: number, b: number) => {
  const [da, db] = [digitsOf(a), digitsOf(b)];
  return Number(da.map((d, i) => Math.abs(d - (db[i] ?? 0))).reverse().join(''));
};
/** Each column added without carrying. */
const noCarry = (a: number, b: number) => {
  const [da, db] = [digitsOf(a), digitsOf(b)];
  return Number(Array.from({ length: Math.max(da.length, db.length) }, (_, i) => ((da[i] ?? 0) + (db[i] ?? 0)) % 10).reverse().join(''));
};

const columnDigits = (grade: number) => Math.min(6, Math.max(3, grade));

/** Two numbers whose sum needs the given number of carries at least. */
function additionPair(random: Random, digits: number, carries: number): [number, number] {
  for (;;) {
    const a = withDigits(random, digits);
    const b = withDigits(random, digits - random.int(0, 1));
    const [da, db] = [digitsOf(a), digitsOf(b)];
    let carry = 0;
    let count = 0;
    for (let i = 0; i < da.length; i++) {
      carry = (da[i] ?? 0) + (db[i] ?? 0) + carry >= 10 ? 1 : 0;
      count += carry;
    }
    if (count >= carries && String(a + b).length <= digits + (carries > 1 ? 1 : 0)) return [a, b];
  }
}

const addColumns =
  (carries: number): Generator =>
  (random, grade) => {
    const [a, b] = additionPair(random, columnDigits(grade), carries);
    return withDistractors({ prompt: `Work out ${whole(a)} + ${whole(b)}.`, steps: columnAdditionSteps(a, b), answer: whole(a + b) }, [whole(noCarry(a, b)), whole(a + b + 10)]);
  };

const subtractColumns =
  (acrossZero: boolean): Generator =>
  (random, grade) => {
    const digits = columnDigits(grade);
    for (;;) {
      let a = withDigits(random, digits);
      if (acrossZero) a = Number(String(a).slice(0, 1) + '0'.repeat(digits - 2) + String(a).slice(-1));
      const b = random.int(10 ** (digits - 2), a - 1);
      if (smallerFromLarger(a, b) === a - b) continue;
      return withDistractors({ prompt: `Work out ${whole(a)} − ${whole(b)}.`, steps: columnSubtractionSteps(a, b), answer: whole(a - b) }, [whole(smallerFromLarger(a, b)), whole(a - b + 10)]);
    }
  };

const inverseMissing: Generator = (random, grade) => {
  const digits = columnDigits(grade);
  const b = withDigits(random, digits - 1);
  const answer = withDigits(random, digits - 1);
  return withDistractors(
    { prompt: `Fill in the missing number: □ − ${whole(b)} = ${whole(answer)}.`, steps: [`Subtraction is undone by addition: □ = ${whole(answer)} + ${whole(b)}.`, `${whole(answer)} + ${whole(b)} = ${whole(answer + b)}.`, `Check: ${whole(answer + b)} − ${whole(b)} = ${whole(answer)}.`], answer: whole(answer + b) },
    [whole(Math.abs(answer - b)), whole(answer + b + 10)],
  );
};

const twoStepAddSub: Generator = (random, grade) => {
  const digits = columnDigits(grade);
  const start = withDigits(random, digits);
  const plus = withDigits(random, digits - 1);
  const minus = withDigits(random, digits - 1);
  const place = random.pick([
    ['A school library has', 'books', 'It buys', 'more and gives away'],
    ['A farm has', 'sheep', 'It buys', 'more and sells'],
    ['A stadium has', 'people in it', 'Then', 'more arrive and'],
  ] as const);
  const after = start + plus;
  return {
    prompt: `${place[0]} ${whole(start)} ${place[1]}. ${place[2]} ${whole(plus)} ${place[3]} ${whole(minus)}${place[1] === 'people in it' ? ' leave' : ''}. How many ${place[1] === 'people in it' ? 'people are there' : `${place[1]} does it have`} now?`,
    steps: [`First add: ${whole(start)} + ${whole(plus)} = ${whole(after)}.`, `Then subtract: ${whole(after)} − ${whole(minus)} = ${whole(after - minus)}.`],
    answer: whole(after - minus),
  };
};

export const columnAddSub = defineTopic({
  strand: 'number',
  name: 'written addition and subtraction',
  grades: [2, 6],
  keyPoints: [
    'Line up the digits by place value and work from the ones column to the left.',
    'When a column adds to 10 or more, carry 1 to the next column; when a column cannot be subtracted, exchange 1 from the next column for 10.',
    'Check a subtraction by adding the answer to the number taken away; check an addition by estimating.',
  ],
  priorKnowledge: ['Addition and subtraction facts to 20.', 'Place value.', 'Exchanging 1 ten for 10 ones.'],
  keywords: ['addition', 'subtraction', 'place value', 'inverse operation', 'estimate'],
  misconceptions: ['subtract-smaller-from-larger', 'place-value-face-value'],
  materials: [...NUMBER_MATERIALS, 'Squared paper to keep columns lined up'],
  activities: ['Spot the error: pairs are given three worked column subtractions, one of them with the smaller digit taken from the larger; they find it, explain it with base-ten blocks, and correct it.'],
  levels: [addColumns(1), addColumns(2), subtractColumns(false), subtractColumns(true), inverseMissing, twoStepAddSub],
  recall: [earlyNumberWarmUps.addTwo, earlyNumberWarmUps.subtractTwo, digitValue],
});

// ——— Mental addition and subtraction (Years 2 to 5) ———

const compensateAdd: Generator = (random, grade) => {
  const a = random.int(grade <= 2 ? 21 : 121, grade <= 2 ? 59 : 899);
  const near = random.int(2, grade <= 2 ? 6 : 9) * 10;
  const off = random.int(1, 2);
  const b = near - off;
  return { prompt: `Work out ${a} + ${b} by adding ${near} and then adjusting.`, steps: [`${b} is ${near} − ${off}.`, `${a} + ${near} = ${a + near}.`, `${a + near} − ${off} = ${a + b}.`], answer: String(a + b) };
};

const compensateSubtract: Generator = (random, grade) => {
  const a = random.int(grade <= 2 ? 51 : 151, grade <= 2 ? 99 : 999);
  const near = random.int(2, 5) * 10;
  const off = random.int(1, 2);
  const b = near - off;
  return withDistractors(
    { prompt: `Work out ${a} − ${b} by subtracting ${near} and then adjusting.`, steps: [`${b} is ${near} − ${off}, so taking away ${near} takes away ${off} too many.`, `${a} − ${near} = ${a - near}.`, `${a - near} + ${off} = ${a - b}.`], answer: String(a - b) },
    [String(a - near - off), String(a - near)],
  );
};

const addPlace: Generator = (random, grade) => {
  const a = random.int(100, grade <= 3 ? 999 : 9999);
  // Year 2 adds and takes away 10 or 100; older classes any number of ones, tens, hundreds or thousands.
  const unit = random.pick(grade <= 2 ? [10, 100] : grade <= 3 ? [1, 10, 100] : [10, 100, 1000]);
  const k = grade <= 2 ? 1 : random.int(1, 9);
  const subtract = random.int(0, 1) === 1 && a > k * unit;
  const b = k * unit;
  const answer = subtract ? a - b : a + b;
  return withDistractors(
    { prompt: `Work out ${whole(a)} ${subtract ? '−' : '+'} ${whole(b)} in your head.`, steps: [`${whole(b)} is ${k} ${unit === 1 ? 'ones' : PLACES[String(unit).length - 1]}, so only that place changes (and the place to its left if it passes 9).`, `${whole(a)} ${subtract ? '−' : '+'} ${whole(b)} = ${whole(answer)}.`], answer: whole(answer) },
    [whole(subtract ? a - k : a + k), whole(subtract ? a - b * 10 : a + b * 10)],
  );
};

const nearDoubles: Generator = (random, grade) => {
  const n = random.int(grade <= 2 ? 4 : 15, grade <= 2 ? 9 : 60);
  return { prompt: `Work out ${n} + ${n + 1} using a double.`, steps: [`${n} + ${n + 1} is double ${n} and 1 more.`, `Double ${n} is ${2 * n}; ${2 * n} + 1 = ${2 * n + 1}.`], answer: String(2 * n + 1) };
};

const bridge: Generator = (random, grade) => {
  let a = random.int(grade <= 2 ? 11 : 101, grade <= 2 ? 89 : 989);
  if (a % 10 <= 1) a += 2;
  const toNext = 10 - (a % 10);
  const b = random.int(toNext + 1, 9);
  return { prompt: `Work out ${a} + ${b} by making the next ten.`, steps: [`${a} + ${toNext} = ${a + toNext}.`, `${b} is ${toNext} and ${b - toNext}: ${a + toNext} + ${b - toNext} = ${a + b}.`], answer: String(a + b) };
};

const relatedTens: Generator = (random, grade) => {
  const x = random.int(3, 9);
  const y = random.int(2, 9);
  const scale = grade <= 2 ? 10 : random.pick([10, 100]);
  const subtract = random.int(0, 1) === 1 && x > y;
  const fact = subtract ? x - y : x + y;
  return { prompt: `${x} ${subtract ? '−' : '+'} ${y} = ${fact}. Use this to work out ${x * scale} ${subtract ? '−' : '+'} ${y * scale}.`, steps: [`${x * scale} is ${x} ${scale === 10 ? 'tens' : 'hundreds'} and ${y * scale} is ${y} ${scale === 10 ? 'tens' : 'hundreds'}.`, `${x} ${scale === 10 ? 'tens' : 'hundreds'} ${subtract ? '−' : '+'} ${y} ${scale === 10 ? 'tens' : 'hundreds'} = ${fact} ${scale === 10 ? 'tens' : 'hundreds'} = ${fact * scale}.`], answer: String(fact * scale) };
};

/** Facts within 20 by making ten: 8 + 7 = 8 + 2 + 5. */
const makeTen: Generator = (random) => {
  const a = random.int(6, 9);
  const b = random.int(11 - a, 9);
  const toTen = 10 - a;
  return withDistractors(
    { prompt: `Work out ${a} + ${b} by making ten.`, steps: [`${a} + ${toTen} = 10.`, `${b} is ${toTen} and ${b - toTen}: 10 + ${b - toTen} = ${a + b}.`], answer: String(a + b) },
    [String(a + b - 1), String(a + b + 1), String(10 + b)],
  );
};

export const mentalAddSub = defineTopic({
  strand: 'number',
  name: 'mental addition and subtraction',
  grades: [2, 5],
  keyPoints: (grade) => [
    grade <= 2 ? 'Make ten to add within 20: 8 + 7 = 8 + 2 + 5 = 15. A double helps too: 7 + 8 is double 7 and 1 more.' : 'Choose a strategy that fits the numbers: add a near multiple of 10 and adjust, make the next ten, or use a double.',
    grade <= 2 ? 'Known facts give related facts: 6 + 7 = 13, so 60 + 70 = 130.' : 'Known facts give related facts: 6 + 7 = 13, so 60 + 70 = 130 and 600 + 700 = 1300.',
    grade <= 2 ? 'Adding or taking away 10 or 100 changes only that place: 453 + 10 = 463.' : 'Adding or subtracting 10, 100 or 1000 changes only that place (unless it passes 9).',
  ],
  priorKnowledge: ['Addition and subtraction facts to 20.', 'Place value.', 'Number bonds to 10 and 100.'],
  keywords: ['mental strategy', 'addition', 'subtraction', 'estimate'],
  materials: ['Empty number lines', 'Hundred charts', 'Mini-whiteboards and pens'],
  activities: ['Strategy sort: pairs sort calculation cards by the strategy that suits each best (near ten, doubles, make a ten), solve them mentally, and explain their choice to another pair.'],
  levels: (grade) => (grade <= 2 ? [makeTen, nearDoubles, addPlace, relatedTens, bridge, compensateAdd] : [addPlace, relatedTens, compensateAdd, compensateSubtract, bridge, nearDoubles]),
  recall: [earlyNumberWarmUps.missingBond, earlyNumberWarmUps.addTwo, earlyNumberWarmUps.subtractTwo],
});

// ——— Multiplying and dividing by 10, 100 and 1000 (Years 3 to 6) ———

const multiplyByTens: Generator = (random) => {
  const a = random.int(2, 9);
  const b = random.int(2, 9);
  const unit = random.pick([10, 100]);
  return withDistractors(
    { prompt: `Work out ${a} × ${whole(b * unit)}.`, steps: [`${whole(b * unit)} = ${b} × ${whole(unit)}.`, `${a} × ${b} = ${a * b}.`, `${a * b} × ${whole(unit)} = ${whole(a * b * unit)}.`], answer: whole(a * b * unit) },
    [whole(a * b), whole(a * b * unit * 10)],
  );
};

const timesPower: Generator = (random, grade) => {
  const power = random.pick([10, 100, 1000]);
  if (grade >= 5 && random.int(0, 1) === 1) {
    const value = random.int(101, 9999) / 100;
    const result = Number((value * power).toFixed(1));
    const shown = Number.isInteger(result) ? whole(result) : `${whole(Math.trunc(result))}.${plain(result).split('.')[1]}`;
    return withDistractors(
      { prompt: `Work out ${plain(value)} × ${whole(power)}.`, steps: [`Multiplying by ${whole(power)} moves every digit ${String(power).length - 1} ${power === 10 ? 'place' : 'places'} to the left.`, `${plain(value)} × ${whole(power)} = ${shown}.`], answer: shown },
      // "Add zeros" applied to a decimal.
      [`${plain(value)}${'0'.repeat(String(power).length - 1)}`, plain(value * power / 10)],
    );
  }
  const n = random.int(11, 999);
  return withDistractors({ prompt: `Work out ${n} × ${whole(power)}.`, steps: [`Multiplying by ${whole(power)} moves every digit ${String(power).length - 1} ${power === 10 ? 'place' : 'places'} to the left; zeros fill the empty places.`, `${n} × ${whole(power)} = ${whole(n * power)}.`], answer: whole(n * power) }, [whole(n * power / 10), whole(n * power * 10)]);
};

const dividePower: Generator = (random, grade) => {
  const power = random.pick([10, 100, 1000]);
  const decimals = grade >= 5;
  const n = decimals ? random.int(3, 9999) : random.int(2, 99) * power;
  const answer = n / power;
  return withDistractors(
    { prompt: `Work out ${whole(n)} ÷ ${whole(power)}.`, steps: [`Dividing by ${whole(power)} moves every digit ${String(power).length - 1} ${power === 10 ? 'place' : 'places'} to the right.`, `${whole(n)} ÷ ${whole(power)} = ${plain(answer)}.`], answer: plain(answer) },
    [plain(answer * 10), plain(answer / 10)],
  );
};

const missingPower: Generator = (random) => {
  const power = random.pick([10, 100, 1000]);
  const n = random.int(3, 99);
  return { prompt: `Fill in the missing number: □ × ${whole(power)} = ${whole(n * power)}.`, steps: [`Undo the multiplication: ${whole(n * power)} ÷ ${whole(power)}.`, `The missing number is ${n}.`], answer: String(n) };
};

const tensTimesTens: Generator = (random) => {
  const a = random.int(2, 9);
  const b = random.int(2, 9);
  return withDistractors({ prompt: `Work out ${a * 10} × ${b * 10}.`, steps: [`${a * 10} × ${b * 10} = ${a} × ${b} × 10 × 10.`, `${a} × ${b} = ${a * b}; × 100 gives ${whole(a * b * 100)}.`], answer: whole(a * b * 100) }, [whole(a * b * 10), whole(a * b * 1000)]);
};

export const powersOfTen = defineTopic({
  strand: 'number',
  name: 'multiplying and dividing by 10, 100 and 1000',
  grades: [3, 6],
  keyPoints: (grade) => [
    'Multiplying by 10 moves every digit one place to the left; by 100, two places; by 1000, three places.',
    'Dividing by 10, 100 or 1000 moves the digits to the right.',
    grade >= 5 ? 'The decimal point does not move: the digits do. “Adding a zero” does not work for decimals: 3.4 × 10 = 34, not 3.40.' : 'Use a fact you know and multiply by 10: 9 × 80 = 9 × 8 × 10 = 720.',
  ],
  priorKnowledge: ['Multiplication facts.', 'Place value, including tenths and hundredths.'],
  keywords: ['place value', 'digit', 'multiple', 'decimal point'],
  misconceptions: ['place-value-face-value', 'longer-decimal-larger'],
  materials: ['Place-value sliders or charts', 'Digit cards', 'Calculators to test predictions'],
  activities: ['Place-value slider: students write a number on a strip, slide it along a place-value chart to multiply or divide by 10, 100 or 1000, and record what happens to each digit.'],
  levels: (grade) => (grade <= 4 ? [multiplyByTens, timesPower, dividePower, missingPower, tensTimesTens, multiplyByTens] : [timesPower, dividePower, multiplyByTens, tensTimesTens, dividePower, missingPower]),
  recall: [timesFact, digitValue, multiplyByTens],
});

/** Quick questions the later whole-number topics recall. */
export const wholeNumberWarmUps = { digitValue, timesFact, divisionFact, missingFactor, multiplyByTens };
