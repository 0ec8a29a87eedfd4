import { factor, frac, fracText, linear, num } from './numbers.ts';
import type { Random } from './random.ts';
import type { Topic } from './topic.ts';

const FUNCTION_MATERIALS = ['Grid paper or mini-whiteboards with axes', 'Rulers', 'Table-of-values templates'];

const STORIES = [
  { thing: 'taxi ride', start: 'a starting fee of $', rate: 'per kilometre', x: 'kilometres', y: 'cost in dollars' },
  { thing: 'phone plan', start: 'a monthly fee of $', rate: 'per gigabyte', x: 'gigabytes', y: 'cost in dollars' },
  { thing: 'candle', start: 'a height of ', rate: 'per hour', x: 'hours', y: 'height in centimetres' },
] as const;

/** A linear rule y = mx + c with small whole numbers. */
function rule(random: Random, grade: number): { m: number; c: number } {
  const m = grade >= 8 ? random.pick([-3, -2, 2, 3, 4, 5]) : random.int(2, 6);
  const c = random.int(grade >= 8 ? -5 : 1, 9);
  return { m, c };
}

export const linearFunctions: Topic = {
  strand: 'functions',
  name: 'linear functions',
  keyPoints: (grade) => [
    'A function is a rule that gives exactly one output for each input.',
    'In y = mx + c, m is the rate of change (how much y changes when x goes up by 1) and c is the initial value (y when x = 0).',
    grade >= 8
      ? 'The rate of change between two points is (change in y) ÷ (change in x); a linear function has the same rate everywhere.'
      : 'A table of values from the rule gives points to plot; the points of a linear rule lie on a straight line.',
  ],
  priorKnowledge: ['Substituting into expressions.', 'Plotting points on a coordinate grid.', 'Adding and multiplying integers.'],
  keywords: ['function', 'input', 'output', 'rate of change', 'initial value', 'linear'],
  misconceptions: ['proportional-overuse', 'slope-height-confusion'],
  materials: FUNCTION_MATERIALS,
  activities: ['Function machine: one student secretly picks a rule y = mx + c; the class chooses inputs, records the outputs in a table and works out the rule.'],
  problem(random, level, grade) {
    const { m, c } = rule(random, grade);
    const eq = `y = ${linear(m, c)}`;
    switch (level) {
      case 1:
      case 2: {
        const x = random.int(level === 1 || grade <= 6 ? 1 : -3, 10);
        return {
          prompt: `For the function ${eq}, find y when x = ${num(x)}.`,
          steps: [`Substitute x = ${num(x)}: y = ${num(m)} × ${factor(x)} ${c < 0 ? '−' : '+'} ${Math.abs(c)}.`, `y = ${num(m * x)} ${c < 0 ? '−' : '+'} ${Math.abs(c)} = ${num(m * x + c)}.`],
          answer: `y = ${num(m * x + c)}`,
        };
      }
      case 3: {
        const xs = [0, 1, 2, 3];
        return {
          prompt: `Complete the table for ${eq}: x = 0, 1, 2, 3.`,
          steps: xs.map((x) => `x = ${x}: y = ${num(m)} × ${x} ${c < 0 ? '−' : '+'} ${Math.abs(c)} = ${num(m * x + c)}.`),
          answer: xs.map((x) => `(${x}, ${num(m * x + c)})`).join(', '),
        };
      }
      case 4: {
        const [x1, x2] = [random.int(0, 3), random.int(4, 8)];
        const [y1, y2] = [m * x1 + c, m * x2 + c];
        return {
          prompt: `A straight line passes through (${x1}, ${num(y1)}) and (${x2}, ${num(y2)}). What is its rate of change?`,
          steps: [`Change in y: ${num(y2)} − ${num(y1)} = ${num(y2 - y1)}.`, `Change in x: ${x2} − ${x1} = ${x2 - x1}.`, `Rate of change = ${num(y2 - y1)} ÷ ${x2 - x1} = ${num(m)}.`],
          answer: num(m),
        };
      }
      case 5: {
        const [x1, x2] = [random.int(1, 3), random.int(4, 8)];
        const [y1, y2] = [m * x1 + c, m * x2 + c];
        return {
          prompt: `A linear function has y = ${num(y1)} when x = ${x1}, and y = ${num(y2)} when x = ${x2}. Write its equation.`,
          steps: [
            `Rate of change: (${num(y2)} − ${num(y1)}) ÷ (${x2} − ${x1}) = ${num(y2 - y1)} ÷ ${x2 - x1} = ${num(m)}.`,
            `Initial value (y when x = 0): ${num(y1)} − ${factor(m)} × ${x1} = ${num(c)}.`,
          ],
          answer: eq,
        };
      }
      default: {
        const story = random.pick(STORIES);
        const rate = Math.abs(m);
        const falling = story.thing === 'candle';
        const begin = falling ? rate * random.int(6, 10) : Math.abs(c) + 2;
        const k = random.int(2, falling ? 5 : 12);
        const total = falling ? begin - rate * k : begin + rate * k;
        const model = falling ? `y = ${begin} − ${rate}x` : `y = ${rate}x + ${begin}`;
        return {
          prompt: `A ${story.thing} has ${story.start}${begin}${falling ? ' cm' : ''} and ${falling ? 'burns down' : 'costs'} ${falling ? `${rate} cm` : `$${rate}`} ${story.rate}. Write a function for the ${story.y} y after x ${story.x}, and find y when x = ${k}.`,
          steps: [
            `The initial value is ${begin} and the rate of change is ${falling ? '−' : ''}${rate}.`,
            `So ${model}.`,
            `When x = ${k}: y = ${begin} ${falling ? '−' : '+'} ${rate} × ${k} = ${num(total)}.`,
          ],
          answer: `${model}; y = ${num(total)} when x = ${k}`,
        };
      }
    }
  },
  hinge(random, grade) {
    let m: number;
    let c: number;
    do ({ m, c } = rule(random, Math.min(grade, 7)));
    while (c === 0);
    const [x1, x2] = [1, random.int(3, 6)];
    const [y1, y2] = [m * x1 + c, m * x2 + c];
    const proportional = fracText(frac(y2, x2));
    return {
      prompt: `A line passes through (${x1}, ${y1}) and (${x2}, ${y2}). What is its rate of change?`,
      answer: num(m),
      distractors: [proportional, num(y2)].filter((d) => d !== num(m)),
      mistakes: { [proportional]: 'proportional-overuse', [num(y2)]: 'slope-height-confusion' },
    };
  },
  retrieval: (random) => {
    const [a, b, x] = [random.int(2, 6), random.int(1, 9), random.int(2, 6)];
    const [px, py] = [random.int(1, 9), random.int(1, 9)];
    return [
      { prompt: `Work out ${a}x + ${b} when x = ${x}.`, answer: String(a * x + b) },
      { prompt: `What is the x-coordinate of the point (${px}, ${py})?`, answer: String(px) },
      { prompt: `Work out ${num(-a)} × ${x} + ${b}.`, answer: num(-a * x + b) },
    ];
  },
};
