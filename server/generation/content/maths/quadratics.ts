import { defineTopic, withDistractors, type Generator } from './define.ts';
import { sup } from './format.ts';
import { decimal, factor, gcd, num, substituted } from './numbers.ts';
import type { Random } from './random.ts';

/**
 * Quadratics and polynomials from Year 8 to Year 12: expanding single and double brackets, factorising (common
 * factors, trinomials, the difference of two squares), solving quadratic equations by factorising, by square roots
 * and by the formula, the features of quadratic graphs and completing the square, and polynomial arithmetic with the
 * remainder and factor theorems.
 */

const ALGEBRA_MATERIALS = ['Algebra tiles', 'Multiplication grids for expanding brackets', 'Graphing software or graphics calculators', 'Mini-whiteboards and pens'];

/** A polynomial from its coefficients, highest power first: [2, −3, 0, 5] → "2x³ − 3x² + 5". */
export function poly(coefficients: readonly number[], letter = 'x'): string {
  const degree = coefficients.length - 1;
  const terms: string[] = [];
  coefficients.forEach((c, i) => {
    if (c === 0) return;
    const p = degree - i;
    const size = Math.abs(c);
    const body = p === 0 ? String(size) : `${size === 1 ? '' : size}${letter}${p > 1 ? sup(p) : ''}`;
    terms.push(terms.length === 0 ? `${c < 0 ? '−' : ''}${body}` : `${c < 0 ? '−' : '+'} ${body}`);
  });
  return terms.length ? terms.join(' ') : '0';
}

/** "(x + 3)", "(x − 5)", "(2x + 1)", or "x" for a root at 0. */
const bracket = (a: number, b: number, letter = 'x') => (b === 0 && a === 1 ? letter : `(${a === 1 ? '' : a}${letter} ${b < 0 ? '−' : '+'} ${Math.abs(b)})`);
const roots = (r1: number, r2: number) => (r1 === r2 ? `x = ${num(r1)}` : `x = ${num(Math.max(r1, r2))} or x = ${num(Math.min(r1, r2))}`);
const nonZero = (random: Random, max: number) => (random.int(0, 1) ? 1 : -1) * random.int(1, max);

// ——— Expanding and factorising (Years 8 to 11) ———

const factoriseNumeric: Generator = (random) => {
  const k = random.int(2, 9);
  const a = random.int(2, 9);
  let b = nonZero(random, 9);
  while (gcd(a, Math.abs(b)) !== 1) b += b > 0 ? 1 : -1;
  return withDistractors(
    { prompt: `Factorise ${poly([k * a, k * b])} fully.`, steps: [`The highest common factor of ${k * a} and ${Math.abs(k * b)} is ${k}.`, `${poly([k * a, k * b])} = ${k}${bracket(a, b)}.`], answer: `${k}${bracket(a, b)}` },
    [`${k * a}(x ${b < 0 ? '−' : '+'} ${Math.abs(b)})`, k % 2 === 0 && k > 2 ? `2${bracket((k / 2) * a, (k / 2) * b)}` : `${k}${bracket(a, -b)}`],
  );
};

const factoriseAlgebraic: Generator = (random) => {
  const k = random.int(1, 6);
  const a = random.int(1, 5);
  let b = nonZero(random, 9);
  while (gcd(a, Math.abs(b)) !== 1) b += b > 0 ? 1 : -1;
  const outside = `${k === 1 ? '' : k}x`;
  return withDistractors(
    { prompt: `Factorise ${poly([k * a, k * b, 0])} fully.`, steps: [`Both terms have the factor ${outside}.`, `${poly([k * a, k * b, 0])} = ${outside}${bracket(a, b)}.`], answer: `${outside}${bracket(a, b)}` },
    [`${k === 1 ? '' : k}${bracket(a, b).replace(')', 'x)')}`, `x(${poly([k * a, k * b])})`].filter((d) => d !== `${outside}${bracket(a, b)}`),
  );
};

const expandSingle: Generator = (random) => {
  const [k, b] = [random.int(2, 8), nonZero(random, 9)];
  const a = random.int(1, 4);
  return withDistractors(
    { prompt: `Expand ${k}x${bracket(a, b)}.`, steps: [`Multiply each term in the bracket by ${k}x.`, `${k}x × ${a === 1 ? '' : a}x = ${poly([k * a, 0, 0])}; ${k}x × ${num(b)} = ${poly([k * b, 0])}.`, `${poly([k * a, k * b, 0])}.`], answer: poly([k * a, k * b, 0]) },
    [poly([k * a, b, 0]), poly([k * a, 0, k * b])],
  );
};

const expandBinomials: Generator = (random) => {
  const [p, q] = [nonZero(random, 9), nonZero(random, 9)];
  const expanded = poly([1, p + q, p * q]);
  return withDistractors(
    { prompt: `Expand and simplify ${bracket(1, p)}${bracket(1, q)}.`, steps: [`Multiply every term by every term: x × x = x², x × ${factor(q)} = ${poly([q, 0])}, ${num(p)} × x = ${poly([p, 0])}, ${num(p)} × ${factor(q)} = ${num(p * q)}.`, `Collect the x terms: ${poly([q, 0])} ${p < 0 ? '−' : '+'} ${poly([Math.abs(p), 0])} = ${poly([p + q, 0]) || '0'}.`, `${expanded}.`], answer: expanded },
    // Only the first and last terms, or the constants added.
    [poly([1, 0, p * q]), poly([1, p * q, p + q])],
  );
};

const perfectSquare: Generator = (random) => {
  const p = nonZero(random, 9);
  return withDistractors(
    { prompt: `Expand and simplify ${bracket(1, p)}².`, steps: [`${bracket(1, p)}² = ${bracket(1, p)}${bracket(1, p)}.`, `x² ${p < 0 ? '−' : '+'} ${Math.abs(p)}x ${p < 0 ? '−' : '+'} ${Math.abs(p)}x + ${p * p} = ${poly([1, 2 * p, p * p])}.`], answer: poly([1, 2 * p, p * p]) },
    [poly([1, 0, p * p]), poly([1, p, p * p])],
  );
};

const factoriseTrinomial: Generator = (random) => {
  const p = nonZero(random, 9);
  let q = nonZero(random, 9);
  // p + q = 0 would leave no x term: that is a difference of two squares, a question of its own.
  if (p + q === 0) q += q > 0 ? 1 : -1;
  const trinomial = poly([1, p + q, p * q]);
  const answer = `${bracket(1, Math.max(p, q))}${bracket(1, Math.min(p, q))}`;
  return withDistractors(
    { prompt: `Factorise ${trinomial}.`, steps: [`Find two numbers that multiply to ${num(p * q)} and add to ${num(p + q)}: ${num(p)} and ${num(q)}.`, `${trinomial} = ${answer}.`], answer },
    [`${bracket(1, -Math.max(p, q))}${bracket(1, -Math.min(p, q))}`, `${bracket(1, p * q)}${bracket(1, 1)}`],
  );
};

const differenceOfSquares: Generator = (random) => {
  const k = random.int(2, 12);
  return withDistractors(
    { prompt: `Factorise x² − ${k * k}.`, steps: [`x² − ${k * k} = x² − ${k}², a difference of two squares.`, `a² − b² = (a + b)(a − b), so x² − ${k * k} = (x + ${k})(x − ${k}).`], answer: `(x + ${k})(x − ${k})` },
    [`(x − ${k})²`, `(x + ${k})²`],
  );
};

const factoriseNonMonic: Generator = (random) => {
  for (;;) {
    const [a, c] = [random.int(2, 3), random.int(1, 3)];
    const [p, q] = [nonZero(random, 5), nonZero(random, 5)];
    if (gcd(a, Math.abs(p)) !== 1 || gcd(c, Math.abs(q)) !== 1) continue;
    const coefficients = [a * c, a * q + c * p, p * q];
    if (coefficients[1] === 0) continue;
    return { prompt: `Factorise ${poly(coefficients)}.`, steps: [`Find two numbers that multiply to ${a * c} × ${num(p * q)} = ${num(a * c * p * q)} and add to ${num(coefficients[1]!)}: ${num(a * q)} and ${num(c * p)}.`, `Split the middle term and group: ${poly(coefficients)} = ${bracket(a, p)}${bracket(c, q)}.`], answer: `${bracket(a, p)}${bracket(c, q)}` };
  }
};

export const expandFactorise = defineTopic({
  strand: 'expressions',
  name: 'expanding and factorising',
  grades: [8, 11],
  keyPoints: (grade) => [
    'Expanding multiplies every term inside a bracket by the term outside; factorising takes out the highest common factor and is the reverse.',
    grade >= 9 ? 'To expand two brackets, multiply every term in one by every term in the other, then collect like terms: (x + 3)(x − 5) = x² − 2x − 15.' : 'Check a factorisation by expanding it again.',
    grade >= 9 ? 'To factorise x² + bx + c, find two numbers that multiply to c and add to b; x² − k² = (x + k)(x − k).' : 'The highest common factor of the terms goes outside the bracket.',
  ],
  priorKnowledge: ['Multiplying terms (x × x = x²).', 'Collecting like terms.', 'Highest common factor.'],
  keywords: ['expand', 'factorise', 'term', 'coefficient', 'like terms'],
  misconceptions: ['binomial-square', 'conjoining-terms'],
  materials: ALGEBRA_MATERIALS,
  activities: ['Tiles to brackets: pairs build x² + 5x + 6 from algebra tiles as a rectangle, read off its side lengths as the two brackets, then try other trinomials.'],
  levels: (grade) => (grade <= 8 ? [factoriseNumeric, expandSingle, factoriseNumeric, factoriseAlgebraic, expandBinomials, factoriseAlgebraic] : grade === 9 ? [expandSingle, factoriseAlgebraic, expandBinomials, perfectSquare, factoriseTrinomial, differenceOfSquares] : [expandBinomials, perfectSquare, factoriseTrinomial, differenceOfSquares, factoriseNonMonic, factoriseNonMonic]),
  recall: (grade) => (grade <= 8 ? [factoriseNumeric, expandSingle, factoriseNumeric] : [expandSingle, factoriseAlgebraic, expandBinomials]),
});

// ——— Solving quadratic equations (Years 9 to 11) ———

const squareRootSolve: Generator = (random) => {
  const k = random.int(2, 9);
  const h = random.int(-5, 5);
  if (h === 0) {
    return withDistractors({ prompt: `Solve x² = ${k * k}.`, steps: [`Take the square root of both sides, remembering the negative root.`, `x = ${k} or x = −${k}.`], answer: `x = ${k} or x = −${k}` }, [`x = ${k}`, `x = ${(k * k) / 2}`]);
  }
  return withDistractors(
    { prompt: `Solve ${bracket(1, -h)}² = ${k * k}.`, steps: [`Square root both sides: ${poly([1, -h])} = ${k} or ${poly([1, -h])} = −${k}.`, `x = ${num(h + k)} or x = ${num(h - k)}.`], answer: roots(h + k, h - k) },
    [`x = ${num(h + k)}`, roots(k - h, -h - k)],
  );
};

const factorisedSolve: Generator = (random) => {
  const [r1, r2] = [nonZero(random, 9), nonZero(random, 9)];
  return withDistractors(
    { prompt: `Solve ${bracket(1, -r1)}${bracket(1, -r2)} = 0.`, steps: [`If a product is 0, one of the factors is 0.`, `${poly([1, -r1])} = 0 gives x = ${num(r1)}; ${poly([1, -r2])} = 0 gives x = ${num(r2)}.`], answer: roots(r1, r2) },
    // The signs of the brackets read as the solutions.
    [roots(-r1, -r2), `x = ${num(r1 * r2)}`],
  );
};

const monicSolve: Generator = (random) => {
  const [r1, r2] = [nonZero(random, 9), nonZero(random, 9)];
  const equation = `${poly([1, -(r1 + r2), r1 * r2])} = 0`;
  return withDistractors(
    { prompt: `Solve ${equation}.`, steps: [`Factorise: two numbers that multiply to ${num(r1 * r2)} and add to ${num(-(r1 + r2))} are ${num(-r1)} and ${num(-r2)}.`, `${bracket(1, -r1)}${bracket(1, -r2)} = 0, so ${roots(r1, r2)}.`], answer: roots(r1, r2) },
    [roots(-r1, -r2), `x = ${num(r1 * r2)}`],
  );
};

const commonFactorSolve: Generator = (random) => {
  const r = nonZero(random, 12);
  const a = random.int(1, 3);
  return withDistractors(
    { prompt: `Solve ${poly([a, -a * r, 0])} = 0.`, steps: [`Factorise: ${a === 1 ? '' : a}x${bracket(1, -r)} = 0.`, `x = 0 or x = ${num(r)}.`], answer: roots(0, r) },
    [`x = ${num(r)}`, roots(0, -r)],
  );
};

const formulaSolve: Generator = (random) => {
  for (;;) {
    const [a, b, c] = [random.int(1, 4), random.int(-9, 9), random.int(-9, 9)];
    const discriminant = b * b - 4 * a * c;
    if (discriminant <= 0 || Number.isInteger(Math.sqrt(discriminant)) || c === 0) continue;
    const [x1, x2] = [(-b + Math.sqrt(discriminant)) / (2 * a), (-b - Math.sqrt(discriminant)) / (2 * a)];
    return {
      prompt: `Solve ${poly([a, b, c])} = 0, giving your answers to 2 decimal places.`,
      steps: [`Use the formula x = (−b ± √(b² − 4ac)) ÷ 2a with a = ${a}, b = ${num(b)}, c = ${num(c)}.`, `b² − 4ac = ${b * b} − ${4 * a * c < 0 ? `(${num(4 * a * c)})` : 4 * a * c} = ${discriminant}.`, `x = (${num(-b)} ± √${discriminant}) ÷ ${2 * a}: x ≈ ${decimal(x1, 2)} or x ≈ ${decimal(x2, 2)}.`],
      answer: `x = ${decimal(x1, 2)} or x = ${decimal(x2, 2)}`,
    };
  }
};

const areaProblem: Generator = (random) => {
  const width = random.int(3, 12);
  const extra = random.int(2, 7);
  const area = width * (width + extra);
  return withDistractors(
    { prompt: `A rectangle is ${extra} cm longer than it is wide, and its area is ${area} cm². Write and solve an equation to find its width, x cm.`, steps: [`x(x + ${extra}) = ${area}, so x² + ${extra}x − ${area} = 0.`, `Factorise: (x − ${width})(x + ${width + extra}) = 0, so x = ${width} or x = −${width + extra}.`, `A width cannot be negative, so x = ${width}.`], answer: `${width} cm (from x² + ${extra}x − ${area} = 0)` },
    [`${width + extra} cm (from x² + ${extra}x − ${area} = 0)`, `${area / 2 - extra} cm (from 2x + ${extra} = ${area})`],
  );
};

export const quadraticEquations = defineTopic({
  strand: 'equations',
  name: 'solving quadratic equations',
  grades: [9, 11],
  keyPoints: (grade) => [
    'Rearrange so one side is 0, factorise, and use the fact that if ab = 0 then a = 0 or b = 0.',
    'x² = 49 has two solutions, 7 and −7; a quadratic equation can have two, one or no real solutions.',
    grade >= 10 ? 'When it will not factorise, use x = (−b ± √(b² − 4ac)) ÷ 2a; check each solution fits the context.' : 'Check each solution by substituting it back into the equation.',
  ],
  priorKnowledge: ['Factorising quadratic expressions.', 'Square roots.', 'Solving linear equations.'],
  keywords: ['quadratic equation', 'solve', 'factorise', 'solution'],
  misconceptions: ['equals-as-answer'],
  materials: ALGEBRA_MATERIALS,
  activities: ['Three ways: groups solve the same quadratic by factorising, by the formula and by reading a graph, then compare when each method is quickest.'],
  levels: (grade) => (grade <= 9 ? [squareRootSolve, factorisedSolve, monicSolve, commonFactorSolve, areaProblem, monicSolve] : [factorisedSolve, monicSolve, squareRootSolve, commonFactorSolve, formulaSolve, areaProblem]),
  recall: [factoriseTrinomial, expandBinomials, differenceOfSquares],
});

// ——— Quadratic functions and their graphs (Years 9 to 11) ———

const interceptsOf: Generator = (random) => {
  const [r1, r2] = [nonZero(random, 6), nonZero(random, 6)];
  return withDistractors(
    { prompt: `For y = ${bracket(1, -r1)}${bracket(1, -r2)}, find where the graph crosses the x-axis and the y-axis.`, steps: [`It crosses the x-axis where y = 0: x = ${num(r1)} and x = ${num(r2)}.`, `It crosses the y-axis where x = 0: y = (0 ${r1 < 0 ? '+' : '−'} ${Math.abs(r1)})(0 ${r2 < 0 ? '+' : '−'} ${Math.abs(r2)}) = ${num(r1 * r2)}.`], answer: `x-axis at x = ${num(Math.min(r1, r2))} and x = ${num(Math.max(r1, r2))}; y-axis at y = ${num(r1 * r2)}` },
    [`x-axis at x = ${num(Math.min(-r1, -r2))} and x = ${num(Math.max(-r1, -r2))}; y-axis at y = ${num(r1 * r2)}`],
  );
};

const vertexForm: Generator = (random) => {
  const [h, k] = [random.int(-6, 6), random.int(-9, 9)];
  const a = random.pick([1, 1, -1, 2]);
  const expression = `${a === -1 ? '−' : a === 1 ? '' : a}${bracket(1, -h)}²${k ? ` ${k < 0 ? '−' : '+'} ${Math.abs(k)}` : ''}`.replace('(x + 0)', 'x').replace('(x − 0)', 'x');
  return withDistractors(
    { prompt: `Find the turning point of y = ${expression}, and say whether it is a maximum or a minimum.`, steps: [`y = a(x − h)² + k has its turning point at (h, k).`, `Here h = ${num(h)} and k = ${num(k)}; a is ${a > 0 ? 'positive, so the parabola opens upwards: a minimum' : 'negative, so it opens downwards: a maximum'}.`], answer: `(${num(h)}, ${num(k)}), a ${a > 0 ? 'minimum' : 'maximum'}` },
    [`(${num(-h)}, ${num(k)}), a ${a > 0 ? 'minimum' : 'maximum'}`, `(${num(h)}, ${num(k)}), a ${a > 0 ? 'maximum' : 'minimum'}`],
  );
};

const axisOfSymmetry: Generator = (random) => {
  const h = nonZero(random, 6);
  const a = random.pick([1, 2, -1]);
  const c = random.int(-9, 9);
  const b = -2 * a * h;
  return withDistractors(
    { prompt: `Find the axis of symmetry of y = ${poly([a, b, c])}.`, steps: [`The axis of symmetry is x = −b ÷ 2a.`, `x = −(${num(b)}) ÷ (2 × ${num(a)}) = ${num(h)}.`], answer: `x = ${num(h)}` },
    [`x = ${num(-h)}`, `x = ${num(-b)}`],
  );
};

const completeSquare: Generator = (random) => {
  const p = nonZero(random, 6);
  const c = random.int(-9, 15);
  const q = c - p * p;
  return withDistractors(
    { prompt: `Write ${poly([1, 2 * p, c])} in the form (x + p)² + q.`, steps: [`Halve the coefficient of x: ${num(2 * p)} ÷ 2 = ${num(p)}, so start with ${bracket(1, p)}² = ${poly([1, 2 * p, p * p])}.`, `Adjust the constant: ${num(c)} − ${p * p} = ${num(q)}.`, `${bracket(1, p)}² ${q < 0 ? '−' : '+'} ${Math.abs(q)}.`], answer: `${bracket(1, p)}² ${q < 0 ? '−' : '+'} ${Math.abs(q)}` },
    [`${bracket(1, 2 * p)}² ${c - 4 * p * p < 0 ? '−' : '+'} ${Math.abs(c - 4 * p * p)}`, `${bracket(1, p)}² ${c + p * p < 0 ? '−' : '+'} ${Math.abs(c + p * p)}`],
  );
};

const maximumValue: Generator = (random) => {
  const h = random.int(-4, 5);
  const k = random.int(-5, 12);
  const coefficients = [-1, 2 * h, k - h * h];
  return { prompt: `Find the maximum value of y = ${poly(coefficients)}, and the value of x where it occurs.`, steps: [`Complete the square: y = −${h === 0 ? 'x' : bracket(1, -h)}² ${k < 0 ? '−' : '+'} ${Math.abs(k)}.`, `−${h === 0 ? 'x' : bracket(1, -h)}² is never positive, so y is greatest when x = ${num(h)}: y = ${num(k)}.`], answer: `maximum y = ${num(k)} when x = ${num(h)}` };
};

const tableOfValues: Generator = (random) => {
  const c = random.int(-5, 5);
  const b = random.int(-3, 3);
  const xs = [-2, -1, 0, 1, 2];
  const ys = xs.map((x) => x * x + b * x + c);
  return { prompt: `Complete a table of values for y = ${poly([1, b, c])} for x = −2, −1, 0, 1 and 2.`, steps: [`Substitute each x: for x = −2, y = 4 ${b ? `${-2 * b < 0 ? '−' : '+'} ${Math.abs(2 * b)} ` : ''}${c ? `${c < 0 ? '−' : '+'} ${Math.abs(c)}` : ''} = ${num(ys[0]!)}.`.replace('  ', ' '), `The y-values are ${ys.map(num).join(', ')}.`], answer: ys.map(num).join(', ') };
};

export const quadraticGraphs = defineTopic({
  strand: 'functions',
  name: 'quadratic functions and their graphs',
  grades: [9, 11],
  keyPoints: [
    'The graph of y = ax² + bx + c is a parabola: it opens upwards when a > 0 (a minimum turning point) and downwards when a < 0 (a maximum).',
    'It crosses the y-axis at y = c and the x-axis at the solutions of ax² + bx + c = 0; the axis of symmetry is x = −b ÷ 2a.',
    'Completing the square, y = a(x − h)² + k, shows the turning point (h, k).',
  ],
  priorKnowledge: ['Substituting into expressions.', 'Factorising quadratics.', 'Plotting points.'],
  keywords: ['quadratic function', 'parabola', 'turning point', 'intercept', 'axis of symmetry'],
  misconceptions: ['proportional-overuse'],
  materials: ALGEBRA_MATERIALS,
  activities: ['Change one number: students graph y = x², then change a, h and k one at a time in graphing software, and write a rule for what each does to the parabola.'],
  levels: [tableOfValues, interceptsOf, vertexForm, axisOfSymmetry, completeSquare, maximumValue],
  recall: [factoriseTrinomial, monicSolve, expandBinomials],
});

// ——— Polynomials: the remainder and factor theorems (Years 10 to 12) ———

function cubic(random: Random): number[] {
  return [random.int(1, 2), random.int(-5, 5), random.int(-6, 6), random.int(-9, 9)];
}
const evaluate = (coefficients: number[], x: number) => coefficients.reduce((s, c) => s * x + c, 0);

const evaluatePolynomial: Generator = (random) => {
  const p = cubic(random);
  const x = random.int(-3, 3);
  const value = evaluate(p, x);
  return withDistractors(
    { prompt: `p(x) = ${poly(p)}. Find p(${num(x)}).`, steps: [`Substitute x = ${num(x)} into each term.`, `p(${num(x)}) = ${substituted(p, x)} = ${num(value)}.`], answer: num(value) },
    [num(evaluate(p, -x)), num(value + p[3]!)],
  );
};

const remainderTheorem: Generator = (random) => {
  const p = cubic(random);
  const a = nonZero(random, 3);
  const r = evaluate(p, a);
  return withDistractors(
    { prompt: `Find the remainder when ${poly(p)} is divided by ${bracket(1, -a)}.`, steps: [`By the remainder theorem, the remainder is p(${num(a)}).`, `p(${num(a)}) = ${num(r)}.`], answer: num(r) },
    [num(evaluate(p, -a)), num(p[3]!)],
  );
};

const factorTheorem: Generator = (random) => {
  const [r1, r2, r3] = [nonZero(random, 4), nonZero(random, 4), nonZero(random, 4)];
  // (x − r1)(x − r2)(x − r3)
  const p = [1, -(r1 + r2 + r3), r1 * r2 + r1 * r3 + r2 * r3, -r1 * r2 * r3];
  const isFactor = random.int(0, 1) === 1;
  const test = isFactor ? r1 : [1, 2, 3, -1, -2, -3].find((t) => evaluate(p, t) !== 0)!;
  const value = evaluate(p, test);
  return withDistractors(
    { prompt: `Use the factor theorem to decide whether ${bracket(1, -test)} is a factor of ${poly(p)}.`, steps: [`${bracket(1, -test)} is a factor exactly when p(${num(test)}) = 0.`, `p(${num(test)}) = ${num(value)}.`, value === 0 ? `It is 0, so ${bracket(1, -test)} is a factor.` : `It is not 0, so ${bracket(1, -test)} is not a factor.`], answer: value === 0 ? `Yes: p(${num(test)}) = 0` : `No: p(${num(test)}) = ${num(value)}` },
    [value === 0 ? `No: p(${num(-test)}) = ${num(evaluate(p, -test))}` : `Yes: p(${num(-test)}) = ${num(evaluate(p, -test))}`],
  );
};

const addPolynomials: Generator = (random) => {
  const p = [random.int(1, 5), random.int(-6, 6), random.int(-9, 9)];
  const q = [random.int(-4, 4) || 1, random.int(-6, 6), random.int(-9, 9)];
  const subtract = random.int(0, 1) === 1;
  const result = p.map((c, i) => (subtract ? c - q[i]! : c + q[i]!));
  return withDistractors(
    { prompt: `Simplify (${poly(p)}) ${subtract ? '−' : '+'} (${poly(q)}).`, steps: [subtract ? `Subtracting the second bracket changes the sign of every term in it.` : `Remove the brackets.`, `Collect like terms: ${poly(result)}.`], answer: poly(result) },
    subtract ? [poly(p.map((c, i) => (i === 0 ? c - q[i]! : c + q[i]!))), poly(p.map((c, i) => c + q[i]!))] : [poly(p.map((c, i) => c - q[i]!)), poly([p[0]! + q[0]!, p[1]! + q[1]! + p[2]! + q[2]!])],
  );
};

const multiplyPolynomials: Generator = (random) => {
  const a = nonZero(random, 5);
  const q = [1, random.int(-5, 5), random.int(-6, 6)];
  const result = [q[0]!, q[1]! + a * q[0]!, q[2]! + a * q[1]!, a * q[2]!];
  return { prompt: `Expand and simplify ${bracket(1, a)}(${poly(q)}).`, steps: [`x × (${poly(q)}) = ${poly([...q, 0])}.`, `${num(a)} × (${poly(q)}) = ${poly(q.map((c) => a * c))}.`, `Add and collect: ${poly(result)}.`], answer: poly(result) };
};

const binomialCoefficient: Generator = (random) => {
  const n = random.int(3, 6);
  const k = random.int(1, n - 1);
  const b = random.int(1, 3);
  const choose = (m: number, r: number): number => (r === 0 ? 1 : (choose(m, r - 1) * (m - r + 1)) / r);
  const coefficient = choose(n, k) * b ** (n - k);
  return withDistractors(
    { prompt: `Find the coefficient of x${k === 1 ? '' : sup(k)} in the expansion of (x + ${b})${sup(n)}.`, steps: [`The term in x${k === 1 ? '' : sup(k)} is C(${n}, ${k}) × x${k === 1 ? '' : sup(k)} × ${b}${sup(n - k)}.`, `C(${n}, ${k}) = ${choose(n, k)}; ${choose(n, k)} × ${b ** (n - k)} = ${coefficient}.`], answer: String(coefficient) },
    [String(choose(n, k)), String(choose(n, k) * b ** k)].filter((d) => d !== String(coefficient)),
  );
};

export const polynomials = defineTopic({
  strand: 'expressions',
  name: 'polynomials and the remainder and factor theorems',
  grades: [10, 12],
  keyPoints: [
    'A polynomial is a sum of terms axⁿ with whole-number powers; add and subtract polynomials by collecting like terms.',
    'Remainder theorem: dividing p(x) by (x − a) leaves remainder p(a). Factor theorem: (x − a) is a factor exactly when p(a) = 0.',
    'The coefficients of (x + b)ⁿ come from Pascal’s triangle: the term in xᵏ is C(n, k) × bⁿ⁻ᵏ × xᵏ.',
  ],
  priorKnowledge: ['Substituting into expressions.', 'Expanding brackets.', 'Index laws.'],
  keywords: ['polynomial', 'factor', 'coefficient', 'term'],
  misconceptions: ['conjoining-terms'],
  materials: ALGEBRA_MATERIALS,
  activities: ['Factor hunt: groups test x = ±1, ±2, ±3 in a cubic to find a factor, divide it out, and factorise what is left; then check by graphing.'],
  levels: [evaluatePolynomial, addPolynomials, remainderTheorem, factorTheorem, multiplyPolynomials, binomialCoefficient],
  recall: [expandBinomials, factoriseTrinomial, evaluatePolynomial],
});
