/**
 * Rules that read the algebra, senior number, statistics and probability questions and check each answer another
 * way: substituting solutions back, expanding a factorisation, comparing expressions at several values, listing every
 * outcome, computing a spread from a different formula.
 */

import { close, evaluate, fraction, hcf, num, point, print, product, roundedTo, share, valueOf, type Rule } from './maths-generators.ts';
import { RULES as NUMBER_RULES } from './maths-rules-number.ts';

const XS = [-2, -1, 0.5, 1, 2, 3];
/** Two expressions in x (and other letters) agree at several values. */
const same = (a: string, b: string, letters: Record<string, number> = {}) => XS.every((x) => close(evaluate(a, { ...letters, x, n: x }), evaluate(b, { ...letters, x, n: x }), 1e-6));
const roots = (answer: string) => answer.split(' or ').map((part) => num(part.replace(/^x = /, '')));
const sides = (equation: string) => equation.split(' = ') as [string, string];
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => {
  const s = sorted(values);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
/** Lower and upper quartiles as the medians of the halves either side of the median. */
const quartiles = (values: number[]) => {
  const s = sorted(values);
  const half = Math.floor(s.length / 2);
  return [median(s.slice(0, half)), median(s.slice(s.length - half))] as const;
};
const list = (text: string) => text.split(', ').map(num);
const choose = (n: number, r: number) => {
  // Counting the r-element subsets of n things one by one.
  let count = 0;
  for (let mask = 0; mask < 1 << n; mask++) if (mask.toString(2).split('').filter((b) => b === '1').length === r) count += 1;
  return count;
};

/** [sides, all sides equal, all angles right angles] of the shapes the sorting algorithm meets. */
const SHAPE_FACTS: Record<string, [number, boolean, boolean]> = {
  square: [4, true, true],
  rectangle: [4, false, true],
  'rectangle that is not a square': [4, false, true],
  rhombus: [4, true, false],
  'rhombus that is not a square': [4, true, false],
  parallelogram: [4, false, false],
  kite: [4, false, false],
  trapezium: [4, false, false],
  trapezoid: [4, false, false],
  'equilateral triangle': [3, true, false],
  'regular pentagon': [5, true, false],
  'regular hexagon': [6, true, false],
};
/** "³⁴" → 34. */
const superNumber = (text: string) => Number([...text].map((c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c)).join(''));

// ——— Complex numbers and matrices by hand ———
type Complex = [number, number];
/** "−14 − i", "7/5 + (1/5)i", "i", "−1", "−8 + 3i" as [real, imaginary]. */
function complex(text: string): Complex {
  const t = text.replace(/\s/g, '').replace(/−/g, '-').replace(/[()]/g, '');
  const m = /^([-+]?[\d/]+(?![\d/]*i))?([-+]?[\d/]*)i$/.exec(t);
  if (m) return [m[1] ? valueOf(m[1].replace(/^\+/, '')) : 0, m[2] === '' || m[2] === '+' ? 1 : m[2] === '-' ? -1 : valueOf(m[2]!.replace(/^\+/, ''))];
  return [valueOf(t), 0];
}
const times = ([a, b]: Complex, [c, d]: Complex): Complex => [a * c - b * d, a * d + b * c];
type Matrix = [[number, number], [number, number]];
const matrix = (text: string): Matrix => text.replace(/[[\]]/g, '').split('; ').map((row) => row.split(' ').map(valueOf)) as Matrix;

export const ALGEBRA_RULES: readonly Rule[] = [
  // Expanding and factorising
  [/^Factorise (.+) fully\.$/, (m) => (answer) => {
    const inner = /\((.+)\)$/.exec(answer)?.[1] ?? '';
    const [c0, c1] = [evaluate(inner, { x: 0 }), evaluate(inner, { x: 1 }) - evaluate(inner, { x: 0 })];
    // Fully: nothing left to take out of the bracket.
    return same(answer, m[1]!) && hcf(c0, c1) === 1 && !(answer.startsWith('x(') && c0 === 0);
  }],
  [/^(?:Expand and simplify|Expand|Factorise|Simplify) ([^,]*x[^,]*)\.$/, (m) => (answer) => same(answer, m[1]!) && answer !== m[1]],
  [/^Write (.+) in the form \(x \+ p\)² \+ q\.$/, (m) => (answer) => /^\(x [+−] \d+\)² [+−] \d+$|^\(x [+−] \d+\)²$/.test(answer) && same(answer, m[1]!)],
  // Equations
  [/^Solve the simultaneous equations (.+) and (.+)\.$/, (m) => (answer) => {
    const [, x, y] = /^x = (−?\d+), y = (−?\d+)$/.exec(answer)!.map(num);
    return [m[1]!, m[2]!].every((eq) => close(evaluate(sides(eq)[0], { x: x!, y: y! }), evaluate(sides(eq)[1], { x: x!, y: y! })));
  }],
  [/^Solve x²(?: ([+−]) (\d+)x)? \+ (\d+) = 0\.$/, (m) => {
    const b = (m[1] === '−' ? -1 : 1) * Number(m[2] ?? 0);
    if (b * b >= 4 * Number(m[3])) return undefined;
    return (answer: string) => answer.split(' or ').map((r) => complex(r.replace('x = ', ''))).every((z) => {
      const square = times(z, z);
      return close(square[0] + b * z[0] + Number(m[3]), 0) && close(square[1] + b * z[1], 0);
    });
  }],
  [/^Solve (.*x.*) = (.+), giving your answers to 2 decimal places\.$/, (m) => (answer) => {
    const f = (x: number) => evaluate(m[1]!, { x }) - evaluate(m[2]!, { x });
    // Each answer brackets a root: the sign changes within half a hundredth.
    return roots(answer).length === 2 && roots(answer).every((r) => f(r - 0.005) * f(r + 0.005) <= 0);
  }],
  [/^Solve ([^,]*x[^,]*) = ([^,]+)\.$/, (m) => (answer) => {
    if (!/^x = /.test(answer)) return false;
    const found = roots(answer);
    const f = (x: number) => evaluate(m[1]!, { x }) - evaluate(m[2]!, { x });
    // Every root solves it, and a quadratic has no root left out: its value vanishes only there.
    const quadratic = /x²|\)\(|\)²/.test(m[1]!);
    return found.every((x) => close(f(x), 0, 1e-9)) && (!quadratic || found.length === 2 || Array.from({ length: 401 }, (_, i) => (i - 200) / 4).every((x) => found.includes(x) || !close(f(x), 0, 1e-9)));
  }],
  [/^A rectangle is (\d+) cm longer than it is wide, and its area is (\d+) cm²\./, (m) => (answer) => {
    const w = num(answer.split(' ')[0]!);
    return product(w, w + Number(m[1])) === Number(m[2]);
  }],
  [/^Find the point where the lines y = (.+) and y = (.+) intersect\.$/, (m) => (answer) => {
    const [x, y] = point(answer);
    return close(evaluate(m[1]!, { x }), y) && close(evaluate(m[2]!, { x }), y);
  }],
  [/^A school play sold (\d+) tickets and took [$£](\d+)\. Adult tickets cost [$£](\d+) and child tickets cost [$£](\d+)\./, (m) => (answer) => {
    const [, a, c] = /^a = (\d+), c = (\d+)$/.exec(answer)!.map(Number);
    return a! + c! === Number(m[1]) && product(Number(m[3]), a!) + product(Number(m[4]), c!) === Number(m[2]);
  }],
  [/^Write the system (.+), (.+) as a matrix equation and solve it\.$/, (m) => (answer) => {
    const [, x, y] = /^x = (−?\d+), y = (−?\d+)$/.exec(answer)!.map(num);
    return [m[1]!, m[2]!].every((eq) => close(evaluate(sides(eq)[0], { x: x!, y: y! }), evaluate(sides(eq)[1], { x: x!, y: y! })));
  }],
  // Inequalities
  [/^Solve (.*x.*) ([<>≤≥]) (.+)\.$/, (m) => (answer) => {
    const parts = /^x ([<>≤≥]) (−?[\d.]+)$/.exec(answer);
    if (!parts) return false;
    const holds = (x: number) => {
      const [l, r] = [evaluate(m[1]!, { x }), evaluate(m[3]!, { x })];
      return { '<': l < r, '>': l > r, '≤': l <= r + 1e-9, '≥': l >= r - 1e-9 }[m[2]!]!;
    };
    const bound = num(parts[2]!);
    const says = (x: number) => ({ '<': x < bound, '>': x > bound, '≤': x <= bound, '≥': x >= bound })[parts[1]!]!;
    // The stated solution set and the inequality agree on a spread of values, the boundary included.
    return [-20, -5.5, -1, 0, 1, 2.5, 7, 20, bound, bound - 0.25, bound + 0.25].every((x) => holds(x) === says(x));
  }],
  [/^List the integers n that satisfy (−?\d+) (<|≤) (\d*)n (<|≤) (−?\d+)\.$/, (m) => {
    const k = Number(m[3] || 1);
    const fits = (n: number) => (m[2] === '<' ? num(m[1]!) < k * n : num(m[1]!) <= k * n) && (m[4] === '<' ? k * n < num(m[5]!) : k * n <= num(m[5]!));
    return Array.from({ length: 201 }, (_, i) => i - 100).filter(fits).map(print).join(', ');
  }],
  [/^(Fewer than|A lift can carry at most|You must be at least|The temperature stayed above) (\d+).*, ([a-z])(?:, [\w ]+)?\.$/, (m) => `${m[3]} ${{ 'Fewer than': '<', 'A lift can carry at most': '≤', 'You must be at least': '≥', 'The temperature stayed above': '>' }[m[1]!]} ${m[2]}`],
  // Formulas and functions
  [/^Make (\w) the subject of (?:the formula )?(\w) = (.+)\.$/, (m) => (answer) => {
    const subject = m[1]!;
    const letters = [...new Set(m[3]!.match(/[a-zA-Z]/g) ?? [])].filter((l) => l !== subject);
    const values: Record<string, number> = Object.fromEntries(letters.map((l, i) => [l, 2 + i * 1.5]));
    values[subject] = 3;
    values[m[2]!] = evaluate(m[3]!, values);
    const [left, right] = sides(answer);
    return left === subject && close(evaluate(right, { ...values, [subject]: NaN }), 3, 1e-9);
  }],
  [/^Use (\w) = (.+) to find (\w) when (.+)\.$/, (m) => (answer) => {
    const values: Record<string, number> = Object.fromEntries(m[4]!.replace(' and ', ', ').split(', ').map((pair) => [pair.split(' = ')[0]!, num(pair.split(' = ')[1]!)]));
    values[m[3]!] = num(answer.replace(`${m[3]} = `, ''));
    return close(evaluate(m[2]!, values), values[m[1]!]!);
  }],
  [/^Write (.+) as a single fraction\.$/, (m) => (answer) => /^\d*x\/\d+$/.test(answer) && same(answer.replace('/', ' / '), m[1]!.replace(/\//g, ' / ')) && hcf(Number(/^(\d*)/.exec(answer)![1] || 1), Number(answer.split('/')[1])) === 1],
  [/^f\(x\) = ([^.]+)\. Find f\((−?\d+)\)\.$/, (m) => print(evaluate(m[1]!, { x: num(m[2]!) }))],
  [/^p\(x\) = ([^.]+)\. Find p\((−?\d+)\)\.$/, (m) => print(evaluate(m[1]!, { x: num(m[2]!) }))],
  [/^f\(x\) = ([^.]+)\. Find x when f\(x\) = (−?\d+)\.$/, (m) => (answer) => close(evaluate(m[1]!, { x: num(answer.replace('x = ', '')) }), num(m[2]!))],
  [/^f\(x\) = (.+) and g\(x\) = (.+)\. Find f\(g\((−?\d+)\)\)\.$/, (m) => print(evaluate(m[1]!, { x: evaluate(m[2]!, { x: num(m[3]!) }) }))],
  [/^Find the inverse function of f\(x\) = (.+)\.$/, (m) => (answer) => XS.every((x) => close(evaluate(m[1]!, { x: evaluate(answer.replace(/^f⁻¹\(x\) = /, ''), { x }) }), x))],
  [/^Find the average rate of change of f\(x\) = (.+) from x = (−?\d+) to x = (−?\d+)\.$/, (m) => (answer) => close(valueOf(answer) * (num(m[3]!) - num(m[2]!)), evaluate(m[1]!, { x: num(m[3]!) }) - evaluate(m[1]!, { x: num(m[2]!) }))],
  [/^y is directly proportional to x(²?), and y = (\d+) when x = (\d+)\. Find y when x = (\d+)\.$/, (m) => (answer) => {
    const power = m[1] ? 2 : 1;
    return close(num(answer.replace('y = ', '')) * Number(m[3]) ** power, Number(m[2]) * Number(m[4]) ** power);
  }],
  [/^y is inversely proportional to x, and y = (\d+) when x = (\d+)\. Find y when x = (\d+)\.$/, (m) => (answer) => close(num(answer.replace('y = ', '')) * Number(m[3]), product(Number(m[1]), Number(m[2])))],
  [/^(\d+) painters take (\d+) days to paint a school, all working at the same rate\. How long would (\d+) painters take\?$/, (m) => (answer) => /^\d+ days$/.test(answer) && product(Number(answer.split(' ')[0]), Number(m[3])) === product(Number(m[1]), Number(m[2]))],
  // Quadratic graphs and polynomials
  [/^Complete a table of values for y = (.+) for x = (.+)\.$/, (m) => m[2]!.replace(' and ', ', ').split(', ').map((x) => print(evaluate(m[1]!, { x: num(x) }))).join(', ')],
  [/^For y = (.+), find where the graph crosses the x-axis and the y-axis\.$/, (m) => (answer) => {
    const parts = /^x-axis at x = (−?\d+) and x = (−?\d+); y-axis at y = (−?\d+)$/.exec(answer);
    return Boolean(parts) && [parts![1]!, parts![2]!].every((x) => close(evaluate(m[1]!, { x: num(x) }), 0)) && close(evaluate(m[1]!, { x: 0 }), num(parts![3]!));
  }],
  [/^Find the turning point of y = (.+), and say whether it is a maximum or a minimum\.$/, (m) => (answer) => {
    const parts = /^\((−?\d+), (−?\d+)\), an? (maximum|minimum)$/.exec(answer);
    if (!parts) return false;
    const [h, k] = [num(parts[1]!), num(parts[2]!)];
    const f = (x: number) => evaluate(m[1]!, { x });
    return close(f(h), k) && close(f(h - 1), f(h + 1)) && (parts[3] === 'minimum' ? f(h + 1) > k : f(h + 1) < k);
  }],
  [/^Find the axis of symmetry of y = (.+)\.$/, (m) => (answer) => {
    const h = num(answer.replace('x = ', ''));
    return [1, 2, 3].every((d) => close(evaluate(m[1]!, { x: h - d }), evaluate(m[1]!, { x: h + d })));
  }],
  [/^Find the maximum value of y = (.+), and the value of x where it occurs\.$/, (m) => (answer) => {
    const [, y, x] = /^maximum y = (−?\d+) when x = (−?\d+)$/.exec(answer)!.map(num);
    return close(evaluate(m[1]!, { x: x! }), y!) && Array.from({ length: 41 }, (_, i) => i / 2 - 10).every((t) => evaluate(m[1]!, { x: t }) <= y! + 1e-9);
  }],
  [/^Simplify (\([^i]*x[^i]*\) [+−] \([^i]*\))\.$/, (m) => (answer) => same(answer, m[1]!)],
  [/^Find the remainder when (.+) is divided by \(x ([+−]) (\d+)\)\.$/, (m) => {
    // Read the cubic's coefficients from four of its values, then divide synthetically by (x − r).
    const f = (x: number) => evaluate(m[1]!, { x });
    const d = f(0);
    const b = (f(1) + f(-1)) / 2 - d;
    const a = (f(2) - 4 * b - d - (f(1) - f(-1))) / 6;
    const c = (f(1) - f(-1)) / 2 - a;
    const r = (m[2] === '−' ? 1 : -1) * Number(m[3]);
    let carry = 0;
    for (const coefficient of [a, b, c, d]) carry = carry * r + coefficient;
    return print(Math.round(carry));
  }],
  [/^Use the factor theorem to decide whether \(x ([+−]) (\d+)\) is a factor of (.+)\.$/, (m) => (answer) => {
    const r = (m[1] === '−' ? 1 : -1) * Number(m[2]);
    return answer.startsWith(close(evaluate(m[3]!, { x: r }), 0) ? 'Yes' : 'No');
  }],
  [/^Find the coefficient of x([⁰¹²³⁴⁵⁶⁷⁸⁹]*) in the expansion of \(x \+ (\d+)\)([²³⁴⁵⁶⁷⁸⁹])\.$/, (m) => {
    // Multiply (x + b) out one bracket at a time, keeping the coefficients.
    const power = superNumber(m[3]!);
    const k = m[1] ? superNumber(m[1]) : 1;
    let poly = [1];
    for (let i = 0; i < power; i++) poly = [...poly, 0].map((c, j) => c * Number(m[2]) + (j > 0 ? poly[j - 1]! : 0));
    return print(poly[k]!);
  }],
  // Sequences
  [/^Find the next two terms of the sequence (.+), …$/, (m) => {
    const terms = list(m[1]!);
    const step = terms[1]! - terms[0]!;
    return `${print(terms.at(-1)! + step)}, ${print(terms.at(-1)! + 2 * step)}`;
  }],
  [/^Find an expression for the nth term of the sequence (.+), …$/, (m) => (answer) => list(m[1]!).every((t, i) => close(evaluate(answer, { n: i + 1 }), t))],
  [/^Find the nth term of the quadratic sequence (.+), …$/, (m) => (answer) => list(m[1]!).every((t, i) => close(evaluate(answer, { n: i + 1 }), t))],
  [/^The nth term of a sequence is (.+)\. Find the (\d+)\w\w term\.$/, (m) => print(evaluate(m[1]!, { n: Number(m[2]) }))],
  [/^Is (\d+) a term of the sequence with nth term (.+)\?$/, (m) => (answer) => {
    const n = Array.from({ length: 1000 }, (_, i) => i + 1).find((k) => evaluate(m[2]!, { n: k }) === Number(m[1]));
    return n ? answer === `Yes: it is term number ${n}` : answer.startsWith('No');
  }],
  [/^Find the common ratio and the next term of the geometric sequence (.+), …$/, (m) => {
    const terms = list(m[1]!);
    const r = terms[1]! / terms[0]!;
    return `ratio ${print(r)}; next term ${print(terms.at(-1)! * r)}`;
  }],
  [/^Find the sum of the first (\d+) terms of the geometric sequence (.+), …$/, (m) => {
    const [a, b] = list(m[2]!);
    let [term, total] = [a!, 0];
    for (let i = 0; i < Number(m[1]); i++) {
      total += term;
      term *= b! / a!;
    }
    return print(total);
  }],
  [/^Fill in the missing term: (.+)$/, (m) => {
    const items = m[1]!.split(', ');
    const known = items.map((t, i) => [i, t] as const).filter(([, t]) => t !== '□');
    const step = (num(known[1]![1]) - num(known[0]![1])) / (known[1]![0] - known[0]![0]);
    return print(num(known[0]![1]) + step * (items.indexOf('□') - known[0]![0]));
  }],
  [/^A shape-sorting algorithm asks: .* Where does an? (.+) go\?$/, (m) => {
    const [sides, equal, right] = SHAPE_FACTS[m[1]!]!;
    const box = sides !== 4 ? 'D' : equal && right ? 'A' : equal ? 'B' : right ? 'C' : 'D';
    return (answer) => answer.startsWith(`Box ${box}`);
  }],
  [/^What is the term-to-term rule for the sequence (.+), …\? Use it to find the next term\.$/, (m) => {
    const terms = list(m[1]!);
    const d = terms[1]! - terms[0]!;
    return `${d > 0 ? 'add' : 'subtract'} ${Math.abs(d)}; ${print(terms.at(-1)! + d)}`;
  }],
  [/^A sequence starts at (\d+), and the rule is “add (\d+)”\. What is the (\d+)\w\w term\?$/, (m) => {
    let term = Number(m[1]);
    for (let i = 1; i < Number(m[3]); i++) term += Number(m[2]);
    return String(term);
  }],
  // Logarithms
  [/^Evaluate log([₀-₉]+) \(?([\d,/]+)\)?\.$/, (m) => (answer) => close(Number([...m[1]!].map((c) => c.charCodeAt(0) - 0x2080).join('')) ** num(answer), valueOf(m[2]!.replace(/,/g, '')), 1e-9)],
  [/^Write log([₀-₉]+) (\d+) = (\d+) in index form\.$/, (m) => (answer) => close(evaluate(answer.split(' = ')[0]!), Number(m[2])) && Number(answer.split(' = ')[1]) === Number(m[2])],
  [/^Simplify log([₀-₉]+) (\d+) \+ log\1 (\d+), and evaluate it\.$/, (m) => (answer) => {
    const base = Number([...m[1]!].map((c) => c.charCodeAt(0) - 0x2080).join(''));
    const parts = /^log[₀-₉]+ ([\d,]+) = (\d+)$/.exec(answer);
    return Boolean(parts) && num(parts![1]!) === product(Number(m[2]), Number(m[3])) && base ** Number(parts![2]) === num(parts![1]!);
  }],
  [/^Solve (\d+)(?:\^\((.+)\)|ˣ) = ([\d,]+)\.$/, (m) => (answer) => close(Number(m[1]) ** evaluate(m[2] ?? 'x', { x: num(answer.replace('x = ', '')) }), num(m[3]!))],
  [/^Solve (\d+)ˣ = ([\d,]+), giving x to 2 decimal places\.$/, (m) => (answer) => {
    const x = num(answer.replace('x = ', ''));
    return (Number(m[1]) ** (x - 0.005) - num(m[2]!)) * (Number(m[1]) ** (x + 0.005) - num(m[2]!)) <= 0;
  }],
  [/^Every 10 dB step multiplies the sound intensity by 10\. How many times as intense is a (\d+) dB sound as a (\d+) dB sound\?$/, (m) => `${print(10 ** ((Number(m[1]) - Number(m[2])) / 10))} times`],
  [/^On a logarithmic scale, each step of 1 in Richter magnitude .* for magnitude (\d+) than for magnitude (\d+)\?$/, (m) => `${print(10 ** (Number(m[1]) - Number(m[2])))} times`],
  [/^On a logarithmic scale, each step of 1 in pH .* at pH (\d+) than at pH (\d+)\?$/, (m) => `${print(10 ** (Number(m[2]) - Number(m[1])))} times`],
  // Real numbers
  [/^Is (.+) rational or irrational\?$/, (m) => {
    const t = m[1]!;
    const root = /^√\(?(\d+)(?:\/(\d+))?\)?$/.exec(t);
    if (t === 'π') return 'irrational';
    if (root) return [root[1], root[2] ?? '1'].every((n) => Number.isInteger(Math.sqrt(Number(n)))) ? 'rational' : 'irrational';
    return 'rational';
  }],
  [/^Estimate √(\d+) to 1 decimal place without a calculator, then check\.$/, (m) => (answer) => roundedTo(Math.sqrt(Number(m[1])), 1)(answer)],
  [/^Put these numbers in order from smallest to largest: (.+)\.$/, (m) => m[1]!.split(', ').sort((a, b) => evaluate(a.replace('π', '#')) - evaluate(b.replace('π', '#'))).join(', ')],
  [/^Find a rational number halfway between (\d+\/\d+|\d+) and (\d+\/\d+|\d+)\.$/, (m) => (answer) => close(valueOf(answer) * 2, valueOf(m[1]!) + valueOf(m[2]!))],
  // Algorithms
  [/^An algorithm starts at (\d+), adds (\d+) each time, and stops as soon as the number is greater than (\d+)\. What is the last number\?$/, (m) => {
    let n = Number(m[1]);
    while (n <= Number(m[3])) n += Number(m[2]);
    return String(n);
  }],
  [/^A sorting algorithm asks two questions about a number: “Is it a multiple of (\d+)\?” then “Is it a multiple of (\d+)\?”\. Which box does (\d+) go in\?$/, (m) => [m[1], m[2]].map((k) => `${share(Number(m[3]), Number(k))[1] === 0 ? '' : 'not '}a multiple of ${k}`).join(', ')],
  [/^Start with (\d+)\. Repeat: if the number is even, halve it; if it is odd, multiply it by 3 and add 1\. Stop when you reach 1\. How many steps does it take\?$/, (m) => {
    let [n, steps] = [Number(m[1]), 0];
    while (n !== 1) {
      n = n % 2 ? 3 * n + 1 : n / 2;
      steps += 1;
    }
    return `${steps} ${steps === 1 ? 'step' : 'steps'}`;
  }],
  [/^Algorithm: add the digits of a number, .* Run it on ([\d,]+)\.$/, (m) => (answer) => answer.endsWith(share(num(m[1]!), 3)[1] === 0 ? '; divisible by 3' : '; not divisible by 3')],
  [/^An algorithm checks every number from 1 to (\d+) and prints it if it is a multiple of both (\d+) and (\d+)\. What does it print\?$/, (m) => Array.from({ length: Number(m[1]) }, (_, i) => i + 1).filter((n) => n % Number(m[2]) === 0 && n % Number(m[3]) === 0).join(', ')],
  [/^An input–output machine gives (.+)\. What is its rule\?$/, (m) => (answer) => {
    const pairs = m[1]!.split(', ').map((p) => p.split(' → ').map(Number) as [number, number]);
    const rule = /^multiply by (\d+), then (add|subtract) (\d+)$/.exec(answer);
    return Boolean(rule) && pairs.every(([x, y]) => product(x, Number(rule![1])) + (rule![2] === 'add' ? 1 : -1) * Number(rule![3]) === y);
  }],
  // Complex numbers, vectors and matrices
  [/^Simplify \((.+)\) ([+−]) \((.+)\)\.$/, (m) => (answer) => {
    const [a, b, z] = [complex(m[1]!), complex(m[3]!), complex(answer)];
    const sign = m[2] === '+' ? 1 : -1;
    return close(z[0], a[0] + sign * b[0]) && close(z[1], a[1] + sign * b[1]);
  }],
  [/^Simplify \((.+)\)\((.+)\)\.$/, (m) => (answer) => {
    const [p, z] = [times(complex(m[1]!), complex(m[2]!)), complex(answer)];
    return close(z[0], p[0]) && close(z[1], p[1]);
  }],
  [/^Simplify \((.+)\) ÷ \((.+)\), writing the answer as a \+ bi\.$/, (m) => (answer) => {
    // Multiplying the answer back by the divisor gives the dividend.
    const back = times(complex(answer), complex(m[2]!));
    const top = complex(m[1]!);
    return close(back[0], top[0]) && close(back[1], top[1]);
  }],
  [/^Simplify i([⁰¹²³⁴⁵⁶⁷⁸⁹]+)\.$/, (m) => {
    let z: Complex = [1, 0];
    for (let k = 0; k < superNumber(m[1]!); k++) z = times(z, [0, 1]);
    return z[1] === 0 ? print(z[0]) : z[1] === 1 ? 'i' : '−i';
  }],
  [/^For z = (.+), find the conjugate z̄ and the modulus \|z\|\.$/, (m) => (answer) => {
    const [a, b] = complex(m[1]!);
    const parts = /^z̄ = (.+), \|z\| = (\d+)$/.exec(answer);
    const conj = parts ? complex(parts[1]!) : [NaN, NaN];
    return Boolean(parts) && conj[0] === a && conj[1] === -b && Number(parts![2]) ** 2 === a * a + b * b;
  }],
  [/^A is (\(.+?\)) and B is (\(.+?\))\. Find the components of the vector AB\.$/, (m) => {
    const [[a, b], [c, d]] = [point(m[1]!), point(m[2]!)];
    return `(${print(c - a)}, ${print(d - b)})`;
  }],
  [/^u = (\(.+?\)) and v = (\(.+?\))\. Find (\d)u ([+−]) v\.$/, (m) => {
    const [[a, b], [c, d]] = [point(m[1]!), point(m[2]!)];
    const [k, s] = [Number(m[3]), m[4] === '+' ? 1 : -1];
    return `(${print(product(a, k) + s * c)}, ${print(product(b, k) + s * d)})`;
  }],
  [/^Find the magnitude of the vector (\(.+?\))(, to 2 decimal places)?\.$/, (m) => {
    const [a, b] = point(m[1]!);
    return m[2] ? roundedTo(Math.hypot(a, b), 2) : (answer: string) => num(answer) ** 2 === a * a + b * b;
  }],
  [/^The vector v = (\(.+?\))\. Find \|(−?\d+)v\| and say whether \2v points the same way as v or the opposite way\.$/, (m) => {
    const [a, b] = point(m[1]!);
    const k = num(m[2]!);
    return (answer) => num(answer.split(',')[0]!) ** 2 === k * k * (a * a + b * b) && answer.endsWith(k > 0 ? 'the same way' : 'the opposite way');
  }],
  [/^Find the direction of the vector (\(.+?\)) as an angle measured anticlockwise from the positive x-axis, to 1 decimal place\.$/, (m) => {
    const [a, b] = point(m[1]!);
    return roundedTo(((Math.atan2(b, a) * 180) / Math.PI + 360) % 360, 1);
  }],
  [/^A boat heads straight across a river at (\d+) km\/h while the current flows at (\d+) km\/h at right angles to it\./, (m) => roundedTo(Math.hypot(Number(m[1]), Number(m[2])), 1)],
  [/^A = (\[.+?\]) and B = (\[.+?\])\. Find (\d)A \+ B\./, (m) => {
    const [a, b, k] = [matrix(m[1]!), matrix(m[2]!), Number(m[3])];
    return `[${print(product(a[0][0], k) + b[0][0])} ${print(product(a[0][1], k) + b[0][1])}; ${print(product(a[1][0], k) + b[1][0])} ${print(product(a[1][1], k) + b[1][1])}]`;
  }],
  [/^A = (\[.+?\]) and B = (\[.+?\])\. Find AB\./, (m) => {
    const [a, b] = [matrix(m[1]!), matrix(m[2]!)];
    const cell = (i: 0 | 1, j: 0 | 1) => print(a[i][0] * b[0][j] + a[i][1] * b[1][j]);
    return `[${cell(0, 0)} ${cell(0, 1)}; ${cell(1, 0)} ${cell(1, 1)}]`;
  }],
  [/^Find the determinant of (\[.+?\])\./, (m) => {
    const a = matrix(m[1]!);
    return print(a[0][0] * a[1][1] - a[0][1] * a[1][0]);
  }],
  [/^Multiply the matrix (\[.+?\]) by the column vector (\(.+?\))\./, (m) => {
    const [a, [x, y]] = [matrix(m[1]!), point(m[2]!)];
    return `(${print(a[0][0] * x + a[0][1] * y)}, ${print(a[1][0] * x + a[1][1] * y)})`;
  }],
  [/^Find the inverse of (\[.+?\])\./, (m) => (answer) => {
    // The inverse times the matrix is the identity.
    const [a, b] = [matrix(m[1]!), matrix(answer)];
    return close(a[0][0] * b[0][0] + a[0][1] * b[1][0], 1) && close(a[0][0] * b[0][1] + a[0][1] * b[1][1], 0) && close(a[1][0] * b[0][0] + a[1][1] * b[1][0], 0) && close(a[1][0] * b[0][1] + a[1][1] * b[1][1], 1);
  }],
];

export const DATA_RULES: readonly Rule[] = [
  [/^Find the mean absolute deviation \(MAD\) of (.+)\.$/, (m) => {
    // Total distance above the mean equals total distance below it, so the MAD is twice the excess above, shared out.
    const values = list(m[1]!);
    const centre = mean(values);
    return print((2 * values.filter((v) => v > centre).reduce((t, v) => t + v - centre, 0)) / values.length);
  }],
  [/^For the data (.+), how far is the value (\d+) from the mean\?$/, (m) => print(Math.abs(Number(m[2]) - mean(list(m[1]!))))],
  [/^Ana’s last five quiz scores were (.+); Ben’s were (.+)\. Use the mean absolute deviation to decide whose scores are more consistent\.$/, (m) => {
    const mad = (v: number[]) => mean(v.map((x) => Math.abs(x - mean(v))));
    return (answer) => answer.startsWith(mad(list(m[1]!)) < mad(list(m[2]!)) ? 'Ana' : 'Ben');
  }],
  [/^Two groups have the same mean absolute deviation of (\d+) cm\. Their mean heights are (\d+) cm and (\d+) cm\. How many MADs apart are the two means\?$/, (m) => {
    const k = (Number(m[3]) - Number(m[2])) / Number(m[1]);
    return `${k} ${k === 1 ? 'MAD' : 'MADs'}`;
  }],
  [/^Find the median of (.+)\.$/, (m) => print(median(list(m[1]!)))],
  [/^Find the lower quartile, the upper quartile and the interquartile range of (.+)\.$/, (m) => {
    const [q1, q3] = quartiles(list(m[1]!));
    return `Q1 = ${print(q1)}, Q3 = ${print(q3)}, IQR = ${print(q3 - q1)}`;
  }],
  [/^Find the five-number summary .* of (.+), for drawing a box plot\.$/, (m) => {
    const values = list(m[1]!);
    const [q1, q3] = quartiles(values);
    return [Math.min(...values), q1, median(values), q3, Math.max(...values)].map(print).join(', ');
  }],
  [/^The data (.+) have a mean of \d+ and a median of \d+\. A new value, (\d+), is added\. Find the new mean \(to 1 decimal place\) and the new median\.$/, (m) => {
    const values = [...list(m[1]!), Number(m[2])];
    return (answer) => roundedTo(mean(values), 1)(answer.split(',')[0]!) && answer.endsWith(`median ${print(median(values))}`);
  }],
  [/^Box plots of test scores show Class A with median (\d+) and IQR (\d+), and Class B with median (\d+) and IQR (\d+)\./, (m) => `Class ${Number(m[1]) > Number(m[3]) ? 'A' : 'B'} scored higher; Class ${Number(m[2]) > Number(m[4]) ? 'A' : 'B'} was more varied`],
  [/^Is (\d+) an outlier in the data (.+)\? Use the rule: an outlier is more than 1\.5 × IQR above the upper quartile\.$/, (m) => {
    const [q1, q3] = quartiles(list(m[2]!));
    const fence = q3 + 1.5 * (q3 - q1);
    return `${Number(m[1]) > fence ? 'Yes: it is above' : 'No: it is not above'} ${print(fence)}`;
  }],
  [/^Find the \(population\) standard deviation of (.+), to 2 decimal places\.$/, (m) => {
    // The mean of the squares minus the square of the mean.
    const values = list(m[1]!);
    return roundedTo(Math.sqrt(mean(values.map((v) => v * v)) - mean(values) ** 2), 2);
  }],
  [/^.+ normally distributed with mean (\d+)(?: cm)? and standard deviation (\d+)(?: cm)?\. About what percentage of .+ (?:lie between (\d+) and (\d+)|taller than (\d+) cm)\?$/, (m) => {
    const [mu, sd] = [Number(m[1]), Number(m[2])];
    if (m[5]) return `About ${{ 1: '16', 2: '2.5', 3: '0.15' }[(Number(m[5]) - mu) / sd as 1]}%`;
    return `About ${{ 1: '68', 2: '95', 3: '99.7' }[(Number(m[4]) - mu) / sd as 1]}%`;
  }],
  [/^Kim scored (\d+) in English \(class mean (\d+), standard deviation (\d+)\) and (\d+) in Maths \(mean (\d+), standard deviation (\d+)\)\./, (m) => {
    const [e, t] = [(Number(m[1]) - Number(m[2])) / Number(m[3]), (Number(m[4]) - Number(m[5])) / Number(m[6])];
    return (answer) => answer.startsWith(e > t ? 'English' : 'Maths') && answer.includes(`z = ${print(Math.max(e, t))}`);
  }],
  [/^Number of (\w+): (.+)\. Frequency: (.+)\. What is the relative frequency of students with (\d+) \w+\?$/, (m) => {
    const [values, counts] = [list(m[2]!), list(m[3]!)];
    const total = counts.reduce((a, b) => a + b, 0);
    const f = counts[values.indexOf(Number(m[4]))]!;
    return `${fraction(f, total)} ≈ ${(f / total).toFixed(2)}`;
  }],
  [/^A table shows the number of goals scored in each match\. Goals: (.+)\. Frequency: (.+)\. Find the mean number of goals per match, to 2 decimal places\.$/, (m) => {
    const expanded = list(m[1]!).flatMap((v, i) => Array.from({ length: list(m[2]!)[i]! }, () => v));
    return roundedTo(mean(expanded), 2);
  }],
  [/^Number of (\w+): (.+)\. Frequency: (.+)\. Find the median number of \1\.$/, (m) => print(median(list(m[2]!).flatMap((v, i) => Array.from({ length: list(m[3]!)[i]! }, () => v))))],
  [/^.+ \((?:cm|minutes)\): (.+?)\. Which is the modal class\?$/, (m) => {
    const classes = m[1]!.split(', ').map((c) => c.split(': '));
    return `${classes.sort((a, b) => Number(b[1]) - Number(a[1]))[0]![0]} cm`;
  }],
  [/^Times taken to finish a puzzle \(minutes\): (.+) \(each group includes its lower limit\)\. Estimate the mean time, to 1 decimal place\.$/, (m) => {
    const classes = m[1]!.split(', ').map((c) => /^(\d+)–(\d+): (\d+)$/.exec(c)!).map((c) => [(Number(c[1]) + Number(c[2])) / 2, Number(c[3])] as const);
    const total = classes.reduce((t, [, f]) => t + f, 0);
    return roundedTo(classes.reduce((t, [mid, f]) => t + mid * f, 0) / total, 1);
  }],
  [/^Test marks: (.+) \(each group includes its lower limit\)\. How many students scored less than (\d+)\?$/, (m) => String(m[1]!.split(', ').map((c) => /^(\d+)–(\d+): (\d+)$/.exec(c)!).filter((c) => Number(c[2]) <= Number(m[2])).reduce((t, c) => t + Number(c[3]), 0))],
  [/^In a histogram with unequal class widths, the class (\d+)–(\d+) has frequency (\d+)\. What is its frequency density\?$/, (m) => print(Number(m[3]) / (Number(m[2]) - Number(m[1])))],
  [/^On a column graph the scale goes up in (\d+)s\. One column ends exactly halfway between the lines for (\d+) and (\d+)\. What value does it show\?$/, (m) => print((Number(m[2]) + Number(m[3])) / 2)],
  [/^A dot plot shows how many books each student read in a month: (.+)\. How many students read at least (\d+) books\?$/, (m) => String(m[1]!.split(', ').map((p) => /^(\d+) dots? above (\d+)$/.exec(p)!).filter((p) => Number(p[2]) >= Number(m[2])).reduce((t, p) => t + Number(p[1]), 0))],
  [/^A line graph of the temperature shows (.+)\. Between which two times did the temperature rise the most, and by how much\?$/, (m) => {
    const readings = m[1]!.split(', ').map((r) => /^(.+): (−?\d+) °C$/.exec(r)!);
    const rises = readings.slice(1).map((r, i) => [readings[i]![1], r[1], Number(r[2]) - Number(readings[i]![2])] as const);
    const best = rises.reduce((a, b) => (b[2] > a[2] ? b : a));
    return `${best[0]} to ${best[1]}, by ${best[2]} °C`;
  }],
  [/^A side-by-side column graph shows favourite sports: in Year 5, (\d+) students chose soccer and (\d+) chose basketball; in Year 6, (\d+) chose soccer and (\d+) chose basketball\. Across both years, how many more students chose (\w+) than (\w+)\?$/, (m) => {
    const totals: Record<string, number> = { soccer: Number(m[1]) + Number(m[3]), basketball: Number(m[2]) + Number(m[4]) };
    return totals[m[5]!]! > totals[m[6]!]! ? String(totals[m[5]!]! - totals[m[6]!]!) : undefined;
  }],
  [/^In a survey of (\d+) students, (\d+) chose \w+\. What angle should the \w+ sector have in a pie chart\?$/, (m) => `${print((Number(m[2]) / Number(m[1])) * 360)}°`],
  [/^A stem-and-leaf plot of students’ scores reads: (.+) \(key: 2 \| 4 means 24\)\. Find the median and the range\.$/, (m) => {
    const values = m[1]!.split('; ').flatMap((row) => {
      const [stem, leaves] = row.split(' | ');
      return leaves!.split(' ').map((leaf) => product(Number(stem), 10) + Number(leaf));
    });
    return `median ${print(median(values))}, range ${Math.max(...values) - Math.min(...values)}`;
  }],
  [/^A pie chart shows how (\d+) people travel to work\. The \w+ sector has an angle of (\d+)°\. How many people travel by \w+\?$/, (m) => `${print((Number(m[1]) * Number(m[2])) / 360)} people`],
  [/^Hours of practice and (points scored|mistakes made) for seven students: (.+)\. Describe the correlation\.$/, (m) => {
    const ys = m[2]!.slice(1, -1).split('), (').map((p) => num(p.split(', ')[1]!));
    return mean(ys.slice(4)) > mean(ys.slice(0, 3)) ? 'positive correlation' : 'negative correlation';
  }],
  [/^A line of best fit for the cost of a taxi ride is y = (.+)x \+ (\d+), .* in ([$£])\. Predict the cost of an? (\d+) km ride\.$/, (m) => `${m[3]}${(num(m[1]!) * Number(m[4]) + Number(m[2])).toFixed(2)}`],
  [/^The line of best fit for a plant’s height, h cm, after t weeks is h = (\d+)t \+ (\d+)\. What do \1 and \2 mean\?$/, (m) => (answer) => answer.includes(`${m[1]} cm per week`) && answer.includes(`${m[2]} cm tall at the start`)],
  [/^A model y = (\d+)x \+ (\d+) is fitted to data\. One data point is \((\d+), (\d+)\)\. Find the residual for this point\.$/, (m) => print(Number(m[4]) - (product(Number(m[1]), Number(m[3])) + Number(m[2])))],
  [/^Use a calculator to find the correlation coefficient r for the points (.+), to 2 decimal places, and describe the correlation\.$/, (m) => {
    const points = m[1]!.slice(1, -1).split('), (').map((p) => p.split(', ').map(num) as [number, number]);
    const [mx, my] = [mean(points.map((p) => p[0])), mean(points.map((p) => p[1]))];
    const sxy = points.reduce((t, [x, y]) => t + (x - mx) * (y - my), 0);
    const sxx = points.reduce((t, [x]) => t + (x - mx) ** 2, 0);
    const syy = points.reduce((t, [, y]) => t + (y - my) ** 2, 0);
    const r = sxy / Math.sqrt(sxx * syy);
    return (answer) => roundedTo(r, 2)(answer) && answer.includes(r > 0 ? 'positive' : 'negative');
  }],
  [/^In a random sample of (\d+) students from a school of (\d+), (\d+) said they walk to school\./, (m) => `About ${print(Math.round((Number(m[3]) / Number(m[1])) * Number(m[2])))} students`],
  [/^Several random samples of the same size from one population have means (.+)\. What is the mean of the sample means, to 2 decimal places, and what is their range\?$/, (m) => {
    const means = list(m[1]!.replace(' and ', ', '));
    return (answer) => roundedTo(mean(means), 2)(answer.split(',')[0]!) && answer.endsWith(`range ${print(Math.round((Math.max(...means) - Math.min(...means)) * 10) / 10)}`);
  }],
  [/^A school has (\d+) Year 7, (\d+) Year 8 and (\d+) Year 9 students\. A stratified sample of (\d+) students .* How many Year 7 students should be in it, to the nearest whole number\?$/, (m) => String(Math.round((Number(m[1]) * Number(m[4])) / (Number(m[1]) + Number(m[2]) + Number(m[3]))))],
  [/^A bar graph shows sales of (\d+) in March and (\d+) in April, but its vertical axis starts at (\d+)\./, (m) => (answer) => {
    const looks = (Number(m[2]) - Number(m[3])) / (Number(m[1]) - Number(m[3]));
    const parts = /^It looks ([\d.]+) times as tall; the real increase is ([\d.]+)%$/.exec(answer);
    return Boolean(parts) && Math.abs(num(parts![1]!) - looks) < 0.006 && roundedTo(((Number(m[2]) - Number(m[1])) / Number(m[1])) * 100, 1)(parts![2]!);
  }],
  [/^Ecologists tag (\d+) fish in a lake and release them\. Later they catch (\d+) fish and (\d+) of them are tagged\./, (m) => `About ${print((Number(m[1]) * Number(m[2])) / Number(m[3]))} fish`],
  [/^A drawing pin is dropped (\d+) times and lands point up (\d+) times\./, (m) => `${fraction(Number(m[2]), Number(m[1]))} = ${print(Number(m[2]) / Number(m[1]))}`],
  [/^In (\d+) trials an event happened (\d+) times\. Using this relative frequency, about how many times would you expect it in (\d+) trials\?$/, (m) => {
    const expected = (Number(m[2]) * Number(m[3])) / Number(m[1]);
    // “About” allows the nearest whole number of times.
    return (answer) => answer === `About ${print(expected)} times` || answer === `About ${Math.round(expected)} times`;
  }],
  [/^A fair (\d+)-sided die is rolled (\d+) times and lands on 1 exactly (\d+) times\./, (m) => {
    const expected = Number(m[2]) / Number(m[1]);
    return `Expected ${print(expected)}; difference ${print(Number(m[3]) - expected)}`;
  }],
  [/^Sam spins a spinner (\d+) times and gets red (\d+) times\. Mia spins the same spinner (\d+) times and gets red (\d+) times\./, (m) => (answer) => answer.startsWith(`Sam ${print(Number(m[2]) / Number(m[1]))}, Mia ${print(Number(m[4]) / Number(m[3]))}`) && answer.includes('Mia’s')],
  [/^A menu has (\d+) mains(?:,| and) (\d+) drinks(?: and (\d+) desserts)?\. How many different meals of one of each can be chosen\?$/, (m) => String(product(product(Number(m[1]), Number(m[2])), Number(m[3] ?? 1)))],
  [/^How many different two-digit numbers can be made from the digits ([\d, ]+) if no digit is used twice\? List them\.$/, (m) => {
    const digits = m[1]!.split(', ');
    const made = digits.flatMap((a) => digits.filter((b) => b !== a).map((b) => a + b)).sort();
    return `${made.length}: ${made.join(', ')}`;
  }],
  [/^(\d+) people each shake hands once with every other person\. How many handshakes are there\?$/, (m) => String(choose(Number(m[1]), 2))],
  [/^Find all the pairs of positive whole numbers x and y that make (\d+)x \+ y = (\d+) true\.$/, (m) => Array.from({ length: 30 }, (_, i) => i + 1).filter((x) => Number(m[2]) - product(Number(m[1]), x) > 0).map((x) => `x = ${x}, y = ${Number(m[2]) - product(Number(m[1]), x)}`).join('; ')],
  [/^In how many different orders can (\d+) books be arranged on a shelf\?$/, (m) => String(Array.from({ length: Number(m[1]) }, (_, i) => i + 1).reduce((a, b) => a * b, 1))],
  [/^A club of (\d+) members chooses a president(?:, a secretary and a treasurer| and a secretary)\. In how many ways can this be done\?$/, (m, q) => {
    const roles = /treasurer/.test(q.prompt) ? 3 : 2;
    return String(Array.from({ length: roles }, (_, i) => Number(m[1]) - i).reduce((a, b) => a * b, 1));
  }],
  [/^In how many ways can a team of (\d+) be chosen from (\d+) students\?$/, (m) => String(choose(Number(m[2]), Number(m[1])))],
  [/^Two students are chosen at random from a group of (\d+), which includes Ali and Bea\./, (m) => `1/${choose(Number(m[1]), 2)}`],
  [/^A two-way table of (\d+) students shows: (\d+) are ([\w ]+?) and the rest are ([\w ]+?); (\d+) \3 and (\d+) \4 ([\w ]+)\. How many \4 (.+)\?$/, (m) => String(Number(m[1]) - Number(m[2]) - Number(m[6]))],
  [/^In a survey, (\d+) ([\w ]+?) ([a-z ]+?), (\d+) \2 (.+?), (\d+) ([\w ]+?) \3 and (\d+) \7 \5\. (One of these students is chosen at random\. What is the probability that the student is one of the \7 and they \3|A student is chosen at random from the \2\. What is the probability that they \3)\?$/, (m) => {
    const [a, b, c, d] = [Number(m[1]), Number(m[4]), Number(m[6]), Number(m[8])];
    return /^One/.test(m[9]!) ? fraction(c, a + b + c + d) : fraction(a, a + b);
  }],
  [/^In a class of (\d+), (\d+) students study French, (\d+) study Spanish, and (\d+) study both\./, (m) => {
    const either = Number(m[2]) + Number(m[3]) - Number(m[4]);
    const neither = Number(m[1]) - either;
    return `${either} study French or Spanish; ${neither} ${neither === 1 ? 'studies' : 'study'} neither`;
  }],
  [/^P\(A\) = ([\d.]+), P\(B\) = ([\d.]+) and P\(A and B\) = ([\d.]+)\. (Find P\(A or B\)|Are A and B independent)\?*\.?$/, (m) => {
    const [a, b, both] = [num(m[1]!), num(m[2]!), num(m[3]!)];
    if (/^Find/.test(m[4]!)) return print(Math.round((a + b - both) * 1000) / 1000);
    return (answer) => answer.startsWith(close(a * b, both) ? 'Yes' : 'No');
  }],
  [/^The probability that a bus is late on any day is ([\d.]+), independently of other days\. What is the probability that it is late on two days in a row\?$/, (m) => print(Math.round(num(m[1]!) ** 2 * 10000) / 10000)],
  [/^A bag holds (\d+) red and (\d+) blue counters\. (.+)\. What is the probability (?:that both are red|of getting one of each colour)\?$/, (m, q) => {
    // Every ordered pair of counters, listed and counted.
    const counters = [...Array.from({ length: Number(m[1]) }, () => 'r'), ...Array.from({ length: Number(m[2]) }, () => 'b')];
    const back = !/without/.test(m[3]!);
    const pairs = counters.flatMap((first, i) => counters.flatMap((second, j) => (back || i !== j ? [first + second] : [])));
    const wanted = pairs.filter((p) => (/both are red/.test(q.prompt) ? p === 'rr' : p === 'rb' || p === 'br')).length;
    return fraction(wanted, pairs.length);
  }],
  [/^A light bulb is faulty with probability ([\d.]+), independently of other bulbs\. (\d+) bulbs are tested\. What is the probability that at least one is faulty, to 3 decimal places\?$/, (m) => roundedTo(1 - (1 - num(m[1]!)) ** Number(m[2]), 3)],
  [/^A fair coin is tossed 3 times\. What is the probability of getting exactly (\d) heads?\?$/, (m) => fraction(['HHH', 'HHT', 'HTH', 'HTT', 'THH', 'THT', 'TTH', 'TTT'].filter((o) => o.split('H').length - 1 === Number(m[1])).length, 8)],
  [/^A fair (\d+)-sided die is rolled (\d+) times\. How many times would you expect it to show its highest number\?$/, (m) => print(Number(m[2]) / Number(m[1]))],
  [/^A spinner scores (.+) points with probabilities (.+)\. What is the expected score\?$/, (m) => print(Math.round(list(m[1]!).reduce((t, s, i) => t + s * list(m[2]!)[i]!, 0) * 1000) / 1000)],
  [/^A game costs ([$£])(\d+) to play\. A fair (\d+)-sided die is rolled, and you win [$£](\d+) if it shows a 1(?: or a 2)?\. What is the expected gain per game\?$/, (m, q) => {
    const wins = /or a 2/.test(q.prompt) ? 2 : 1;
    const gain = (Number(m[4]) * wins) / Number(m[3]) - Number(m[2]);
    return `${gain < 0 ? '−' : ''}${m[1]}${(Math.round(Math.abs(gain) * 100 + 1e-6) / 100).toFixed(2)}`;
  }],
  [/^A game costs ([$£])(\d+) to play and you win with probability 1\/(\d+)\. What prize would make the game fair \(expected gain 0\)\?$/, (m) => `${m[1]}${product(Number(m[2]), Number(m[3]))}`],
];

export const RULES: readonly Rule[] = [...ALGEBRA_RULES, ...DATA_RULES, ...NUMBER_RULES];
