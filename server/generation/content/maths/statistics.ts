import { medianStoryProblem, missingScoreProblem } from './applied-measure.ts';
import { decimal, frac, fracText } from './numbers.ts';
import type { Random } from './random.ts';
import type { Problem, Topic } from './topic.ts';

const DATA_MATERIALS = ['Mini-whiteboards and pens', 'Interlocking cubes for “levelling out” the mean', 'Squared paper for tables and graphs'];

/** A data set of whole numbers with exactly one mode. */
function dataSet(random: Random, size: number, low: number, high: number): number[] {
  for (;;) {
    const values = Array.from({ length: size }, () => random.int(low, high));
    const counts = new Map<number, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    const top = Math.max(...counts.values());
    if (top >= 2 && [...counts.values()].filter((c) => c === top).length === 1) return values;
  }
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
function modeOf(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}
/** A mean as students write it: a whole number, a terminating decimal, or a fraction with its value to 1 d.p. */
function meanText(sum: number, count: number): string {
  const f = frac(sum, count);
  if (f.d === 1) return String(f.n);
  if ((sum * 100) % count === 0) return decimal(sum / count, (sum * 10) % count === 0 ? 1 : 2);
  return `${fracText(f)} ≈ ${decimal(sum / count, 1)}`;
}

export const averages: Topic = {
  strand: 'statistics',
  name: 'mean, median, mode and range',
  keyPoints: () => [
    'The mean shares the total out equally: add the values and divide by how many there are.',
    'The median is the middle value when the data are in order; the mode is the most common value.',
    'The range (largest − smallest) measures how spread out the data are.',
  ],
  priorKnowledge: ['Ordering whole numbers.', 'Adding several numbers and dividing.', 'Reading a table.'],
  keywords: ['mean', 'median', 'mode', 'range', 'data'],
  misconceptions: ['average-as-mode', 'frequency-versus-value'],
  materials: DATA_MATERIALS,
  activities: ['Class data: collect the number of letters in each student’s first name, then find the mean, median, mode and range and discuss which average describes the class best.'],
  problem(random, level, grade) {
    const size = level === 5 ? 6 : random.pick([5, 7, 9]);
    const values = dataSet(random, size, grade <= 6 ? 1 : 10, grade <= 6 ? 20 : 60);
    const list = values.join(', ');
    const order = sorted(values);
    const sum = values.reduce((a, b) => a + b, 0);
    // From Grade 6 the climb ends in situations: a median of six results, then the score a mean needs.
    if (grade >= 6 && level === 5) return medianStoryProblem(values);
    if (grade >= 6 && level === 6) return missingScoreProblem(random, values.slice(0, 4), grade <= 6 ? 1 : 10, grade <= 6 ? 20 : 60, grade >= 7);
    switch (level) {
      case 1:
        return { prompt: `Find the range of ${list}.`, steps: [`Largest value: ${order.at(-1)}. Smallest value: ${order[0]}.`, `Range = ${order.at(-1)} − ${order[0]} = ${order.at(-1)! - order[0]!}.`], answer: String(order.at(-1)! - order[0]!) };
      case 2:
        return { prompt: `Find the mode of ${list}.`, steps: [`In order: ${order.join(', ')}.`, `${modeOf(values)} appears most often.`], answer: String(modeOf(values)) };
      case 3:
        return { prompt: `Find the median of ${list}.`, steps: [`In order: ${order.join(', ')}.`, `There are ${size} values, so the middle one is value number ${(size + 1) / 2}: ${order[(size - 1) / 2]}.`], answer: String(order[(size - 1) / 2]) };
      case 5: {
        const [a, b] = [order[size / 2 - 1]!, order[size / 2]!];
        return {
          prompt: `Find the median of ${list}.`,
          steps: [`In order: ${order.join(', ')}.`, `There are two middle values, ${a} and ${b}.`, `The median is halfway between them: (${a} + ${b}) ÷ 2 = ${decimal((a + b) / 2, (a + b) % 2 ? 1 : 0)}.`],
          answer: decimal((a + b) / 2, (a + b) % 2 ? 1 : 0),
        };
      }
      case 6: {
        const mean = random.int(grade <= 6 ? 6 : 20, grade <= 6 ? 12 : 40);
        const known = values.slice(0, 4);
        const missing = mean * 5 - known.reduce((a, b) => a + b, 0);
        if (missing < 1) return meanProblem(values);
        return {
          prompt: `Five numbers have a mean of ${mean}. Four of them are ${known.join(', ')}. What is the fifth number?`,
          steps: [`The total of all five is 5 × ${mean} = ${mean * 5}.`, `The four known numbers add to ${known.reduce((a, b) => a + b, 0)}.`, `Fifth number = ${mean * 5} − ${known.reduce((a, b) => a + b, 0)} = ${missing}.`],
          answer: String(missing),
        };
      }
      default: {
        // Level the data so the mean is a whole number: this is the first mean students meet in the lesson.
        const excess = sum % size;
        const levelled = values.map((v, i) => (i === size - 1 ? (v - excess >= 1 ? v - excess : v + size - excess) : v));
        return meanProblem(levelled);
      }
    }
  },
  hinge(random) {
    // A frequency table, so the mode, the most common frequency and the mean differ.
    for (;;) {
      const values = [0, 1, 2, 3, 4];
      const freqs = values.map(() => random.int(1, 8));
      const total = freqs.reduce((a, b) => a + b, 0);
      const sum = values.reduce((a, v, i) => a + v * freqs[i]!, 0);
      const top = Math.max(...freqs);
      if (freqs.filter((f) => f === top).length !== 1 || (sum * 10) % total !== 0) continue;
      const mode = values[freqs.indexOf(top)]!;
      const answer = meanText(sum, total);
      const distractors = [String(mode), meanText(values.reduce((a, b) => a + b, 0), values.length)];
      if (new Set([answer, ...distractors]).size !== 3) continue;
      return {
        prompt: `The table shows how many pets each student in a class has. Pets: 0, 1, 2, 3, 4. Number of students: ${freqs.join(', ')}. What is the mean number of pets?`,
        answer,
        distractors,
        // The most common value given as the mean.
        mistakes: { [String(mode)]: 'average-as-mode' },
      };
    }
  },
  retrieval: (random) => {
    const nums = [random.int(10, 60), random.int(10, 60), random.int(10, 60)];
    return [
      { prompt: `Put in order, smallest first: ${nums.join(', ')}.`, answer: sorted(nums).join(', ') },
      { prompt: `Work out ${nums.join(' + ')}.`, answer: String(nums.reduce((a, b) => a + b, 0)) },
      { prompt: `What is ${nums[0]! * 4} ÷ 4?`, answer: String(nums[0]) },
    ];
  },
};

function meanProblem(values: number[]): Problem {
  const sum = values.reduce((a, b) => a + b, 0);
  return {
    prompt: `Find the mean of ${values.join(', ')}.`,
    steps: [`Add the values: ${values.join(' + ')} = ${sum}.`, `Divide by how many there are: ${sum} ÷ ${values.length} = ${meanText(sum, values.length)}.`],
    answer: meanText(sum, values.length),
  };
}

const FAVOURITES = ['apples', 'bananas', 'grapes', 'oranges', 'pears'] as const;

export const readingData: Topic = {
  strand: 'statistics',
  name: 'reading and interpreting data',
  grades: [2, 6],
  keyPoints: () => [
    'A table or graph shows how many there are of each category.',
    'The mode is the category or value that appears most often.',
    'To compare, subtract: “how many more” is the difference between two counts.',
  ],
  priorKnowledge: ['Counting in tallies of 5.', 'Adding and subtracting within 100.', 'Reading a scale.'],
  keywords: ['data', 'tally', 'frequency', 'mode', 'bar graph'],
  misconceptions: ['frequency-versus-value', 'average-as-mode'],
  materials: ['Tally charts', 'Squared paper for bar graphs', 'Mini-whiteboards and pens'],
  activities: ['Class survey: each student votes for a favourite fruit; groups tally the votes, draw a bar graph, and write two “how many more” questions for another group.'],
  problem(random, level) {
    const fruits = random.shuffle(FAVOURITES).slice(0, 4);
    let counts: number[];
    do counts = fruits.map(() => random.int(2, 15));
    while (new Set(counts).size !== counts.length);
    const table = fruits.map((f, i) => `${f} ${counts[i]}`).join(', ');
    const intro = `A class voted for their favourite fruit: ${table}.`;
    const top = Math.max(...counts);
    const [i, j] = random.shuffle([0, 1, 2, 3]).slice(0, 2) as [number, number];
    const [more, less] = counts[i]! > counts[j]! ? [i, j] : [j, i];
    const total = counts.reduce((a, b) => a + b, 0);
    const items: Problem[] = [
      { prompt: `${intro} Which fruit was the most popular?`, steps: [`The biggest count is ${top}.`, `The fruit with ${top} votes is ${fruits[counts.indexOf(top)]}.`], answer: fruits[counts.indexOf(top)]! },
      { prompt: `${intro} How many students voted for ${fruits[i]}?`, steps: [`Read the count next to ${fruits[i]}: ${counts[i]}.`], answer: String(counts[i]) },
      { prompt: `${intro} How many more students chose ${fruits[more]} than ${fruits[less]}?`, steps: [`${fruits[more]}: ${counts[more]}; ${fruits[less]}: ${counts[less]}.`, `${counts[more]} − ${counts[less]} = ${counts[more]! - counts[less]!}.`], answer: String(counts[more]! - counts[less]!) },
      { prompt: `${intro} How many students voted altogether?`, steps: [`Add all the counts: ${counts.join(' + ')} = ${total}.`], answer: String(total) },
      { prompt: `${intro} How many students did not choose ${fruits[i]}?`, steps: [`Total: ${total}.`, `${total} − ${counts[i]} = ${total - counts[i]!}.`], answer: String(total - counts[i]!) },
      { prompt: `${intro} How many students chose ${fruits[i]} or ${fruits[j]}?`, steps: [`${counts[i]} + ${counts[j]} = ${counts[i]! + counts[j]!}.`], answer: String(counts[i]! + counts[j]!) },
    ];
    return items[level - 1] ?? items[0]!;
  },
  hinge(random) {
    for (;;) {
      const counts = [0, 1, 2, 3].map(() => random.int(1, 9));
      const top = Math.max(...counts);
      if (counts.filter((c) => c === top).length !== 1) continue;
      const mode = counts.indexOf(top);
      if (mode === top) continue;
      return {
        prompt: `Pets at home: ${counts.map((c, pets) => `${pets} pet${pets === 1 ? '' : 's'} — ${c} student${c === 1 ? '' : 's'}`).join(', ')}. What is the mode number of pets?`,
        answer: `${mode} pet${mode === 1 ? '' : 's'}`,
        // The tallest count read as the answer, the most pets anyone has, or the first row of the table.
        distractors: [...new Set([`${top} pets`, '3 pets', '0 pets', '2 pets'])].filter((d) => d !== `${mode} pets`).slice(0, 3),
        mistakes: { [`${top} pets`]: 'frequency-versus-value' },
      };
    }
  },
  retrieval: (random) => {
    const [a, b] = [random.int(11, 40), random.int(2, 10)];
    return [
      { prompt: `What is ${a} − ${b}?`, answer: String(a - b) },
      { prompt: `A tally shows ${b} full groups of five and ${b % 4 + 1} more marks. What number does it show?`, answer: String(5 * b + (b % 4) + 1) },
      { prompt: `What is ${a} + ${b}?`, answer: String(a + b) },
    ];
  },
};
