import { defineTopic, withDistractors, type Generator } from './define.ts';
import { whole } from './format.ts';

import { withArticle } from './words.ts';
/**
 * Following and designing algorithms, Years 3 to 8: step-and-decision rules that generate or sort numbers and shapes,
 * as the Australian Curriculum’s algorithm descriptors ask. Every run is traced step by step, so the trace is the
 * worked solution.
 */

const ALGORITHM_MATERIALS = ['Flowchart templates', 'Number cards', 'A spreadsheet or block-coding environment to run the algorithm'];

const halveOrTriple: Generator = (random) => {
  const start = random.pick([3, 5, 6, 10, 12, 16, 20, 40]);
  const trace = [start];
  while (trace.at(-1)! !== 1) {
    const n = trace.at(-1)!;
    trace.push(n % 2 === 0 ? n / 2 : 3 * n + 1);
  }
  return withDistractors(
    { prompt: `Start with ${start}. Repeat: if the number is even, halve it; if it is odd, multiply it by 3 and add 1. Stop when you reach 1. How many steps does it take?`, steps: [`Trace the algorithm: ${trace.join(' → ')}.`, `That is ${trace.length - 1} steps.`], answer: `${trace.length - 1} steps` },
    [`${trace.length} steps`, `${trace.length - 2} steps`],
  );
};

const addUntil: Generator = (random) => {
  const start = random.int(1, 9);
  const step = random.int(3, 9);
  const limit = random.int(4, 10) * 10;
  let n = start;
  const trace = [n];
  while (n <= limit) {
    n += step;
    trace.push(n);
  }
  return withDistractors(
    { prompt: `An algorithm starts at ${start}, adds ${step} each time, and stops as soon as the number is greater than ${limit}. What is the last number?`, steps: [`${trace.join(', ')}.`, `${trace.at(-2)} is not greater than ${limit}, so add ${step} once more: ${n}.`], answer: String(n) },
    [String(trace.at(-2)), String(limit + step)],
  );
};

const sortNumber: Generator = (random) => {
  const [a, b] = random.pick([
    [2, 3],
    [3, 5],
    [2, 5],
    [4, 6],
  ] as const);
  const n = random.int(10, 99);
  const [isA, isB] = [n % a === 0, n % b === 0];
  const box = `${isA ? `a multiple of ${a}` : `not a multiple of ${a}`}, ${isB ? `a multiple of ${b}` : `not a multiple of ${b}`}`;
  return withDistractors(
    { prompt: `A sorting algorithm asks two questions about a number: “Is it a multiple of ${a}?” then “Is it a multiple of ${b}?”. Which box does ${n} go in?`, steps: [`${n} ÷ ${a} = ${Math.floor(n / a)} remainder ${n % a}: ${isA ? 'yes' : 'no'}.`, `${n} ÷ ${b} = ${Math.floor(n / b)} remainder ${n % b}: ${isB ? 'yes' : 'no'}.`], answer: box },
    [`${!isA ? `a multiple of ${a}` : `not a multiple of ${a}`}, ${isB ? `a multiple of ${b}` : `not a multiple of ${b}`}`, `${isA ? `a multiple of ${a}` : `not a multiple of ${a}`}, ${!isB ? `a multiple of ${b}` : `not a multiple of ${b}`}`],
  );
};

const digitSumAlgorithm: Generator = (random) => {
  const n = random.int(1000, 9999);
  const trace = [n];
  while (trace.at(-1)! >= 10) trace.push(String(trace.at(-1)!).split('').reduce((s, d) => s + Number(d), 0));
  const last = trace.at(-1)!;
  const divisible = last % 3 === 0;
  return { prompt: `Algorithm: add the digits of a number, and repeat with the result until one digit is left. If that digit is 3, 6 or 9, the number is divisible by 3. Run it on ${whole(n)}.`, steps: [`${trace.join(' → ')}.`, `The last digit is ${last}, so ${whole(n)} ${divisible ? 'is' : 'is not'} divisible by 3.`], answer: `${trace.slice(1).join(' → ')}; ${divisible ? 'divisible' : 'not divisible'} by 3` };
};

const commonMultiples: Generator = (random) => {
  const [a, b] = random.pick([
    [4, 6],
    [3, 4],
    [6, 8],
    [2, 5],
    [3, 5],
  ] as const);
  const limit = random.pick([50, 60, 80, 100]);
  const found = Array.from({ length: limit }, (_, i) => i + 1).filter((n) => n % a === 0 && n % b === 0);
  return { prompt: `An algorithm checks every number from 1 to ${limit} and prints it if it is a multiple of both ${a} and ${b}. What does it print?`, steps: [`A number must pass both tests.`, `Multiples of both are the multiples of ${found[0]}: ${found.join(', ')}.`], answer: found.join(', ') };
};

const findRule: Generator = (random) => {
  const m = random.int(2, 6);
  const c = random.pick([-3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const inputs = random.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).slice(0, 3).sort((x, y) => x - y);
  return withDistractors(
    { prompt: `An input–output machine gives ${inputs.map((x) => `${x} → ${m * x + c}`).join(', ')}. What is its rule?`, steps: [`When the input goes up by 1, the output goes up by ${m}, so the rule multiplies by ${m}.`, `${m} × ${inputs[0]} = ${m * inputs[0]!}; to get ${m * inputs[0]! + c}, ${c >= 0 ? 'add' : 'subtract'} ${Math.abs(c)}.`], answer: `multiply by ${m}, then ${c >= 0 ? 'add' : 'subtract'} ${Math.abs(c)}` },
    [`add ${m}`, `multiply by ${m + 1}, then ${c - inputs[0]! >= 0 ? 'add' : 'subtract'} ${Math.abs(c - inputs[0]!)}`],
  );
};

const shapeDecision: Generator = (random) => {
  const shapes = [
    { name: 'square', answers: ['yes', 'yes', 'yes'] },
    { name: 'rhombus that is not a square', answers: ['yes', 'yes', 'no'] },
    { name: 'rectangle that is not a square', answers: ['yes', 'no', 'yes'] },
    { name: 'kite', answers: ['yes', 'no', 'no'] },
    { name: 'equilateral triangle', answers: ['no', 'yes', 'no'] },
  ] as const;
  const shape = random.pick(shapes);
  const box = shape.answers[0] === 'no' ? 'Box D (not a quadrilateral)' : shape.answers[1] === 'yes' ? (shape.answers[2] === 'yes' ? 'Box A' : 'Box B') : shape.answers[2] === 'yes' ? 'Box C' : 'Box D (other quadrilaterals)';
  return withDistractors(
    {
      prompt: `A shape-sorting algorithm asks: 1. Does it have 4 sides? If no, put it in Box D. 2. Are all its sides equal? 3. Are all its angles right angles? Equal sides and right angles go in Box A; equal sides only in Box B; right angles only in Box C; neither in Box D. Where does ${withArticle(shape.name)} go?`,
      steps: [`4 sides? ${shape.answers[0]}.${shape.answers[0] === 'yes' ? ` All sides equal? ${shape.answers[1]}. All right angles? ${shape.answers[2]}.` : ''}`, `It goes in ${box}.`],
      answer: box,
    },
    ['Box A', 'Box B', 'Box C', 'Box D (other quadrilaterals)', 'Box D (not a quadrilateral)'].filter((b) => b !== box).slice(0, 2),
  );
};

export const numberAlgorithms = defineTopic({
  strand: 'number',
  name: 'following and designing algorithms',
  grades: [3, 8],
  keyPoints: [
    'An algorithm is a list of steps and decisions that always gives the same result for the same start.',
    'Trace an algorithm by writing down each value it produces, in order, until it stops.',
    'A decision (“Is it even?”) sends the algorithm one way or another; a loop repeats steps until a condition is met.',
  ],
  priorKnowledge: ['Multiplication facts and divisibility.', 'Odd and even numbers.', 'Number patterns.'],
  keywords: ['algorithm', 'rule', 'pattern', 'multiple'],
  materials: ALGORITHM_MATERIALS,
  activities: ['Be the computer: one student reads an algorithm aloud step by step while another carries it out with number cards; then pairs write their own algorithm for another pair to trace.'],
  levels: (grade) => (grade <= 5 ? [addUntil, sortNumber, halveOrTriple, digitSumAlgorithm, commonMultiples, findRule] : [halveOrTriple, findRule, commonMultiples, digitSumAlgorithm, shapeDecision, sortNumber]),
  recall: [addUntil, sortNumber, findRule],
});
