import { factor, frac, fracText, linear, num } from './numbers.ts';
import { bothSidesStory, oneStepStory, twoStepStory } from './applied-number.ts';
import type { Random } from './random.ts';
import type { Problem, Topic } from './topic.ts';

const EQUATION_MATERIALS = ['Mini-whiteboards and pens', 'A balance (or balance diagrams) to model equations', 'Algebra tiles'];

/** A wrong solution written as students would give it: a whole number or a fraction. */
const value = (n: number, d = 1) => fracText(frac(n, d));

export const missingNumbers: Topic = {
  strand: 'equations',
  name: 'finding unknown values',
  keyPoints: () => [
    'The equals sign means “is the same as”: both sides have the same value.',
    'Addition and subtraction undo each other; so do multiplication and division.',
    'Check an answer by putting it back into the number sentence.',
  ],
  priorKnowledge: ['Addition and subtraction facts.', 'Multiplication and division facts.', 'Fact families such as 3 + 4 = 7, 7 − 4 = 3.'],
  keywords: ['equation', 'unknown', 'inverse operation', 'equals sign'],
  misconceptions: ['equals-as-answer'],
  materials: ['A pan balance and cubes', 'Mini-whiteboards and pens', 'Part–whole (bar) model cards'],
  activities: ['True or false? Pairs sort number-sentence cards such as 7 = 3 + 4 and 8 + 4 = 6 + 5, then fix the false ones.'],
  problem(random, level, grade) {
    const big = grade <= 3 ? 50 : 100;
    switch (level) {
      case 1: {
        const [a, b] = [random.int(10, big), random.int(5, big)];
        return { prompt: `Find the missing number: □ + ${a} = ${a + b}`, steps: [`Subtraction undoes addition: ${a + b} − ${a} = ${b}.`, `Check: ${b} + ${a} = ${a + b}.`], answer: String(b) };
      }
      case 2: {
        const [a, b] = [random.int(2, 9), random.int(2, grade <= 3 ? 5 : 10)];
        return { prompt: `Find the missing number: ${b} × □ = ${a * b}`, steps: [`Division undoes multiplication: ${a * b} ÷ ${b} = ${a}.`, `Check: ${b} × ${a} = ${a * b}.`], answer: String(a) };
      }
      case 3: {
        const [a, b] = [random.int(5, big), random.int(5, big)];
        return { prompt: `Find the missing number: □ − ${a} = ${b}`, steps: [`Addition undoes subtraction: ${b} + ${a} = ${a + b}.`, `Check: ${a + b} − ${a} = ${b}.`], answer: String(a + b) };
      }
      case 4: {
        const [a, b] = [random.int(2, 9), random.int(2, 10)];
        return { prompt: `Find the missing number: ${a * b} ÷ □ = ${a}`, steps: [`${a} × □ = ${a * b}, so □ = ${a * b} ÷ ${a} = ${b}.`, `Check: ${a * b} ÷ ${b} = ${a}.`], answer: String(b) };
      }
      case 5: {
        const [a, b] = [random.int(5, 20), random.int(5, 20)];
        const c = random.int(2, a + b - 1);
        return {
          prompt: `Find the missing number: ${a} + ${b} = □ + ${c}`,
          steps: [`The left side is ${a} + ${b} = ${a + b}.`, `The right side must also be ${a + b}: □ + ${c} = ${a + b}.`, `${a + b} − ${c} = ${a + b - c}.`],
          answer: String(a + b - c),
        };
      }
      default: {
        const [a, x, c] = [random.int(2, 6), random.int(2, 9), random.int(1, 9)];
        return {
          prompt: `Find the missing number: ${a} × □ + ${c} = ${a * x + c}`,
          steps: [`Undo the + ${c}: ${a * x + c} − ${c} = ${a * x}.`, `Undo the × ${a}: ${a * x} ÷ ${a} = ${x}.`],
          answer: String(x),
        };
      }
    }
  },
  hinge(random) {
    const [a, b] = [random.int(6, 15), random.int(3, 9)];
    const c = random.int(2, a - 1);
    return { prompt: `What number goes in the box? ${a} + ${b} = □ + ${c}`, answer: String(a + b - c), distractors: [String(a + b), String(a + b + c)], mistakes: { [String(a + b)]: 'equals-as-answer', [String(a + b + c)]: 'equals-as-answer' } };
  },
  retrieval: (random) => {
    const [a, b, c] = [random.int(6, 19), random.int(2, 9), random.int(2, 9)];
    return [
      { prompt: `What is ${a} + ${b}?`, answer: String(a + b) },
      { prompt: `What is ${b} × ${c}?`, answer: String(b * c) },
      { prompt: `What is ${b * c} ÷ ${c}?`, answer: String(b) },
    ];
  },
};

/** x + p = q (odd levels) or px = q (even levels), solved by one inverse operation; x at most `most`. */
function oneStep(random: Random, level: number, most: number): Problem {
  const x = random.int(2, most);
  const p = random.int(2, 9 + level);
  if (level % 2 === 1) {
    return {
      prompt: `Solve x + ${p} = ${x + p}.`,
      steps: [`Subtract ${p} from both sides: x = ${x + p} − ${p}.`, `x = ${x}. Check: ${x} + ${p} = ${x + p}.`],
      answer: `x = ${x}`,
    };
  }
  return {
    prompt: `Solve ${p}x = ${p * x}.`,
    steps: [`${p}x means ${p} × x. Divide both sides by ${p}: x = ${p * x} ÷ ${p}.`, `x = ${x}. Check: ${p} × ${x} = ${p * x}.`],
    answer: `x = ${x}`,
  };
}

/** ax + b = c, solved by undoing +b then ×a. */
function twoStep(random: Random, naturalOnly: boolean, level: number): Problem {
  const a = random.int(2, 3 + level);
  const x = naturalOnly ? random.int(1, 12) : random.int(-6, 12) || 3;
  const b = random.int(-15, 15) || 4;
  const c = a * x + b;
  const undo = b > 0 ? `Subtract ${b} from both sides: ${a}x = ${num(c)} − ${b} = ${num(a * x)}.` : `Add ${-b} to both sides: ${a}x = ${num(c)} + ${-b} = ${num(a * x)}.`;
  return {
    prompt: `Solve ${linear(a, b)} = ${num(c)}.`,
    steps: [undo, `Divide both sides by ${a}: x = ${num(a * x)} ÷ ${a} = ${num(x)}.`, `Check: ${a} × ${factor(x)} ${b > 0 ? '+' : '−'} ${Math.abs(b)} = ${num(c)}.`],
    answer: `x = ${num(x)}`,
  };
}

export const linearEquations: Topic = {
  strand: 'equations',
  name: 'solving linear equations',
  keyPoints: (grade) => [
    'An equation is balanced: whatever we do to one side we do to the other.',
    'Undo the operations on x in reverse order, using inverse operations.',
    grade >= 8
      ? 'With x on both sides, first subtract the smaller x term from both sides; expand any brackets first.'
      : 'Check the solution by substituting it back into the equation.',
  ],
  priorKnowledge: ['Inverse operations.', 'Substituting into expressions.', 'Adding, subtracting, multiplying and dividing integers.'],
  keywords: ['equation', 'solve', 'solution', 'inverse operation', 'variable'],
  misconceptions: ['inverse-operations', 'equals-as-answer'],
  materials: EQUATION_MATERIALS,
  activities: ['Balance puzzles: draw the equation as a balance with bags of x counters, then remove the same amount from both pans until one bag is alone.'],
  problem(random, level, grade) {
    // From Grade 6 the climb ends in situations to set up as an equation first: the grade's own kind of equation.
    if (grade >= 6 && level >= 5) return [oneStepStory, twoStepStory, bothSidesStory][Math.min(grade, 8) - 6]!(random, level);
    if (grade <= 6) return oneStep(random, level, 12 + level * 3);
    // Year 7 meets equations here: two one-step warm-ups (the step before the method), then two steps.
    if (grade === 7 && level <= 2) return oneStep(random, level, 20);
    if (grade === 7 || level <= 2) return twoStep(random, grade <= 7, level);
    // Grade 8, levels 3 and 4: brackets.
    const [a, b] = [random.int(2, 6), random.int(-6, 8) || 2];
    const x = random.int(-4, 9);
    const c = a * (x + b);
    return {
      prompt: `Solve ${a}(${linear(1, b)}) = ${num(c)}.`,
      steps: [`Divide both sides by ${a}: ${linear(1, b)} = ${num(x + b)}.`, `${b > 0 ? `Subtract ${b}` : `Add ${-b}`}: x = ${num(x)}.`],
      answer: `x = ${num(x)}`,
    };
  },
  exampleLevel: (grade) => (grade === 7 ? 3 : 1),
  hinge(random, grade) {
    if (grade <= 6) {
      const [p, x] = [random.int(3, 9), random.int(3, 9)];
      return { prompt: `Solve ${p}x = ${p * x}.`, answer: `x = ${x}`, distractors: [`x = ${p * p * x}`, `x = ${p * x - p}`], mistakes: { [`x = ${p * p * x}`]: 'inverse-operations', [`x = ${p * x - p}`]: 'inverse-operations' } };
    }
    const a = random.int(2, 5);
    const x = random.int(2, 9);
    const b = random.int(2, 9);
    const c = a * x + b;
    return { prompt: `Solve ${a}x + ${b} = ${c}.`, answer: `x = ${x}`, distractors: [`x = ${value(c + b, a)}`, `x = ${value(c - a * b, a)}`], mistakes: { [`x = ${value(c + b, a)}`]: 'inverse-operations', [`x = ${value(c - a * b, a)}`]: 'inverse-operations' } };
  },
  retrieval: (random) => {
    const [a, b] = [random.int(2, 9), random.int(2, 9)];
    return [
      { prompt: `What is the inverse operation of “add ${a}”?`, answer: `Subtract ${a}` },
      { prompt: `Work out ${a}n + ${b} when n = 3.`, answer: String(3 * a + b) },
      { prompt: `Work out −${a} + ${a + b}.`, answer: String(b) },
    ];
  },
};
