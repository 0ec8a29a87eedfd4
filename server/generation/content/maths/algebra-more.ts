import { defineTopic, withDistractors, type Generator } from './define.ts';
import { ordinal, plain, sup, whole } from './format.ts';
import { factor, frac, fracText, linear, num, substituted } from './numbers.ts';
import type { Random } from './random.ts';

/**
 * Algebra beyond one linear equation, from Year 5 to Year 12: sequences and the nth term, simultaneous equations,
 * linear inequalities, changing the subject of a formula, equations with fractions, function notation with composite
 * and inverse functions, and direct and inverse proportion.
 */

const ALGEBRA_MATERIALS = ['Mini-whiteboards and pens', 'Graphing software or graphics calculators', 'Number lines for inequalities'];
const nonZero = (random: Random, max: number) => (random.int(0, 1) ? 1 : -1) * random.int(1, max);

// ——— Sequences and the nth term (Years 5 to 11) ———

const nextTerms: Generator = (random, grade) => {
  const d = grade >= 7 ? nonZero(random, 9) : random.int(2, 12);
  const a = grade >= 6 ? random.int(-5, 20) : random.int(1, 20);
  const terms = Array.from({ length: 6 }, (_, i) => a + i * d);
  return withDistractors(
    { prompt: `Find the next two terms of the sequence ${terms.slice(0, 4).map(num).join(', ')}, …`, steps: [`The term-to-term rule is ${d > 0 ? 'add' : 'subtract'} ${Math.abs(d)}.`, `${num(terms[3]!)} ${d > 0 ? '+' : '−'} ${Math.abs(d)} = ${num(terms[4]!)}; then ${num(terms[5]!)}.`], answer: `${num(terms[4]!)}, ${num(terms[5]!)}` },
    [`${num(terms[4]! + d)}, ${num(terms[5]! + d)}`, `${num(terms[3]! + 1)}, ${num(terms[3]! + 2)}`],
  );
};

/** The rule said in words, for classes who do not yet write the nth term. */
const termFromWords: Generator = (random) => {
  const [a, d] = [random.int(1, 20), random.int(2, 9)];
  const n = random.pick([8, 10, 12, 15, 20]);
  return withDistractors(
    { prompt: `A sequence starts at ${a}, and the rule is “add ${d}”. What is the ${ordinal(n)} term?`, steps: [`From the 1st term to the ${ordinal(n)} there are ${n - 1} steps of ${d}.`, `${a} + ${n - 1} × ${d} = ${a} + ${(n - 1) * d} = ${a + (n - 1) * d}.`], answer: String(a + (n - 1) * d) },
    // Counting n steps instead of n − 1, and n lots of the difference with no start.
    [String(a + n * d), String(n * d)],
  );
};

const describeRule: Generator = (random) => {
  const up = random.int(0, 2) > 0;
  const d = random.int(2, 12);
  const a = up ? random.int(1, 30) : random.int(5 * d, 9 * d);
  const terms = Array.from({ length: 4 }, (_, i) => a + (up ? i : -i) * d);
  const rule = `${up ? 'add' : 'subtract'} ${d}`;
  return withDistractors(
    { prompt: `What is the term-to-term rule for the sequence ${terms.join(', ')}, …? Use it to find the next term.`, steps: [`Find the difference between neighbouring terms: ${terms[1]} − ${terms[0]} = ${num(terms[1]! - terms[0]!)}.`, `The rule is “${rule}”; the next term is ${terms[3]} ${up ? '+' : '−'} ${d} = ${terms[3]! + (up ? d : -d)}.`], answer: `${rule}; ${terms[3]! + (up ? d : -d)}` },
    [`${up ? 'subtract' : 'add'} ${d}; ${terms[3]! + (up ? -d : d)}`, `${up ? 'add' : 'subtract'} ${d + 1}; ${terms[3]! + (up ? d + 1 : -d - 1)}`],
  );
};

const missingTerm: Generator = (random) => {
  const [a, d] = [random.int(1, 40), random.int(3, 15)];
  const terms = Array.from({ length: 5 }, (_, i) => a + i * d);
  const gap = random.int(1, 3);
  return withDistractors(
    { prompt: `Fill in the missing term: ${terms.map((t, i) => (i === gap ? '□' : String(t))).join(', ')}`, steps: [`The terms go up by ${terms[gap + 1]! - terms[gap - 1]!} ÷ 2 = ${d} across the gap.`, `${terms[gap - 1]} + ${d} = ${terms[gap]}.`], answer: String(terms[gap]) },
    [String(terms[gap - 1]! + d + 1), String(terms[gap + 1]! + d)],
  );
};

/** Sequences that step by a decimal or a fraction, as Years 5 and 6 continue them. */
const decimalSteps: Generator = (random) => {
  const step = random.pick([0.2, 0.25, 0.5, 1.5, 0.3]);
  const start = random.int(0, 20) / 10;
  const terms = Array.from({ length: 6 }, (_, i) => Math.round((start + i * step) * 100) / 100);
  return withDistractors(
    { prompt: `Find the next two terms of the sequence ${terms.slice(0, 4).map(plain).join(', ')}, …`, steps: [`Each term is ${plain(step)} more than the one before.`, `${plain(terms[3]!)} + ${plain(step)} = ${plain(terms[4]!)}; then ${plain(terms[5]!)}.`], answer: `${plain(terms[4]!)}, ${plain(terms[5]!)}` },
    [`${plain(terms[4]! + step)}, ${plain(terms[5]! + step)}`],
  );
};

const nthTerm: Generator = (random) => {
  const d = nonZero(random, 9);
  const a = random.int(-5, 20);
  const terms = Array.from({ length: 4 }, (_, i) => a + i * d);
  const c = a - d;
  return withDistractors(
    { prompt: `Find an expression for the nth term of the sequence ${terms.map(num).join(', ')}, …`, steps: [`The common difference is ${num(d)}, so the nth term starts ${d === 1 ? 'n' : d === -1 ? '−n' : `${num(d)}n`}.`, `When n = 1, ${num(d)} × 1 = ${num(d)}; to get ${num(a)}, ${c >= 0 ? 'add' : 'subtract'} ${Math.abs(c)}.`, `nth term = ${linear(d, c, 'n')}.`], answer: linear(d, c, 'n') },
    // The term-to-term rule read as the coefficient of n and the first term as the constant.
    [linear(d, a, 'n'), linear(a, d, 'n')],
  );
};

const termFromRule: Generator = (random) => {
  const [d, c] = [nonZero(random, 9), random.int(-10, 10)];
  const n = random.int(10, 100);
  return withDistractors(
    { prompt: `The nth term of a sequence is ${linear(d, c, 'n')}. Find the ${ordinal(n)} term.`, steps: [`Substitute n = ${n}.`, `${num(d)} × ${n} ${c < 0 ? '−' : '+'} ${Math.abs(c)} = ${num(d * n + c)}.`], answer: num(d * n + c) },
    [num(d * (n + c)), num(d + n * c)],
  );
};

const isTermOf: Generator = (random) => {
  const d = random.int(2, 9);
  const c = random.int(-5, 9);
  const member = random.int(0, 1) === 1;
  const n = random.int(20, 90);
  const value = d * n + c + (member ? 0 : random.int(1, d - 1));
  return withDistractors(
    { prompt: `Is ${value} a term of the sequence with nth term ${linear(d, c, 'n')}?`, steps: [`Solve ${linear(d, c, 'n')} = ${value}: ${d}n = ${value - c}, so n = ${plain((value - c) / d)}.`, member ? `n is a whole number, so ${value} is term number ${n}.` : `n is not a whole number, so ${value} is not a term.`], answer: member ? `Yes: it is term number ${n}` : `No: n would be ${fracText(frac(value - c, d))}, not a whole number` },
    [member ? 'No: it is not a multiple of the difference' : `Yes: it is term number ${Math.round((value - c) / d)}`],
  );
};

const geometricNext: Generator = (random) => {
  const r = random.pick([2, 3, -2, 0.5, 4]);
  const a = r === 0.5 ? random.pick([64, 128, 96, 160]) : random.int(1, 6);
  const terms = Array.from({ length: 6 }, (_, i) => a * r ** i);
  return withDistractors(
    { prompt: `Find the common ratio and the next term of the geometric sequence ${terms.slice(0, 4).map((t) => plain(t)).join(', ')}, …`, steps: [`Common ratio = ${plain(terms[1]!)} ÷ ${plain(terms[0]!)} = ${plain(r)}.`, `Next term: ${plain(terms[3]!)} × ${plain(r)} = ${plain(terms[4]!)}.`], answer: `ratio ${plain(r)}; next term ${plain(terms[4]!)}` },
    [`ratio ${plain(terms[1]! - terms[0]!)}; next term ${plain(terms[3]! + terms[1]! - terms[0]!)}`],
  );
};

const quadraticNth: Generator = (random) => {
  const [b, c] = [random.int(-4, 4), random.int(-5, 6)];
  const terms = [1, 2, 3, 4, 5].map((n) => n * n + b * n + c);
  return { prompt: `Find the nth term of the quadratic sequence ${terms.map(num).join(', ')}, …`, steps: [`The second differences are 2, so the sequence starts with n².`, `Subtract n² (1, 4, 9, 16, 25): ${terms.map((t, i) => num(t - (i + 1) ** 2)).join(', ')}, which is ${linear(b, c, 'n')}.`, `nth term = ${`n² ${b || c ? `${b < 0 || (b === 0 && c < 0) ? '−' : '+'} ${linear(Math.abs(b), b < 0 ? -c : c, 'n').replace(/^−/, '')}` : ''}`.trim()}.`], answer: `n²${b ? ` ${b < 0 ? '−' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}n` : ''}${c ? ` ${c < 0 ? '−' : '+'} ${Math.abs(c)}` : ''}` };
};

const geometricSum: Generator = (random) => {
  const r = random.pick([2, 3]);
  const a = random.int(1, 5);
  const n = random.int(4, 8);
  const sum = (a * (r ** n - 1)) / (r - 1);
  return withDistractors(
    { prompt: `Find the sum of the first ${n} terms of the geometric sequence ${[0, 1, 2].map((i) => a * r ** i).join(', ')}, …`, steps: [`S_n = a(rⁿ − 1) ÷ (r − 1) with a = ${a}, r = ${r}, n = ${n}.`, `${a}(${r}${sup(n)} − 1) ÷ ${r - 1} = ${a} × ${r ** n - 1} ÷ ${r - 1} = ${whole(sum)}.`], answer: whole(sum) },
    [whole(a * r ** (n - 1)), whole(a * r ** n)],
  );
};

export const sequences = defineTopic({
  strand: 'algebra',
  name: 'sequences and the nth term',
  grades: [5, 11],
  keyPoints: (grade) => [
    'An arithmetic (linear) sequence changes by the same amount, the common difference, each time.',
    grade >= 7 ? 'The nth term of a linear sequence is dn + c: d is the common difference, and c makes the first term right.' : 'The term-to-term rule says how to get from one term to the next.',
    grade >= 9 ? 'A geometric sequence multiplies by the same common ratio each time; a quadratic sequence has a constant second difference.' : 'Use the rule to find a term far along without listing them all.',
  ],
  priorKnowledge: ['Substituting into expressions.', 'Multiplication tables.', 'Negative numbers.'],
  keywords: (grade) => (grade >= 7 ? ['sequence', 'term', 'rule', 'linear'] : ['sequence', 'term', 'rule', 'pattern']),
  materials: [...ALGEBRA_MATERIALS, 'Matchsticks or counters for growing patterns'],
  activities: ['Growing patterns: students build the first three patterns of a matchstick sequence, tabulate the counts, find the nth term, and predict then build the 10th pattern.'],
  levels: (grade) => (grade <= 6 ? [nextTerms, describeRule, missingTerm, decimalSteps, termFromWords, termFromWords] : grade <= 8 ? [nextTerms, nthTerm, termFromRule, isTermOf, geometricNext, nthTerm] : [nthTerm, termFromRule, geometricNext, quadraticNth, isTermOf, geometricSum]),
  recall: (grade) => (grade <= 6 ? [nextTerms, missingTerm, describeRule] : [nextTerms, termFromRule, nthTerm]),
});

// ——— Simultaneous linear equations (Years 8 to 11) ———

function system(random: Random): { a: number[]; b: number[]; x: number; y: number } {
  for (;;) {
    const [x, y] = [random.int(-6, 9), random.int(-6, 9)];
    const a = [random.int(1, 5), nonZero(random, 5)];
    const b = [random.int(1, 5), nonZero(random, 5)];
    // One solution, and not (0, 0), which a student can spot without solving anything.
    if (a[0]! * b[1]! - a[1]! * b[0]! === 0 || (x === 0 && y === 0)) continue;
    return { a: [...a, a[0]! * x + a[1]! * y], b: [...b, b[0]! * x + b[1]! * y], x, y };
  }
}
const equation = ([p, q, r]: number[]) => `${p === 1 ? '' : p}x ${q! < 0 ? '−' : '+'} ${Math.abs(q!) === 1 ? '' : Math.abs(q!)}y = ${num(r!)}`;

/** “4 × (−3)”, or just “−3” when the coefficient is 1: a value put in place of a letter. */
const timesValue = (coefficient: number, value: number, first = true) => (coefficient === 1 ? (first ? num(value) : factor(value)) : `${num(coefficient)} × ${factor(value)}`);

const eliminate: Generator = (random) => {
  for (;;) {
    const s = system(random);
    // Same y-coefficient size, so adding or subtracting removes y.
    if (Math.abs(s.a[1]!) !== Math.abs(s.b[1]!)) continue;
    const add = s.a[1]! === -s.b[1]!;
    const xCoefficient = add ? s.a[0]! + s.b[0]! : s.a[0]! - s.b[0]!;
    if (xCoefficient === 0) continue;
    return withDistractors(
      { prompt: `Solve the simultaneous equations ${equation(s.a)} and ${equation(s.b)}.`, steps: [`${add ? 'Add' : 'Subtract'} the equations to eliminate y: ${linear(xCoefficient, 0)} = ${num(add ? s.a[2]! + s.b[2]! : s.a[2]! - s.b[2]!)}${xCoefficient === 1 ? '' : `, so x = ${num(s.x)}`}.`, `Substitute into the first: ${timesValue(s.a[0]!, s.x)} ${s.a[1]! < 0 ? '−' : '+'} ${linear(Math.abs(s.a[1]!), 0, 'y')} = ${num(s.a[2]!)}, so y = ${num(s.y)}.`, `Check in the second: ${timesValue(s.b[0]!, s.x)} ${s.b[1]! < 0 ? '−' : '+'} ${timesValue(Math.abs(s.b[1]!), s.y, false)} = ${num(s.b[2]!)}.`], answer: `x = ${num(s.x)}, y = ${num(s.y)}` },
      [`x = ${num(s.y)}, y = ${num(s.x)}`, `x = ${num(s.x)}, y = ${num(-s.y)}`],
    );
  }
};

const substitute: Generator = (random) => {
  const x = random.pick([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8]);
  const [m, c] = [nonZero(random, 4), random.int(-6, 6)];
  const yValue = m * x + c;
  const p = random.int(1, 4);
  let q = nonZero(random, 3);
  if (p + q * m === 0) q = -q;
  const r = p * x + q * yValue;
  return withDistractors(
    { prompt: `Solve the simultaneous equations y = ${linear(m, c)} and ${equation([p, q, r])}.`, steps: [`Substitute y = ${linear(m, c)} into the second equation: ${linear(p, 0)} ${q < 0 ? '−' : '+'} ${Math.abs(q) === 1 ? '' : Math.abs(q)}(${linear(m, c)}) = ${num(r)}.`, `${linear(p + q * m, q * c)} = ${num(r)}, so x = ${num(x)}.`, `y = ${substituted([m, c], x)} = ${num(yValue)}.`], answer: `x = ${num(x)}, y = ${num(yValue)}` },
    [`x = ${num(yValue)}, y = ${num(x)}`, `x = ${num(x)}, y = ${num(m * x)}`],
  );
};

const generalSystem: Generator = (random) => {
  const s = system(random);
  const [a1, b1] = [s.a[0]!, s.b[0]!];
  return { prompt: `Solve the simultaneous equations ${equation(s.a)} and ${equation(s.b)}.`, steps: [`Multiply the first equation by ${b1} and the second by ${a1}, so the x terms match.`, `Subtract to eliminate x and solve for y: y = ${num(s.y)}.`, `Substitute back to find x = ${num(s.x)}, and check in both equations.`], answer: `x = ${num(s.x)}, y = ${num(s.y)}` };
};

const ticketProblem: Generator = (random, _grade, place) => {
  const [adult, child] = [random.int(8, 20), random.int(3, 7)];
  const [na, nc] = [random.int(20, 80), random.int(20, 120)];
  const people = na + nc;
  const income = na * adult + nc * child;
  const sign = place.currency.major;
  return withDistractors(
    { prompt: `A school play sold ${people} tickets and took ${sign}${income}. Adult tickets cost ${sign}${adult} and child tickets cost ${sign}${child}. Write and solve simultaneous equations to find how many adult tickets, a, and child tickets, c, were sold.`, steps: [`a + c = ${people} and ${adult}a + ${child}c = ${income}.`, `Multiply the first by ${child}: ${child}a + ${child}c = ${child * people}. Subtract: ${adult - child}a = ${income - child * people}, so a = ${na}.`, `c = ${people} − ${na} = ${nc}.`], answer: `a = ${na}, c = ${nc}` },
    [`a = ${nc}, c = ${na}`, `a = ${Math.round(income / adult)}, c = ${people - Math.round(income / adult)}`],
  );
};

const intersection: Generator = (random) => {
  const x = random.int(-5, 6);
  const m1 = nonZero(random, 4);
  let m2 = nonZero(random, 4);
  // Parallel lines never meet.
  if (m2 === m1) m2 = m1 === 4 ? -1 : m1 + 1;
  const c1 = random.int(-8, 8);
  const y = m1 * x + c1;
  const c2Adjusted = y - m2 * x;
  return { prompt: `Find the point where the lines y = ${linear(m1, c1)} and y = ${linear(m2, c2Adjusted)} intersect.`, steps: [`At the intersection the y-values are equal: ${linear(m1, c1)} = ${linear(m2, c2Adjusted)}.`, `${linear(m1 - m2, 0)} = ${num(c2Adjusted - c1)}, so x = ${num(x)}; then y = ${num(y)}.`], answer: `(${num(x)}, ${num(y)})` };
};

export const simultaneousEquations = defineTopic({
  strand: 'equations',
  name: 'simultaneous linear equations',
  grades: [8, 11],
  keyPoints: [
    'Simultaneous equations share a solution: the values of x and y that make both true, where their graphs cross.',
    'Elimination: make the coefficients of one letter match, then add or subtract the equations to remove it.',
    'Substitution: replace one letter with its expression from the other equation; always check the solution in both equations.',
  ],
  priorKnowledge: ['Solving linear equations.', 'Substituting into expressions.', 'Plotting straight-line graphs.'],
  keywords: ['simultaneous equations', 'equation', 'solution', 'variable'],
  misconceptions: ['inverse-operations'],
  materials: ALGEBRA_MATERIALS,
  activities: ['Graph and check: pairs solve a pair of equations algebraically, then plot both lines in graphing software and confirm the intersection matches their solution.'],
  levels: [eliminate, substitute, intersection, generalSystem, ticketProblem, eliminate],
  recall: [nthTerm, termFromRule, substitute],
});

// ——— Linear inequalities (Years 6 to 10) ———

const writeInequality: Generator = (random) => {
  const cases = [
    ['You must be at least {n} years old to ride. Write an inequality for the age, a, of a rider.', 'a', '≥'],
    ['A lift can carry at most {n} people. Write an inequality for the number of people, p, in the lift.', 'p', '≤'],
    ['The temperature stayed above {n} °C all day. Write an inequality for the temperature, t.', 't', '>'],
    ['Fewer than {n} students came to the club. Write an inequality for the number of students, s.', 's', '<'],
  ] as const;
  const [text, letter, sign] = random.pick(cases);
  const n = random.int(5, 40);
  const strictness: Record<string, string> = { '≥': '>', '≤': '<', '>': '≥', '<': '≤' };
  const reversed: Record<string, string> = { '≥': '≤', '≤': '≥', '>': '<', '<': '>' };
  return withDistractors(
    { prompt: text.replace('{n}', String(n)), steps: [`Decide whether ${n} itself is allowed: “at least” and “at most” include it (≥, ≤); “above” and “fewer than” do not (>, <).`, `${letter} ${sign} ${n}.`], answer: `${letter} ${sign} ${n}` },
    [`${letter} ${strictness[sign]} ${n}`, `${letter} ${reversed[sign]} ${n}`],
  );
};

const solveInequality: Generator = (random) => {
  const [a, x] = [random.int(2, 9), random.int(-5, 12)];
  const b = random.int(-10, 15);
  const sign = random.pick(['>', '<', '≥', '≤'] as const);
  return withDistractors(
    { prompt: `Solve ${linear(a, b)} ${sign} ${num(a * x + b)}.`, steps: [`${b >= 0 ? 'Subtract' : 'Add'} ${Math.abs(b)} on both sides: ${a}x ${sign} ${num(a * x)}.`, `Divide both sides by ${a} (positive, so the sign stays): x ${sign} ${num(x)}.`], answer: `x ${sign} ${num(x)}` },
    [`x ${({ '>': '<', '<': '>', '≥': '≤', '≤': '≥' } as const)[sign]} ${num(x)}`, `x ${sign} ${plain((a * x + b + b) / a)}`],
  );
};

const negativeCoefficient: Generator = (random) => {
  const [a, x] = [random.int(2, 6), random.int(-6, 8)];
  const b = random.int(1, 20);
  const sign = random.pick(['>', '<'] as const);
  const flipped = sign === '>' ? '<' : '>';
  return withDistractors(
    { prompt: `Solve ${b} − ${a}x ${sign} ${num(b - a * x)}.`, steps: [`Subtract ${b}: −${a}x ${sign} ${num(-a * x)}.`, `Divide by −${a}: dividing by a negative number reverses the inequality, so x ${flipped} ${num(x)}.`], answer: `x ${flipped} ${num(x)}` },
    [`x ${sign} ${num(x)}`, `x ${flipped} ${num(-x)}`],
  );
};

const integerSolutions: Generator = (random) => {
  const low = random.int(-4, 3);
  const high = low + random.int(3, 5);
  const k = random.int(2, 4);
  const values = Array.from({ length: high - low + 1 }, (_, i) => low + i).filter((n) => n > low && n <= high);
  return { prompt: `List the integers n that satisfy ${num(k * low)} < ${k}n ≤ ${num(k * high)}.`, steps: [`Divide every part by ${k}: ${num(low)} < n ≤ ${num(high)}.`, `The integers are ${values.map(num).join(', ')}.`], answer: values.map(num).join(', ') };
};

export const inequalities = defineTopic({
  strand: 'equations',
  name: 'linear inequalities',
  grades: [6, 10],
  keyPoints: (grade) => [
    'An inequality uses <, >, ≤ or ≥ and usually has many solutions, shown on a number line with an open (not included) or closed (included) circle.',
    'Solve an inequality like an equation, doing the same to both sides.',
    grade >= 8 ? 'Multiplying or dividing both sides by a negative number reverses the inequality sign.' : '“At least” means ≥ and “at most” means ≤.',
  ],
  priorKnowledge: ['Solving linear equations.', 'Negative numbers on a number line.'],
  keywords: ['inequality', 'variable', 'solution', 'number line'],
  misconceptions: ['inverse-operations'],
  materials: ALGEBRA_MATERIALS,
  activities: ['Test a value: after solving each inequality, students pick one value inside and one outside their solution set, substitute both into the original, and check which makes it true.'],
  levels: (grade) => (grade <= 7 ? [writeInequality, solveInequality, writeInequality, solveInequality, integerSolutions, solveInequality] : [solveInequality, negativeCoefficient, integerSolutions, writeInequality, negativeCoefficient, solveInequality]),
  recall: [writeInequality, solveInequality, nextTerms],
});

// ——— Changing the subject of a formula (Years 8 to 11) ———

const FORMULAS = [
  { formula: 'v = u + at', subject: 't', answer: 't = (v − u)/a', steps: ['Subtract u from both sides: v − u = at.', 'Divide both sides by a: t = (v − u)/a.'] },
  { formula: 'P = 2l + 2w', subject: 'w', answer: 'w = (P − 2l)/2', steps: ['Subtract 2l from both sides: P − 2l = 2w.', 'Divide both sides by 2: w = (P − 2l)/2.'] },
  { formula: 'V = IR', subject: 'R', answer: 'R = V/I', steps: ['Divide both sides by I.', 'R = V/I.'] },
  { formula: 'y = mx + c', subject: 'x', answer: 'x = (y − c)/m', steps: ['Subtract c from both sides: y − c = mx.', 'Divide both sides by m: x = (y − c)/m.'] },
  { formula: 'A = πr²', subject: 'r', answer: 'r = √(A/π)', steps: ['Divide both sides by π: A/π = r².', 'Take the positive square root: r = √(A/π).'] },
  { formula: 'C = 5(F − 32)/9', subject: 'F', answer: 'F = 9C/5 + 32', steps: ['Multiply both sides by 9 and divide by 5: 9C/5 = F − 32.', 'Add 32 to both sides: F = 9C/5 + 32.'] },
  { formula: 's = d/t', subject: 't', answer: 't = d/s', steps: ['Multiply both sides by t: st = d.', 'Divide both sides by s: t = d/s.'] },
  { formula: 'E = mc²', subject: 'm', answer: 'm = E/c²', steps: ['Divide both sides by c².', 'm = E/c².'] },
] as const;

const rearrange: Generator = (random) => {
  const f = random.pick(FORMULAS);
  // Undoing the operations without reversing them, or dividing only part of the other side.
  const wrong = [f.answer.replace('−', '+'), f.answer.replace(/\((.*) ([−+]) (.*)\)\/(.*)$/, '$1/$4 $2 $3'), f.answer.replace(/^(\w) = (\w+)\/(\w+)$/, '$1 = $3/$2')];
  return withDistractors({ prompt: `Make ${f.subject} the subject of the formula ${f.formula}.`, steps: [...f.steps], answer: f.answer }, wrong.filter((d) => d !== f.answer));
};

const rearrangeAndEvaluate: Generator = (random) => {
  const u = random.int(0, 10);
  const a = random.int(2, 6);
  const t = random.int(2, 9);
  const v = u + a * t;
  return withDistractors(
    { prompt: `Use v = u + at to find t when v = ${v}, u = ${u} and a = ${a}.`, steps: [`Rearrange: t = (v − u)/a.`, `t = (${v} − ${u}) ÷ ${a} = ${v - u} ÷ ${a} = ${t}.`], answer: `t = ${t}` },
    [`t = ${plain((v + u) / a)}`, `t = ${plain(v / a - u)}`].filter((d) => d !== `t = ${t}`),
  );
};

const linearSubject: Generator = (random) => {
  const [a, b] = [random.int(2, 9), nonZero(random, 12)];
  return { prompt: `Make x the subject of y = ${linear(a, b)}.`, steps: [`${b > 0 ? 'Subtract' : 'Add'} ${Math.abs(b)} on both sides: y ${b > 0 ? '−' : '+'} ${Math.abs(b)} = ${a}x.`, `Divide by ${a}: x = (y ${b > 0 ? '−' : '+'} ${Math.abs(b)})/${a}.`], answer: `x = (y ${b > 0 ? '−' : '+'} ${Math.abs(b)})/${a}` };
};

export const rearrangingFormulas = defineTopic({
  strand: 'equations',
  name: 'changing the subject of a formula',
  grades: [8, 11],
  keyPoints: [
    'Changing the subject rearranges a formula so that the letter you want is on its own on one side.',
    'Undo the operations on that letter in reverse order, doing the same to both sides, just as in solving an equation.',
    'Check by substituting numbers into the old and new formulas: they must agree.',
  ],
  priorKnowledge: ['Solving two-step equations.', 'Inverse operations.', 'Substituting into formulas.'],
  keywords: ['formula', 'variable', 'inverse operation', 'substitution'],
  misconceptions: ['inverse-operations'],
  materials: ALGEBRA_MATERIALS,
  activities: ['Science formulas: groups take formulas from science (speed, Ohm’s law, density) and rewrite each with every letter as the subject, checking each version with the same numbers.'],
  levels: [linearSubject, rearrange, rearrangeAndEvaluate, rearrange, linearSubject, rearrange],
  recall: [solveInequality, linearSubject, rearrangeAndEvaluate],
});

// ——— Equations with fractions and algebraic fractions (Years 8 to 11) ———

const fractionEquation: Generator = (random) => {
  const d = random.int(2, 6);
  const x = random.int(-4, 10) * d + random.int(0, 1) * d;
  const b = random.int(1, 9);
  const rhs = x / d + b;
  return withDistractors(
    { prompt: `Solve x/${d} + ${b} = ${num(rhs)}.`, steps: [`Subtract ${b}: x/${d} = ${num(rhs - b)}.`, `Multiply by ${d}: x = ${num(x)}.`], answer: `x = ${num(x)}` },
    [`x = ${plain((rhs - b) / d)}`, `x = ${num(rhs * d - b)}`].filter((v) => v !== `x = ${num(x)}`),
  );
};

const bracketOverNumber: Generator = (random) => {
  const d = random.int(2, 5);
  const a = random.int(1, 3);
  const x = random.int(-4, 9);
  // Move the constant so the numerator divides by d and the right-hand side is a whole number.
  let c = random.int(-6, 6);
  c -= (((a * x + c) % d) + d) % d;
  const rhs = (a * x + c) / d;
  return { prompt: `Solve (${linear(a, c)})/${d} = ${num(rhs)}.`, steps: [`Multiply both sides by ${d}: ${linear(a, c)} = ${num(rhs * d)}.`, `${a === 1 ? 'x' : `${a}x`} = ${num(rhs * d - c)}, so x = ${num(x)}.`], answer: `x = ${num(x)}` };
};

const twoFractions: Generator = (random) => {
  const [p, q] = random.pick([
    [2, 3],
    [3, 4],
    [2, 5],
    [4, 6],
    [3, 5],
  ] as const);
  const lcmPQ = (p * q) / gcdOf(p, q);
  const x = lcmPQ * random.int(1, 4);
  const rhs = x / p + x / q;
  return withDistractors(
    { prompt: `Solve x/${p} + x/${q} = ${rhs}.`, steps: [`Multiply every term by ${lcmPQ}: ${lcmPQ / p}x + ${lcmPQ / q}x = ${rhs * lcmPQ}.`, `${lcmPQ / p + lcmPQ / q}x = ${rhs * lcmPQ}, so x = ${x}.`], answer: `x = ${x}` },
    [`x = ${plain((rhs * (p + q)) / 2)}`, `x = ${rhs * (p + q)}`].filter((v) => v !== `x = ${x}`),
  );
};
function gcdOf(a: number, b: number): number {
  return b ? gcdOf(b, a % b) : a;
}

const addAlgebraicFractions: Generator = (random) => {
  const [p, q] = random.pick([
    [2, 3],
    [3, 4],
    [2, 5],
    [4, 3],
    [5, 3],
  ] as const);
  // Numerators that do not cancel with their own denominators (2x/2 is just x).
  const [a, b] = [random.pick([1, 2, 3, 4].filter((n) => n % p !== 0)), random.pick([1, 2, 3, 4].filter((n) => n % q !== 0))];
  const numerator = a * q + b * p;
  const f = frac(numerator, p * q);
  return withDistractors(
    { prompt: `Write ${a === 1 ? '' : a}x/${p} + ${b === 1 ? '' : b}x/${q} as a single fraction.`, steps: [`Use the common denominator ${p * q}: ${a * q}x/${p * q} + ${b * p}x/${p * q}.`, `Add the numerators: ${numerator}x/${p * q}${f.d !== p * q ? ` = ${f.n}x/${f.d}` : ''}.`], answer: `${f.n === 1 ? '' : f.n}x/${f.d}` },
    [`${a + b}x/${p + q}`, `${a + b}x/${p * q}`],
  );
};

export const algebraicFractions = defineTopic({
  strand: 'equations',
  name: 'equations with fractions and algebraic fractions',
  grades: [8, 11],
  keyPoints: [
    'To clear fractions from an equation, multiply every term on both sides by the lowest common denominator.',
    'Algebraic fractions add like number fractions: rename them with a common denominator, then add the numerators.',
    'Put brackets around a numerator with more than one term before multiplying.',
  ],
  priorKnowledge: ['Adding fractions with different denominators.', 'Solving linear equations.', 'Lowest common multiples.'],
  keywords: ['equation', 'fraction', 'common denominator', 'solve'],
  misconceptions: ['fraction-add-across', 'inverse-operations'],
  materials: ALGEBRA_MATERIALS,
  activities: ['Clear the fractions: pairs solve the same equation twice, once by clearing fractions first and once by working with them, and compare which was quicker.'],
  levels: [fractionEquation, bracketOverNumber, twoFractions, addAlgebraicFractions, twoFractions, addAlgebraicFractions],
  recall: [fractionEquation, linearSubject, solveInequality],
});

// ——— Function notation, composite and inverse functions (Years 9 to 12) ———

const evaluateFunction: Generator = (random) => {
  const [a, b, c] = [random.int(1, 3), random.int(-5, 5), random.int(-9, 9)];
  const x = random.int(-4, 5);
  const value = a * x * x + b * x + c;
  const expression = `${a === 1 ? '' : a}x²${b ? ` ${b < 0 ? '−' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}x` : ''}${c ? ` ${c < 0 ? '−' : '+'} ${Math.abs(c)}` : ''}`;
  return withDistractors(
    { prompt: `f(x) = ${expression}. Find f(${num(x)}).`, steps: [`Replace every x with ${factor(x)}.`, `f(${num(x)}) = ${substituted([a, b, c], x)} = ${num(value)}.`], answer: num(value) },
    [num(a * -(x * x) + b * x + c), num(a * 2 * x + b * x + c)].filter((v) => v !== num(value)),
  );
};

const compose: Generator = (random) => {
  const [m, c] = [nonZero(random, 5), random.int(-6, 6)];
  const [p, q] = [nonZero(random, 4), random.int(-5, 5)];
  const x = random.int(-3, 4);
  const inner = p * x + q;
  const value = m * inner + c;
  return withDistractors(
    { prompt: `f(x) = ${linear(m, c)} and g(x) = ${linear(p, q)}. Find f(g(${num(x)})).`, steps: [`Inner function first: g(${num(x)}) = ${num(inner)}.`, `Then f(${num(inner)}) = ${substituted([m, c], inner)} = ${num(value)}.`], answer: num(value) },
    [num(p * (m * x + c) + q), num((m * x + c) * (p * x + q))].filter((v) => v !== num(value)),
  );
};

const inverseLinear: Generator = (random) => {
  const [a, b] = [random.int(2, 9), nonZero(random, 12)];
  return withDistractors(
    { prompt: `Find the inverse function of f(x) = ${linear(a, b)}.`, steps: [`Write y = ${linear(a, b)} and make x the subject: x = (y ${b > 0 ? '−' : '+'} ${Math.abs(b)})/${a}.`, `Swap the names: f⁻¹(x) = (x ${b > 0 ? '−' : '+'} ${Math.abs(b)})/${a}.`], answer: `f⁻¹(x) = (x ${b > 0 ? '−' : '+'} ${Math.abs(b)})/${a}` },
    [`f⁻¹(x) = 1/(${linear(a, b)})`, `f⁻¹(x) = x/${a} ${b > 0 ? '−' : '+'} ${Math.abs(b)}`],
  );
};

const averageRate: Generator = (random) => {
  const a = random.int(1, 3);
  const [x1, x2] = [random.int(-2, 2), random.int(3, 6)];
  const f = (x: number) => a * x * x;
  const rate = (f(x2) - f(x1)) / (x2 - x1);
  return { prompt: `Find the average rate of change of f(x) = ${a === 1 ? '' : a}x² from x = ${num(x1)} to x = ${x2}.`, steps: [`f(${num(x1)}) = ${f(x1)} and f(${x2}) = ${f(x2)}.`, `Average rate of change = (${f(x2)} − ${f(x1)}) ÷ (${x2} − ${factor(x1)}) = ${f(x2) - f(x1)} ÷ ${x2 - x1} = ${plain(rate)}.`], answer: plain(rate) };
};

const solveFx: Generator = (random) => {
  const [a, b] = [random.int(2, 7), nonZero(random, 10)];
  const x = random.int(-5, 8);
  return { prompt: `f(x) = ${linear(a, b)}. Find x when f(x) = ${num(a * x + b)}.`, steps: [`${linear(a, b)} = ${num(a * x + b)}.`, `${linear(a, 0)} = ${num(a * x)}, so x = ${num(x)}.`], answer: `x = ${num(x)}` };
};

export const functionNotation = defineTopic({
  strand: 'functions',
  name: 'function notation, composite and inverse functions',
  grades: [9, 12],
  keyPoints: [
    'f(3) means the output of the function f when the input is 3: replace every x with 3.',
    'f(g(x)) means apply g first, then f to the result; the order matters.',
    'The inverse function f⁻¹ undoes f: write y = f(x), make x the subject, then swap x and y.',
  ],
  priorKnowledge: ['Substituting into expressions.', 'Rearranging formulas.', 'Linear functions.'],
  keywords: ['function', 'input', 'output', 'inverse operation'],
  misconceptions: ['order-of-operations'],
  materials: ALGEBRA_MATERIALS,
  activities: ['Function machines: pairs build two-step function machines, feed numbers through them in both orders to see that f(g(x)) and g(f(x)) differ, then run a machine backwards to find its inverse.'],
  levels: [evaluateFunction, solveFx, compose, inverseLinear, averageRate, compose],
  recall: [evaluateFunction, linearSubject, solveFx],
});

// ——— Direct and inverse proportion (Years 8 to 11) ———

const directProportion: Generator = (random) => {
  const k = random.int(2, 12);
  const [x1, x2] = [random.int(2, 9), random.int(10, 30)];
  return withDistractors(
    { prompt: `y is directly proportional to x, and y = ${k * x1} when x = ${x1}. Find y when x = ${x2}.`, steps: [`y = kx, so k = ${k * x1} ÷ ${x1} = ${k}.`, `y = ${k} × ${x2} = ${k * x2}.`], answer: `y = ${k * x2}` },
    [`y = ${k * x1 + (x2 - x1)}`, `y = ${plain((k * x1 * x1) / x2)}`],
  );
};

const inverseProportion: Generator = (random) => {
  const k = random.int(2, 12) * 12;
  const [x1, x2] = [random.pick([2, 3, 4, 6]), random.pick([8, 12, 24, 16])];
  return withDistractors(
    { prompt: `y is inversely proportional to x, and y = ${k / x1} when x = ${x1}. Find y when x = ${x2}.`, steps: [`y = k/x, so k = ${k / x1} × ${x1} = ${k}.`, `y = ${k} ÷ ${x2} = ${plain(k / x2)}.`], answer: `y = ${plain(k / x2)}` },
    [`y = ${plain((k / x1 / x1) * x2)}`, `y = ${plain(k / x1 - (x2 - x1))}`],
  );
};

const workersProblem: Generator = (random) => {
  const workers = random.int(2, 6);
  const times = random.int(2, 3);
  // The days divide by the factor the team grows by, so the answer is a whole number of days.
  const days = times * random.int(2, 6);
  const more = workers * times;
  return withDistractors(
    { prompt: `${workers} painters take ${days} days to paint a school, all working at the same rate. How long would ${more} painters take?`, steps: [`More painters means less time: the time is inversely proportional to the number of painters.`, `Total work: ${workers} × ${days} = ${workers * days} painter-days; ${workers * days} ÷ ${more} = ${plain((workers * days) / more)} days.`], answer: `${plain((workers * days) / more)} days` },
    [`${plain((days * more) / workers)} days`, `${days - (more - workers)} days`],
  );
};

const squareProportion: Generator = (random) => {
  const k = random.int(2, 6);
  const [x1, x2] = [random.int(2, 4), random.int(5, 9)];
  return withDistractors(
    { prompt: `y is directly proportional to x², and y = ${k * x1 * x1} when x = ${x1}. Find y when x = ${x2}.`, steps: [`y = kx², so k = ${k * x1 * x1} ÷ ${x1 * x1} = ${k}.`, `y = ${k} × ${x2}² = ${k * x2 * x2}.`], answer: `y = ${k * x2 * x2}` },
    [`y = ${(k * x1 * x1 * x2) / x1}`, `y = ${k * x2}`].filter((v) => v !== `y = ${k * x2 * x2}`),
  );
};

export const proportion = defineTopic({
  strand: 'ratio',
  name: 'direct and inverse proportion',
  grades: [8, 11],
  keyPoints: [
    'y is directly proportional to x when y = kx: doubling x doubles y, and the graph is a straight line through the origin.',
    'y is inversely proportional to x when y = k/x: doubling x halves y, and xy stays equal to k.',
    'Find k from one pair of values first, then use the equation for any other value.',
  ],
  priorKnowledge: ['Ratio and unit rates.', 'Substituting into formulas.', 'Squares and square roots.'],
  keywords: ['proportional', 'constant of proportionality', 'rate', 'variable'],
  misconceptions: ['proportional-overuse', 'ratio-additive'],
  materials: ALGEBRA_MATERIALS,
  activities: ['Which kind? Groups sort situations (cost of petrol, time for a journey at different speeds, sharing a prize) into direct, inverse or neither, and justify each with a small table.'],
  levels: [directProportion, inverseProportion, workersProblem, squareProportion, directProportion, inverseProportion],
  recall: [directProportion, evaluateFunction, nextTerms],
});

export const algebraWarmUps = { nthTerm, solveInequality, linearSubject };
