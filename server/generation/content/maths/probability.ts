import { chanceStoryProblem, expectationStoryProblem } from './applied-measure.ts';
import { decimal, frac, fracText } from './numbers.ts';
import type { Random } from './random.ts';
import { counted, listWithAnd } from './words.ts';
import type { Topic } from './topic.ts';

const CHANCE_MATERIALS = ['Bags of coloured counters or cubes', 'Dice and coins', 'Spinners (paper clip and pencil)', 'Mini-whiteboards and pens'];
const COLOURS = ['red', 'blue', 'green', 'yellow'] as const;

interface Bag {
  counts: number[];
  colours: string[];
  total: number;
}

function bag(random: Random, colours: number, max: number): Bag {
  const names = random.shuffle(COLOURS).slice(0, colours);
  const counts = names.map(() => random.int(1, max));
  return { counts, colours: names, total: counts.reduce((a, b) => a + b, 0) };
}

/** "A bag contains 3 blue counters and 1 yellow counter.": each colour with its own count and noun. */
const describeBag = (b: Bag) => `A bag contains ${listWithAnd(b.counts.map((n, i) => counted(n, `${b.colours[i]} counter`)))}.`;

/** The words for a probability, as the Australian and US curricula use them. */
function likelihood(favourable: number, total: number): string {
  if (favourable === 0) return 'impossible';
  if (favourable === total) return 'certain';
  if (2 * favourable === total) return 'an even chance';
  return 2 * favourable > total ? 'likely' : 'unlikely';
}

const probabilityKeyPoints = (grade: number) => [
  grade <= 2
    ? 'Some things are certain to happen, some are likely, some are unlikely and some are impossible.'
    : grade <= 4
    ? 'We describe chance with words: impossible, unlikely, even chance, likely, certain.'
    : 'A probability is a number from 0 (impossible) to 1 (certain).',
  'When outcomes are equally likely, probability = number of outcomes in the event ÷ total number of outcomes.',
  grade >= 7
    ? 'For two events, list every outcome in a table or tree diagram before counting; P(not A) = 1 − P(A).'
    : 'Chance does not remember: each new pick or roll is as likely as the first one.',
];

/**
 * A Year 2 question: likely or unlikely, or whether it can happen at all ("Is picking a purple counter possible or
 * impossible?"); the even chance and the five-word scale come later.
 */
function youngChance(b: Bag, colour: string, count: number, level: number) {
  if (level === 6 || 2 * count === b.total) {
    const wanted = level === 6 ? 'purple' : colour;
    const possible = level !== 6;
    return {
      prompt: `${describeBag(b)} Is picking a ${wanted} counter possible or impossible?`,
      steps: [`There ${possible ? `${count === 1 ? 'is' : 'are'} ${count}` : 'are no'} ${wanted} counter${count === 1 && possible ? '' : 's'} in the bag.`, possible ? 'It could happen, so it is possible.' : 'It cannot happen, so it is impossible.'],
      answer: possible ? 'possible' : 'impossible',
    };
  }
  return {
    prompt: `${describeBag(b)} Is picking a ${colour} counter likely or unlikely?`,
    steps: [`There are ${b.total} counters and ${count} of them ${count === 1 ? 'is' : 'are'} ${colour}.`, `${count} out of ${b.total} is ${likelihood(count, b.total)}.`],
    answer: likelihood(count, b.total),
  };
}

export const chance: Topic = {
  strand: 'probability',
  name: 'probability of single events',
  grades: [2, 8],
  keyPoints: probabilityKeyPoints,
  priorKnowledge: ['Fractions as parts of a whole.', 'Counting and adding collections.', 'Simplifying fractions.'],
  keywords: ['probability', 'outcome', 'event', 'equally likely', 'chance'],
  misconceptions: ['equiprobability', 'gamblers-fallacy'],
  materials: CHANCE_MATERIALS,
  activities: ['Predict then test: each pair predicts how many reds they will get in 20 picks from a bag (putting the counter back each time), records the results in a tally, and compares with the class total.'],
  problem(random, level, grade) {
    const b = bag(random, level <= 2 ? 2 : 3, grade <= 4 ? 6 : 9);
    const i = random.int(0, b.colours.length - 1);
    const colour = b.colours[i]!;
    const count = b.counts[i]!;
    if (grade <= 2) return youngChance(b, colour, count, level);
    if (grade <= 4) {
      const wanted = level === 6 ? 'purple' : colour;
      const favourable = level === 6 ? 0 : count;
      return {
        prompt: `${describeBag(b)} Is picking a ${wanted} counter impossible, unlikely, an even chance, likely or certain?`,
        steps: [`There are ${b.total} counters and ${favourable} of them ${favourable === 1 ? 'is' : 'are'} ${wanted}.`, `${favourable} out of ${b.total} is ${likelihood(favourable, b.total)}.`],
        answer: likelihood(favourable, b.total),
      };
    }
    if (level <= 3) {
      return {
        prompt: `${describeBag(b)} One counter is picked without looking. What is the probability that it is ${colour}?`,
        steps: [`Total counters: ${b.counts.join(' + ')} = ${b.total}.`, `Number of ${colour} counters: ${count}.`, `P(${colour}) = ${count}/${b.total}${fracText(frac(count, b.total)) === `${count}/${b.total}` ? '' : ` = ${fracText(frac(count, b.total))}`}.`],
        answer: fracText(frac(count, b.total)),
      };
    }
    if (level === 4) {
      const events = [
        { words: 'an even number', faces: [2, 4, 6] },
        { words: 'a number greater than 4', faces: [5, 6] },
        { words: 'a prime number', faces: [2, 3, 5] },
        { words: 'a multiple of 3', faces: [3, 6] },
        { words: 'a number less than 5', faces: [1, 2, 3, 4] },
      ];
      const e = random.pick(events);
      return {
        prompt: `A fair six-sided die is rolled. What is the probability of rolling ${e.words}?`,
        steps: [`The outcomes are 1, 2, 3, 4, 5, 6: six equally likely outcomes.`, `The event happens for ${e.faces.join(', ')}: ${e.faces.length} outcomes.`, `P = ${e.faces.length}/6 = ${fracText(frac(e.faces.length, 6))}.`],
        answer: fracText(frac(e.faces.length, 6)),
      };
    }
    // From Grade 5 the climb ends in situations: a raffle, a class survey, a game's spinner and die.
    return level === 5 ? chanceStoryProblem(random) : expectationStoryProblem(random, grade);
  },
  hinge(random, grade) {
    let b: Bag;
    do b = bag(random, 3, 7);
    while (b.counts[0] === b.counts[1] || 2 * b.counts[0]! === b.total);
    const colour = b.colours[0]!;
    const p = frac(b.counts[0]!, b.total);
    if (grade <= 4) {
      const odd = likelihood(b.counts[0]!, b.total);
      return {
        prompt: `${describeBag(b)} Three picks in a row were ${colour} (the counter went back each time). How likely is the next pick to be ${colour}?`,
        answer: `${odd[0]!.toUpperCase()}${odd.slice(1)}, the same as before`,
        distractors: [`Less likely than before, because another colour is due`, `An even chance, because it is ${colour} or not`],
        mistakes: { 'Less likely than before, because another colour is due': 'gamblers-fallacy', [`An even chance, because it is ${colour} or not`]: 'equiprobability' },
      };
    }
    const third = fracText(p) === '1/3' ? [] : ['1/3, because there are three colours'];
    return {
      prompt: `${describeBag(b)} Three picks in a row were ${colour} (the counter went back each time). What is the probability that the next pick is ${colour}?`,
      answer: fracText(p),
      // The gambler's fallacy both ways ("due", "on a streak"), and counting colours instead of counters.
      distractors: [`Less than ${fracText(p)}, because another colour is due`, `More than ${fracText(p)}, because ${colour} is on a streak`, ...third],
      mistakes: {
        [`Less than ${fracText(p)}, because another colour is due`]: 'gamblers-fallacy',
        [`More than ${fracText(p)}, because ${colour} is on a streak`]: 'gamblers-fallacy',
        '1/3, because there are three colours': 'equiprobability',
      },
    };
  },
  retrieval: (random, grade) => {
    const [n, d] = [2 * random.int(1, 4), 2 * random.int(5, 8)];
    const [red, blue] = [random.int(2, 9), random.int(2, 9)];
    const quarters = random.int(1, 3);
    // Up to Year 4 the words of chance rest on counting, comparing and halves, not on simplifying fractions or decimals.
    if (grade <= 4) {
      const yellow = random.int(2, 9);
      const green = random.pick([yellow - 1, yellow + 1, yellow + 3].filter((g) => g >= 1));
      const half = random.int(2, 8);
      return [
        { prompt: `A bag contains ${counted(red, 'red counter')} and ${counted(blue, 'blue counter')}. How many counters are in the bag?`, answer: String(red + blue) },
        { prompt: `A bag contains ${counted(yellow, 'yellow counter')} and ${counted(green, 'green counter')}. Are there more yellow counters or more green counters?`, answer: yellow > green ? 'yellow' : 'green' },
        { prompt: `What is half of ${2 * half}?`, answer: String(half) },
      ];
    }
    return [
      { prompt: `Simplify ${n}/${d}.`, answer: fracText(frac(n, d)) },
      { prompt: `A bag contains ${counted(red, 'red counter')} and ${counted(blue, 'blue counter')}. How many counters are in the bag?`, answer: String(red + blue) },
      { prompt: `Write ${quarters}/4 as a decimal.`, answer: decimal(quarters / 4, 2) },
    ];
  },
};

/** Every ordered pair of two fair dice, for counting outcomes of a total. */
const DICE_PAIRS = Array.from({ length: 36 }, (_, i) => [Math.floor(i / 6) + 1, (i % 6) + 1] as const);

export const compoundEvents: Topic = {
  strand: 'probability',
  name: 'probability of two events',
  keyPoints: probabilityKeyPoints,
  priorKnowledge: ['Probability of a single event.', 'Simplifying fractions.', 'Listing outcomes systematically.'],
  keywords: ['probability', 'outcome', 'sample space', 'two-way table', 'complementary events'],
  misconceptions: ['equiprobability', 'gamblers-fallacy'],
  materials: [...CHANCE_MATERIALS, 'Two-way table and tree-diagram templates'],
  activities: ['Dice totals race: pairs roll two dice 36 times, tally the totals, and compare the tallies with the 6 × 6 table of outcomes.'],
  problem(random, level) {
    switch (level) {
      case 1: {
        const event = random.pick([
          { words: 'two heads', outcomes: ['HH'] },
          { words: 'two tails', outcomes: ['TT'] },
          { words: 'one head and one tail', outcomes: ['HT', 'TH'] },
          { words: 'at least one head', outcomes: ['HH', 'HT', 'TH'] },
        ]);
        const p = fracText(frac(event.outcomes.length, 4));
        return {
          prompt: `Two fair coins are flipped. What is the probability of getting ${event.words}?`,
          steps: ['The outcomes are HH, HT, TH, TT: four equally likely outcomes.', `${event.words[0]!.toUpperCase()}${event.words.slice(1)}: ${event.outcomes.join(', ')}, which is ${event.outcomes.length} outcome${event.outcomes.length === 1 ? '' : 's'}.`, `P = ${event.outcomes.length}/4${p === `${event.outcomes.length}/4` ? '' : ` = ${p}`}.`],
          answer: p,
        };
      }
      case 2: {
        const face = random.int(1, 6);
        return {
          prompt: `A fair coin is flipped and a fair die is rolled. What is the probability of a head and a ${face}?`,
          steps: ['There are 2 × 6 = 12 equally likely outcomes.', `Only (head, ${face}) works: 1 outcome.`, 'P = 1/12.'],
          answer: fracText(frac(1, 2 * 6)),
        };
      }
      case 5: {
        const total = random.int(4, 10);
        const count = DICE_PAIRS.filter(([a, b]) => a + b === total).length;
        return {
          prompt: `Two fair dice are rolled. What is the probability that the total is not ${total}?`,
          steps: [`The total is ${total} in ${count} of the 36 outcomes.`, `P(not ${total}) = 1 − ${count}/36 = ${36 - count}/36 = ${fracText(frac(36 - count, 36))}.`],
          answer: fracText(frac(36 - count, 36)),
        };
      }
      case 6: {
        const at = random.int(7, 10);
        const count = DICE_PAIRS.filter(([a, b]) => a + b >= at).length;
        return {
          prompt: `Two fair dice are rolled. What is the probability that the total is ${at} or more?`,
          steps: [`Make the 6 × 6 table of totals: 36 equally likely outcomes.`, `Count the totals of ${at} or more: ${count}.`, `P = ${count}/36 = ${fracText(frac(count, 36))}.`],
          answer: fracText(frac(count, 36)),
        };
      }
      default: {
        // Level 3 keeps to the rare totals, so it never repeats the hinge question (totals 5 to 9).
        const total = level === 3 ? random.pick([2, 3, 4, 10, 11, 12]) : random.int(5, 12);
        const pairs = DICE_PAIRS.filter(([a, b]) => a + b === total);
        return {
          prompt: `Two fair dice are rolled. What is the probability that the total is ${total}?`,
          steps: [
            `There are 6 × 6 = 36 equally likely outcomes.`,
            `The total is ${total} for ${pairs.map(([a, b]) => `(${a}, ${b})`).join(', ')}: ${pairs.length} outcome${pairs.length === 1 ? '' : 's'}.`,
            `P = ${pairs.length}/36${fracText(frac(pairs.length, 36)) === `${pairs.length}/36` ? '' : ` = ${fracText(frac(pairs.length, 36))}`}.`,
          ],
          answer: fracText(frac(pairs.length, 36)),
        };
      }
    }
  },
  hinge(random) {
    const total = random.pick([5, 6, 7, 8, 9]);
    const count = DICE_PAIRS.filter(([a, b]) => a + b === total).length;
    // Treating (2, 6) and (6, 2) as one outcome leaves 21 pairs, wrongly taken as equally likely.
    const unordered = DICE_PAIRS.filter(([a, b]) => a <= b && a + b === total).length;
    return {
      prompt: `Two fair dice are rolled and the numbers are added. What is the probability that the total is ${total}?`,
      answer: fracText(frac(count, 36)),
      distractors: ['1/11, because there are 11 possible totals', `${fracText(frac(unordered, 21))}, because there are 21 different pairs of numbers`],
      mistakes: { '1/11, because there are 11 possible totals': 'equiprobability', [`${fracText(frac(unordered, 21))}, because there are 21 different pairs of numbers`]: 'equiprobability' },
    };
  },
  retrieval: (random) => {
    const faces = random.pick([[2, 4, 6], [5, 6], [1, 2, 3, 4], [3, 6]]);
    const [n, d] = [random.int(2, 6), 36];
    const [a, b] = [random.int(1, 4), random.int(5, 9)];
    return [
      { prompt: `A fair six-sided die is rolled. What is the probability of rolling ${faces.join(' or ')}?`, answer: fracText(frac(faces.length, 6)) },
      { prompt: `Simplify ${n}/${d}.`, answer: fracText(frac(n, d)) },
      { prompt: `What is 1 − ${a}/${b}?`, answer: fracText(frac(b - a, b)) },
    ];
  },
};
