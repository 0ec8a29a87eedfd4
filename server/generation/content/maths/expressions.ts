import { linear, num } from './numbers.ts';
import type { Random } from './random.ts';
import type { Topic } from './topic.ts';

const ALGEBRA_MATERIALS = ['Mini-whiteboards and pens', 'Algebra tiles (or cut-out x and 1 tiles)'];
const LETTERS = ['n', 'x', 'a', 'm', 'y'] as const;

export const evaluatingExpressions: Topic = {
  strand: 'expressions',
  name: 'substituting into expressions',
  keyPoints: () => [
    'A letter in an expression stands for a number.',
    '3n means 3 × n; to substitute, replace the letter with its value and put the × sign back.',
    'Work out brackets first, then multiplication and division, then addition and subtraction.',
  ],
  priorKnowledge: ['Multiplication facts.', 'The order of operations.', 'Adding and subtracting whole numbers.'],
  keywords: ['expression', 'variable', 'substitute', 'coefficient', 'term'],
  misconceptions: ['order-of-operations', 'letter-as-object'],
  materials: ALGEBRA_MATERIALS,
  activities: ['Expression bingo: call out a value of n; students substitute it into the expressions on their card and cross off the answers.'],
  problem(random, level) {
    const letter = random.pick(LETTERS);
    const value = random.int(2, 4 + level);
    const a = random.int(2, 9);
    const b = random.int(1, 12);
    switch (level) {
      case 1:
      case 2:
        return {
          prompt: `Work out ${a}${letter} + ${b} when ${letter} = ${value}.`,
          steps: [`${a}${letter} means ${a} × ${letter}: ${a} × ${value} = ${a * value}.`, `Add ${b}: ${a * value} + ${b} = ${a * value + b}.`],
          answer: String(a * value + b),
        };
      case 3: {
        return {
          prompt: `Work out ${a}(${letter} + ${b}) when ${letter} = ${value}.`,
          steps: [`Brackets first: ${value} + ${b} = ${value + b}.`, `Multiply: ${a} × ${value + b} = ${a * (value + b)}.`],
          answer: String(a * (value + b)),
        };
      }
      case 4: {
        const w = random.int(2, 9);
        return {
          prompt: `The perimeter of a rectangle is P = 2l + 2w. Find P when l = ${value + 3} and w = ${w}.`,
          steps: [`2l = 2 × ${value + 3} = ${2 * (value + 3)} and 2w = 2 × ${w} = ${2 * w}.`, `P = ${2 * (value + 3)} + ${2 * w} = ${2 * (value + 3) + 2 * w}.`],
          answer: String(2 * (value + 3) + 2 * w),
        };
      }
      case 5: {
        const c = random.int(2, 6);
        return {
          prompt: `Work out ${a}${letter} − ${c}${letter === 'y' ? 'x' : 'y'} when ${letter} = ${value} and ${letter === 'y' ? 'x' : 'y'} = ${c + 1}.`,
          steps: [`${a} × ${value} = ${a * value} and ${c} × ${c + 1} = ${c * (c + 1)}.`, `${a * value} − ${c * (c + 1)} = ${num(a * value - c * (c + 1))}.`],
          answer: num(a * value - c * (c + 1)),
        };
      }
      default: {
        return {
          prompt: `Work out ${b} + ${a}(${letter} − 1) when ${letter} = ${value}.`,
          steps: [`Brackets first: ${value} − 1 = ${value - 1}.`, `Multiply: ${a} × ${value - 1} = ${a * (value - 1)}.`, `Add: ${b} + ${a * (value - 1)} = ${b + a * (value - 1)}.`],
          answer: String(b + a * (value - 1)),
        };
      }
    }
  },
  hinge(random) {
    const n = random.int(3, 7);
    const [p, q, r] = [random.int(2, 6), random.int(2, 5), random.int(1, 4)];
    const correct = p + q * (n + r);
    return {
      prompt: `What is ${p} + ${q}(n + ${r}) when n = ${n}?`,
      answer: String(correct),
      distractors: [String((p + q) * (n + r)), String(p + q * n + r)].filter((x) => x !== String(correct)),
      mistakes: { [String((p + q) * (n + r))]: 'order-of-operations', [String(p + q * n + r)]: 'order-of-operations' },
    };
  },
  retrieval: (random) => {
    const [a, b, c] = [random.int(2, 9), random.int(2, 9), random.int(2, 9)];
    return [
      { prompt: `Work out ${a} + ${b} × ${c}.`, answer: String(a + b * c) },
      { prompt: `Work out (${a} + ${b}) × ${c}.`, answer: String((a + b) * c) },
      { prompt: `What is ${b} × ${c}?`, answer: String(b * c) },
    ];
  },
};

export const simplifyingExpressions: Topic = {
  strand: 'expressions',
  name: 'simplifying and expanding expressions',
  keyPoints: () => [
    'Like terms have the same letter part (3x and 5x); only like terms can be collected.',
    'To expand brackets, multiply every term inside the bracket by the term outside.',
    'Check a simplification by substituting a number into both forms.',
  ],
  priorKnowledge: ['Substituting into expressions.', 'Multiplication facts, including with negative numbers.', 'The order of operations.'],
  keywords: ['term', 'like terms', 'coefficient', 'expand', 'simplify'],
  misconceptions: ['conjoining-terms', 'order-of-operations'],
  materials: ALGEBRA_MATERIALS,
  activities: ['Area model: expand brackets by drawing a rectangle split into parts, writing each part’s area, and adding them.'],
  problem(random, level) {
    const letter = random.pick(['x', 'a', 'n', 'y'] as const);
    const a = random.int(2, 9);
    const b = random.int(2, 9);
    const c = random.int(1, 9);
    const d = random.int(1, 9);
    switch (level) {
      case 1:
        return {
          prompt: `Simplify ${a}${letter} + ${b}${letter}.`,
          steps: [`Both terms are like terms in ${letter}.`, `Add the coefficients: ${a} + ${b} = ${a + b}.`],
          answer: linear(a + b, 0, letter),
        };
      case 2:
        return {
          prompt: `Simplify ${a}${letter} + ${c} + ${b}${letter} − ${d}.`,
          steps: [`Collect the ${letter} terms: ${a}${letter} + ${b}${letter} = ${linear(a + b, 0, letter)}.`, `Collect the numbers: ${c} − ${d} = ${num(c - d)}.`],
          answer: linear(a + b, c - d, letter),
        };
      case 3:
        return {
          prompt: `Expand ${a}(${letter} + ${c}).`,
          steps: [`Multiply each term in the bracket by ${a}: ${a} × ${letter} = ${a}${letter} and ${a} × ${c} = ${a * c}.`],
          answer: linear(a, a * c, letter),
        };
      case 4:
        return {
          prompt: `Expand ${a}(${b}${letter} − ${c}).`,
          steps: [`${a} × ${b}${letter} = ${a * b}${letter}.`, `${a} × −${c} = −${a * c}.`],
          answer: linear(a * b, -a * c, letter),
        };
      case 5:
        return {
          prompt: `Expand and simplify ${a}(${letter} + ${c}) + ${b}${letter}.`,
          steps: [`Expand: ${a}(${letter} + ${c}) = ${linear(a, a * c, letter)}.`, `Collect the ${letter} terms: ${a}${letter} + ${b}${letter} = ${linear(a + b, 0, letter)}.`],
          answer: linear(a + b, a * c, letter),
        };
      default: {
        // Never the same as a, so the x terms do not cancel out of a lesson on collecting them.
        let e = random.int(2, a + 3);
        if (e === a) e += 1;
        return {
          prompt: `Expand and simplify ${a}(${letter} + ${c}) − ${e}(${letter} − ${d}).`,
          steps: [
            `Expand: ${a}(${letter} + ${c}) = ${linear(a, a * c, letter)} and −${e}(${letter} − ${d}) = ${linear(-e, e * d, letter)}.`,
            `Collect the ${letter} terms: ${a}${letter} − ${e}${letter} = ${linear(a - e, 0, letter)}.`,
            `Collect the numbers: ${a * c} + ${e * d} = ${a * c + e * d}.`,
          ],
          answer: linear(a - e, a * c + e * d, letter),
        };
      }
    }
  },
  hinge(random) {
    const a = random.int(2, 5);
    const c = random.int(2, 6);
    const b = random.int(2, 5);
    return {
      prompt: `Which is ${a}(x + ${c}) + ${b}x written in its simplest form?`,
      answer: linear(a + b, a * c),
      distractors: [linear(a + b, c), linear(a + b + a * c, 0)],
      mistakes: { [linear(a + b, c)]: 'order-of-operations', [linear(a + b + a * c, 0)]: 'conjoining-terms' },
    };
  },
  retrieval: (random) => {
    const [a, n, m] = [random.int(2, 9), random.int(2, 9), random.int(2, 9)];
    return [
      { prompt: `Work out ${a}n when n = ${n}.`, answer: String(a * n) },
      { prompt: `Work out ${num(-m)} × ${n}.`, answer: num(-m * n) },
      { prompt: `Work out ${a} × (${n} + 2).`, answer: String(a * (n + 2)) },
    ];
  },
};

const PHRASES: Array<(random: Random, letter: string) => { words: string; answer: string }> = [
  (random, l) => {
    const k = random.int(2, 12);
    return { words: `${k} more than ${l}`, answer: `${l} + ${k}` };
  },
  (random, l) => {
    const k = random.int(2, 12);
    return { words: `${l} multiplied by ${k}`, answer: `${k}${l}` };
  },
  (random, l) => {
    const k = random.int(5, 20);
    return { words: `subtract ${l} from ${k}`, answer: `${k} − ${l}` };
  },
  (random, l) => {
    const k = random.int(2, 9);
    return { words: `${l} divided by ${k}`, answer: `${l}/${k}` };
  },
  (random, l) => {
    const [k, m] = [random.int(2, 9), random.int(1, 9)];
    return { words: `multiply ${l} by ${k}, then add ${m}`, answer: `${k}${l} + ${m}` };
  },
  (random, l) => {
    const [k, m] = [random.int(2, 9), random.int(1, 9)];
    return { words: `add ${m} to ${l}, then multiply by ${k}`, answer: `${k}(${l} + ${m})` };
  },
];

export const writingExpressions: Topic = {
  strand: 'expressions',
  name: 'writing expressions',
  keyPoints: () => [
    'An expression uses numbers, letters and operations but has no equals sign.',
    'We write 3 × n as 3n and n ÷ 4 as n/4.',
    'Brackets show what is done first: “add 2, then multiply by 3” is 3(n + 2).',
  ],
  priorKnowledge: ['The four operations and their words (sum, difference, product, quotient).', 'The order of operations.', 'Multiplication facts.'],
  keywords: ['expression', 'variable', 'term', 'coefficient'],
  misconceptions: ['letter-as-object', 'conjoining-terms', 'order-of-operations'],
  materials: ALGEBRA_MATERIALS,
  activities: ['Think of a number: one student gives instructions in words, their partner writes the expression, and they check it with a number.'],
  problem(random, level) {
    const letter = random.pick(LETTERS);
    const phrase = PHRASES[Math.min(level, PHRASES.length) - 1]!(random, letter);
    return {
      prompt: `Write an expression for “${phrase.words}”.`,
      steps: [`Let ${letter} stand for the number.`, `Write each operation in the order the words give it: ${phrase.answer}.`],
      answer: phrase.answer,
    };
  },
  hinge(random) {
    const [k, m] = [random.int(2, 9), random.int(1, 9)];
    return {
      prompt: `Which expression means “multiply n by ${k}, then add ${m}”?`,
      answer: `${k}n + ${m}`,
      distractors: [`${k}(n + ${m})`, `${k + m}n`],
      mistakes: { [`${k + m}n`]: 'conjoining-terms' },
    };
  },
  retrieval: (random) => {
    const [a, b] = [random.int(2, 9), random.int(2, 9)];
    return [
      { prompt: `What is the sum of ${a} and ${b}?`, answer: String(a + b) },
      { prompt: `What is the product of ${a} and ${b}?`, answer: String(a * b) },
      { prompt: `Work out 2 + 3 × ${a}.`, answer: String(2 + 3 * a) },
    ];
  },
};
