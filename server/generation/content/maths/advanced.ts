import { defineTopic, withDistractors, type Generator } from './define.ts';
import { sup } from './format.ts';
import { decimal, frac, fracText, num } from './numbers.ts';
import type { Random } from './random.ts';

/**
 * Senior topics of the United States standards (and England's Key Stage 4 vectors): complex numbers, vectors in two
 * dimensions, and 2 × 2 matrices, with every result computed exactly.
 */

const SENIOR_MATERIALS = ['Graph paper for the complex plane or vector diagrams', 'Scientific or graphics calculators', 'Mini-whiteboards and pens'];
const nonZero = (random: Random, max: number) => (random.int(0, 1) ? 1 : -1) * random.int(1, max);

// ——— Complex numbers (Grades 9 to 12) ———

/** a + bi as written: "3 − 2i", "−i", "4". */
function complex(a: number, b: number): string {
  if (b === 0) return num(a);
  const imaginary = `${Math.abs(b) === 1 ? '' : Math.abs(b)}i`;
  if (a === 0) return `${b < 0 ? '−' : ''}${imaginary}`;
  return `${num(a)} ${b < 0 ? '−' : '+'} ${imaginary}`;
}
const pair = (random: Random) => [nonZero(random, 9), nonZero(random, 9)] as const;

const addComplex: Generator = (random) => {
  const [[a, b], [c, d]] = [pair(random), pair(random)];
  const subtract = random.int(0, 1) === 1;
  const [x, y] = subtract ? [a - c, b - d] : [a + c, b + d];
  return withDistractors(
    { prompt: `Simplify (${complex(a, b)}) ${subtract ? '−' : '+'} (${complex(c, d)}).`, steps: [`${subtract ? 'Subtract' : 'Add'} the real parts: ${num(a)} ${subtract ? '−' : '+'} ${c < 0 ? `(${num(c)})` : c} = ${num(x)}.`, `${subtract ? 'Subtract' : 'Add'} the imaginary parts: ${num(b)} ${subtract ? '−' : '+'} ${d < 0 ? `(${num(d)})` : d} = ${num(y)}.`], answer: complex(x, y) },
    [complex(subtract ? a + c : a - c, subtract ? b + d : b - d), complex(x + y, 0)],
  );
};

const multiplyComplex: Generator = (random) => {
  const [[a, b], [c, d]] = [pair(random), pair(random)];
  const [x, y] = [a * c - b * d, a * d + b * c];
  return withDistractors(
    { prompt: `Simplify (${complex(a, b)})(${complex(c, d)}).`, steps: [`Expand: ${num(a * c)} + ${num(a * d)}i + ${num(b * c)}i + ${num(b * d)}i².`, `i² = −1, so ${num(b * d)}i² = ${num(-b * d)}.`, `Real part ${num(a * c)} + ${num(-b * d)} = ${num(x)}; imaginary part ${num(a * d + b * c)}.`], answer: complex(x, y) },
    // Forgetting that i² = −1, or multiplying only matching parts.
    [complex(a * c + b * d, y), complex(a * c, b * d)],
  );
};

const powerOfI: Generator = (random) => {
  const n = random.int(5, 40);
  const values = ['1', 'i', '−1', '−i'];
  return withDistractors(
    { prompt: `Simplify i${sup(n)}.`, steps: [`The powers of i repeat every 4: i¹ = i, i² = −1, i³ = −i, i⁴ = 1.`, `${n} = 4 × ${Math.floor(n / 4)} + ${n % 4}, so i${sup(n)} = ${n % 4 ? `i${sup(n % 4)}` : `(i⁴)${sup(n / 4)}`} = ${values[n % 4]}.`], answer: values[n % 4]! },
    values.filter((v) => v !== values[n % 4]).slice(0, 3),
  );
};

const conjugateModulus: Generator = (random) => {
  const [a, b] = random.pick([
    [3, 4],
    [5, 12],
    [6, 8],
    [8, 15],
    [4, 3],
  ] as const);
  const [x, y] = [a * (random.int(0, 1) ? 1 : -1), b * (random.int(0, 1) ? 1 : -1)];
  const modulus = Math.sqrt(a * a + b * b);
  return withDistractors(
    { prompt: `For z = ${complex(x, y)}, find the conjugate z̄ and the modulus |z|.`, steps: [`The conjugate changes the sign of the imaginary part: z̄ = ${complex(x, -y)}.`, `|z| = √(${num(x)}² + ${num(y)}²) = √${a * a + b * b} = ${modulus}.`], answer: `z̄ = ${complex(x, -y)}, |z| = ${modulus}` },
    [`z̄ = ${complex(-x, y)}, |z| = ${modulus}`, `z̄ = ${complex(x, -y)}, |z| = ${a + b}`],
  );
};

const divideComplex: Generator = (random) => {
  const [[a, b], [c, d]] = [pair(random), pair(random)];
  const denominator = c * c + d * d;
  const [re, im] = [frac(a * c + b * d, denominator), frac(b * c - a * d, denominator)];
  const text = (value: ReturnType<typeof frac>) => fracText(value);
    // A fractional coefficient of i goes in brackets, so 37/41i is not read as 37/(41i).
  const imaginary = (value: ReturnType<typeof frac>) => (value.d === 1 ? `${value.n === 1 ? '' : value.n}i` : `(${text(value)})i`);
  const answer = `${text(re)} ${im.n < 0 ? '−' : '+'} ${imaginary(frac(Math.abs(im.n), im.d))}`;
  return { prompt: `Simplify (${complex(a, b)}) ÷ (${complex(c, d)}), writing the answer as a + bi.`, steps: [`Multiply the top and bottom by the conjugate ${complex(c, -d)}.`, `Bottom: ${num(c)}² + ${num(d)}² = ${denominator}. Top: ${complex(a * c + b * d, b * c - a * d)}.`, `Divide each part by ${denominator}: ${answer}.`], answer };
};

const complexRoots: Generator = (random) => {
  const p = random.int(-5, 5);
  const q = random.int(1, 6);
  // (x − (p + qi))(x − (p − qi)) = x² − 2px + p² + q²
  const [b, c] = [-2 * p, p * p + q * q];
  const equation = `x² ${b < 0 ? '−' : '+'} ${Math.abs(b)}x + ${c} = 0`.replace(' + 0x', '').replace(' − 0x', '');
  return withDistractors(
    { prompt: `Solve ${equation}.`, steps: [`b² − 4ac = ${b * b} − ${4 * c} = ${b * b - 4 * c}, which is negative, so the solutions are complex.`, `x = (${num(-b)} ± √${num(b * b - 4 * c)}) ÷ 2 = ${num(p)} ± ${q === 1 ? '' : q}i.`], answer: `x = ${complex(p, q)} or x = ${complex(p, -q)}` },
    ['No solutions', `x = ${num(p + q)} or x = ${num(p - q)}`],
  );
};

export const complexNumbers = defineTopic({
  strand: 'number',
  name: 'complex numbers',
  grades: [10, 12],
  keyPoints: [
    'i is a number with i² = −1; a complex number a + bi has a real part a and an imaginary part b.',
    'Add and subtract real and imaginary parts separately; multiply by expanding and replacing i² with −1.',
    'The conjugate of a + bi is a − bi; (a + bi)(a − bi) = a² + b², the square of the modulus, which is used to divide.',
  ],
  priorKnowledge: ['Expanding brackets.', 'The quadratic formula.', 'Pythagoras’ theorem.'],
  keywords: ['complex number', 'imaginary number', 'conjugate', 'modulus'],
  misconceptions: ['conjoining-terms'],
  materials: SENIOR_MATERIALS,
  activities: ['Powers of i on the plane: students plot 1, i, i², i³, i⁴ on the complex plane, see that multiplying by i turns a point a quarter turn, and predict i²⁵.'],
  levels: [addComplex, multiplyComplex, powerOfI, conjugateModulus, divideComplex, complexRoots],
  recall: [addComplex, powerOfI, addComplex],
});

// ——— Vectors (Grades 9 to 12) ———

const column = (x: number, y: number) => `(${num(x)}, ${num(y)})`;

const vectorFromPoints: Generator = (random) => {
  const [x1, y1, x2, y2] = [nonZero(random, 8), nonZero(random, 8), nonZero(random, 8), nonZero(random, 8)];
  return withDistractors(
    { prompt: `A is ${column(x1, y1)} and B is ${column(x2, y2)}. Find the components of the vector AB.`, steps: [`AB = B − A: subtract the coordinates of the start from the end.`, `(${num(x2)} − ${x1 < 0 ? `(${num(x1)})` : x1}, ${num(y2)} − ${y1 < 0 ? `(${num(y1)})` : y1}) = ${column(x2 - x1, y2 - y1)}.`], answer: column(x2 - x1, y2 - y1) },
    [column(x1 - x2, y1 - y2), column(x1 + x2, y1 + y2)],
  );
};

const addVectors: Generator = (random) => {
  const [a, b, c, d] = [nonZero(random, 9), nonZero(random, 9), nonZero(random, 9), nonZero(random, 9)];
  const k = random.int(2, 4);
  const subtract = random.int(0, 1) === 1;
  const [x, y] = subtract ? [k * a - c, k * b - d] : [k * a + c, k * b + d];
  return withDistractors(
    { prompt: `u = ${column(a, b)} and v = ${column(c, d)}. Find ${k}u ${subtract ? '−' : '+'} v.`, steps: [`${k}u = ${column(k * a, k * b)}: multiply each component by ${k}.`, `${subtract ? 'Subtract' : 'Add'} component by component: ${column(x, y)}.`], answer: column(x, y) },
    [column(k * (subtract ? a - c : a + c), k * (subtract ? b - d : b + d)), column(subtract ? a - c : a + c, subtract ? b - d : b + d)],
  );
};

const magnitude: Generator = (random) => {
  const [a, b] = random.pick([
    [3, 4],
    [5, 12],
    [6, 8],
    [8, 15],
    [2, 5],
    [1, 3],
  ] as const);
  const [x, y] = [a * (random.int(0, 1) ? 1 : -1), b * (random.int(0, 1) ? 1 : -1)];
  const m = Math.sqrt(a * a + b * b);
  const exact = Number.isInteger(m);
  return withDistractors(
    { prompt: `Find the magnitude of the vector ${column(x, y)}${exact ? '' : ', to 2 decimal places'}.`, steps: [`|v| = √(x² + y²) = √(${a * a} + ${b * b}) = √${a * a + b * b}.`, exact ? `= ${m}.` : `≈ ${decimal(m, 2)}.`], answer: exact ? String(m) : decimal(m, 2) },
    [String(a + b), String(a * a + b * b)],
  );
};

const direction: Generator = (random) => {
  const [x, y] = [random.int(1, 9), random.int(1, 9)];
  const angle = (Math.atan2(y, x) * 180) / Math.PI;
  return { prompt: `Find the direction of the vector ${column(x, y)} as an angle measured anticlockwise from the positive x-axis, to 1 decimal place.`, steps: [`tan θ = y ÷ x = ${y} ÷ ${x}.`, `θ = tan⁻¹(${y}/${x}) ≈ ${decimal(angle, 1)}°.`], answer: `${decimal(angle, 1)}°` };
};

const scalarMagnitude: Generator = (random) => {
  const [a, b] = random.pick([
    [3, 4],
    [6, 8],
    [5, 12],
  ] as const);
  const k = random.pick([-3, -2, 2, 3, 4]);
  return { prompt: `The vector v = ${column(a, b)}. Find |${num(k)}v| and say whether ${num(k)}v points the same way as v or the opposite way.`, steps: [`|v| = √(${a * a} + ${b * b}) = ${Math.sqrt(a * a + b * b)}.`, `|${num(k)}v| = |${num(k)}| × ${Math.sqrt(a * a + b * b)} = ${Math.abs(k) * Math.sqrt(a * a + b * b)}; ${k > 0 ? 'a positive scalar keeps the direction' : 'a negative scalar reverses it'}.`], answer: `${Math.abs(k) * Math.sqrt(a * a + b * b)}, ${k > 0 ? 'the same way' : 'the opposite way'}` };
};

const velocity: Generator = (random) => {
  const [boat, current] = [random.int(3, 12), random.int(1, 6)];
  const speed = Math.sqrt(boat * boat + current * current);
  return { prompt: `A boat heads straight across a river at ${boat} km/h while the current flows at ${current} km/h at right angles to it. What is the boat’s resultant speed, to 1 decimal place?`, steps: [`The velocities are perpendicular vectors, so add them: ${column(boat, current)}.`, `Speed = √(${boat}² + ${current}²) = √${boat * boat + current * current} ≈ ${decimal(speed, 1)} km/h.`], answer: `${decimal(speed, 1)} km/h` };
};

export const vectors = defineTopic({
  strand: 'geometry',
  name: 'vectors',
  grades: [9, 12],
  keyPoints: [
    'A vector has a magnitude (size) and a direction; in components it is written (x, y), the movement across and up.',
    'Add or subtract vectors component by component; multiplying by a scalar k multiplies each component by k.',
    'The magnitude of (x, y) is √(x² + y²); a negative scalar reverses the direction.',
  ],
  priorKnowledge: ['Coordinates.', 'Pythagoras’ theorem.', 'Negative numbers.'],
  keywords: ['vector', 'translation', 'coordinate', 'magnitude'],
  misconceptions: ['negative-number-rules'],
  materials: SENIOR_MATERIALS,
  activities: ['Treasure walk: pairs give each other routes as a list of column vectors on a grid, add them to find the single vector that goes straight to the treasure, and check by walking it.'],
  levels: [vectorFromPoints, addVectors, magnitude, scalarMagnitude, direction, velocity],
  recall: [vectorFromPoints, addVectors, magnitude],
});

// ——— Matrices (Grades 10 to 12) ———

type Matrix = [[number, number], [number, number]];
const matrix = (random: Random, max: number): Matrix => [
  [random.int(-max, max), random.int(-max, max)],
  [random.int(-max, max), random.int(-max, max)],
];
const show = (m: Matrix) => `[${num(m[0][0])} ${num(m[0][1])}; ${num(m[1][0])} ${num(m[1][1])}]`;
const times = (a: Matrix, b: Matrix): Matrix => [
  [a[0][0] * b[0][0] + a[0][1] * b[1][0], a[0][0] * b[0][1] + a[0][1] * b[1][1]],
  [a[1][0] * b[0][0] + a[1][1] * b[1][0], a[1][0] * b[0][1] + a[1][1] * b[1][1]],
];
const SHOW_NOTE = 'Matrices are written row by row, rows separated by “;”.';

const addMatrices: Generator = (random) => {
  const [a, b] = [matrix(random, 9), matrix(random, 9)];
  const k = random.int(2, 3);
  const result: Matrix = [
    [k * a[0][0] + b[0][0], k * a[0][1] + b[0][1]],
    [k * a[1][0] + b[1][0], k * a[1][1] + b[1][1]],
  ];
  return withDistractors(
    { prompt: `A = ${show(a)} and B = ${show(b)}. Find ${k}A + B. (${SHOW_NOTE})`, steps: [`${k}A multiplies every entry of A by ${k}.`, `Add matching entries: ${show(result)}.`], answer: show(result) },
    [show([[a[0][0] + b[0][0], a[0][1] + b[0][1]], [a[1][0] + b[1][0], a[1][1] + b[1][1]]]), show(times(a, b))],
  );
};

const multiplyMatrices: Generator = (random) => {
  const [a, b] = [matrix(random, 5), matrix(random, 5)];
  const product = times(a, b);
  const entrywise: Matrix = [
    [a[0][0] * b[0][0], a[0][1] * b[0][1]],
    [a[1][0] * b[1][0], a[1][1] * b[1][1]],
  ];
  return withDistractors(
    { prompt: `A = ${show(a)} and B = ${show(b)}. Find AB. (${SHOW_NOTE})`, steps: [`Each entry is a row of A times a column of B: top-left = ${num(a[0][0])} × ${num(b[0][0])} + ${num(a[0][1])} × ${num(b[1][0])} = ${num(product[0][0])}.`, `AB = ${show(product)}.`], answer: show(product) },
    [show(entrywise), show(times(b, a))],
  );
};

const determinant: Generator = (random) => {
  const m = matrix(random, 9);
  const det = m[0][0] * m[1][1] - m[0][1] * m[1][0];
  return withDistractors(
    { prompt: `Find the determinant of ${show(m)}. (${SHOW_NOTE})`, steps: [`For [a b; c d] the determinant is ad − bc.`, `${num(m[0][0])} × ${num(m[1][1])} − ${num(m[0][1])} × ${num(m[1][0])} = ${num(det)}.`], answer: num(det) },
    [num(m[0][0] * m[1][1] + m[0][1] * m[1][0]), num(m[0][1] * m[1][0] - m[0][0] * m[1][1])],
  );
};

const inverse: Generator = (random) => {
  for (;;) {
    const m = matrix(random, 6);
    const det = m[0][0] * m[1][1] - m[0][1] * m[1][0];
    if (![1, -1, 2, -2].includes(det)) continue;
    const inv = [m[1][1] / det, -m[0][1] / det, -m[1][0] / det, m[0][0] / det].map((v) => fracText(frac(Math.round(v * 2), 2)));
    return { prompt: `Find the inverse of ${show(m)}. (${SHOW_NOTE})`, steps: [`Determinant: ${num(det)}.`, `Swap a and d, change the signs of b and c, and divide by the determinant.`, `[${inv[0]} ${inv[1]}; ${inv[2]} ${inv[3]}].`], answer: `[${inv[0]} ${inv[1]}; ${inv[2]} ${inv[3]}]` };
  }
};

const matrixVector: Generator = (random) => {
  const m = matrix(random, 5);
  const [x, y] = [random.int(-5, 5), random.int(-5, 5)];
  const [p, q] = [m[0][0] * x + m[0][1] * y, m[1][0] * x + m[1][1] * y];
  return withDistractors(
    { prompt: `Multiply the matrix ${show(m)} by the column vector (${num(x)}, ${num(y)}). (${SHOW_NOTE})`, steps: [`Top: ${num(m[0][0])} × ${num(x)} + ${num(m[0][1])} × ${num(y)} = ${num(p)}.`, `Bottom: ${num(m[1][0])} × ${num(x)} + ${num(m[1][1])} × ${num(y)} = ${num(q)}.`], answer: `(${num(p)}, ${num(q)})` },
    [`(${num(m[0][0] * x + m[1][0] * y)}, ${num(m[0][1] * x + m[1][1] * y)})`, `(${num(m[0][0] * x)}, ${num(m[1][1] * y)})`],
  );
};

const solveWithMatrix: Generator = (random) => {
  for (;;) {
    const m = matrix(random, 5);
    const det = m[0][0] * m[1][1] - m[0][1] * m[1][0];
    // Every unknown in both equations, written as students write it (x, not 1x; no 0x).
    if (det === 0 || m.flat().includes(0)) continue;
    const term = (k: number, letter: string) => `${k === 1 ? '' : k === -1 ? '−' : num(k)}${letter}`;
    const [x, y] = [random.int(-5, 6), random.int(-5, 6)];
    const [p, q] = [m[0][0] * x + m[0][1] * y, m[1][0] * x + m[1][1] * y];
    return { prompt: `Write the system ${term(m[0][0], 'x')} + ${term(m[0][1], 'y')} = ${num(p)}, ${term(m[1][0], 'x')} + ${term(m[1][1], 'y')} = ${num(q)} as a matrix equation and solve it.`.replace(/\+ −/g, '− '), steps: [`${show(m)} (x, y) = (${num(p)}, ${num(q)}); the determinant is ${num(det)}, so the matrix has an inverse.`, `(x, y) = inverse × (${num(p)}, ${num(q)}) = (${num(x)}, ${num(y)}).`], answer: `x = ${num(x)}, y = ${num(y)}` };
  }
};

export const matrices = defineTopic({
  strand: 'algebra',
  name: 'matrices',
  grades: [10, 12],
  keyPoints: [
    'Matrices of the same size add entry by entry; a scalar multiplies every entry.',
    'To multiply matrices, each entry of the product is a row of the first times a column of the second; AB is usually not equal to BA.',
    'A 2 × 2 matrix [a b; c d] has determinant ad − bc; if it is not 0, the inverse is 1/(ad − bc) × [d −b; −c a], which solves matrix equations.',
  ],
  priorKnowledge: ['Negative numbers.', 'Simultaneous equations.', 'Vectors in components.'],
  keywords: ['matrix', 'determinant', 'vector', 'simultaneous equations'],
  misconceptions: ['negative-number-rules'],
  materials: SENIOR_MATERIALS,
  activities: ['Order matters: pairs compute AB and BA for the same two matrices, compare them, then apply each product to a point on a grid to see the two transformations differ.'],
  levels: [addMatrices, multiplyMatrices, determinant, matrixVector, inverse, solveWithMatrix],
  recall: [determinant, addVectors, addMatrices],
});
