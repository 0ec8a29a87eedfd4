import { defineTopic, withDistractors, type Generator } from './define.ts';
import { plain, whole } from './format.ts';
import { decimal, frac, fracText } from './numbers.ts';
import type { Random } from './random.ts';
import { counted, listWithAnd } from './words.ts';

/**
 * Statistics beyond the averages, from Year 3 to Year 12: mean absolute deviation, quartiles, the interquartile range
 * and box plots, standard deviation and the normal distribution, frequency tables and grouped data, data displays
 * (dot plots, stem-and-leaf plots, pie charts, line graphs), scatter plots and lines of best fit, and samples.
 * Quartiles are the medians of the lower and upper halves, leaving out the median when the count is odd.
 */

const DATA_MATERIALS = ['Squared paper for graphs', 'Class data collected in the lesson', 'Spreadsheet or statistics software', 'Calculators'];
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
function median(values: number[]): number {
  const s = sorted(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
/** Q1 and Q3 as the medians of the lower and upper halves, the median left out when the count is odd. */
function quartiles(values: number[]): [number, number] {
  const s = sorted(values);
  const half = Math.floor(s.length / 2);
  return [median(s.slice(0, half)), median(s.slice(s.length % 2 ? half + 1 : half))];
}
/** Whole numbers whose mean is a whole number. */
function dataWithWholeMean(random: Random, size: number, low: number, high: number): number[] {
  for (;;) {
    const values = Array.from({ length: size }, () => random.int(low, high));
    if (sum(values) % size === 0 && new Set(values).size > 2) return values;
  }
}

// ——— Mean absolute deviation (Years 6 to 8) ———

const madOf: Generator = (random) => {
  const size = random.pick([4, 5, 6]);
  let values: number[];
  let deviations: number[];
  // Data whose MAD ends within two decimal places, so students can give it exactly.
  do {
    values = dataWithWholeMean(random, size, 2, 20);
    const centre = sum(values) / size;
    deviations = values.map((v) => Math.abs(v - centre));
  } while (!Number.isInteger((sum(deviations) * 100) / size));
  const mean = sum(values) / size;
  const mad = sum(deviations) / size;
  return withDistractors(
    { prompt: `Find the mean absolute deviation (MAD) of ${values.join(', ')}.`, steps: [`Mean: ${sum(values)} ÷ ${values.length} = ${mean}.`, `Distance of each value from the mean: ${deviations.join(', ')}.`, `MAD = mean of the distances = ${sum(deviations)} ÷ ${values.length} = ${plain(mad)}.`], answer: plain(mad) },
    // Averaging the signed deviations (always 0), or the range.
    ['0', String(Math.max(...values) - Math.min(...values))],
  );
};

const distanceFromMean: Generator = (random) => {
  const values = dataWithWholeMean(random, 5, 1, 30);
  const mean = sum(values) / values.length;
  const pick = random.pick(values);
  return { prompt: `For the data ${values.join(', ')}, how far is the value ${pick} from the mean?`, steps: [`Mean: ${sum(values)} ÷ 5 = ${mean}.`, `|${pick} − ${mean}| = ${Math.abs(pick - mean)}.`], answer: String(Math.abs(pick - mean)) };
};

const compareConsistency: Generator = (random) => {
  for (;;) {
    const a = dataWithWholeMean(random, 5, 10, 20);
    const b = dataWithWholeMean(random, 5, 5, 25);
    const mad = (v: number[]) => sum(v.map((x) => Math.abs(x - sum(v) / v.length))) / v.length;
    const [ma, mb] = [mad(a), mad(b)];
    if (ma === mb) continue;
    const steadier = ma < mb ? 'Ana' : 'Ben';
    return withDistractors(
      { prompt: `Ana’s last five quiz scores were ${a.join(', ')}; Ben’s were ${b.join(', ')}. Use the mean absolute deviation to decide whose scores are more consistent.`, steps: [`Ana: mean ${sum(a) / 5}, MAD ${plain(ma)}.`, `Ben: mean ${sum(b) / 5}, MAD ${plain(mb)}.`, `The smaller MAD means less spread: ${steadier}.`], answer: `${steadier} (MAD ${plain(Math.min(ma, mb))} against ${plain(Math.max(ma, mb))})` },
      [`${steadier === 'Ana' ? 'Ben' : 'Ana'} (MAD ${plain(Math.max(ma, mb))} against ${plain(Math.min(ma, mb))})`],
    );
  }
};

const centresApart: Generator = (random) => {
  const mad = random.int(2, 6);
  const k = random.int(1, 4);
  const meanA = random.int(20, 60);
  return { prompt: `Two groups have the same mean absolute deviation of ${mad} cm. Their mean heights are ${meanA} cm and ${meanA + k * mad} cm. How many MADs apart are the two means?`, steps: [`Difference of the means: ${meanA + k * mad} − ${meanA} = ${k * mad} cm.`, `${k * mad} ÷ ${mad} = ${k}.`], answer: counted(k, 'MAD') };
};

export const meanAbsoluteDeviation = defineTopic({
  strand: 'statistics',
  name: 'mean absolute deviation',
  grades: [6, 8],
  keyPoints: [
    'The mean absolute deviation (MAD) measures spread: the average distance of the values from the mean.',
    'Find the mean, then how far each value is from it (ignoring signs), then the mean of those distances.',
    'A smaller MAD means the data are more consistent; comparing a difference of means with the MAD shows whether two groups really differ.',
  ],
  priorKnowledge: ['Finding the mean.', 'Absolute value as distance from a number.', 'Adding and dividing.'],
  keywords: ['mean', 'mean absolute deviation', 'variability', 'data set'],
  misconceptions: ['average-as-mode'],
  materials: DATA_MATERIALS,
  activities: ['Paper-plane contest: groups fly two plane designs five times each, find the mean and MAD of each design’s distances, and decide which design is longer and which is more reliable.'],
  levels: [distanceFromMean, madOf, madOf, compareConsistency, centresApart, madOf],
  exampleLevel: () => 2,
  recall: [distanceFromMean, centresApart, distanceFromMean],
});

// ——— Quartiles, interquartile range and box plots (Years 6 to 11) ———

const sampleData = (random: Random, size: number) => Array.from({ length: size }, () => random.int(10, 60));

const medianOf: Generator = (random) => {
  const values = sampleData(random, random.pick([7, 8, 9, 10]));
  const m = median(values);
  return withDistractors(
    { prompt: `Find the median of ${values.join(', ')}.`, steps: [`In order: ${sorted(values).join(', ')}.`, values.length % 2 ? `The middle value is value number ${(values.length + 1) / 2}: ${m}.` : `The two middle values are ${sorted(values)[values.length / 2 - 1]} and ${sorted(values)[values.length / 2]}; halfway between is ${plain(m)}.`], answer: plain(m) },
    [plain(values[Math.floor(values.length / 2)]!), plain(Math.round((sum(values) / values.length) * 10) / 10)],
  );
};

const quartilesOf: Generator = (random) => {
  const values = sampleData(random, random.pick([7, 8, 9, 11, 12]));
  const [q1, q3] = quartiles(values);
  return withDistractors(
    { prompt: `Find the lower quartile, the upper quartile and the interquartile range of ${values.join(', ')}.`, steps: [`In order: ${sorted(values).join(', ')}; the median is ${plain(median(values))}.`, `Lower quartile = median of the lower half = ${plain(q1)}; upper quartile = median of the upper half = ${plain(q3)}.`, `IQR = ${plain(q3)} − ${plain(q1)} = ${plain(q3 - q1)}.`], answer: `Q1 = ${plain(q1)}, Q3 = ${plain(q3)}, IQR = ${plain(q3 - q1)}` },
    // The range given as the IQR, or the extremes taken as the quartiles.
    [`Q1 = ${plain(q1)}, Q3 = ${plain(q3)}, IQR = ${Math.max(...values) - Math.min(...values)}`, `Q1 = ${Math.min(...values)}, Q3 = ${Math.max(...values)}, IQR = ${Math.max(...values) - Math.min(...values)}`],
  );
};

const fiveNumber: Generator = (random) => {
  const values = sampleData(random, random.pick([9, 11, 10]));
  const [q1, q3] = quartiles(values);
  const s = sorted(values);
  const summary = [s[0]!, q1, median(values), q3, s.at(-1)!];
  return { prompt: `Find the five-number summary (minimum, lower quartile, median, upper quartile, maximum) of ${values.join(', ')}, for drawing a box plot.`, steps: [`In order: ${s.join(', ')}.`, `Minimum ${s[0]}, maximum ${s.at(-1)}; median ${plain(median(values))}; quartiles ${plain(q1)} and ${plain(q3)}.`], answer: summary.map(plain).join(', ') };
};

const outlierTest: Generator = (random) => {
  const base = sampleData(random, 8).map((v) => Math.round(v / 2) + 20);
  const extreme = Math.max(...base) + random.int(15, 40);
  const values = [...base, extreme];
  const [lq, uq] = quartiles(values);
  const iqr = uq - lq;
  const fence = uq + 1.5 * iqr;
  const outlier = extreme > fence;
  return withDistractors(
    { prompt: `Is ${extreme} an outlier in the data ${values.join(', ')}? Use the rule: an outlier is more than 1.5 × IQR above the upper quartile.`, steps: [`Q1 = ${plain(lq)}, Q3 = ${plain(uq)}, IQR = ${plain(iqr)}.`, `Upper fence: ${plain(uq)} + 1.5 × ${plain(iqr)} = ${plain(fence)}.`, outlier ? `${extreme} > ${plain(fence)}, so it is an outlier.` : `${extreme} ≤ ${plain(fence)}, so it is not an outlier.`], answer: outlier ? `Yes: it is above ${plain(fence)}` : `No: it is not above ${plain(fence)}` },
    [outlier ? `No: it is not above ${plain(fence)}` : `Yes: it is above ${plain(fence)}`],
  );
};

const outlierEffect: Generator = (random) => {
  const values = dataWithWholeMean(random, 5, 10, 20);
  const extra = random.int(60, 99);
  const all = [...values, extra];
  const [mean1, mean2] = [sum(values) / 5, sum(all) / 6];
  const [m1, m2] = [median(values), median(all)];
  return { prompt: `The data ${values.join(', ')} have a mean of ${mean1} and a median of ${m1}. A new value, ${extra}, is added. Find the new mean (to 1 decimal place) and the new median.`, steps: [`New mean: ${sum(all)} ÷ 6 = ${decimal(mean2, 1)}.`, `New median: in order ${sorted(all).join(', ')}, the middle two give ${plain(m2)}.`, `The outlier pulls the mean up by ${decimal(mean2 - mean1, 1)} but moves the median only ${plain(m2 - m1)}.`], answer: `mean ${decimal(mean2, 1)}, median ${plain(m2)}` };
};

const compareBoxPlots: Generator = (random) => {
  const mA = random.int(30, 60);
  const mB = mA + random.pick([-12, -7, -4, 3, 6, 10]);
  const iA = random.int(5, 25);
  const iB = iA + random.pick([-4, -3, 5, 8]);
  const higher = mA > mB ? 'Class A' : 'Class B';
  const spread = iA > iB ? 'Class A' : 'Class B';
  return { prompt: `Box plots of test scores show Class A with median ${mA} and IQR ${iA}, and Class B with median ${mB} and IQR ${iB}. Which class scored higher in general, and which had more varied scores?`, steps: [`Compare the medians: ${Math.max(mA, mB)} > ${Math.min(mA, mB)}, so ${higher} scored higher in general.`, `Compare the IQRs: ${Math.max(iA, iB)} > ${Math.min(iA, iB)}, so ${spread} had more varied scores.`], answer: `${higher} scored higher; ${spread} was more varied` };
};

export const quartilesAndBoxPlots = defineTopic({
  strand: 'statistics',
  name: 'quartiles, interquartile range and box plots',
  grades: [6, 11],
  keyPoints: (grade) => [
    'The median splits ordered data in half; the quartiles split each half again, so the middle 50% lies between Q1 and Q3.',
    'The interquartile range, Q3 − Q1, measures spread and is not affected by extreme values, unlike the range and the mean.',
    grade >= 9 ? 'A box plot shows the five-number summary; a value more than 1.5 × IQR beyond a quartile is an outlier.' : 'Compare data sets with a measure of centre (median) and a measure of spread (IQR).',
  ],
  priorKnowledge: ['Ordering data.', 'Median and range.', 'Reading scales.'],
  keywords: ['median', 'interquartile range', 'box plot', 'range', 'distribution'],
  misconceptions: ['average-as-mode'],
  materials: DATA_MATERIALS,
  activities: ['Human box plot: students line up in order of height, the class finds the median and quartile students, and draws the box plot on the board from the line.'],
  levels: (grade) => (grade <= 8 ? [medianOf, quartilesOf, fiveNumber, outlierEffect, compareBoxPlots, quartilesOf] : [quartilesOf, fiveNumber, outlierTest, compareBoxPlots, outlierEffect, outlierTest]),
  recall: [medianOf, medianOf, distanceFromMean],
});

// ——— Standard deviation and the normal distribution (Years 9 to 12) ———

const standardDeviation: Generator = (random) => {
  const values = dataWithWholeMean(random, random.pick([5, 6]), 2, 20);
  const mean = sum(values) / values.length;
  const squares = values.map((v) => (v - mean) ** 2);
  const sd = Math.sqrt(sum(squares) / values.length);
  return withDistractors(
    { prompt: `Find the (population) standard deviation of ${values.join(', ')}, to 2 decimal places.`, steps: [`Mean: ${sum(values)} ÷ ${values.length} = ${mean}.`, `Squared deviations: ${squares.join(', ')}; their mean is ${Number.isInteger((sum(squares) * 100) / values.length) ? plain(sum(squares) / values.length) : `${decimal(sum(squares) / values.length, 2)}…`}.`, `σ = √${Number.isInteger((sum(squares) * 100) / values.length) ? plain(sum(squares) / values.length) : `${decimal(sum(squares) / values.length, 2)}…`} ≈ ${decimal(sd, 2)}.`], answer: decimal(sd, 2) },
    [decimal(sum(squares) / values.length, 2), decimal(sum(values.map((v) => Math.abs(v - mean))) / values.length, 2)],
  );
};

const empiricalRule: Generator = (random) => {
  const mean = random.int(40, 80);
  const sd = random.int(3, 10);
  const k = random.pick([1, 2, 3]);
  const percent = { 1: 68, 2: 95, 3: 99.7 }[k]!;
  return withDistractors(
    { prompt: `Test scores are normally distributed with mean ${mean} and standard deviation ${sd}. About what percentage of scores lie between ${mean - k * sd} and ${mean + k * sd}?`, steps: [`${mean - k * sd} and ${mean + k * sd} are ${k} standard ${k === 1 ? 'deviation' : 'deviations'} either side of the mean.`, `For a normal distribution about ${plain(percent)}% of values lie within ${k} standard ${k === 1 ? 'deviation' : 'deviations'} of the mean.`], answer: `About ${plain(percent)}%` },
    ['About 68%', 'About 95%', 'About 99.7%', 'About 50%'].filter((d) => d !== `About ${plain(percent)}%`).slice(0, 2),
  );
};

const tailPercent: Generator = (random) => {
  const mean = random.int(150, 175);
  const sd = random.int(4, 9);
  const k = random.pick([1, 2]);
  const tail = k === 1 ? 16 : 2.5;
  return withDistractors(
    { prompt: `Heights are normally distributed with mean ${mean} cm and standard deviation ${sd} cm. About what percentage of people are taller than ${mean + k * sd} cm?`, steps: [`${mean + k * sd} is ${k} standard ${k === 1 ? 'deviation' : 'deviations'} above the mean; about ${k === 1 ? 68 : 95}% lie within ${k} of the mean.`, `The rest, ${k === 1 ? 32 : 5}%, is split equally between the two tails: ${plain(tail)}%.`], answer: `About ${plain(tail)}%` },
    [`About ${k === 1 ? 32 : 5}%`, `About ${k === 1 ? 34 : 47.5}%`],
  );
};

const zScore: Generator = (random) => {
  const [meanA, sdA] = [random.int(50, 70), random.int(4, 10)];
  const [meanB, sdB] = [random.int(50, 70), random.int(4, 10)];
  const kA = random.int(-1, 3);
  const kB = kA + random.pick([-2, -1, 1, 2]);
  const [a, b] = [meanA + kA * sdA, meanB + kB * sdB];
  const [za, zb] = [(a - meanA) / sdA, (b - meanB) / sdB];
  const better = za > zb ? 'English' : 'Maths';
  return { prompt: `Kim scored ${a} in English (class mean ${meanA}, standard deviation ${sdA}) and ${b} in Maths (mean ${meanB}, standard deviation ${sdB}). Use z-scores to decide in which subject Kim did better compared with the class.`, steps: [`English: z = (${a} − ${meanA}) ÷ ${sdA} = ${plain(za)}.`, `Maths: z = (${b} − ${meanB}) ÷ ${sdB} = ${plain(zb)}.`, `The higher z-score is better relative to the class: ${better}.`], answer: `${better} (z = ${plain(Math.max(za, zb))} against ${plain(Math.min(za, zb))})` };
};

export const standardDeviationTopic = defineTopic({
  strand: 'statistics',
  name: 'standard deviation and the normal distribution',
  grades: [9, 12],
  keyPoints: [
    'The standard deviation measures how far values typically are from the mean: square the deviations, average them, then take the square root.',
    'In a normal distribution about 68% of values lie within 1 standard deviation of the mean, 95% within 2 and 99.7% within 3.',
    'A z-score, (value − mean) ÷ standard deviation, compares values from different distributions.',
  ],
  priorKnowledge: ['Mean.', 'Squares and square roots.', 'Percentages.'],
  keywords: ['mean', 'standard deviation', 'distribution', 'variability'],
  misconceptions: ['average-as-mode'],
  materials: DATA_MATERIALS,
  activities: ['Bell curve: the class measures hand spans, plots a histogram, marks the mean and one and two standard deviations, and counts what percentage of the class lies within each band.'],
  levels: [standardDeviation, empiricalRule, tailPercent, zScore, standardDeviation, empiricalRule],
  recall: [madOf, medianOf, distanceFromMean],
});

// ——— Frequency tables and grouped data (Years 6 to 10) ———

function frequencies(random: Random): { values: number[]; counts: number[] } {
  const values = [0, 1, 2, 3, 4];
  return { values, counts: values.map(() => random.int(1, 9)) };
}
const tableText = (label: string, values: number[], counts: number[]) => `${label}: ${values.join(', ')}. Frequency: ${counts.join(', ')}.`;

const meanFromTable: Generator = (random) => {
  const { values, counts } = frequencies(random);
  const n = sum(counts);
  const total = sum(values.map((v, i) => v * counts[i]!));
  return withDistractors(
    { prompt: `A table shows the number of goals scored in each match. Goals: ${values.join(', ')}. Frequency: ${counts.join(', ')}. Find the mean number of goals per match, to 2 decimal places.`, steps: [`Total goals: ${values.map((v, i) => `${v} × ${counts[i]}`).join(' + ')} = ${total}.`, `Number of matches: ${counts.join(' + ')} = ${n}.`, `Mean = ${total} ÷ ${n} = ${decimal(total / n, 2)}.`], answer: decimal(total / n, 2) },
    // Averaging the frequencies, or the goal values.
    [decimal(n / values.length, 2), decimal(sum(values) / values.length, 2)],
  );
};

const medianFromTable: Generator = (random) => {
  const { values, counts } = frequencies(random);
  const expanded = values.flatMap((v, i) => Array.from({ length: counts[i]! }, () => v));
  const m = median(expanded);
  return { prompt: `${tableText('Number of pets', values, counts)} Find the median number of pets.`, steps: [`There are ${expanded.length} values; the median is value number ${plain((expanded.length + 1) / 2)}.`, `Counting through the frequencies, that value is ${plain(m)}.`], answer: plain(m) };
};

const GROUPS = [
  [0, 10],
  [10, 20],
  [20, 30],
  [30, 40],
  [40, 50],
] as const;

const groupedMean: Generator = (random) => {
  const counts = GROUPS.map(() => random.int(2, 12));
  const n = sum(counts);
  const total = sum(GROUPS.map(([a, b], i) => ((a + b) / 2) * counts[i]!));
  return withDistractors(
    { prompt: `Times taken to finish a puzzle (minutes): 0–10: ${counts[0]}, 10–20: ${counts[1]}, 20–30: ${counts[2]}, 30–40: ${counts[3]}, 40–50: ${counts[4]} (each group includes its lower limit). Estimate the mean time, to 1 decimal place.`, steps: [`Use the midpoint of each group: 5, 15, 25, 35, 45.`, `Σ(midpoint × frequency) = ${total}; total frequency = ${n}.`, `Estimated mean = ${total} ÷ ${n} ≈ ${decimal(total / n, 1)} minutes.`], answer: `${decimal(total / n, 1)} minutes` },
    [`${decimal(n / 5, 1)} minutes`, `${decimal(sum(GROUPS.map(([, b], i) => b * counts[i]!)) / n, 1)} minutes`],
  );
};

const modalClass: Generator = (random) => {
  for (;;) {
    const counts = GROUPS.map(() => random.int(2, 15));
    const top = Math.max(...counts);
    if (counts.filter((c) => c === top).length > 1) continue;
    const [a, b] = GROUPS[counts.indexOf(top)]!;
    return withDistractors(
      { prompt: `Heights of seedlings (cm): 0–10: ${counts[0]}, 10–20: ${counts[1]}, 20–30: ${counts[2]}, 30–40: ${counts[3]}, 40–50: ${counts[4]}. Which is the modal class?`, steps: [`The modal class has the highest frequency: ${top}.`, `That is ${a}–${b} cm.`], answer: `${a}–${b} cm` },
      GROUPS.filter(([x]) => x !== a).slice(0, 2).map(([x, y]) => `${x}–${y} cm`),
    );
  }
};

const cumulative: Generator = (random) => {
  const counts = GROUPS.map(() => random.int(2, 12));
  const k = random.int(1, 4);
  const below = sum(counts.slice(0, k));
  return { prompt: `Test marks: 0–10: ${counts[0]}, 10–20: ${counts[1]}, 20–30: ${counts[2]}, 30–40: ${counts[3]}, 40–50: ${counts[4]} (each group includes its lower limit). How many students scored less than ${GROUPS[k]![0]}?`, steps: [`Add the frequencies of the groups below ${GROUPS[k]![0]}: ${counts.slice(0, k).join(' + ')}.`, `= ${below} (the cumulative frequency at ${GROUPS[k]![0]}).`], answer: String(below) };
};

const frequencyDensity: Generator = (random) => {
  const widths = [5, 10, 20];
  const width = random.pick(widths);
  const density = random.int(1, 8) / (width === 20 ? 2 : 1);
  const f = density * width;
  const start = random.int(1, 5) * 10;
  return withDistractors(
    { prompt: `In a histogram with unequal class widths, the class ${start}–${start + width} has frequency ${plain(f)}. What is its frequency density?`, steps: [`Frequency density = frequency ÷ class width.`, `${plain(f)} ÷ ${width} = ${plain(density)}.`], answer: plain(density) },
    [plain(f), plain(width / f)],
  );
};

const relativeFrequencyOf: Generator = (random) => {
  const { values, counts } = frequencies(random);
  const i = random.int(0, 4);
  const n = sum(counts);
  return { prompt: `${tableText('Number of siblings', values, counts)} What is the relative frequency of students with ${values[i]} ${values[i] === 1 ? 'sibling' : 'siblings'}?`, steps: [`Relative frequency = frequency ÷ total = ${counts[i]} ÷ ${n}.`, `= ${fracText(frac(counts[i]!, n))} ≈ ${decimal(counts[i]! / n, 2)}.`], answer: `${fracText(frac(counts[i]!, n))} ≈ ${decimal(counts[i]! / n, 2)}` };
};

export const frequencyTables = defineTopic({
  strand: 'statistics',
  name: 'frequency tables and grouped data',
  grades: [6, 10],
  keyPoints: (grade) => [
    'In a frequency table each value appears as often as its frequency: the mean is Σ(value × frequency) ÷ Σfrequency.',
    'For grouped data the exact values are lost, so use each group’s midpoint to estimate the mean; the modal class has the highest frequency.',
    grade >= 9 ? 'In a histogram with unequal class widths, the bar height is the frequency density (frequency ÷ class width), so the area shows the frequency.' : 'Relative frequency = frequency ÷ total; the relative frequencies add to 1.',
  ],
  priorKnowledge: ['Mean, median and mode of a list.', 'Tallies and tables.', 'Multiplying and adding.'],
  keywords: ['frequency', 'mean', 'relative frequency', 'histogram', 'data'],
  misconceptions: ['frequency-versus-value'],
  materials: DATA_MATERIALS,
  activities: ['Class table: the class records how many people live in each student’s home in a frequency table, then finds the mean two ways: from the full list and from the table.'],
  levels: (grade) => (grade <= 8 ? [relativeFrequencyOf, meanFromTable, medianFromTable, modalClass, groupedMean, cumulative] : [meanFromTable, medianFromTable, groupedMean, cumulative, frequencyDensity, modalClass]),
  recall: [medianOf, relativeFrequencyOf, meanFromTable],
});

// ——— Data displays: dot plots, stem-and-leaf plots, pie charts and line graphs (Years 3 to 9) ———

const dotPlot: Generator = (random) => {
  const values = [1, 2, 3, 4, 5, 6];
  const dots = values.map(() => random.int(0, 6));
  const at = random.int(2, 5);
  const count = sum(dots.slice(at - 1));
  return withDistractors(
    { prompt: `A dot plot shows how many books each student read in a month: ${values.map((v, i) => `${dots[i]} ${dots[i] === 1 ? 'dot' : 'dots'} above ${v}`).join(', ')}. How many students read at least ${at} books?`, steps: [`“At least ${at}” means ${at} or more: ${values.slice(at - 1).join(', ')}.`, `${dots.slice(at - 1).join(' + ')} = ${count}.`], answer: String(count) },
    [String(sum(dots.slice(at))), String(dots[at - 1])],
  );
};

const stemLeaf: Generator = (random) => {
  const stems = [2, 3, 4, 5];
  const leaves = stems.map(() => sorted(Array.from({ length: random.int(2, 4) }, () => random.int(0, 9))));
  const values = stems.flatMap((s, i) => leaves[i]!.map((l) => s * 10 + l));
  const m = median(values);
  const range = Math.max(...values) - Math.min(...values);
  return withDistractors(
    { prompt: `A stem-and-leaf plot of students’ scores reads: ${stems.map((s, i) => `${s} | ${leaves[i]!.join(' ')}`).join('; ')} (key: 2 | 4 means 24). Find the median and the range.`, steps: [`There are ${values.length} scores, already in order: ${values.join(', ')}.`, `Median: ${plain(m)}. Range: ${Math.max(...values)} − ${Math.min(...values)} = ${range}.`], answer: `median ${plain(m)}, range ${range}` },
    [`median ${plain(m)}, range ${Math.max(...leaves.flat()) - Math.min(...leaves.flat())}`, `median ${plain(leaves[1]![0]! + 30)}, range ${range}`],
  );
};

const pieAngle: Generator = (random) => {
  const total = random.pick([20, 24, 30, 36, 40, 45, 60, 72, 90, 120]);
  const part = random.int(1, total - 1);
  // Every total here divides 360, so each student is a whole number of degrees.
  const angle = part * (360 / total);
  const sport = random.pick(['swimming', 'football', 'tennis', 'netball', 'cricket']);
  return withDistractors(
    { prompt: `In a survey of ${total} students, ${part} chose ${sport}. What angle should the ${sport} sector have in a pie chart?`, steps: [`The whole circle, 360°, stands for ${total} students: ${360 / total}° each.`, `${part} × ${360 / total}° = ${angle}°.`], answer: `${angle}°` },
    [`${part}°`, `${plain(Math.round((part / total) * 100))}°`],
  );
};

const pieRead: Generator = (random) => {
  const total = random.pick([120, 240, 360, 720]);
  const angle = random.pick([30, 45, 60, 90, 120, 150]);
  const count = (angle * total) / 360;
  return { prompt: `A pie chart shows how ${total} people travel to work. The bus sector has an angle of ${angle}°. How many people travel by bus?`, steps: [`${angle}° is ${angle}/360 = ${fracText(frac(angle, 360))} of the circle.`, `${fracText(frac(angle, 360))} of ${total} = ${count}.`], answer: `${count} people` };
};

const lineGraph: Generator = (random) => {
  const times = ['9 am', '10 am', '11 am', '12 pm', '1 pm', '2 pm'];
  const temps = [random.int(8, 14)];
  for (let i = 1; i < times.length; i++) temps.push(temps[i - 1]! + random.int(-2, 4));
  const rises = temps.slice(1).map((t, i) => t - temps[i]!);
  const biggest = Math.max(...rises);
  const at = rises.indexOf(biggest);
  return withDistractors(
    { prompt: `A line graph of the temperature shows ${times.map((t, i) => `${t}: ${temps[i]} °C`).join(', ')}. Between which two times did the temperature rise the most, and by how much?`, steps: [`Changes between readings: ${rises.map((r) => (r >= 0 ? `+${r}` : `−${-r}`)).join(', ')}.`, `The largest rise is ${biggest} °C, between ${times[at]} and ${times[at + 1]}.`], answer: `${times[at]} to ${times[at + 1]}, by ${biggest} °C` },
    [`${times[temps.indexOf(Math.max(...temps))]} (the highest point), by ${Math.max(...temps) - temps[0]!} °C`],
  );
};

const columnScale: Generator = (random) => {
  const step = random.pick([2, 5, 10, 20]);
  const below = random.int(1, 9) * step;
  const value = below + step / 2;
  return withDistractors(
    { prompt: `On a column graph the scale goes up in ${step}s. One column ends exactly halfway between the lines for ${below} and ${below + step}. What value does it show?`, steps: [`Halfway between ${below} and ${below + step} is ${below} + ${step} ÷ 2.`, `${below} + ${plain(step / 2)} = ${plain(value)}.`], answer: plain(value) },
    [plain(below + 1), plain(below + step)],
  );
};

const sideBySide: Generator = (random) => {
  const [a, b, c] = [random.int(5, 25), random.int(5, 25), random.int(5, 25)];
  // The totals differ, so one sport was chosen more.
  const d = random.pick(Array.from({ length: 21 }, (_, i) => i + 5).filter((n) => b + n !== a + c));
  const [more, fewer] = a + c > b + d ? ['soccer', 'basketball'] : ['basketball', 'soccer'];
  const [high, low] = [Math.max(a + c, b + d), Math.min(a + c, b + d)];
  return { prompt: `A side-by-side column graph shows favourite sports: in Year 5, ${a} students chose soccer and ${b} chose basketball; in Year 6, ${c} chose soccer and ${d} chose basketball. Across both years, how many more students chose ${more} than ${fewer}?`, steps: [`Soccer: ${a} + ${c} = ${a + c}. Basketball: ${b} + ${d} = ${b + d}.`, `${high} − ${low} = ${high - low}.`], answer: String(high - low) };
};

export const dataDisplays = defineTopic({
  strand: 'statistics',
  name: 'dot plots, stem-and-leaf plots, pie charts and line graphs',
  grades: [3, 9],
  keyPoints: (grade) => [
    'Choose the display that fits the data: column graphs and pie charts for categories, dot plots and stem-and-leaf plots for numbers, line graphs for change over time.',
    'Read the scale or key before reading values: a column may end between labelled lines, and a stem-and-leaf key says what the digits mean.',
    grade >= 6 ? 'In a pie chart the whole circle (360°) is the total, so each sector’s angle is its fraction of 360°.' : 'Compare categories by subtracting their values: “how many more”.',
  ],
  priorKnowledge: ['Reading scales.', 'Ordering data.', 'Fractions of 360.'],
  keywords: (grade) => (grade >= 6 ? ['data', 'dot plot', 'histogram', 'graph', 'frequency'] : ['data', 'bar graph', 'dot plot', 'graph']),
  misconceptions: ['frequency-versus-value'],
  materials: DATA_MATERIALS,
  activities: ['Same data, three displays: groups show one class data set as a dot plot, a stem-and-leaf plot and a column graph, then say which display answers which question best.'],
  levels: (grade) => (grade <= 4 ? [columnScale, dotPlot, sideBySide, lineGraph, dotPlot, columnScale] : grade <= 6 ? [dotPlot, lineGraph, sideBySide, pieAngle, stemLeaf, columnScale] : [stemLeaf, dotPlot, pieAngle, pieRead, lineGraph, stemLeaf]),
  recall: [columnScale, dotPlot, medianOf],
});

// ——— Scatter plots and lines of best fit (Years 8 to 11) ———

function bivariate(random: Random, positive: boolean): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let x = 1; x <= 7; x++) points.push([x, positive ? 20 + 5 * x + random.int(-3, 3) : 30 - 3 * x + random.int(-2, 2)]);
  return points;
}

const correlationKind: Generator = (random) => {
  const positive = random.int(0, 1) === 1;
  const points = bivariate(random, positive);
  return withDistractors(
    { prompt: `Hours of practice and ${positive ? 'points scored' : 'mistakes made'} for seven students: ${points.map(([x, y]) => `(${x}, ${y})`).join(', ')}. Describe the correlation.`, steps: [`As the hours increase, the ${positive ? 'points' : 'mistakes'} tend to ${positive ? 'increase' : 'decrease'}.`, `That is a ${positive ? 'positive' : 'negative'} correlation.`], answer: `${positive ? 'positive' : 'negative'} correlation` },
    [`${positive ? 'negative' : 'positive'} correlation`, 'no correlation'],
  );
};

const predictWithLine: Generator = (random, _grade, place) => {
  // A rate per kilometre of $1.50 to $9: never $1, which reads as y = 1x.
  const [m, c] = [random.int(3, 18) / 2, random.int(10, 60)];
  const x = random.int(5, 20);
  return withDistractors(
    { prompt: `A line of best fit for the cost of a taxi ride is y = ${plain(m)}x + ${c}, where x is the distance in km and y is the cost in ${place.currency.major}. Predict the cost of a ${x} km ride.`, steps: [`Substitute x = ${x}: y = ${plain(m)} × ${x} + ${c}.`, `y = ${plain(m * x)} + ${c} = ${plain(m * x + c)}.`], answer: `${place.currency.major}${(m * x + c).toFixed(2)}` },
    [`${place.currency.major}${(m * (x + c)).toFixed(2)}`, `${place.currency.major}${(m + x * c).toFixed(2)}`],
  );
};

const interpretSlope: Generator = (random) => {
  const [m, c] = [random.int(2, 12), random.int(20, 80)];
  return withDistractors(
    { prompt: `The line of best fit for a plant’s height, h cm, after t weeks is h = ${m}t + ${c}. What do ${m} and ${c} mean?`, steps: [`The slope ${m} is the change in h for each 1 week.`, `The intercept ${c} is the height when t = 0.`], answer: `the plant grows about ${m} cm per week; it was about ${c} cm tall at the start` },
    [`the plant grows about ${c} cm per week; it was about ${m} cm tall at the start`, `the plant grows about ${m + c} cm per week; it was about 0 cm tall at the start`],
  );
};

const residual: Generator = (random) => {
  const [m, c] = [random.int(2, 6), random.int(10, 40)];
  const x = random.int(3, 15);
  const predicted = m * x + c;
  const actual = predicted + random.int(-8, 8);
  return withDistractors(
    { prompt: `A model y = ${m}x + ${c} is fitted to data. One data point is (${x}, ${actual}). Find the residual for this point.`, steps: [`Predicted value: ${m} × ${x} + ${c} = ${predicted}.`, `Residual = actual − predicted = ${actual} − ${predicted} = ${actual - predicted}.`], answer: String(actual - predicted).replace('-', '−') },
    [String(predicted - actual).replace('-', '−'), String(actual)],
  );
};

const correlationCoefficient: Generator = (random) => {
  const points = bivariate(random, random.int(0, 1) === 1).slice(0, 5);
  const n = points.length;
  const mx = sum(points.map(([x]) => x)) / n;
  const my = sum(points.map(([, y]) => y)) / n;
  const sxy = sum(points.map(([x, y]) => (x - mx) * (y - my)));
  const sxx = sum(points.map(([x]) => (x - mx) ** 2));
  const syy = sum(points.map(([, y]) => (y - my) ** 2));
  const r = sxy / Math.sqrt(sxx * syy);
  return { prompt: `Use a calculator to find the correlation coefficient r for the points ${points.map(([x, y]) => `(${x}, ${y})`).join(', ')}, to 2 decimal places, and describe the correlation.`, steps: [`Enter the x-values and y-values and use the linear regression function.`, `r ≈ ${decimal(r, 2)}: ${Math.abs(r) >= 0.75 ? 'strong' : Math.abs(r) >= 0.5 ? 'moderate' : 'weak'} ${r > 0 ? 'positive' : 'negative'} correlation.`], answer: `r ≈ ${decimal(r, 2)}, a ${Math.abs(r) >= 0.75 ? 'strong' : Math.abs(r) >= 0.5 ? 'moderate' : 'weak'} ${r > 0 ? 'positive' : 'negative'} correlation` };
};

export const scatterPlots = defineTopic({
  strand: 'statistics',
  name: 'scatter plots and lines of best fit',
  grades: [8, 11],
  keyPoints: [
    'A scatter plot shows pairs of values; a positive correlation slopes upwards, a negative one downwards.',
    'A line of best fit follows the trend with about as many points above it as below; its slope is the rate of change and its intercept the starting value.',
    'Correlation does not prove causation, and predictions outside the range of the data (extrapolation) are unreliable.',
  ],
  priorKnowledge: ['Plotting coordinates.', 'Gradient and intercept of a straight line.', 'Substituting into y = mx + c.'],
  keywords: ['data', 'gradient', 'intercept', 'linear function'],
  misconceptions: ['slope-height-confusion'],
  materials: DATA_MATERIALS,
  activities: ['Arm span and height: the class measures arm spans and heights, plots a scatter plot, draws a line of best fit by eye, and uses it to predict a visitor’s height.'],
  levels: (grade) => (grade <= 9 ? [correlationKind, predictWithLine, interpretSlope, residual, predictWithLine, correlationKind] : [correlationKind, predictWithLine, residual, interpretSlope, correlationCoefficient, residual]),
  recall: [predictWithLine, medianOf, correlationKind],
});

// ——— Samples, populations and inference (Years 7 to 11) ———

const estimateFromSample: Generator = (random) => {
  const sample = random.pick([20, 25, 40, 50, 60]);
  const yes = random.int(2, sample - 2);
  const population = sample * random.int(5, 30);
  const estimate = (yes / sample) * population;
  return withDistractors(
    { prompt: `In a random sample of ${sample} students from a school of ${whole(population)}, ${yes} said they walk to school. Estimate how many students at the school walk to school.`, steps: [`The sample proportion is ${yes}/${sample}.`, `${yes}/${sample} × ${whole(population)} = ${plain(Math.round(estimate * 10) / 10)}${Number.isInteger(estimate) ? '' : `, about ${Math.round(estimate)}`}.`], answer: `About ${whole(Math.round(estimate))} students` },
    [`About ${yes} students`, `About ${whole(Math.round((yes / population) * sample))} students`],
  );
};

const captureRecapture: Generator = (random) => {
  const tagged = random.int(2, 8) * 10;
  const secondCatch = random.int(3, 8) * 10;
  const taggedSecond = secondCatch / random.pick([5, 10]);
  const estimate = (tagged * secondCatch) / taggedSecond;
  return { prompt: `Ecologists tag ${tagged} fish in a lake and release them. Later they catch ${secondCatch} fish and ${taggedSecond} of them are tagged. Estimate the number of fish in the lake.`, steps: [`The proportion tagged in the second catch, ${taggedSecond}/${secondCatch}, estimates the proportion tagged in the lake, ${tagged}/N.`, `N = ${tagged} × ${secondCatch} ÷ ${taggedSecond} = ${whole(estimate)}.`], answer: `About ${whole(estimate)} fish` };
};

const stratified: Generator = (random) => {
  const groups = [random.int(2, 6) * 50, random.int(2, 6) * 50, random.int(2, 6) * 50];
  const total = sum(groups);
  const sampleSize = random.pick([20, 30, 40, 50]);
  const share = (groups[0]! * sampleSize) / total;
  return { prompt: `A school has ${groups[0]} Year 7, ${groups[1]} Year 8 and ${groups[2]} Year 9 students. A stratified sample of ${sampleSize} students is taken in proportion to the year sizes. How many Year 7 students should be in it, to the nearest whole number?`, steps: [`Year 7 is ${groups[0]}/${total} of the school.`, `${groups[0]}/${total} × ${sampleSize} = ${decimal(share, 2)} ≈ ${Math.round(share)}.`], answer: String(Math.round(share)) };
};

const misleadingAxis: Generator = (random) => {
  const start = random.int(5, 9) * 10;
  const a = start + random.int(2, 6);
  const b = a + random.int(2, 6);
  const looks = (b - start) / (a - start);
  const real = ((b - a) / a) * 100;
  return { prompt: `A bar graph shows sales of ${a} in March and ${b} in April, but its vertical axis starts at ${start}. How many times as tall does the April bar look, and what is the real percentage increase (to 1 decimal place)?`, steps: [`Drawn heights: ${a} − ${start} = ${a - start} and ${b} − ${start} = ${b - start}, so April looks ${plain(Number(looks.toFixed(2)))} times as tall.`, `Real increase: (${b} − ${a}) ÷ ${a} × 100 = ${decimal(real, 1)}%.`], answer: `It looks ${plain(Number(looks.toFixed(2))).replace(/\.00$/, '')} times as tall; the real increase is ${decimal(real, 1)}%` };
};

const sampleMeans: Generator = (random) => {
  const means = Array.from({ length: random.int(3, 5) }, () => random.int(120, 180) / 10);
  const overall = sum(means) / means.length;
  return { prompt: `Several random samples of the same size from one population have means ${listWithAnd(means.map((m) => plain(m)))}. What is the mean of the sample means, to 2 decimal places, and what is their range?`, steps: [`Mean: ${plain(sum(means))} ÷ ${means.length} = ${decimal(overall, 2)}.`, `Range: ${plain(Math.max(...means))} − ${plain(Math.min(...means))} = ${plain(Math.max(...means) - Math.min(...means))}.`], answer: `mean ${decimal(overall, 2)}, range ${plain(Math.max(...means) - Math.min(...means))}` };
};

export const sampling = defineTopic({
  strand: 'statistics',
  name: 'samples, populations and inference',
  grades: [7, 11],
  keyPoints: [
    'A sample is part of a population; a random, large enough sample can be used to estimate facts about the whole population.',
    'Scale up a sample proportion to estimate for the population: (number in sample ÷ sample size) × population size.',
    'Different samples give different results, and the way data are shown can mislead: check how a sample was chosen and where a graph’s axis starts.',
  ],
  priorKnowledge: ['Fractions and percentages of amounts.', 'Mean and range.', 'Reading bar graphs.'],
  keywords: ['sample', 'population', 'survey', 'data'],
  misconceptions: ['proportional-overuse'],
  materials: DATA_MATERIALS,
  activities: ['Bag population: each group takes several random samples of 10 counters from a large bag, records the proportion of red each time, and compares the spread of their estimates with the true proportion.'],
  levels: [estimateFromSample, sampleMeans, stratified, misleadingAxis, captureRecapture, estimateFromSample],
  recall: [estimateFromSample, medianOf, pieAngle],
});
