import { add, compare, frac, fracText, fracWithMixed, gcd, lcm, mul, sub, type Fraction } from './numbers.ts';
import type { Random } from './random.ts';
import { timesFacts, type Topic } from './topic.ts';

/** What the equal parts are called, as students say them. */
const PART_NAMES: Readonly<Record<number, string>> = {
  2: 'halves',
  3: 'thirds',
  4: 'quarters',
  5: 'fifths',
  6: 'sixths',
  7: 'sevenths',
  8: 'eighths',
  9: 'ninths',
  10: 'tenths',
  12: 'twelfths',
};

const FRACTION_MATERIALS = ['Fraction strips or a fraction wall', 'Mini-whiteboards and pens', 'Number lines from 0 to 1'];

/** A proper fraction in lowest terms with a denominator from the list. */
function properFraction(random: Random, denominators: readonly number[]): Fraction {
  const d = random.pick(denominators);
  let n = random.int(1, d - 1);
  while (gcd(n, d) !== 1) n = random.int(1, d - 1);
  return frac(n, d);
}

function denominatorsFor(grade: number, level: number): number[] {
  if (grade <= 3) return level <= 2 ? [2, 3, 4] : [2, 3, 4, 6, 8];
  if (grade === 4) return level <= 2 ? [2, 3, 4, 5] : [3, 4, 5, 6, 8, 10, 12];
  return level <= 2 ? [3, 4, 5, 6] : [3, 4, 5, 6, 7, 8, 9, 10, 12];
}

const fractionRetrieval = (random: Random, grade: number) => {
  const parts = random.pick([3, 4, 5, 6, 8]);
  const shaded = random.int(1, parts - 1);
  return [
    ...timesFacts(random, 2, grade <= 3 ? 5 : 9),
    {
      prompt: `A shape is cut into ${parts} equal parts and ${shaded} of them ${shaded === 1 ? 'is' : 'are'} shaded. What fraction is shaded?`,
      answer: `${shaded}/${parts}`,
    },
  ];
};

export const equivalentFractions: Topic = {
  strand: 'fractions',
  name: 'equivalent fractions',
  keyPoints: (grade) => [
    'Equivalent fractions are the same size: they sit at the same point on a number line.',
    'Splitting every part into the same number of smaller parts multiplies the numerator and the denominator by the same number.',
    grade <= 3
      ? 'A fraction wall shows equivalent fractions as pieces of the same length.'
      : 'Dividing the numerator and the denominator by a common factor gives a simpler equivalent fraction.',
  ],
  priorKnowledge: [
    'A fraction names equal parts of one whole.',
    'The denominator says how many equal parts the whole is cut into; the numerator says how many we have.',
    'Multiplication facts.',
  ],
  keywords: ['fraction', 'numerator', 'denominator', 'equivalent fractions'],
  misconceptions: ['fraction-additive-equivalence', 'fraction-whole-number-bias'],
  materials: FRACTION_MATERIALS,
  activities: [
    'Fraction wall hunt: in pairs, find every fraction on the wall that is the same length as 1/2, then as 1/3, and write each pair as an equation such as 1/2 = 3/6.',
  ],
  problem(random, level, grade) {
    const base = properFraction(random, denominatorsFor(grade, level));
    const k = random.int(2, grade <= 3 ? 3 : Math.min(6, 2 + level));
    const [n, d] = [base.n * k, base.d * k];
    const why = `Cutting every part into ${k} equal pieces makes ${k} times as many parts, so both numbers are multiplied by ${k}.`;
    if (grade >= 4 && level >= 5) {
      return {
        prompt: `Write ${n}/${d} in its simplest form.`,
        steps: [
          `Find the highest common factor of ${n} and ${d}: it is ${gcd(n, d)}.`,
          `Divide both numbers by ${gcd(n, d)}: ${n} ÷ ${gcd(n, d)} = ${base.n} and ${d} ÷ ${gcd(n, d)} = ${base.d}.`,
        ],
        answer: fracText(base),
      };
    }
    if (level % 2 === 1) {
      return {
        prompt: `Fill in the missing number: ${fracText(base)} = □/${d}`,
        steps: [
          `The denominator changes from ${base.d} to ${d}: ${base.d} × ${k} = ${d}.`,
          `Multiply the numerator by the same number: ${base.n} × ${k} = ${n}.`,
          why,
        ],
        answer: String(n),
      };
    }
    return {
      prompt: `Fill in the missing number: ${fracText(base)} = ${n}/□`,
      steps: [
        `The numerator changes from ${base.n} to ${n}: ${base.n} × ${k} = ${n}.`,
        `Multiply the denominator by the same number: ${base.d} × ${k} = ${d}.`,
        why,
      ],
      answer: String(d),
    };
  },
  hinge(random, grade) {
    const base = properFraction(random, denominatorsFor(grade, 2));
    const k = random.int(2, 4);
    const additive = [1, 2].map((m) => `${base.n + m}/${base.d + m}`);
    return { prompt: `Which fraction is equivalent to ${fracText(base)}?`, answer: `${base.n * k}/${base.d * k}`, distractors: additive, mistakes: Object.fromEntries(additive.map((d) => [d, 'fraction-additive-equivalence'])) };
  },
  retrieval: fractionRetrieval,
};

export const comparingFractions: Topic = {
  strand: 'fractions',
  name: 'comparing fractions',
  keyPoints: () => [
    'With the same denominator, the fraction with the bigger numerator is bigger, because the parts are the same size.',
    'With the same numerator, the fraction with the smaller denominator is bigger, because each part is bigger.',
    'To compare other fractions, rename them with a common denominator first.',
  ],
  priorKnowledge: ['A fraction names equal parts of one whole.', 'Equivalent fractions.', 'Multiplication facts.'],
  keywords: ['fraction', 'numerator', 'denominator', 'common denominator'],
  misconceptions: ['fraction-whole-number-bias'],
  materials: FRACTION_MATERIALS,
  activities: [
    'Washing line: give pairs fraction cards to peg on a 0-to-1 line across the room; the class checks each placement with fraction strips.',
  ],
  problem(random, level, grade) {
    const dens = denominatorsFor(grade, level);
    let a: Fraction;
    let b: Fraction;
    let how: string[];
    if (level <= 2 || grade <= 3) {
      if (level % 2 === 1) {
        const d = random.pick(dens.filter((x) => x >= 3));
        const [n1, n2] = random.shuffle(Array.from({ length: d - 1 }, (_, i) => i + 1)).slice(0, 2) as [number, number];
        a = { n: n1, d };
        b = { n: n2, d };
        how = [`Both fractions have ${d} equal parts, so the parts are the same size.`, `Compare the numerators: the bigger numerator is the bigger fraction.`];
      } else {
        const [d1, d2] = random.shuffle(dens).slice(0, 2) as [number, number];
        const n = random.int(1, Math.min(d1, d2) - 1);
        a = { n, d: d1 };
        b = { n, d: d2 };
        how = [`Both numerators are ${n}, so both fractions take the same number of parts.`, `The smaller denominator means bigger parts, so that fraction is greater.`];
      }
    } else {
      do {
        a = properFraction(random, dens);
        b = properFraction(random, dens);
      } while (a.d === b.d || compare(a, b) === 0);
      const l = lcm(a.d, b.d);
      how = [
        `A common denominator of ${a.d} and ${b.d} is ${l}.`,
        `${fracText(a)} = ${(a.n * l) / a.d}/${l} and ${fracText(b)} = ${(b.n * l) / b.d}/${l}.`,
        `Compare the numerators.`,
      ];
    }
    const bigger = compare(a, b) > 0 ? a : b;
    const shown = (f: Fraction) => `${f.n}/${f.d}`;
    return {
      prompt: `Which fraction is greater, ${shown(a)} or ${shown(b)}?`,
      steps: [...how, `${shown(bigger)} is greater.`],
      answer: shown(bigger),
    };
  },
  hinge(random, grade) {
    if (grade <= 3) {
      const [d1, d2, d3] = random.shuffle([2, 3, 4, 6, 8]).slice(0, 3) as [number, number, number];
      const smallest = Math.max(d1, d2, d3);
      return {
        prompt: `Which is the smallest fraction: 1/${d1}, 1/${d2} or 1/${d3}?`,
        answer: `1/${smallest}`,
        // The other two: the smallest denominator is the whole-number bias; the middle one is a guess.
        distractors: [d1, d2, d3].filter((d) => d !== smallest).map((d) => `1/${d}`),
        mistakes: { [`1/${Math.min(d1, d2, d3)}`]: 'fraction-whole-number-bias' },
      };
    }
    // Three fractions whose true order differs from ordering by denominators and from ordering by numerators.
    for (;;) {
      const trio = [0, 1, 2].map(() => properFraction(random, [3, 4, 5, 6, 8, 10, 12]));
      const list = (fs: Fraction[]) => fs.map((f) => `${f.n}/${f.d}`).join(', ');
      const byValue = list([...trio].sort(compare));
      const byDenominator = list([...trio].sort((x, y) => x.d - y.d));
      const byNumerator = list([...trio].sort((x, y) => x.n - y.n));
      const distinct = new Set(trio.map((f) => f.n)).size === 3 && new Set(trio.map((f) => f.d)).size === 3;
      const values = new Set(trio.map((f) => f.n / f.d)).size === 3;
      if (distinct && values && new Set([byValue, byDenominator, byNumerator]).size === 3) {
        return {
          prompt: `Which list puts ${list(trio)} in order from smallest to greatest?`,
          answer: byValue,
          distractors: [byDenominator, byNumerator],
          mistakes: { [byDenominator]: 'fraction-whole-number-bias', [byNumerator]: 'fraction-whole-number-bias' },
        };
      }
    }
  },
  retrieval: fractionRetrieval,
};

/** "6/8 = 3/4", "8/8 = 1", "7/5 = 1 2/5", or just "3/5" when there is nothing simpler. */
function sameDenominatorAnswer(numerator: number, d: number): string {
  const simpler = fracWithMixed(frac(numerator, d));
  return simpler === `${numerator}/${d}` ? simpler : `${numerator}/${d} = ${simpler.replace(/^\d+\/\d+ = /, '')}`;
}

export const addingFractions: Topic = {
  strand: 'fractions',
  name: 'adding and subtracting fractions',
  keyPoints: (grade) => [
    'We can only add or subtract parts of the same size, so the denominators must match.',
    'When the denominators match, add or subtract the numerators; the denominator stays the same.',
    grade >= 5
      ? 'When the denominators differ, rename the fractions with a common denominator first, then simplify the answer.'
      : 'Fractions that make a whole have a numerator equal to the denominator, such as 4/4.',
  ],
  priorKnowledge: ['Equivalent fractions.', 'Adding and subtracting whole numbers.', 'Multiplication facts and multiples.'],
  keywords: ['numerator', 'denominator', 'common denominator', 'equivalent fractions', 'mixed number'],
  misconceptions: ['fraction-add-across', 'fraction-whole-number-bias'],
  materials: FRACTION_MATERIALS,
  activities: [
    'Strip sums: students model each sum with fraction strips, sketch the strips, and write the equation under the sketch.',
  ],
  problem(random, level, grade) {
    const subtract = level % 2 === 0;
    if (grade <= 4) {
      const d = random.pick(grade <= 3 ? [3, 4, 5, 6, 8] : [4, 5, 6, 8, 10, 12]);
      const top = grade <= 3 ? d : d + Math.min(level, 3) * 2;
      let n1 = random.int(1, Math.max(1, top - 2));
      let n2 = random.int(1, Math.max(1, top - n1 - 1));
      if (subtract && n1 < n2) [n1, n2] = [n2, n1];
      if (subtract && n1 === n2) n1 += 1;
      const result = subtract ? frac(n1 - n2, d) : frac(n1 + n2, d);
      const total = subtract ? n1 - n2 : n1 + n2;
      return {
        prompt: `Work out ${n1}/${d} ${subtract ? '−' : '+'} ${n2}/${d}.`,
        steps: [
          `The denominators are the same, so all the parts are ${PART_NAMES[d] ?? `${d}ths`}.`,
          `${subtract ? 'Subtract' : 'Add'} the numerators: ${n1} ${subtract ? '−' : '+'} ${n2} = ${total}.`,
          `So the answer is ${total}/${d}${fracText(result) === `${total}/${d}` ? '' : `, which is ${fracText(result)}`}.`,
        ],
        // The unsimplified sum is what the method gives and is a right answer at this grade; the simpler form follows.
        answer: sameDenominatorAnswer(total, d),
      };
    }
    const dens = denominatorsFor(grade, level);
    let a: Fraction;
    let b: Fraction;
    do {
      a = properFraction(random, dens);
      b = properFraction(random, dens);
      if (level <= 2 && a.d === b.d) continue;
    } while (a.d === b.d || (level <= 2 && a.d % b.d !== 0 && b.d % a.d !== 0) || (subtract && compare(a, b) <= 0));
    const l = lcm(a.d, b.d);
    const [na, nb] = [(a.n * l) / a.d, (b.n * l) / b.d];
    const result = subtract ? sub(a, b) : add(a, b);
    const raw = subtract ? na - nb : na + nb;
    const op = subtract ? '−' : '+';
    return {
      prompt: `Work out ${fracText(a)} ${op} ${fracText(b)}.`,
      steps: [
        `The lowest common multiple of ${a.d} and ${b.d} is ${l}, so use ${l} as the common denominator.`,
        `Rename: ${[a, b]
          .filter((f) => f.d !== l)
          .map((f) => `${fracText(f)} = ${(f.n * l) / f.d}/${l}`)
          .join(' and ')}.`,
        `${subtract ? 'Subtract' : 'Add'} the numerators: ${na} ${op} ${nb} = ${raw}, giving ${raw}/${l}.`,
        ...(result.d !== l ? [`Simplify: ${raw}/${l} = ${fracText(result)}.`] : []),
      ],
      answer: fracWithMixed(result),
    };
  },
  hinge(random, grade) {
    if (grade <= 4) {
      const d = random.pick([5, 6, 8, 10]);
      const n1 = random.int(1, d - 3);
      const n2 = random.int(1, d - n1 - 1);
      return {
        prompt: `What is ${n1}/${d} + ${n2}/${d}?`,
        answer: sameDenominatorAnswer(n1 + n2, d),
        // Adding the denominators too, or multiplying them as if to find a common one.
        distractors: [`${n1 + n2}/${d + d}`, `${n1 + n2}/${d * d}`],
        mistakes: { [`${n1 + n2}/${d + d}`]: 'fraction-add-across' },
      };
    }
    let a: Fraction;
    let b: Fraction;
    do {
      a = properFraction(random, [2, 3, 4, 5]);
      b = properFraction(random, [3, 4, 5, 6]);
    } while (a.d === b.d || a.d % b.d === 0 || b.d % a.d === 0);
    const l = lcm(a.d, b.d);
    return {
      prompt: `What is ${fracText(a)} + ${fracText(b)}?`,
      answer: fracWithMixed(add(a, b)),
      distractors: [`${a.n + b.n}/${a.d + b.d}`, `${a.n + b.n}/${l}`],
    };
  },
  retrieval(random, grade) {
    const base = properFraction(random, [2, 3, 4, 5]);
    const k = random.int(2, 4);
    const parts = random.pick([3, 4, 5, 6, 8]);
    return [
      ...timesFacts(random, 1, grade <= 4 ? 6 : 9),
      { prompt: `Fill in the missing number: ${fracText(base)} = □/${base.d * k}`, answer: String(base.n * k) },
      { prompt: `How many ${PART_NAMES[parts]} make one whole?`, answer: String(parts) },
    ];
  },
};

export const fractionOfQuantity: Topic = {
  strand: 'fractions',
  name: 'multiplying fractions',
  keyPoints: (grade) => [
    'To find a fraction of an amount, divide by the denominator and multiply by the numerator.',
    'Multiplying by a fraction less than 1 gives an answer smaller than the number you started with.',
    grade >= 5 ? 'To multiply two fractions, multiply the numerators and multiply the denominators, then simplify.' : 'A whole number times a fraction is repeated addition of that fraction: 3 × 2/5 = 2/5 + 2/5 + 2/5.',
  ],
  priorKnowledge: ['Multiplication and division facts.', 'A fraction names equal parts of one whole.', 'Equivalent fractions.'],
  keywords: ['fraction', 'numerator', 'denominator', 'product'],
  misconceptions: ['multiplication-makes-bigger'],
  materials: ['Bar models (squared paper)', 'Fraction strips', 'Mini-whiteboards and pens'],
  activities: [
    'Bar-model gallery: each pair draws a bar model for one fraction-of-an-amount problem; pairs rotate to check each other’s bars and answers.',
  ],
  problem(random, level, grade) {
    if (grade <= 4 || level <= 2) {
      const f = properFraction(random, grade <= 4 ? [3, 4, 5, 6, 8] : [3, 4, 5, 6, 8, 10]);
      if (grade <= 4) {
        const whole = random.int(2, 3 + level);
        const product = mul(frac(whole), f);
        return {
          prompt: `Work out ${whole} × ${fracText(f)}.`,
          steps: [`${whole} × ${fracText(f)} means ${whole} lots of ${fracText(f)}.`, `Multiply the numerator: ${whole} × ${f.n} = ${whole * f.n}, so the answer is ${whole * f.n}/${f.d}.`],
          answer: fracWithMixed(product),
        };
      }
      const amount = f.d * random.int(2, 4 + level * 2);
      return {
        prompt: `Find ${fracText(f)} of ${amount}.`,
        steps: [`Divide by the denominator: ${amount} ÷ ${f.d} = ${amount / f.d}.`, `Multiply by the numerator: ${amount / f.d} × ${f.n} = ${(amount / f.d) * f.n}.`],
        answer: String((amount / f.d) * f.n),
      };
    }
    const a = properFraction(random, denominatorsFor(grade, level));
    const b = properFraction(random, denominatorsFor(grade, level));
    const product = mul(a, b);
    const raw = `${a.n * b.n}/${a.d * b.d}`;
    return {
      prompt: `Work out ${fracText(a)} × ${fracText(b)}.`,
      steps: [
        `Multiply the numerators: ${a.n} × ${b.n} = ${a.n * b.n}.`,
        `Multiply the denominators: ${a.d} × ${b.d} = ${a.d * b.d}.`,
        raw === fracText(product) ? `The answer ${raw} is already in its simplest form.` : `Simplify: ${raw} = ${fracText(product)}.`,
      ],
      answer: fracText(product),
    };
  },
  hinge(random) {
    const f = properFraction(random, [3, 4, 5, 8]);
    const amount = f.d * random.int(3, 9);
    const smaller = compare(mul(f, frac(amount)), frac(amount)) < 0;
    return {
      prompt: `Without working it out: is ${fracText(f)} × ${amount} more or less than ${amount}?`,
      answer: `${smaller ? 'Less' : 'More'} than ${amount}`,
      // "Multiplying makes bigger", and "a fraction of it is the same amount".
      distractors: [`${smaller ? 'More' : 'Less'} than ${amount}`, `Equal to ${amount}`],
    };
  },
  retrieval: fractionRetrieval,
};

export const FRACTION_TOPICS = { equivalentFractions, comparingFractions, addingFractions, fractionOfQuantity };
