import { defineTopic, withDistractors, type Generator } from './define.ts';
import { earlyNumberWarmUps } from './early-number.ts';
import { cash, plain, sup, whole } from './format.ts';
import { gcd, lcm } from './numbers.ts';
import type { Random } from './random.ts';
import { digitsOf, withDigits, wholeNumberWarmUps } from './whole-number.ts';
import { counted } from './words.ts';

/**
 * Whole-number methods and properties from Year 3 to Year 8: multi-digit multiplication (the area model and long
 * multiplication), short and long division, factors, multiples and primes, squares and roots, the order of
 * operations, Roman numerals, and multi-step problems. Every worked method writes out the same steps a teacher would
 * model on the board.
 */

const { digitValue, timesFact, divisionFact, missingFactor, multiplyByTens } = wholeNumberWarmUps;

// ——— Multi-digit multiplication: the area model and long multiplication (Years 4 to 7) ———

/** The area model for a × b: each part of one number times each part of the other. */
function areaModelSteps(a: number, b: number): string[] {
  const partsA = digitsOf(a).map((d, i) => d * 10 ** i).filter((v) => v > 0).reverse();
  const partsB = digitsOf(b).map((d, i) => d * 10 ** i).filter((v) => v > 0).reverse();
  const products = partsA.flatMap((x) => partsB.map((y) => [x, y, x * y] as const));
  return [
    `Split the numbers by place value: ${whole(a)} = ${partsA.map(whole).join(' + ')}${partsB.length > 1 ? ` and ${whole(b)} = ${partsB.map(whole).join(' + ')}` : ''}.`,
    `Multiply each part in the area model: ${products.map(([x, y, p]) => `${whole(x)} × ${whole(y)} = ${whole(p)}`).join('; ')}.`,
    `Add the parts: ${products.map(([, , p]) => whole(p)).join(' + ')} = ${whole(a * b)}.`,
  ];
}

/** Long multiplication of a by a two-digit b: a row for the ones and a row for the tens. */
function longMultiplicationSteps(a: number, b: number): string[] {
  const ones = b % 10;
  const tens = b - ones;
  return [
    `Multiply by the ones: ${whole(a)} × ${ones} = ${whole(a * ones)}.`,
    `Multiply by the tens: ${whole(a)} × ${tens} = ${whole(a * tens)} (write a 0 in the ones place first, because you are multiplying by tens).`,
    `Add the two rows: ${whole(a * ones)} + ${whole(a * tens)} = ${whole(a * b)}.`,
  ];
}

const multiplyBy = (aDigits: number, bDigits: number, method: 'area' | 'long'): Generator => (random) => {
  const a = withDigits(random, aDigits);
  // A one-digit multiplier of 1 or 2 gives nothing to practise.
  let b = bDigits === 1 ? random.int(3, 9) : withDigits(random, bDigits);
  if (bDigits === 2 && b % 10 === 0) b += random.int(1, 9);
  const useArea = method === 'area' || bDigits === 1;
  const steps = useArea ? areaModelSteps(a, b) : longMultiplicationSteps(a, b);
  const [aTens, aOnes, bTens, bOnes] = [a - (a % 10), a % 10, b - (b % 10), b % 10];
  return withDistractors(
    { prompt: `Work out ${whole(a)} × ${whole(b)}${useArea && bDigits === 2 ? ' using an area model' : ''}.`, steps, answer: whole(a * b) },
    bDigits === 2
      ? // Only tens × tens and ones × ones; or the tens row without its zero.
        [whole(aTens * bTens + aOnes * bOnes), whole(a * bOnes + a * (bTens / 10))]
      : [whole(a * b - (a - (a % 10)) * b + (a - (a % 10)) * b / 10), whole(a * b + b)],
  );
};

const multiplyStory: Generator = (random, grade) => {
  const perBox = withDigits(random, grade <= 4 ? 2 : 3);
  const boxes = grade <= 4 ? random.int(3, 9) : withDigits(random, 2);
  const thing = random.pick([
    ['crates', 'apples'],
    ['boxes', 'pencils'],
    ['rolls', 'stickers'],
    ['cartons', 'juice boxes'],
  ] as const);
  return {
    prompt: `A shop orders ${boxes} ${thing[0]} of ${thing[1]} with ${perBox} ${thing[1]} in each. How many ${thing[1]} is that?`,
    steps: [`${boxes} ${thing[0]} of ${perBox}: ${perBox} × ${boxes}.`, ...(grade <= 4 ? areaModelSteps(perBox, boxes) : longMultiplicationSteps(perBox, boxes))],
    answer: `${whole(perBox * boxes)} ${thing[1]}`,
  };
};

export const multiDigitMultiplication = defineTopic({
  strand: 'number',
  name: 'multi-digit multiplication',
  grades: [4, 7],
  keyPoints: (grade) => [
    'Split a number by place value and multiply each part: 34 × 6 = 30 × 6 + 4 × 6 (the distributive property).',
    'In an area model every part of one number is multiplied by every part of the other; add all the parts.',
    grade >= 5 ? 'In long multiplication, multiply by the ones, then by the tens (with a 0 in the ones place), and add the rows.' : 'Estimate first (34 × 6 is about 30 × 6 = 180) to check the answer.',
  ],
  priorKnowledge: ['Multiplication facts to 10 × 10.', 'Multiplying by 10 and 100.', 'Column addition.'],
  keywords: ['product', 'factor', 'area model', 'distributive law', 'estimate'],
  materials: ['Squared paper for area models', 'Base-ten blocks', 'Mini-whiteboards and pens'],
  activities: ['Area model to algorithm: students draw an area model for a two-digit by two-digit product, then match each of its parts to the rows of long multiplication for the same product.'],
  levels: (grade) => (grade <= 4 ? [multiplyBy(2, 1, 'area'), multiplyBy(3, 1, 'area'), multiplyBy(4, 1, 'area'), multiplyBy(2, 2, 'area'), multiplyStory, multiplyBy(2, 2, 'area')] : [multiplyBy(3, 1, 'long'), multiplyBy(2, 2, 'long'), multiplyBy(3, 2, 'long'), multiplyBy(4, 2, 'long'), multiplyStory, multiplyBy(2, 2, 'area')]),
  exampleLevel: (grade) => (grade <= 4 ? 1 : 2),
  recall: [timesFact, multiplyByTens, earlyNumberWarmUps.addTwo],
});

// ——— Division: short division, remainders and long division (Years 3 to 7) ———

interface Division {
  steps: string[];
  quotient: number;
  remainder: number;
}

/** Short or long division, one sentence per digit of the dividend. */
export function divisionSteps(dividend: number, divisor: number): Division {
  const digits = String(dividend).split('').map(Number);
  const steps: string[] = [];
  let running = 0;
  let quotient = 0;
  let started = false;
  digits.forEach((d, i) => {
    running = running * 10 + d;
    const q = Math.floor(running / divisor);
    const next = digits[i + 1];
    if (!started && q === 0 && next !== undefined) {
      steps.push(`${running} is less than ${divisor}, so use the next digit too: ${running * 10 + next}.`);
      return;
    }
    started = true;
    quotient = quotient * 10 + q;
    const r = running - q * divisor;
    steps.push(`${running} ÷ ${divisor} = ${q}${q ? ` (${q} × ${divisor} = ${q * divisor})` : ''}, remainder ${r}.${next !== undefined ? ` Bring down the ${next} to make ${r * 10 + next}.` : ''}`);
    running = r;
  });
  return { steps, quotient, remainder: running };
}

const remainderText = (q: number, r: number) => (r ? `${whole(q)} remainder ${r}` : whole(q));

const divide = (dividendDigits: number, divisorDigits: number, exact: boolean): Generator => (random) => {
  for (;;) {
    const divisor = divisorDigits === 1 ? random.int(3, 9) : random.int(12, 49);
    const dividend = exact ? divisor * random.int(Math.ceil(10 ** (dividendDigits - 1) / divisor), Math.floor((10 ** dividendDigits - 1) / divisor)) : withDigits(random, dividendDigits);
    if (dividend < divisor * 2 || String(dividend).length !== dividendDigits) continue;
    const { steps, quotient, remainder } = divisionSteps(dividend, divisor);
    // A zero inside the quotient is the digit students drop most often.
    const dropped = String(quotient).includes('0') ? Number(String(quotient).replace(/0/g, '')) : quotient + 1;
    return withDistractors(
      { prompt: `Work out ${whole(dividend)} ÷ ${divisor}.`, steps: [...steps, `Check: ${whole(quotient)} × ${divisor}${remainder ? ` + ${remainder}` : ''} = ${whole(dividend)}.`], answer: remainderText(quotient, remainder) },
      [remainderText(dropped, remainder), remainderText(quotient, remainder + divisor > 9 ? (remainder + 1) % divisor : remainder + 1)],
    );
  }
};

const remainderInContext: Generator = (random) => {
  const seats = random.int(6, 12);
  const people = seats * random.int(3, 9) + random.int(1, seats - 1);
  const roundUp = random.int(0, 1) === 1;
  const q = Math.floor(people / seats);
  return withDistractors(
    roundUp
      ? { prompt: `${people} students are going on a trip. Each minibus holds ${seats} students. How many minibuses are needed?`, steps: [`${people} ÷ ${seats} = ${q} remainder ${people - q * seats}.`, `The ${people - q * seats} students left over still need a minibus, so round up.`], answer: `${q + 1} minibuses` }
      : { prompt: `A baker has ${people} cupcakes and packs them in boxes of ${seats}. How many boxes can be filled?`, steps: [`${people} ÷ ${seats} = ${q} remainder ${people - q * seats}.`, `The ${people - q * seats} cupcakes left over do not fill a box, so the answer is ${q}.`], answer: `${q} boxes` },
    roundUp ? [`${q} minibuses`, `${q} remainder ${people - q * seats} minibuses`] : [`${q + 1} boxes`, `${q} remainder ${people - q * seats} boxes`],
  );
};

const divideToDecimal: Generator = (random) => {
  for (;;) {
    const divisor = random.pick([4, 8, 12, 16, 20, 24, 25, 40]);
    const dividend = random.int(101, 4999);
    if ((dividend * 100) % divisor !== 0 || dividend % divisor === 0) continue;
    const value = dividend / divisor;
    const { steps, quotient, remainder } = divisionSteps(dividend, divisor);
    return {
      prompt: `Work out ${whole(dividend)} ÷ ${divisor}, giving your answer as a decimal.`,
      steps: [...steps, `Instead of a remainder of ${remainder}, write a decimal point and carry on with zeros: ${remainder}0 ÷ ${divisor}, and so on.`, `${whole(dividend)} ÷ ${divisor} = ${plain(value)} (${whole(quotient)} and ${remainder}/${divisor}).`],
      answer: plain(value),
    };
  }
};

export const division = defineTopic({
  strand: 'number',
  name: 'division with remainders and long division',
  grades: [3, 7],
  keyPoints: (grade) => [
    'Divide one place at a time from the left; what is left over moves to the next place.',
    'The remainder is always less than the divisor; check by multiplying back and adding the remainder.',
    grade >= 5 ? 'Decide what a remainder means in the problem: round up (buses), round down (full boxes), or carry on as a decimal.' : 'A zero in the quotient holds a place: 824 ÷ 4 = 206.',
  ],
  priorKnowledge: ['Multiplication and division facts.', 'Place value.', 'Subtraction.'],
  keywords: ['division', 'quotient', 'remainder', 'divisor'],
  materials: ['Base-ten blocks to share', 'Squared paper for the written method', 'Multiplication grids for support'],
  activities: ['Share it out: groups share a three-digit number of base-ten blocks equally among 4, 5 or 6 plates, exchanging a hundred for tens or a ten for ones when they cannot share, and match each exchange to a line of the written method.'],
  levels: (grade) => (grade <= 4 ? [divide(2, 1, true), divide(2, 1, false), divide(3, 1, false), divide(4, 1, false), remainderInContext, divide(3, 1, true)] : grade === 5 ? [divide(3, 1, false), divide(4, 1, false), divide(3, 2, true), divide(4, 2, false), remainderInContext, divide(4, 2, true)] : [divide(4, 1, false), divide(4, 2, true), divide(4, 2, false), divideToDecimal, remainderInContext, divideToDecimal]),
  recall: [divisionFact, timesFact, missingFactor],
});

// ——— Factors, multiples and primes (Years 4 to 8) ———

const factorsOf = (n: number) => Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
const isPrime = (n: number) => n > 1 && factorsOf(n).length === 2;
const COMPOSITES = [36, 48, 24, 60, 72, 84, 90, 96, 100, 64, 45, 54, 30, 42];

const factorPairs: Generator = (random) => {
  const n = random.pick(COMPOSITES);
  const pairs = factorsOf(n).filter((d) => d * d <= n).map((d) => `${d} × ${n / d}`);
  return withDistractors(
    { prompt: `List all the factor pairs of ${n}.`, steps: [`Try each number from 1 upwards and stop when the pairs start to repeat.`, `${pairs.join(', ')}.`], answer: pairs.join(', ') },
    [pairs.slice(1).join(', '), pairs.slice(0, -1).join(', ')],
  );
};

const firstMultiples: Generator = (random) => {
  const n = random.int(3, 12);
  const multiples = [1, 2, 3, 4, 5].map((k) => k * n);
  return { prompt: `Write the first five multiples of ${n}.`, steps: [`Multiply ${n} by 1, 2, 3, 4 and 5.`, `${multiples.join(', ')}.`], answer: multiples.join(', ') };
};

const primeOrComposite: Generator = (random) => {
  const n = random.pick([21, 27, 29, 31, 33, 37, 39, 41, 43, 49, 51, 53, 57, 59, 61, 63, 67, 71, 73, 77, 79, 81, 83, 87, 89, 91, 97]);
  const prime = isPrime(n);
  const d = factorsOf(n)[1]!;
  return withDistractors(
    { prompt: `Is ${n} prime or composite?`, steps: prime ? [`Test the primes up to √${n}: ${[2, 3, 5, 7].filter((p) => p * p <= n).join(', ')}.`, `None divides ${n} exactly, so ${n} is prime.`] : [`${n} = ${d} × ${n / d}.`, `It has factors other than 1 and itself, so it is composite.`], answer: prime ? 'prime' : `composite: ${n} = ${d} × ${n / d}` },
    [prime ? `composite: ${n} = 1 × ${n}` : 'prime', 'neither'],
  );
};

const highestCommonFactor: Generator = (random, _grade, place) => {
  const g = random.int(2, 12);
  let [a, b] = [random.int(2, 9), random.int(2, 9)];
  while (gcd(a, b) !== 1 || a === b) [a, b] = [random.int(2, 9), random.int(2, 9)];
  const name = place.country === 'us' ? 'greatest common factor' : 'highest common factor';
  return withDistractors(
    { prompt: `Find the ${name} of ${g * a} and ${g * b}.`, steps: [`Factors of ${g * a}: ${factorsOf(g * a).join(', ')}.`, `Factors of ${g * b}: ${factorsOf(g * b).join(', ')}.`, `The largest factor in both lists is ${g}.`], answer: String(g) },
    [String(lcm(g * a, g * b)), String(factorsOf(g).at(-2) ?? 1)],
  );
};

const lowestCommonMultiple: Generator = (random, _grade, place) => {
  const a = random.int(3, 12);
  let b = random.int(3, 12);
  while (b === a || a % b === 0 || b % a === 0) b = random.int(3, 12);
  const name = place.country === 'us' ? 'least common multiple' : 'lowest common multiple';
  const m = lcm(a, b);
  return withDistractors(
    { prompt: `Find the ${name} of ${a} and ${b}.`, steps: [`Multiples of ${a}: ${Array.from({ length: m / a }, (_, i) => (i + 1) * a).join(', ')}.`, `Multiples of ${b}: ${Array.from({ length: m / b }, (_, i) => (i + 1) * b).join(', ')}.`, `The first multiple in both lists is ${m}.`], answer: String(m) },
    [String(a * b === m ? m * 2 : a * b), String(gcd(a, b))],
  );
};

/** The prime factors of n, smallest first. */
function primeFactors(n: number): number[] {
  const out: number[] = [];
  let rest = n;
  for (let p = 2; rest > 1; p++) {
    while (rest % p === 0) {
      out.push(p);
      rest /= p;
    }
  }
  return out;
}

const primeFactorisation: Generator = (random) => {
  const n = random.pick([72, 90, 120, 150, 180, 200, 252, 360, 420, 540, 600, 84, 96, 132]);
  const factors = primeFactors(n);
  const powers = [...new Set(factors)].map((p) => {
    const k = factors.filter((f) => f === p).length;
    return k > 1 ? `${p}${sup(k)}` : String(p);
  });
  return { prompt: `Write ${n} as a product of prime factors in index form.`, steps: [`Divide by primes, smallest first: ${factors.join(' × ')}.`, `Group repeated factors with powers: ${powers.join(' × ')}.`], answer: powers.join(' × ') };
};

const divisibility: Generator = (random) => {
  const d = random.pick([3, 9]);
  const n = random.int(1000, 9999);
  const sum = String(n).split('').reduce((s, c) => s + Number(c), 0);
  const yes = sum % d === 0;
  return {
    prompt: `Use the digit sum to decide whether ${whole(n)} is divisible by ${d}.`,
    steps: [`Digit sum: ${String(n).split('').join(' + ')} = ${sum}.`, yes ? `${sum} is divisible by ${d}, so ${whole(n)} is too.` : `${sum} is not divisible by ${d}, so ${whole(n)} is not.`],
    answer: yes ? `Yes: the digit sum ${sum} is divisible by ${d}` : `No: the digit sum ${sum} is not divisible by ${d}`,
  };
};

export const factorsAndMultiples = defineTopic({
  strand: 'number',
  name: 'factors, multiples and primes',
  grades: [4, 8],
  keyPoints: (grade) => [
    'A factor divides a number exactly; a multiple is the number times a whole number.',
    'A prime number has exactly two factors, 1 and itself; 1 is not prime.',
    grade >= 6 ? 'Every whole number greater than 1 is a product of primes in exactly one way: 360 = 2³ × 3² × 5.' : 'Factors come in pairs: 1 × 36, 2 × 18, 3 × 12, 4 × 9, 6 × 6.',
  ],
  priorKnowledge: ['Multiplication and division facts.', 'Divisibility by 2, 5 and 10.'],
  keywords: (grade) => (grade >= 6 ? ['factor', 'multiple', 'prime number', 'composite number', 'index notation'] : ['factor', 'multiple', 'prime number', 'composite number']),
  materials: ['Counters to make rectangular arrays', 'Hundred charts for the sieve of Eratosthenes', 'Mini-whiteboards and pens'],
  activities: ['Rectangle factors: students make every rectangle possible from 12, 24 and 36 counters, record the factor pairs, and find the numbers that make only one rectangle (the primes).'],
  levels: (grade) => (grade <= 5 ? [factorPairs, firstMultiples, primeOrComposite, highestCommonFactor, lowestCommonMultiple, divisibility] : [factorPairs, primeOrComposite, highestCommonFactor, lowestCommonMultiple, primeFactorisation, primeFactorisation]),
  recall: [timesFact, divisionFact, firstMultiples],
});

// ——— Squares, cubes and roots (Years 5 to 9) ———

const squareOf: Generator = (random) => {
  const n = random.int(4, 15);
  return withDistractors({ prompt: `What is ${n}²?`, steps: [`${n}² means ${n} × ${n}.`, `${n} × ${n} = ${n * n}.`], answer: String(n * n) }, [String(2 * n), String(n + 2)]);
};

const cubeOf: Generator = (random) => {
  const n = random.int(2, 6);
  return withDistractors({ prompt: `What is ${n}³?`, steps: [`${n}³ means ${n} × ${n} × ${n}.`, `${n} × ${n} = ${n * n}; ${n * n} × ${n} = ${n ** 3}.`], answer: String(n ** 3) }, [String(3 * n), String(n * n)]);
};

const rootOf: Generator = (random) => {
  const n = random.int(4, 15);
  return withDistractors({ prompt: `What is √${n * n}?`, steps: [`Find the number that multiplied by itself gives ${n * n}.`, `${n} × ${n} = ${n * n}, so √${n * n} = ${n}.`], answer: String(n) }, [String((n * n) / 2), String(n + 1)]);
};

const cubeRootOf: Generator = (random) => {
  const n = random.int(2, 10);
  return { prompt: `What is ∛${n ** 3}?`, steps: [`Find the number that multiplied by itself three times gives ${n ** 3}.`, `${n} × ${n} × ${n} = ${n ** 3}, so ∛${n ** 3} = ${n}.`], answer: String(n) };
};

const rootBetween: Generator = (random) => {
  const low = random.int(3, 12);
  const n = random.int(low * low + 1, (low + 1) * (low + 1) - 1);
  return withDistractors(
    { prompt: `Between which two consecutive whole numbers does √${n} lie?`, steps: [`${low}² = ${low * low} and ${low + 1}² = ${(low + 1) ** 2}.`, `${n} is between them, so √${n} is between ${low} and ${low + 1}.`], answer: `${low} and ${low + 1}` },
    [`${low - 1} and ${low}`, `${Math.floor(n / 2)} and ${Math.floor(n / 2) + 1}`],
  );
};

const solveSquare: Generator = (random, grade) => {
  if (grade >= 8 && random.int(0, 1) === 1) {
    const n = random.int(2, 6) * (random.int(0, 1) ? 1 : -1);
    return { prompt: `Solve x³ = ${n ** 3 < 0 ? `−${Math.abs(n ** 3)}` : n ** 3}.`, steps: [`Take the cube root of both sides.`, `x = ∛${n ** 3 < 0 ? `(−${Math.abs(n ** 3)})` : n ** 3} = ${n < 0 ? `−${-n}` : n}.`], answer: `x = ${n < 0 ? `−${-n}` : n}` };
  }
  const n = random.int(3, 15);
  return withDistractors({ prompt: `Solve x² = ${n * n}.`, steps: [`Take the square root of both sides; a square has two roots.`, `x = ${n} or x = −${n}, because ${n}² = (−${n})² = ${n * n}.`], answer: `x = ${n} or x = −${n}` }, [`x = ${n}`, `x = ${(n * n) / 2}`]);
};

const squareNumbersIn: Generator = (random) => {
  const squares = random.shuffle([16, 25, 36, 49, 64, 81, 100, 121, 144]).slice(0, 2);
  const others = random.shuffle([18, 24, 32, 40, 48, 50, 60, 72, 90]).slice(0, 2);
  const list = random.shuffle([...squares, ...others]);
  const found = list.filter((n) => squares.includes(n));
  return { prompt: `Which of these are square numbers: ${list.join(', ')}?`, steps: [`A square number is a whole number times itself.`, ...found.map((n) => `${n} = ${Math.sqrt(n)} × ${Math.sqrt(n)}.`), `The others are not the square of a whole number.`], answer: found.join(' and ') };
};

export const squaresAndRoots = defineTopic({
  strand: 'number',
  name: 'squares, cubes and roots',
  grades: [5, 9],
  keyPoints: (grade) => [
    'A square number is a number times itself: 7² = 7 × 7 = 49. A cube number is a number used three times: 4³ = 64.',
    'A square root undoes squaring: √49 = 7; a cube root undoes cubing: ∛64 = 4.',
    grade >= 8 ? 'x² = 49 has two solutions, 7 and −7; the square root of a number that is not a perfect square lies between two whole numbers.' : '7² is not 7 × 2: the small 2 says how many times 7 is used as a factor.',
  ],
  priorKnowledge: ['Multiplication facts to 12 × 12.', 'Factors and multiples.'],
  keywords: ['square number', 'square root', 'power', 'exponent'],
  materials: ['Square tiles and interlocking cubes', 'Squared paper', 'Calculators with √ to check'],
  activities: ['Build the squares: students build squares and cubes from tiles and cubes, record the numbers in a table of n, n², n³, and use it to estimate square roots of numbers between the squares.'],
  levels: (grade) => (grade <= 6 ? [squareOf, rootOf, cubeOf, squareNumbersIn, rootBetween, cubeRootOf] : [squareOf, cubeOf, rootOf, cubeRootOf, rootBetween, solveSquare]),
  recall: [timesFact, squareOf, rootOf],
});

// ——— Order of operations (Years 5 to 8) ———

const opsNumbers = (random: Random) => [random.int(2, 9), random.int(2, 9), random.int(2, 9)] as const;

const addThenMultiply: Generator = (random) => {
  const [a, b, c] = opsNumbers(random);
  return withDistractors({ prompt: `Work out ${a} + ${b} × ${c}.`, steps: [`Multiply before adding: ${b} × ${c} = ${b * c}.`, `${a} + ${b * c} = ${a + b * c}.`], answer: String(a + b * c) }, [String((a + b) * c), String(a + b + c)]);
};

const bracketsFirst: Generator = (random) => {
  const [a, b, c] = opsNumbers(random);
  return withDistractors({ prompt: `Work out (${a} + ${b}) × ${c}.`, steps: [`Brackets first: ${a} + ${b} = ${a + b}.`, `${a + b} × ${c} = ${(a + b) * c}.`], answer: String((a + b) * c) }, [String(a + b * c), String(a * c + b)]);
};

const subtractDivide: Generator = (random) => {
  const [b, c] = [random.int(2, 9), random.int(2, 9)];
  const a = b + random.int(5, 30);
  return withDistractors({ prompt: `Work out ${a + b * c - b} − ${b * c} ÷ ${c}.`, steps: [`Divide before subtracting: ${b * c} ÷ ${c} = ${b}.`, `${a + b * c - b} − ${b} = ${a + b * c - 2 * b}.`], answer: String(a + b * c - 2 * b) }, [plain((a + b * c - b - b * c) / c), String(a + b * c - b - b * c)]);
};

const withPowers: Generator = (random) => {
  const [a, b, c] = opsNumbers(random);
  return withDistractors({ prompt: `Work out ${a} × ${b}² + ${c}.`, steps: [`Powers first: ${b}² = ${b * b}.`, `Then multiply: ${a} × ${b * b} = ${a * b * b}.`, `Then add: ${a * b * b} + ${c} = ${a * b * b + c}.`], answer: String(a * b * b + c) }, [String((a * b) ** 2 + c), String(a * b * 2 + c)]);
};

const nested: Generator = (random) => {
  const [b, c] = [random.int(2, 9), random.int(2, 9)];
  const outer = b + c + random.int(1, 9);
  const d = random.int(2, 5);
  const inside = outer - (b + c);
  return {
    prompt: `Work out ${d} × [${outer} − (${b} + ${c})].`,
    steps: [`Innermost brackets first: ${b} + ${c} = ${b + c}.`, `Square brackets next: ${outer} − ${b + c} = ${inside}.`, `${d} × ${inside} = ${d * inside}.`],
    answer: String(d * inside),
  };
};

/** Recording a calculation said in words as an expression, brackets showing what is done first. */
const writeExpression: Generator = (random) => {
  const [a, b, k] = [random.int(2, 15), random.int(2, 15), random.int(2, 9)];
  // The division comes out exactly: the number divided is a multiple of k.
  const total = k * random.int(2, 9) + b;
  const [said, written, value] = random.pick([
    [`add ${a} and ${b}, then multiply by ${k}`, `(${a} + ${b}) × ${k}`, (a + b) * k],
    [`subtract ${b} from ${total}, then divide by ${k}`, `(${total} − ${b}) ÷ ${k}`, (total - b) / k],
    [`multiply ${a} by ${k}, then add ${b}`, `${a} × ${k} + ${b}`, a * k + b],
  ] as const);
  return withDistractors(
    { prompt: `Write “${said}” as an expression, then work it out.`, steps: [`Brackets show what is done first; multiplication and division are done before addition and subtraction anyway.`, `${written} = ${whole(value)}.`], answer: `${written} = ${whole(value)}` },
    [`${written.replace(/[()]/g, '')} = ${whole(evaluateLeftToRight(written))}`],
  );
};

/** Working strictly from left to right, the mistake brackets are there to prevent. */
function evaluateLeftToRight(expression: string): number {
  const tokens = expression.replace(/[()]/g, '').split(' ');
  let value = Number(tokens[0]);
  for (let i = 1; i < tokens.length; i += 2) {
    const n = Number(tokens[i + 1]);
    value = tokens[i] === '+' ? value + n : tokens[i] === '−' ? value - n : tokens[i] === '×' ? value * n : value / n;
  }
  return value;
}

const placeBrackets: Generator = (random) => {
  for (;;) {
    const [a, b, c] = opsNumbers(random);
    const d = random.int(1, 9);
    const plainValue = a + b * c - d;
    const target = (a + b) * c - d;
    if (target === plainValue || target === a + b * (c - d) || target === (a + b * c) - d) continue;
    return { prompt: `Put one pair of brackets into ${a} + ${b} × ${c} − ${d} to make it equal ${target}.`, steps: [`Without brackets it is ${a} + ${b * c} − ${d} = ${plainValue}.`, `Adding first makes it bigger: (${a} + ${b}) × ${c} − ${d} = ${a + b} × ${c} − ${d} = ${(a + b) * c} − ${d} = ${target}.`], answer: `(${a} + ${b}) × ${c} − ${d} = ${target}` };
  }
};

export const orderOfOperations = defineTopic({
  strand: 'number',
  name: 'order of operations',
  grades: [5, 8],
  keyPoints: (grade) => [
    'Work out brackets first, then powers, then multiplication and division from left to right, then addition and subtraction from left to right.',
    '3 + 4 × 5 = 23, not 35: multiplication comes before addition whatever order they are written in.',
    grade >= 6 ? 'Brackets change the order, and nested brackets are worked from the inside out.' : 'Brackets [ ] and { } group like ( ): work the innermost first.',
  ],
  priorKnowledge: ['The four operations with whole numbers.', 'Square numbers.'],
  keywords: ['order of operations', 'operation', 'expression'],
  misconceptions: ['order-of-operations'],
  materials: ['Calculators (scientific and basic, to compare)', 'Operation cards', 'Mini-whiteboards and pens'],
  activities: ['Calculator clash: students key 3 + 4 × 5 into a basic and a scientific calculator, explain why the answers differ, and write brackets that make each answer correct.'],
  levels: (grade) => (grade <= 5 ? [addThenMultiply, bracketsFirst, subtractDivide, writeExpression, placeBrackets, nested] : [addThenMultiply, bracketsFirst, subtractDivide, withPowers, nested, placeBrackets]),
  recall: [timesFact, divisionFact, squareOf],
});

// ——— Roman numerals (Years 3 to 5) ———

const ROMAN: ReadonlyArray<readonly [number, string]> = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** A whole number from 1 to 3999 in Roman numerals, and the parts it is built from. */
function roman(n: number): { text: string; parts: Array<readonly [number, string]> } {
  const parts: Array<readonly [number, string]> = [];
  let rest = n;
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      parts.push([value, letters]);
      rest -= value;
    }
  }
  return { text: parts.map(([, l]) => l).join(''), parts };
}

const romanMax = (grade: number) => (grade <= 3 ? 12 : grade === 4 ? 100 : 2100);

const fromRoman: Generator = (random, grade) => {
  const n = random.int(grade <= 3 ? 4 : 14, romanMax(grade));
  const { text, parts } = roman(n);
  // Adding every letter, subtractive pairs included (IV read as 6).
  const naive = text.split('').reduce((s, l) => s + ROMAN.find(([, x]) => x === l)![0], 0);
  return withDistractors({ prompt: `What number is ${text}?`, steps: [`Split it into parts: ${parts.map(([v, l]) => `${l} = ${v}`).join(', ')}.`, `${parts.map(([v]) => v).join(' + ')} = ${n}.`], answer: String(n) }, [String(naive), String(n + 10)]);
};

const toRoman: Generator = (random, grade) => {
  const n = random.int(grade <= 3 ? 4 : 14, romanMax(grade));
  const { text, parts } = roman(n);
  return { prompt: `Write ${n} in Roman numerals.`, steps: [`Split ${n} into parts: ${parts.map(([v]) => v).join(' + ')}.`, `${parts.map(([, l]) => l).join(' + ')} = ${text}.`], answer: text };
};

export const romanNumerals = defineTopic({
  strand: 'number',
  name: 'Roman numerals',
  grades: [3, 5],
  keyPoints: ['I = 1, V = 5, X = 10, L = 50, C = 100, D = 500 and M = 1000; add letters of equal or smaller value that follow.', 'A smaller letter before a larger one is subtracted: IV = 4, IX = 9, XL = 40, XC = 90.', 'Roman numerals have no zero and no place value, which is why our numerals replaced them.'],
  priorKnowledge: ['Place value.', 'Adding several numbers.'],
  keywords: ['numeral', 'place value', 'digit'],
  materials: ['Roman numeral cards', 'A clock face with Roman numerals', 'Photos of dates on buildings'],
  activities: ['Roman detectives: students read Roman numerals from clock faces, film credits and building dates, convert them, and write their own birth year in Roman numerals.'],
  levels: [fromRoman, toRoman, fromRoman, toRoman, fromRoman, toRoman],
  recall: [earlyNumberWarmUps.addTwo, fromRoman, digitValue],
});

// ——— Multi-step problems with the four operations (Years 3 to 6) ———

const timesAsMany: Generator = (random) => {
  const small = random.int(3, 15);
  const times = random.int(2, 9);
  const [p, q] = random.shuffle(['Ari', 'Bea', 'Cal', 'Dee', 'Eli']).slice(0, 2);
  if (random.int(0, 1) === 0) {
    return withDistractors({ prompt: `${p} has ${small} stickers. ${q} has ${times} times as many stickers as ${p}. How many stickers does ${q} have?`, steps: [`“${times} times as many” means multiply: ${small} × ${times}.`, `${small} × ${times} = ${small * times}.`], answer: `${small * times} stickers` }, [`${small + times} stickers`, `${small * times + small} stickers`]);
  }
  return withDistractors({ prompt: `${q} has ${small * times} stickers, which is ${times} times as many as ${p} has. How many stickers does ${p} have?`, steps: [`${p}’s number × ${times} = ${small * times}.`, `${small * times} ÷ ${times} = ${small}.`], answer: `${small} stickers` }, [`${small * times - times} stickers`, `${small * times * times} stickers`]);
};

const packsLeft: Generator = (random, grade) => {
  const packs = random.int(3, 9);
  const each = random.int(grade <= 3 ? 6 : 12, grade <= 3 ? 12 : 36);
  const given = random.int(packs, packs * each - 5);
  return { prompt: `A teacher buys ${packs} packs of ${each} pencils and gives out ${given} of them. How many pencils are left?`, steps: [`Pencils bought: ${packs} × ${each} = ${packs * each}.`, `Left: ${packs * each} − ${given} = ${packs * each - given}.`], answer: `${packs * each - given} pencils` };
};

const ticketsCost: Generator = (random, _grade, place) => {
  const adult = random.int(8, 25);
  const child = random.int(3, adult - 2);
  const [na, nc] = [random.int(1, 4), random.int(2, 5)];
  const total = na * adult + nc * child;
  return { prompt: `Tickets cost ${cash(adult * 100, place)} for an adult and ${cash(child * 100, place)} for a child. How much do ${counted(na, 'adult')} and ${counted(nc, 'child', 'children')} pay altogether?`, steps: [`Adults: ${na} × ${cash(adult * 100, place)} = ${cash(na * adult * 100, place)}.`, `Children: ${nc} × ${cash(child * 100, place)} = ${cash(nc * child * 100, place)}.`, `Total: ${cash(total * 100, place)}.`], answer: cash(total * 100, place) };
};

const letterUnknown: Generator = (random) => {
  const packs = random.int(2, 6);
  const each = random.int(4, 12);
  const extra = random.int(1, 9);
  const total = packs * each + extra;
  return {
    prompt: `Sam had ${extra} cards. Then he bought ${packs} packs of cards with the same number of cards, p, in each pack. Now he has ${total} cards. Write an equation and find p.`,
    steps: [`Equation: ${packs} × p + ${extra} = ${total}.`, `${packs} × p = ${total} − ${extra} = ${total - extra}.`, `p = ${total - extra} ÷ ${packs} = ${each}.`],
    answer: `${packs} × p + ${extra} = ${total}, so p = ${each}`,
  };
};

const shareAndRemainder: Generator = (random) => {
  const teams = random.int(3, 8);
  const each = random.int(4, 9);
  const left = random.int(1, teams - 1);
  const students = teams * each + left;
  return { prompt: `${students} students are put into ${teams} teams of equal size, and the students left over become referees. How many are in each team, and how many referees are there?`, steps: [`${students} ÷ ${teams} = ${each} remainder ${left}.`, `${each} in each team and ${left} ${left === 1 ? 'referee' : 'referees'}.`], answer: `${each} in each team, ${left} ${left === 1 ? 'referee' : 'referees'}` };
};

export const multiStepProblems = defineTopic({
  strand: 'number',
  name: 'multi-step problems with the four operations',
  grades: [3, 6],
  keyPoints: [
    'Read the problem and decide what each step asks: join (add), take away or compare (subtract), equal groups (multiply), share or group (divide).',
    '“Times as many” compares by multiplying; “how many more” compares by subtracting.',
    'Write each step as a number sentence, use a letter for the unknown, and check that the answer makes sense.',
  ],
  priorKnowledge: ['The four operations with whole numbers.', 'Multiplication and division facts.'],
  keywords: ['operation', 'equation', 'product', 'quotient', 'remainder'],
  materials: ['Bar-model templates', 'Counters', 'Mini-whiteboards and pens'],
  activities: ['Bar models: pairs draw a bar model for each step of a two-step problem, write the number sentences under it, and swap problems with another pair to check.'],
  levels: [packsLeft, timesAsMany, ticketsCost, shareAndRemainder, letterUnknown, timesAsMany],
  recall: [timesFact, divisionFact, earlyNumberWarmUps.subtractTwo],
});
