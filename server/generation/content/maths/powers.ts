import { defineTopic, withDistractors, type Generator } from './define.ts';
import { plain, sup, whole } from './format.ts';
import { decimal, frac, fracText, num } from './numbers.ts';
import type { Random } from './random.ts';

/**
 * Powers and roots from Year 6 to Year 11: evaluating powers, the index laws with numbers and letters, negative and
 * fractional indices, standard form, surds, rational and irrational numbers, and logarithms.
 */

const POWER_MATERIALS = ['Scientific calculators', 'Index-law card sorts', 'Mini-whiteboards and pens'];
const power = (base: string | number, exponent: number) => (exponent === 1 ? String(base) : `${base}${sup(exponent)}`);
const LETTERS = ['x', 'y', 'a', 'm', 'p'] as const;

// ——— Powers and the index laws (Years 6 to 11) ———

const evaluatePower: Generator = (random) => {
  const base = random.int(2, 6);
  const exponent = random.int(2, base <= 3 ? 6 : 4);
  return withDistractors(
    { prompt: `Work out ${power(base, exponent)}.`, steps: [`${power(base, exponent)} means ${Array.from({ length: exponent }, () => base).join(' × ')}.`, `= ${whole(base ** exponent)}.`], answer: whole(base ** exponent) },
    [String(base * exponent), whole(exponent ** base)],
  );
};

const toIndexForm: Generator = (random) => {
  const base = random.int(2, 9);
  const exponent = random.int(3, 6);
  return withDistractors(
    { prompt: `Write ${Array.from({ length: exponent }, () => base).join(' × ')} in index form.`, steps: [`${base} is multiplied by itself ${exponent} times.`, `${power(base, exponent)}.`], answer: power(base, exponent) },
    [`${base} × ${exponent}`, power(exponent, base)],
  );
};

const comparePowers: Generator = (random) => {
  const [a, b] = random.pick([
    [2, 5],
    [2, 6],
    [3, 4],
    [2, 7],
    [3, 5],
  ] as const);
  const [x, y] = [a ** b, b ** a];
  const bigger = x > y ? power(a, b) : power(b, a);
  return withDistractors(
    { prompt: `Which is greater, ${power(a, b)} or ${power(b, a)}?`, steps: [`${power(a, b)} = ${x} and ${power(b, a)} = ${y}.`, `${bigger} is greater.`], answer: bigger },
    [x > y ? power(b, a) : power(a, b), 'They are equal'],
  );
};

const powerOfTen: Generator = (random) => {
  const exponent = random.int(3, 8);
  return { prompt: `Write 10${sup(exponent)} as an ordinary number.`, steps: [`10${sup(exponent)} is 1 followed by ${exponent} zeros.`, `${whole(10 ** exponent)}.`], answer: whole(10 ** exponent) };
};

const powersCalculation: Generator = (random) => {
  const [a, b] = [random.int(2, 6), random.int(2, 5)];
  const [m, n] = [random.int(2, 3), random.int(2, 3)];
  const value = a ** m * b ** n;
  return { prompt: `Work out ${power(a, m)} × ${power(b, n)}.`, steps: [`${power(a, m)} = ${a ** m} and ${power(b, n)} = ${b ** n}.`, `${a ** m} × ${b ** n} = ${whole(value)}.`], answer: whole(value) };
};

const multiplyPowers: Generator = (random) => {
  const base = random.int(2, 9);
  const [m, n] = [random.int(2, 9), random.int(2, 9)];
  return withDistractors(
    { prompt: `Simplify ${power(base, m)} × ${power(base, n)}, leaving your answer as a power of ${base}.`, steps: [`Multiplying powers of the same base adds the indices.`, `${m} + ${n} = ${m + n}, so ${power(base, m + n)}.`], answer: power(base, m + n) },
    [power(base, m * n), power(base * base, m + n)],
  );
};

const dividePowers: Generator = (random) => {
  const base = random.int(2, 9);
  const n = random.int(2, 6);
  const m = n + random.int(1, 6);
  return withDistractors(
    { prompt: `Simplify ${power(base, m)} ÷ ${power(base, n)}, leaving your answer as a power of ${base}.`, steps: [`Dividing powers of the same base subtracts the indices.`, `${m} − ${n} = ${m - n}, so ${power(base, m - n)}.`], answer: power(base, m - n) },
    [power(base, Math.max(2, Math.round(m / n))), power(1, m - n)],
  );
};

const powerOfPower: Generator = (random) => {
  const base = random.int(2, 7);
  const [m, n] = [random.int(2, 5), random.int(2, 4)];
  return withDistractors(
    { prompt: `Simplify (${power(base, m)})${sup(n)}, leaving your answer as a power of ${base}.`, steps: [`A power of a power multiplies the indices.`, `${m} × ${n} = ${m * n}, so ${power(base, m * n)}.`], answer: power(base, m * n) },
    [power(base, m + n), power(base, m ** n)],
  );
};

const zeroIndex: Generator = (random) => {
  const base = random.int(2, 99);
  const k = random.int(2, 9);
  return withDistractors(
    { prompt: `Work out ${k} × ${base}⁰.`, steps: [`Any non-zero number to the power 0 is 1: ${base}⁰ = 1 (because ${power(base, 3)} ÷ ${power(base, 3)} = ${base}⁰ = 1).`, `${k} × 1 = ${k}.`], answer: String(k) },
    ['0', String(k * base)],
  );
};

const combinedLaws: Generator = (random) => {
  const base = random.int(2, 5);
  const [a, b] = [random.int(3, 7), random.int(2, 5)];
  const c = a + b - random.int(1, 3);
  const result = a + b - c;
  return { prompt: `Simplify (${power(base, a)} × ${power(base, b)}) ÷ ${power(base, c)}, then evaluate it.`, steps: [`Top: ${power(base, a)} × ${power(base, b)} = ${power(base, a + b)}.`, `${power(base, a + b)} ÷ ${power(base, c)} = ${base}${sup(result)} = ${whole(base ** result)}.`], answer: `${base}${sup(result)} = ${whole(base ** result)}` };
};

const negativeIndex: Generator = (random) => {
  const base = random.int(2, 5);
  const n = random.int(1, 3);
  return withDistractors(
    { prompt: `Write ${base}${sup(-n)} as a fraction.`, steps: [`A negative index means the reciprocal: ${base}${sup(-n)} = 1/${power(base, n)}.`, `1/${power(base, n)} = 1/${base ** n}.`], answer: `1/${base ** n}` },
    [`−${base ** n}`, String(-base * n).replace('-', '−')],
  );
};

const algebraMultiply: Generator = (random) => {
  const letter = random.pick(LETTERS);
  const [a, b] = [random.int(2, 9), random.int(2, 9)];
  const [m, n] = [random.int(2, 7), random.int(2, 7)];
  return withDistractors(
    { prompt: `Simplify ${a}${power(letter, m)} × ${b}${power(letter, n)}.`, steps: [`Multiply the numbers: ${a} × ${b} = ${a * b}.`, `Add the indices of ${letter}: ${m} + ${n} = ${m + n}.`, `${a * b}${power(letter, m + n)}.`], answer: `${a * b}${power(letter, m + n)}` },
    [`${a * b}${power(letter, m * n)}`, `${a + b}${power(letter, m + n)}`],
  );
};

const algebraDivide: Generator = (random) => {
  const [a, b] = random.pick([
    ['a', 'b'],
    ['x', 'y'],
    ['m', 'n'],
  ] as const);
  const k = random.int(2, 6);
  const coefficient = k * random.int(2, 5);
  const [m1, m2] = [random.int(4, 9), random.int(1, 3)];
  const [n1, n2] = [random.int(2, 5), 1];
  const top = `${coefficient}${power(a, m1)}${power(b, n1)}`;
  const bottom = `${k}${power(a, m2)}${power(b, n2)}`;
  const answer = `${coefficient / k}${power(a, m1 - m2)}${power(b, n1 - n2)}`;
  return withDistractors(
    { prompt: `Simplify ${top} ÷ ${bottom}.`, steps: [`Divide the numbers: ${coefficient} ÷ ${k} = ${coefficient / k}.`, `Subtract the indices: ${a}: ${m1} − ${m2} = ${m1 - m2}; ${b}: ${n1} − ${n2} = ${n1 - n2}.`, `${answer}.`], answer },
    [`${coefficient / k}${power(a, Math.max(1, Math.round(m1 / m2)))}${power(b, n1)}`, `${coefficient - k}${power(a, m1 - m2)}${power(b, n1 - n2)}`],
  );
};

const bracketPower: Generator = (random) => {
  const letter = random.pick(LETTERS);
  const [a, m, n] = [random.int(2, 5), random.int(2, 5), random.int(2, 3)];
  return withDistractors(
    { prompt: `Simplify (${a}${power(letter, m)})${sup(n)}.`, steps: [`Raise every factor in the bracket to the power ${n}.`, `${power(a, n)} = ${a ** n} and (${power(letter, m)})${sup(n)} = ${power(letter, m * n)}.`, `${a ** n}${power(letter, m * n)}.`], answer: `${a ** n}${power(letter, m * n)}` },
    [`${a}${power(letter, m * n)}`, `${a * n}${power(letter, m + n)}`],
  );
};

const fractionalIndex: Generator = (random) => {
  const [root, p] = random.pick([
    [2, 1],
    [3, 1],
    [2, 3],
    [3, 2],
    [4, 1],
    [3, -1],
    [2, -1],
  ] as const);
  const base = random.int(2, root === 2 ? 9 : root === 3 ? 5 : 3);
  const n = base ** root;
  const value = p > 0 ? whole(base ** p) : `1/${base ** -p}`;
  const exponent = p === 1 ? `1/${root}` : p === -1 ? `−1/${root}` : `${p}/${root}`;
  return withDistractors(
    { prompt: `Evaluate ${n}^(${exponent}).`, steps: [`The denominator ${root} means the ${root === 2 ? 'square' : root === 3 ? 'cube' : 'fourth'} root: ${root === 2 ? '√' : root === 3 ? '∛' : '⁴√'}${n} = ${base}.`, p === 1 ? `So ${n}^(1/${root}) = ${base}.` : p > 0 ? `Then raise to the power ${p}: ${base}${sup(p)} = ${base ** p}.` : `The negative sign means the reciprocal: 1/${base}.`], answer: value },
    [plain((n * Math.abs(p)) / root), p > 0 ? `1/${base ** p}` : String(base)],
  );
};

export const indices = defineTopic({
  strand: 'algebra',
  name: 'powers and index laws',
  grades: [6, 11],
  keyPoints: (grade) => [
    'An index (exponent) says how many times the base is used as a factor: 2⁵ = 2 × 2 × 2 × 2 × 2 = 32, not 2 × 5.',
    grade >= 8 ? 'For the same base: multiplying adds the indices, dividing subtracts them, and a power of a power multiplies them; a⁰ = 1.' : 'Powers of 10 write large numbers quickly: 10⁶ is one million.',
    grade >= 10 ? 'a⁻ⁿ = 1/aⁿ, and a^(1/n) is the nth root of a: 27^(2/3) = (∛27)² = 9.' : grade >= 9 ? 'A negative index means a reciprocal: 2⁻³ = 1/2³ = 1/8.' : 'Work out powers before multiplying or adding.',
  ],
  priorKnowledge: ['Multiplication facts.', 'Square and cube numbers.', 'Order of operations.'],
  keywords: ['power', 'exponent', 'index notation', 'base of a power'],
  misconceptions: ['order-of-operations'],
  materials: POWER_MATERIALS,
  activities: ['Find the law: pairs write 2³ × 2⁴ and similar products out in full, count the factors, and state the rule before testing it with other bases.'],
  levels: (grade) => (grade <= 7 ? [evaluatePower, toIndexForm, powersCalculation, powerOfTen, comparePowers, evaluatePower] : grade === 8 ? [evaluatePower, multiplyPowers, dividePowers, powerOfPower, zeroIndex, combinedLaws] : grade === 9 ? [multiplyPowers, dividePowers, negativeIndex, algebraMultiply, bracketPower, algebraDivide] : [negativeIndex, algebraMultiply, bracketPower, algebraDivide, fractionalIndex, fractionalIndex]),
  recall: (grade) => (grade <= 8 ? [evaluatePower, toIndexForm, powerOfTen] : [multiplyPowers, dividePowers, evaluatePower]),
});

// ——— Standard form (scientific notation) (Years 7 to 10) ———

interface Standard {
  mantissa: number;
  exponent: number;
}
const sf = ({ mantissa, exponent }: Standard) => `${plain(mantissa)} × 10${sup(exponent)}`;
/** A number in standard form with at most three significant figures. */
function standard(random: Random, low: number, high: number): Standard {
  const digits = random.int(11, 999);
  const mantissa = digits >= 100 ? digits / 100 : digits / 10;
  return { mantissa: Number(mantissa.toFixed(2)), exponent: random.int(low, high) };
}
const valueOf = ({ mantissa, exponent }: Standard) => Number((mantissa * 10 ** exponent).toPrecision(6));
/** An ordinary number as printed: commas for large ones, all the zeros for small ones. */
function ordinary(s: Standard): string {
  if (s.exponent >= 0) return whole(Math.round(valueOf(s)));
  return valueOf(s).toFixed(-s.exponent + (String(s.mantissa).split('.')[1]?.length ?? 0));
}
const notation = (us: boolean) => (us ? 'scientific notation' : 'standard form');

const toStandardLarge: Generator = (random, _grade, place) => {
  const s = standard(random, 4, 9);
  return withDistractors(
    { prompt: `Write ${ordinary(s)} in ${notation(place.country === 'us')}.`, steps: [`Put the decimal point after the first non-zero digit: ${plain(s.mantissa)}.`, `The point has moved ${s.exponent} places, so multiply by 10${sup(s.exponent)}: ${sf(s)}.`], answer: sf(s) },
    [sf({ ...s, exponent: s.exponent + 1 }), `${plain(s.mantissa * 10)} × 10${sup(s.exponent - 1)}`],
  );
};

const toStandardSmall: Generator = (random, _grade, place) => {
  const s = standard(random, -7, -2);
  return withDistractors(
    { prompt: `Write ${ordinary(s)} in ${notation(place.country === 'us')}.`, steps: [`Put the decimal point after the first non-zero digit: ${plain(s.mantissa)}.`, `The point has moved ${-s.exponent} places to the right, so multiply by 10${sup(s.exponent)}: ${sf(s)}.`], answer: sf(s) },
    [sf({ ...s, exponent: -s.exponent }), sf({ ...s, exponent: s.exponent + 1 })],
  );
};

const fromStandard: Generator = (random) => {
  const s = random.int(0, 1) ? standard(random, 3, 7) : standard(random, -5, -2);
  return withDistractors(
    { prompt: `Write ${sf(s)} as an ordinary number.`, steps: [s.exponent > 0 ? `Multiply by 10${sup(s.exponent)}: move the digits ${s.exponent} places to the left.` : `Multiply by 10${sup(s.exponent)}: move the digits ${-s.exponent} places to the right, making the number smaller.`, `${ordinary(s)}.`], answer: ordinary(s) },
    [ordinary({ ...s, exponent: -s.exponent }), ordinary({ ...s, exponent: s.exponent + (s.exponent > 0 ? 1 : -1) })],
  );
};

/** A product or quotient put back into standard form. */
function normalise(value: number, exponent: number): Standard {
  let [m, e] = [value, exponent];
  while (Math.abs(m) >= 10) {
    m /= 10;
    e += 1;
  }
  while (Math.abs(m) < 1) {
    m *= 10;
    e -= 1;
  }
  return { mantissa: Number(m.toPrecision(6)), exponent: e };
}

const multiplyStandard: Generator = (random) => {
  const [a, b] = [random.int(2, 9), random.int(2, 9)];
  // Negative powers too, but not 10⁰, which no number is written with in standard form.
  const [m, n] = [random.int(2, 8), random.pick([-4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8])];
  const result = normalise(a * b, m + n);
  return withDistractors(
    { prompt: `Work out (${a} × 10${sup(m)}) × (${b} × 10${sup(n)}), giving your answer in standard form.`, steps: [`Multiply the numbers: ${a} × ${b} = ${a * b}. Add the powers of 10: ${m} + ${n} = ${m + n}.`, `${a * b} × 10${sup(m + n)}${a * b >= 10 ? ` = ${sf(result)}` : ''}.`], answer: sf(result) },
    [`${a * b} × 10${sup(m + n)}`, sf(normalise(a * b, m * n))].filter((d) => d !== sf(result)),
  );
};

const divideStandard: Generator = (random) => {
  const [b, q] = [random.int(2, 5), random.int(2, 4)];
  const a = b * q;
  const [m, n] = [random.int(5, 9), random.int(1, 4)];
  const result = normalise(q, m - n);
  return withDistractors(
    { prompt: `Work out (${sf(normalise(a, m))}) ÷ (${b} × 10${sup(n)}), giving your answer in standard form.`, steps: [`${sf(normalise(a, m))} = ${a} × 10${sup(m)}.`, `${a} ÷ ${b} = ${q}; 10${sup(m)} ÷ 10${sup(n)} = 10${sup(m - n)}.`, `${sf(result)}.`], answer: sf(result) },
    [sf(normalise(q, m + n)), sf(normalise(a - b, m - n))],
  );
};

const timesAsLarge: Generator = (random) => {
  const [a, b] = [random.int(2, 9), random.int(1, 4)];
  const [m, n] = [random.int(6, 9), random.int(2, 5)];
  const ratio = (a * 10 ** m) / (b * 10 ** n);
  return { prompt: `The population of a country is about ${a} × 10${sup(m)} and the population of a town is about ${b} × 10${sup(n)}. About how many times larger is the country’s population?`, steps: [`Divide: (${a} ÷ ${b}) × 10${sup(m - n)}.`, `${plain(a / b)} × 10${sup(m - n)} = ${whole(Math.round(ratio))}.`], answer: `About ${whole(Math.round(ratio))} times` };
};

export const standardForm = defineTopic({
  strand: 'algebra',
  name: 'standard form (scientific notation)',
  grades: [7, 10],
  keyPoints: [
    'A number in standard form is A × 10ⁿ, where 1 ≤ A < 10 and n is a whole number.',
    'Large numbers have a positive power of 10; small numbers (less than 1) have a negative power.',
    'To multiply, multiply the A parts and add the powers; to divide, divide the A parts and subtract the powers; then make sure 1 ≤ A < 10.',
  ],
  priorKnowledge: ['Multiplying and dividing by powers of 10.', 'Index laws.', 'Place value of decimals.'],
  keywords: ['scientific notation', 'power', 'exponent', 'place value'],
  materials: POWER_MATERIALS,
  activities: ['Size of things: groups order cards showing distances and sizes in standard form (the width of a hair, the distance to the Moon) and explain how the power of 10 decides the order.'],
  levels: [toStandardLarge, toStandardSmall, fromStandard, multiplyStandard, divideStandard, timesAsLarge],
  recall: [powerOfTen, evaluatePower, multiplyPowers],
});

// ——— Surds (Years 9 to 11) ———

const SQUAREFREE = [2, 3, 5, 6, 7, 10, 11];

const simplifySurd: Generator = (random) => {
  const k = random.int(2, 6);
  const r = random.pick(SQUAREFREE);
  const n = k * k * r;
  // A factor pair that is not the largest square: √72 = 2√18 is right but not simplest.
  const partial = [2, 3, 4, 5].find((s) => s < k && (n / (s * s)) % 1 === 0);
  return withDistractors(
    { prompt: `Simplify √${n}.`, steps: [`Find the largest square factor of ${n}: ${n} = ${k * k} × ${r}.`, `√${n} = √${k * k} × √${r} = ${k}√${r}.`], answer: `${k}√${r}` },
    [partial ? `${partial}√${n / (partial * partial)}` : `${r}√${k}`, `${k * k}√${r}`],
  );
};

const addSurds: Generator = (random) => {
  const r = random.pick([2, 3, 5]);
  const [a, b] = [random.int(2, 4), random.int(2, 5)];
  const sum = a + b;
  return withDistractors(
    { prompt: `Simplify √${a * a * r} + √${b * b * r}.`, steps: [`√${a * a * r} = ${a}√${r} and √${b * b * r} = ${b}√${r}.`, `${a}√${r} + ${b}√${r} = ${sum}√${r}.`], answer: `${sum}√${r}` },
    [`√${a * a * r + b * b * r}`, `${sum}√${2 * r}`],
  );
};

const multiplySurds: Generator = (random) => {
  const [a, b] = random.pick([
    [6, 10],
    [2, 6],
    [3, 15],
    [5, 10],
    [6, 15],
    [2, 14],
  ] as const);
  const product = a * b;
  let k = 1;
  for (let s = 2; s * s <= product; s++) if (product % (s * s) === 0) k = s;
  const rest = product / (k * k);
  const answer = rest === 1 ? String(k) : `${k === 1 ? '' : k}√${rest}`;
  return withDistractors(
    { prompt: `Simplify √${a} × √${b}.`, steps: [`√${a} × √${b} = √${product}.`, `${product} = ${k * k} × ${rest}, so √${product} = ${answer}.`], answer },
    [`√${a + b}`, `√${product}`],
  );
};

const rationalise: Generator = (random) => {
  const r = random.pick([2, 3, 5, 6, 7]);
  const a = random.int(1, 4) * (random.int(0, 1) ? r : 1) + (random.int(0, 1) ? 0 : 1);
  const f = frac(a, r);
  const answer = f.d === 1 ? `${f.n === 1 ? '' : f.n}√${r}` : `${f.n === 1 ? '' : f.n}√${r}/${f.d}`;
  return withDistractors(
    { prompt: `Rationalise the denominator of ${a}/√${r}.`, steps: [`Multiply the top and bottom by √${r}: ${a}√${r} / (√${r} × √${r}) = ${a}√${r}/${r}.`, f.d === r ? `${answer}.` : `Simplify: ${answer}.`], answer },
    [`${a}/${r}`, `${a}√${r}`].filter((d) => d !== answer),
  );
};

const expandSurds: Generator = (random) => {
  const a = random.int(2, 6);
  const r = random.pick([2, 3, 5, 7]);
  if (random.int(0, 1) === 0) {
    return withDistractors(
      { prompt: `Expand and simplify (${a} + √${r})(${a} − √${r}).`, steps: [`This is a difference of two squares: ${a}² − (√${r})².`, `${a * a} − ${r} = ${a * a - r}.`], answer: num(a * a - r) },
      [`${a * a} − ${r}√${r}`, num(a * a + r)],
    );
  }
  return withDistractors(
    { prompt: `Expand and simplify (${a} + √${r})².`, steps: [`(${a} + √${r})(${a} + √${r}) = ${a}² + 2 × ${a} × √${r} + (√${r})².`, `${a * a} + ${2 * a}√${r} + ${r} = ${a * a + r} + ${2 * a}√${r}.`], answer: `${a * a + r} + ${2 * a}√${r}` },
    [String(a * a + r), `${a * a} + ${r}`],
  );
};

export const surds = defineTopic({
  strand: 'algebra',
  name: 'surds',
  grades: [9, 11],
  keyPoints: [
    'A surd is a root that is irrational, such as √2; keeping it as a surd keeps the answer exact.',
    '√(ab) = √a × √b, so √72 = √36 × √2 = 6√2: take out the largest square factor.',
    'Only like surds can be added (3√2 + 5√2 = 8√2); to rationalise a/√b, multiply the top and bottom by √b.',
  ],
  priorKnowledge: ['Square numbers and square roots.', 'Factors.', 'Expanding brackets.'],
  keywords: ['square root', 'irrational number', 'rational number', 'simplify'],
  misconceptions: ['binomial-square'],
  materials: POWER_MATERIALS,
  activities: ['Exact or rounded? Students compare √2 × √2 worked on a calculator with rounded values and worked exactly as a surd, and discuss when exact answers matter.'],
  levels: [simplifySurd, addSurds, multiplySurds, rationalise, expandSurds, simplifySurd],
  recall: [evaluatePower, simplifySurd, multiplyPowers],
});

// ——— Rational and irrational numbers (Years 8 to 10) ———

const classifyNumber: Generator = (random) => {
  const cases = [
    ['√49', 'rational', '√49 = 7, a whole number'],
    ['√50', 'irrational', '50 is not a perfect square, so √50 is not a fraction of whole numbers'],
    ['0.333… (3 repeating)', 'rational', 'a recurring decimal equals a fraction: 1/3'],
    ['π', 'irrational', 'its decimal never ends and never repeats'],
    ['22/7', 'rational', 'it is a fraction of two integers (it is only close to π)'],
    ['√2', 'irrational', '2 is not a perfect square'],
    ['0.125', 'rational', 'a terminating decimal: 1/8'],
    ['√(9/16)', 'rational', '√(9/16) = 3/4'],
    ['√12', 'irrational', '12 is not a perfect square; √12 = 2√3'],
    ['−4', 'rational', 'every integer is a fraction: −4/1'],
  ] as const;
  const [number, kind, reason] = random.pick(cases);
  return withDistractors({ prompt: `Is ${number} rational or irrational?`, steps: [`A rational number can be written as a fraction of two integers.`, `${reason[0]!.toUpperCase()}${reason.slice(1)}, so it is ${kind}.`], answer: kind }, [kind === 'rational' ? 'irrational' : 'rational']);
};

const rootEstimate: Generator = (random) => {
  const n = random.pick([2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 15, 17, 20, 30, 40, 50]);
  const value = Math.sqrt(n);
  return withDistractors(
    { prompt: `Estimate √${n} to 1 decimal place without a calculator, then check.`, steps: [`${Math.floor(value)}² = ${Math.floor(value) ** 2} and ${Math.ceil(value)}² = ${Math.ceil(value) ** 2}, so √${n} is between ${Math.floor(value)} and ${Math.ceil(value)}.`, `Try tenths: ${decimal(value, 1)}² = ${decimal(Number(decimal(value, 1)) ** 2, 2)}; √${n} = ${decimal(value, 4)}… ≈ ${decimal(value, 1)}.`], answer: decimal(value, 1) },
    [decimal(n / 2, 1), decimal(value + 0.3, 1)],
  );
};

const orderReals: Generator = (random) => {
  const items = random.shuffle([
    { text: 'π', value: Math.PI },
    { text: '3.1', value: 3.1 },
    { text: '22/7', value: 22 / 7 },
    { text: '√10', value: Math.sqrt(10) },
    { text: '√8', value: Math.sqrt(8) },
    { text: '3.15', value: 3.15 },
  ]).slice(0, 4);
  const ordered = [...items].sort((a, b) => a.value - b.value);
  return withDistractors(
    { prompt: `Put these numbers in order from smallest to largest: ${items.map((i) => i.text).join(', ')}.`, steps: [`Write each as a decimal: ${items.map((i) => `${i.text} ≈ ${decimal(i.value, 4)}`).join(', ')}.`, `In order: ${ordered.map((i) => i.text).join(', ')}.`], answer: ordered.map((i) => i.text).join(', ') },
    [[...ordered].reverse().map((i) => i.text).join(', ')],
  );
};

const fractionBetween: Generator = (random) => {
  const d = random.pick([3, 4, 5, 6, 8]);
  const n = random.int(1, d - 1);
  const [a, b] = [frac(n, d), frac(n + 1, d)];
  const mid = frac(2 * n + 1, 2 * d);
  return { prompt: `Find a rational number halfway between ${fracText(a)} and ${fracText(b)}.`, steps: [`Halfway is the mean: (${fracText(a)} + ${fracText(b)}) ÷ 2.`, `= ${2 * n + 1}/${d} ÷ 2 = ${fracText(mid)}.`], answer: fracText(mid) };
};

export const realNumbers = defineTopic({
  strand: 'number',
  name: 'rational and irrational numbers',
  grades: [8, 10],
  keyPoints: [
    'A rational number can be written as a fraction of two integers; its decimal terminates or repeats.',
    'An irrational number, such as π or √2, cannot: its decimal goes on for ever without repeating.',
    'The square root of a whole number that is not a perfect square is irrational; estimate it between the square roots of the squares either side.',
  ],
  priorKnowledge: ['Squares and square roots.', 'Recurring decimals.', 'Fractions and decimals.'],
  keywords: ['rational number', 'irrational number', 'square root', 'pi (π)'],
  materials: POWER_MATERIALS,
  activities: ['Real number line: students place cards such as √2, 1.4, 22/7, π and √10 on a number line, justify each with a decimal estimate, and sort them into rational and irrational.'],
  levels: [classifyNumber, rootEstimate, orderReals, fractionBetween, classifyNumber, rootEstimate],
  recall: [evaluatePower, rootEstimate, fractionBetween],
});

// ——— Logarithms (Years 10 to 12) ———

const evaluateLog: Generator = (random) => {
  const base = random.pick([2, 3, 5, 10]);
  const n = random.int(base === 10 ? 1 : 2, base === 2 ? 7 : 4) * (random.int(0, 4) === 0 ? -1 : 1);
  const value = n > 0 ? whole(base ** n) : `1/${base ** -n}`;
  return withDistractors(
    { prompt: `Evaluate log${subscript(base)} ${n > 0 ? value : `(${value})`}.`, steps: [`log${subscript(base)} ${n > 0 ? value : `(${value})`} asks: ${base} to what power gives ${value}?`, `${base}${sup(n)} = ${value}, so the answer is ${num(n)}.`], answer: num(n) },
    [plain(n > 0 ? base ** n / base : base ** -n), num(-n)],
  );
};

const SUBSCRIPT: Record<string, string> = { '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉' };
function subscript(n: number): string {
  return String(n).split('').map((c) => SUBSCRIPT[c] ?? c).join('');
}

const logToIndex: Generator = (random) => {
  const base = random.pick([2, 3, 4, 5, 10]);
  const n = random.int(2, base <= 3 ? 5 : 3);
  return { prompt: `Write log${subscript(base)} ${whole(base ** n)} = ${n} in index form.`, steps: [`log_b a = c means b to the power c is a.`, `${base}${sup(n)} = ${whole(base ** n)}.`], answer: `${base}${sup(n)} = ${whole(base ** n)}` };
};

const logLaws: Generator = (random) => {
  const base = random.pick([2, 10, 3]);
  const [a, b] = base === 10 ? random.pick([
    [50, 2],
    [25, 4],
    [20, 5],
    [200, 5],
    [125, 8],
  ] as const) : base === 2 ? random.pick([
    [8, 4],
    [16, 2],
    [4, 8],
    [32, 4],
  ] as const) : random.pick([
    [9, 3],
    [27, 3],
    [9, 9],
  ] as const);
  const product = a * b;
  const value = Math.round(Math.log(product) / Math.log(base));
  return withDistractors(
    { prompt: `Simplify log${subscript(base)} ${a} + log${subscript(base)} ${b}, and evaluate it.`, steps: [`log a + log b = log (ab): log${subscript(base)} (${a} × ${b}) = log${subscript(base)} ${product}.`, `${base}${sup(value)} = ${product}, so the answer is ${value}.`], answer: `log${subscript(base)} ${product} = ${value}` },
    [`log${subscript(base)} ${a + b}`, `log${subscript(base)} ${product} = ${value + 1}`],
  );
};

const sameBaseEquation: Generator = (random) => {
  const base = random.pick([2, 3, 5]);
  const x = random.int(1, 4);
  const [k, c] = [random.int(1, 2), random.int(-1, 2)];
  const exponent = k * x + c;
  if (exponent < 1 || exponent > (base === 2 ? 7 : 4)) return { prompt: `Solve ${base}ˣ = ${whole(base ** x)}.`, steps: [`Write ${whole(base ** x)} as a power of ${base}: ${base}${sup(x)}.`, `So x = ${x}.`], answer: `x = ${x}` };
  const lhs = `${base}^(${k === 1 ? '' : k}x${c ? ` ${c > 0 ? '+' : '−'} ${Math.abs(c)}` : ''})`;
  return withDistractors(
    { prompt: `Solve ${lhs} = ${whole(base ** exponent)}.`, steps: [`Write ${whole(base ** exponent)} as a power of ${base}: ${base}${sup(exponent)}.`, `Equate the indices: ${k === 1 ? '' : k}x${c ? ` ${c > 0 ? '+' : '−'} ${Math.abs(c)}` : ''} = ${exponent}, so x = ${x}.`], answer: `x = ${x}` },
    [`x = ${plain((base ** exponent - c) / k)}`, `x = ${exponent}`].filter((d) => d !== `x = ${x}`),
  );
};

const solveWithLogs: Generator = (random) => {
  const base = random.int(2, 7);
  let target = random.int(base + 1, base ** 3);
  // An exact power has a whole-number answer; this question is about one that needs logarithms.
  while (Number.isInteger(Number((Math.log(target) / Math.log(base)).toFixed(6)))) target += 1;
  const x = Math.log(target) / Math.log(base);
  return withDistractors(
    { prompt: `Solve ${base}ˣ = ${target}, giving x to 2 decimal places.`, steps: [`Take logarithms of both sides: x log ${base} = log ${target}.`, `x = log ${target} ÷ log ${base} = ${decimal(x, 4)}… ≈ ${decimal(x, 2)}.`], answer: `x = ${decimal(x, 2)}` },
    [`x = ${decimal(target / base, 2)}`, `x = ${decimal(Math.log10(target / base), 2)}`],
  );
};

const logScale: Generator = (random) => {
  const scale = random.pick([
    ['Richter magnitude', 'the amplitude of the shaking', 3, 8],
    ['pH', 'the concentration of hydrogen ions', 2, 12],
    ['decibel level (in steps of 10 dB)', 'the sound intensity', 2, 6],
  ] as const);
  const [label, measure, low, high] = scale;
  const a = random.int(low, high - 1);
  const b = random.int(a + 1, high);
  const factor = 10 ** (b - a);
  return withDistractors(
    { prompt: label.startsWith('decibel') ? `Every 10 dB step multiplies ${measure} by 10. How many times as intense is a ${b * 10} dB sound as a ${a * 10} dB sound?` : `On a logarithmic scale, each step of 1 in ${label} multiplies ${measure} by 10. How many times ${label === 'pH' ? `greater is ${measure} at pH ${a} than at pH ${b}` : `greater is ${measure} for magnitude ${b} than for magnitude ${a}`}?`, steps: [`The difference is ${b - a} ${b - a === 1 ? 'step' : 'steps'}.`, `10${sup(b - a)} = ${whole(factor)}.`], answer: `${whole(factor)} times` },
    [`${b - a} times`, `${(b - a) * 10} times`].filter((d) => d !== `${whole(factor)} times`),
  );
};

export const logarithms = defineTopic({
  strand: 'algebra',
  name: 'logarithms and exponential equations',
  grades: [10, 12],
  keyPoints: [
    'log_b a = c means bᶜ = a: a logarithm is the power you need.',
    'log (ab) = log a + log b, log (a/b) = log a − log b, and log (aⁿ) = n log a.',
    'Solve bˣ = a by writing both sides as powers of the same base, or by taking logs: x = log a ÷ log b.',
  ],
  priorKnowledge: ['Index laws.', 'Powers of 2, 3, 5 and 10.', 'Solving linear equations.'],
  keywords: ['logarithm', 'exponent', 'power', 'equation'],
  materials: POWER_MATERIALS,
  activities: ['Scales of ten: groups research a logarithmic scale (earthquakes, sound, pH), place real events on it, and explain how many times stronger one is than another.'],
  levels: [evaluateLog, logToIndex, logLaws, sameBaseEquation, solveWithLogs, logScale],
  recall: [evaluatePower, multiplyPowers, negativeIndex],
});

