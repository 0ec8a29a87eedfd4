import { defineTopic, withDistractors, type Generator } from './define.ts';
import { div, frac, fracText, fracWithMixed, gcd, mul, type Fraction } from './numbers.ts';
import type { Random } from './random.ts';
import { counted } from './words.ts';

/**
 * Fractions beyond equivalence and adding: unit fractions and fractions on a number line (Years 2 to 5), mixed numbers
 * and improper fractions with multiplying a fraction by a whole number (Years 4 to 6), and dividing fractions
 * (Years 5 to 8).
 */

const FRACTION_MATERIALS = ['Fraction strips or a fraction wall', 'Number lines from 0 to 2', 'Paper strips to fold', 'Mini-whiteboards and pens'];
const PART_NAMES: Readonly<Record<number, string>> = { 2: 'halves', 3: 'thirds', 4: 'quarters', 5: 'fifths', 6: 'sixths', 8: 'eighths', 10: 'tenths', 12: 'twelfths' };
const denominators = (grade: number) => (grade <= 3 ? [2, 3, 4, 6, 8] : [2, 3, 4, 5, 6, 8, 10, 12]);

/** A mixed number as students write it: "2 3/4". */
const mixed = (wholePart: number, n: number, d: number) => (n ? `${wholePart} ${n}/${d}` : String(wholePart));

// ——— Unit fractions and fractions on a number line (Years 2 to 5) ———

const shadedFraction: Generator = (random, grade) => {
  const d = random.pick(denominators(grade));
  const n = random.int(1, d - 1);
  return withDistractors(
    { prompt: `A shape is split into ${d} equal parts and ${n} of them ${n === 1 ? 'is' : 'are'} shaded. What fraction is shaded?`, steps: [`The denominator is the number of equal parts: ${d}.`, `The numerator is the number shaded: ${n}.`, `${n}/${d} is shaded.`], answer: `${n}/${d}` },
    [`${d}/${n}`, `${n}/${d - n}`],
  );
};

const compareUnitFractions: Generator = (random, grade) => {
  const [a, b] = random.shuffle(denominators(grade)).slice(0, 2) as [number, number];
  const bigger = Math.min(a, b);
  return withDistractors(
    { prompt: `Which is bigger, 1/${a} or 1/${b}?`, steps: [`Both are one part of the same whole.`, `Cutting a whole into ${Math.max(a, b)} parts makes smaller parts than cutting it into ${bigger}, so 1/${bigger} is bigger.`], answer: `1/${bigger}` },
    [`1/${Math.max(a, b)}`, 'They are the same size'],
  );
};

const numberLineMark: Generator = (random, grade) => {
  const d = random.pick(denominators(grade));
  const mark = random.int(1, grade >= 4 ? 2 * d - 1 : d - 1);
  const shown = `${mark}/${d}`;
  return withDistractors(
    {
      prompt: `A number line from 0 to ${grade >= 4 ? 2 : 1} has each whole split into ${d} equal parts. Which number is ${counted(mark, 'part')} along from 0?`,
      steps: [`Each part is 1/${d} of a whole.`, `${counted(mark, 'part')} along from 0 is ${shown}${mark > d && mark % d ? ` = ${Math.floor(mark / d)} ${mark % d}/${d}` : mark % d === 0 ? ` = ${mark / d}` : ''}.`],
      answer: mark > d && mark % d ? `${shown} = ${Math.floor(mark / d)} ${mark % d}/${d}` : mark % d === 0 ? `${shown} = ${mark / d}` : shown,
    },
    [`${mark}/${d + 1}`, `1/${mark}`],
  );
};

const wholesAsFractions: Generator = (random) => {
  const d = random.pick([2, 3, 4, 5, 6, 8]);
  const wholes = random.int(1, 4);
  return withDistractors(
    { prompt: `How many ${PART_NAMES[d]} make ${counted(wholes, 'whole')}? Write ${wholes} as a fraction with denominator ${d}.`, steps: [`One whole is ${d}/${d}.`, `${wholes} ${wholes === 1 ? 'whole is' : 'wholes are'} ${wholes} × ${d} = ${wholes * d} ${PART_NAMES[d]}: ${wholes * d}/${d}.`], answer: `${wholes * d}/${d}` },
    [`${wholes}/${d}`, `${d}/${wholes}`],
  );
};

const countByFractions: Generator = (random) => {
  const d = random.pick([2, 3, 4, 5]);
  const start = random.int(1, 2 * d);
  const terms = Array.from({ length: 5 }, (_, i) => start + i);
  const show = (n: number) => (n % d === 0 ? String(n / d) : n > d ? mixed(Math.floor(n / d), n % d, d) : `${n}/${d}`);
  return { prompt: `Count on in ${PART_NAMES[d]}: ${terms.slice(0, 3).map(show).join(', ')}, … What are the next two numbers?`, steps: [`Add 1/${d} each time; every ${d} ${PART_NAMES[d]} make a whole.`, `${show(terms[3]!)}, ${show(terms[4]!)}.`], answer: `${show(terms[3]!)}, ${show(terms[4]!)}` };
};

const fractionLeft: Generator = (random, grade) => {
  const d = random.pick(denominators(grade));
  const used = random.int(1, d - 1);
  return withDistractors(
    { prompt: `A ribbon is cut into ${d} equal pieces and ${used} of the pieces ${used === 1 ? 'is' : 'are'} used. What fraction of the ribbon is left?`, steps: [`The whole ribbon is ${d}/${d}.`, `${d}/${d} − ${used}/${d} = ${d - used}/${d}.`], answer: `${d - used}/${d}` },
    [`${used}/${d}`, `${d - used}/${used}`],
  );
};

export const unitFractions = defineTopic({
  strand: 'fractions',
  name: 'unit fractions and fractions on a number line',
  grades: [2, 5],
  keyPoints: (grade) => [
    'A unit fraction 1/b is one of b equal parts of a whole; a/b is a of those parts.',
    'The more equal parts a whole is cut into, the smaller each part: 1/8 is smaller than 1/4.',
    grade >= 4 ? 'Fractions are numbers with a place on the number line; counting on in quarters goes 3/4, 1, 1 1/4, 1 1/2.' : 'On a number line, split the space from 0 to 1 into equal parts to place a fraction.',
  ],
  priorKnowledge: ['Halves and quarters.', 'Equal sharing.', 'Number lines.'],
  keywords: ['fraction', 'unit fraction', 'numerator', 'denominator', 'number line'],
  misconceptions: ['fraction-whole-number-bias'],
  materials: FRACTION_MATERIALS,
  activities: ['Fraction line-up: students fold paper strips into halves, quarters and eighths, label the folds, and line the strips up under a number line from 0 to 1 to compare the unit fractions.'],
  levels: (grade) => (grade <= 3 ? [shadedFraction, compareUnitFractions, numberLineMark, fractionLeft, wholesAsFractions, compareUnitFractions] : [shadedFraction, compareUnitFractions, numberLineMark, wholesAsFractions, countByFractions, fractionLeft]),
  recall: [shadedFraction, compareUnitFractions, fractionLeft],
});

// ——— Mixed numbers and improper fractions (Years 4 to 6) ———

const improperToMixed: Generator = (random) => {
  const d = random.pick([3, 4, 5, 6, 8]);
  const wholePart = random.int(1, 5);
  const n = random.int(1, d - 1);
  const top = wholePart * d + n;
  return withDistractors(
    { prompt: `Write ${top}/${d} as a mixed number.`, steps: [`How many wholes? ${top} ÷ ${d} = ${wholePart} remainder ${n}.`, `${top}/${d} = ${mixed(wholePart, n, d)}.`], answer: mixed(wholePart, n, d) },
    [mixed(n, wholePart, d), mixed(wholePart, n, top)],
  );
};

const mixedToImproper: Generator = (random) => {
  const d = random.pick([3, 4, 5, 6, 8]);
  const wholePart = random.int(1, 5);
  const n = random.int(1, d - 1);
  return withDistractors(
    { prompt: `Write ${mixed(wholePart, n, d)} as an improper fraction.`, steps: [`Each whole is ${d}/${d}: ${wholePart} × ${d} = ${wholePart * d} ${PART_NAMES[d]}.`, `${wholePart * d} + ${n} = ${wholePart * d + n}, so ${mixed(wholePart, n, d)} = ${wholePart * d + n}/${d}.`], answer: `${wholePart * d + n}/${d}` },
    // Adding the whole number to the numerator, or multiplying it by the numerator.
    [`${wholePart + n}/${d}`, `${wholePart * n + d}/${d}`],
  );
};

const addMixed: Generator = (random) => {
  const d = random.pick([3, 4, 5, 6, 8]);
  const [w1, w2] = [random.int(1, 4), random.int(1, 4)];
  const [n1, n2] = [random.int(1, d - 1), random.int(1, d - 1)];
  const total = (w1 + w2) * d + n1 + n2;
  const f = frac(total, d);
  const result = mixed(Math.floor(total / d), total % d, d);
  const simplest = fracWithMixed(f).replace(/^.* = /, '');
  return withDistractors(
    { prompt: `Work out ${mixed(w1, n1, d)} + ${mixed(w2, n2, d)}.`, steps: [`Add the wholes: ${w1} + ${w2} = ${w1 + w2}.`, `Add the fractions: ${n1}/${d} + ${n2}/${d} = ${n1 + n2}/${d}${n1 + n2 >= d ? ` = 1 ${n1 + n2 - d ? `${n1 + n2 - d}/${d}` : ''}`.trimEnd() : ''}.`, `Total: ${result}${simplest !== result && f.d !== d ? ` = ${simplest}` : ''}.`], answer: simplest !== result && f.d !== d ? `${result} = ${simplest}` : result },
    [mixed(w1 + w2, n1 + n2, d + d), mixed(w1 + w2, (n1 + n2) % d, d)],
  );
};

const subtractMixed: Generator = (random) => {
  const d = random.pick([3, 4, 5, 6, 8]);
  const w1 = random.int(3, 6);
  const w2 = random.int(1, w1 - 1);
  const n1 = random.int(1, d - 2);
  const n2 = random.int(n1 + 1, d - 1);
  const total = w1 * d + n1 - (w2 * d + n2);
  const result = mixed(Math.floor(total / d), total % d, d);
  const f = frac(total, d);
  const simplest = fracWithMixed(f).replace(/^.* = /, '');
  return withDistractors(
    { prompt: `Work out ${mixed(w1, n1, d)} − ${mixed(w2, n2, d)}.`, steps: [`${n1}/${d} is less than ${n2}/${d}, so exchange 1 whole for ${d}/${d}: ${mixed(w1, n1, d)} = ${mixed(w1 - 1, n1 + d, d)}.`, `Subtract the wholes: ${w1 - 1} − ${w2} = ${w1 - 1 - w2}; the fractions: ${n1 + d}/${d} − ${n2}/${d} = ${n1 + d - n2}/${d}.`, `Answer: ${result}${simplest !== result && f.d !== d ? ` = ${simplest}` : ''}.`], answer: simplest !== result && f.d !== d ? `${result} = ${simplest}` : result },
    [mixed(w1 - w2, n2 - n1, d), mixed(w1 - w2 - 1, n2 - n1, d)],
  );
};

const wholeTimesFraction: Generator = (random) => {
  const d = random.pick([3, 4, 5, 6, 8]);
  const n = random.int(1, d - 1);
  const k = random.int(2, 7);
  const f = frac(k * n, d);
  return withDistractors(
    { prompt: `Work out ${k} × ${n}/${d}.`, steps: [`${k} groups of ${n}/${d} is ${k} × ${n} = ${k * n} ${PART_NAMES[d]}.`, `${k * n}/${d}${f.d !== d || k * n >= d ? ` = ${fracWithMixed(f)}` : ''}.`], answer: fracWithMixed(f) },
    [fracWithMixed(frac(k * n, k * d)), `${k * n}/${k * d}`],
  );
};

const decomposeFraction: Generator = (random) => {
  const d = random.pick([4, 5, 6, 8]);
  const n = random.int(3, d - 1);
  const a = random.int(1, n - 1);
  return { prompt: `Write ${n}/${d} as the sum of two fractions with denominator ${d}, one of which is ${a}/${d}.`, steps: [`The numerators must add to ${n}: ${a} + ${n - a} = ${n}.`, `${n}/${d} = ${a}/${d} + ${n - a}/${d}.`], answer: `${a}/${d} + ${n - a}/${d}` };
};

const fractionAsDivision: Generator = (random) => {
  const people = random.int(3, 8);
  let pizzas = random.int(people + 1, 3 * people);
  if (pizzas % people === 0) pizzas += 1;
  return withDistractors(
    { prompt: `${pizzas} pizzas are shared equally between ${people} people. How much pizza does each person get?`, steps: [`Sharing is dividing: ${pizzas} ÷ ${people} = ${pizzas}/${people}.`, `${pizzas}/${people} = ${fracWithMixed(frac(pizzas, people)).replace(/^.* = /, '')} pizzas each.`], answer: `${fracWithMixed(frac(pizzas, people))} pizzas` },
    [`${people}/${pizzas} pizzas`, `${Math.floor(pizzas / people)} pizzas`],
  );
};

export const mixedNumbers = defineTopic({
  strand: 'fractions',
  name: 'mixed numbers and improper fractions',
  grades: [4, 6],
  keyPoints: [
    'An improper fraction has a numerator at least as big as its denominator: 11/4 is 2 wholes and 3/4, the mixed number 2 3/4.',
    'To change a mixed number to an improper fraction, turn the wholes into parts (2 × 4 = 8 quarters) and add the parts: 8 + 3 = 11 quarters.',
    'Multiplying a fraction by a whole number counts groups of the parts: 3 × 2/5 = 6/5 = 1 1/5.',
  ],
  priorKnowledge: ['Unit fractions.', 'Division with remainders.', 'Adding fractions with the same denominator.'],
  keywords: ['mixed number', 'improper fraction', 'numerator', 'denominator'],
  misconceptions: ['fraction-add-across', 'fraction-whole-number-bias'],
  materials: FRACTION_MATERIALS,
  activities: ['Build and rename: pairs build mixed numbers with fraction pieces, trade each whole for its parts, and record the improper fraction; then they reverse the trade.'],
  levels: (grade) => (grade <= 4 ? [improperToMixed, mixedToImproper, addMixed, subtractMixed, wholeTimesFraction, decomposeFraction] : [improperToMixed, mixedToImproper, addMixed, subtractMixed, wholeTimesFraction, fractionAsDivision]),
  recall: [shadedFraction, wholesAsFractions, countByFractions],
});

// ——— Dividing fractions (Years 5 to 8) ———

const unitByWhole: Generator = (random) => {
  const d = random.int(2, 6);
  const k = random.int(2, 5);
  return withDistractors(
    { prompt: `Work out 1/${d} ÷ ${k}.`, steps: [`Share 1/${d} into ${k} equal parts: each part is 1/${k} of 1/${d}.`, `1/${d} × 1/${k} = 1/${d * k}.`], answer: `1/${d * k}` },
    [`${k}/${d}`, `1/${d + k}`],
  );
};

const wholeByUnit: Generator = (random) => {
  const n = random.int(2, 9);
  const d = random.int(2, 8);
  return withDistractors(
    { prompt: `Work out ${n} ÷ 1/${d}.`, steps: [`How many ${PART_NAMES[d] ?? `1/${d}s`} are there in ${n}? There are ${d} in each whole.`, `${n} × ${d} = ${n * d}.`], answer: String(n * d) },
    [`${n}/${d}`, `1/${n * d}`],
  );
};

function properFraction(random: Random, ds: number[]): Fraction {
  const d = random.pick(ds);
  let n = random.int(1, d - 1);
  while (gcd(n, d) !== 1) n = random.int(1, d - 1);
  return frac(n, d);
}

const fractionByFraction: Generator = (random) => {
  for (;;) {
    const a = properFraction(random, [2, 3, 4, 5, 6, 8]);
    const b = properFraction(random, [2, 3, 4, 5, 6]);
    if (a.n * b.d === b.n * a.d) continue;
    const q = div(a, b);
    return withDistractors(
      { prompt: `Work out ${fracText(a)} ÷ ${fracText(b)}.`, steps: [`Dividing by ${fracText(b)} is the same as multiplying by its reciprocal, ${b.d}/${b.n}.`, `${fracText(a)} × ${b.d}/${b.n} = ${a.n * b.d}/${a.d * b.n}.`, `${fracWithMixed(q) === `${a.n * b.d}/${a.d * b.n}` ? 'This is in its simplest form.' : `Simplify: ${fracWithMixed(q)}.`}`], answer: fracWithMixed(q) },
      // Multiplying instead, or flipping the first fraction.
      [fracWithMixed(mul(a, b)), fracWithMixed(div(b, a))],
    );
  }
};

const properByWhole: Generator = (random) => {
  const a = properFraction(random, [2, 3, 4, 5, 6, 8]);
  const k = random.int(2, 5);
  const q = frac(a.n, a.d * k);
  return withDistractors(
    { prompt: `Work out ${fracText(a)} ÷ ${k}.`, steps: [`Dividing by ${k} is the same as multiplying by 1/${k}.`, `${fracText(a)} × 1/${k} = ${a.n}/${a.d * k}${q.d !== a.d * k ? ` = ${fracText(q)}` : ''}.`], answer: fracText(q) },
    [fracWithMixed(frac(a.n * k, a.d)), `${a.n}/${a.d + k}`],
  );
};

const servingsProblem: Generator = (random) => {
  for (;;) {
    const serving = properFraction(random, [2, 3, 4]);
    const total = random.int(2, 9);
    const count = (total * serving.d) / serving.n;
    if (!Number.isInteger(count)) continue;
    return withDistractors(
      { prompt: `A recipe uses ${fracText(serving)} of a cup of oats for each serving. How many servings can be made from ${total} cups of oats?`, steps: [`Servings = ${total} ÷ ${fracText(serving)} = ${total} × ${serving.d}/${serving.n}.`, `${total * serving.d}/${serving.n} = ${count}.`], answer: `${count} servings` },
      [`${fracWithMixed(mul(frac(total), serving))} servings`, `${total * serving.d} servings`],
    );
  }
};

const mixedByFraction: Generator = (random) => {
  const wholePart = random.int(1, 4);
  const d = random.pick([2, 3, 4]);
  const a = frac(wholePart * d + 1, d);
  const b = properFraction(random, [3, 4, 5]);
  const q = div(a, b);
  return { prompt: `Work out ${mixed(wholePart, 1, d)} ÷ ${fracText(b)}.`, steps: [`Write the mixed number as an improper fraction: ${mixed(wholePart, 1, d)} = ${fracText(a)}.`, `${fracText(a)} × ${b.d}/${b.n} = ${a.n * b.d}/${a.d * b.n}.`, `${fracWithMixed(q)}.`], answer: fracWithMixed(q) };
};

export const dividingFractions = defineTopic({
  strand: 'fractions',
  name: 'dividing fractions',
  grades: [5, 8],
  keyPoints: [
    'Dividing asks “how many of these fit into that?”: 3 ÷ 1/4 = 12, because there are 4 quarters in each of 3 wholes.',
    'Dividing by a fraction is the same as multiplying by its reciprocal: a/b ÷ c/d = a/b × d/c.',
    'Dividing by a number less than 1 gives an answer bigger than the number you started with.',
  ],
  priorKnowledge: ['Multiplying fractions.', 'Mixed numbers and improper fractions.', 'Simplifying fractions.'],
  keywords: ['fraction', 'reciprocal', 'quotient', 'mixed number'],
  misconceptions: ['multiplication-makes-bigger'],
  materials: FRACTION_MATERIALS,
  activities: ['How many fit? Students use fraction strips to find how many 1/4s fit into 3, how many 1/3s fit into 2, and so on, then look for the pattern that gives the reciprocal rule.'],
  levels: (grade) => (grade <= 5 ? [unitByWhole, wholeByUnit, unitByWhole, servingsProblem, wholeByUnit, properByWhole] : [wholeByUnit, properByWhole, fractionByFraction, servingsProblem, mixedByFraction, fractionByFraction]),
  recall: [wholesAsFractions, improperToMixed, wholeTimesFraction],
});
