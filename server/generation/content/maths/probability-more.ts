import { defineTopic, withDistractors, type Generator } from './define.ts';
import { plain } from './format.ts';
import { add, decimal, frac, fracText, mul, sub } from './numbers.ts';
import type { Random } from './random.ts';
import { counted } from './words.ts';

/**
 * Probability beyond single events, from Year 5 to Year 12: relative frequency and experiments, counting outcomes
 * (lists, the product rule, permutations and combinations), two-way tables, Venn diagrams and conditional
 * probability, tree diagrams with and without replacement, and expected value.
 */

const CHANCE_MATERIALS = ['Dice, coins and spinners', 'Bags of coloured counters', 'Two-way table and Venn diagram templates', 'Calculators'];
const f = (n: number, d: number) => fracText(frac(n, d));

// ——— Relative frequency and experimental probability (Years 5 to 9) ———

const estimateFromTrials: Generator = (random) => {
  const trials = random.pick([20, 25, 40, 50, 80, 100]);
  const hits = random.int(2, trials - 2);
  return withDistractors(
    { prompt: `A drawing pin is dropped ${trials} times and lands point up ${hits} times. Estimate the probability that it lands point up, as a fraction and as a decimal.`, steps: [`Relative frequency = number of times it happened ÷ number of trials.`, `${hits} ÷ ${trials} = ${f(hits, trials)} = ${plain(hits / trials)}.`], answer: `${f(hits, trials)} = ${plain(hits / trials)}` },
    [`${f(trials - hits, trials)} = ${plain((trials - hits) / trials)}`, `1/2 = 0.5`].filter((d) => d !== `${f(hits, trials)} = ${plain(hits / trials)}`),
  );
};

const expectedCount: Generator = (random) => {
  const trials = random.pick([20, 25, 40, 50, 80, 100]);
  const hits = random.int(2, trials - 2);
  const future = random.pick([200, 300, 400, 500, 1000]);
  const expected = (hits / trials) * future;
  return { prompt: `In ${trials} trials an event happened ${hits} times. Using this relative frequency, about how many times would you expect it in ${future} trials?`, steps: [`Relative frequency: ${f(hits, trials)}.`, `${f(hits, trials)} × ${future} = ${plain(expected)}.`], answer: `About ${Math.round(expected)} times` };
};

const observedVsExpected: Generator = (random) => {
  const sides = random.pick([6, 4, 8]);
  const rolls = sides * random.int(5, 20);
  const expected = rolls / sides;
  const observed = expected + random.int(-4, 6);
  return withDistractors(
    { prompt: `A fair ${sides}-sided die is rolled ${rolls} times and lands on 1 exactly ${observed} times. How many 1s would you expect, and what is the difference from what was observed?`, steps: [`P(1) = 1/${sides}; expected = 1/${sides} × ${rolls} = ${expected}.`, `Difference: ${observed} − ${expected} = ${observed - expected}. Differences like this are normal variation; more trials bring the relative frequency closer to 1/${sides}.`], answer: `Expected ${expected}; difference ${observed - expected}`.replace('-', '−') },
    [`Expected ${observed}; difference 0`, `Expected ${rolls / 2}; difference ${observed - rolls / 2}`.replace('-', '−')],
  );
};

const compareExperiments: Generator = (random) => {
  const [t1, t2] = [random.pick([10, 20]), random.pick([200, 500])];
  const p = random.pick([0.3, 0.4, 0.25]);
  const h1 = Math.round(t1 * p) + random.int(-3, 3);
  const h2 = Math.round(t2 * p) + random.int(-5, 5);
  return { prompt: `Sam spins a spinner ${t1} times and gets red ${h1} times. Mia spins the same spinner ${t2} times and gets red ${h2} times. Work out both relative frequencies. Whose is the better estimate of P(red)?`, steps: [`Sam: ${h1} ÷ ${t1} = ${plain(h1 / t1)}. Mia: ${h2} ÷ ${t2} = ${plain(h2 / t2)}.`, `More trials give a more reliable estimate, so Mia’s.`], answer: `Sam ${plain(h1 / t1)}, Mia ${plain(h2 / t2)}; Mia’s, because she did more trials` };
};

export const relativeFrequency = defineTopic({
  strand: 'probability',
  name: 'relative frequency and experimental probability',
  grades: [5, 9],
  keyPoints: [
    'Relative frequency = number of times an outcome happens ÷ number of trials; it estimates the probability.',
    'The more trials, the closer the relative frequency tends to be to the true probability.',
    'Expected number of times = probability × number of trials; results vary around it by chance.',
  ],
  priorKnowledge: ['Fractions and decimals.', 'Probability of single events.', 'Multiplying a fraction by a whole number.'],
  keywords: ['relative frequency', 'trial', 'probability', 'chance experiment'],
  misconceptions: ['gamblers-fallacy', 'equiprobability'],
  materials: CHANCE_MATERIALS,
  activities: ['Pool the results: each pair tosses a paper cup 20 times and records how it lands; the class pools its results and watches the relative frequency settle as the total grows.'],
  levels: [estimateFromTrials, expectedCount, observedVsExpected, compareExperiments, estimateFromTrials, expectedCount],
  recall: [estimateFromTrials, expectedCount, estimateFromTrials],
});

// ——— Counting: lists, the product rule, permutations and combinations (Years 6 to 12) ———

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const choose = (n: number, k: number) => factorial(n) / (factorial(k) * factorial(n - k));

const outfits: Generator = (random) => {
  const [a, b, c] = [random.int(2, 6), random.int(2, 5), random.int(1, 4)];
  const three = c > 1;
  const total = a * b * (three ? c : 1);
  return withDistractors(
    { prompt: `A menu has ${counted(a, 'main')}${three ? `, ${counted(b, 'drink')} and ${counted(c, 'dessert')}` : ` and ${counted(b, 'drink')}`}. How many different meals of one of each can be chosen?`, steps: [`Each main can go with each drink${three ? ' and each dessert' : ''}: multiply (the product rule).`, `${a} × ${b}${three ? ` × ${c}` : ''} = ${total}.`], answer: String(total) },
    [String(a + b + (three ? c : 0)), String(a * b)].filter((d) => d !== String(total)),
  );
};

const listNumbers: Generator = (random) => {
  const digits = random.shuffle([1, 2, 3, 4, 5, 6, 7]).slice(0, random.int(3, 4)).sort((x, y) => x - y);
  const list = digits.flatMap((a) => digits.filter((b) => b !== a).map((b) => `${a}${b}`));
  return withDistractors(
    { prompt: `How many different two-digit numbers can be made from the digits ${digits.join(', ')} if no digit is used twice? List them.`, steps: [`Work systematically by the first digit.`, `${list.join(', ')}: ${list.length} numbers.`], answer: `${list.length}: ${list.join(', ')}` },
    [`${digits.length * digits.length}`, `${list.length / 2}`],
  );
};

const arrangements: Generator = (random) => {
  const n = random.int(3, 7);
  return withDistractors(
    { prompt: `In how many different orders can ${n} books be arranged on a shelf?`, steps: [`${n} choices for the first place, ${n - 1} for the second, and so on.`, `${Array.from({ length: n }, (_, i) => n - i).join(' × ')} = ${factorial(n)}.`], answer: String(factorial(n)) },
    [String(n * n), String(n * (n - 1))],
  );
};

const permutations: Generator = (random) => {
  const n = random.int(6, 15);
  const roles = random.pick([2, 3]);
  const value = factorial(n) / factorial(n - roles);
  return withDistractors(
    { prompt: `A club of ${n} members chooses a president${roles === 3 ? ', a secretary and a treasurer' : ' and a secretary'}. In how many ways can this be done?`, steps: [`Order matters (the roles differ): ${n}${roles === 3 ? ` × ${n - 1} × ${n - 2}` : ` × ${n - 1}`}.`, `= ${value}.`], answer: String(value) },
    [String(choose(n, roles)), String(n ** roles)],
  );
};

const combinations: Generator = (random) => {
  const n = random.int(5, 12);
  const k = random.int(2, 4);
  return withDistractors(
    { prompt: `In how many ways can a team of ${k} be chosen from ${n} students?`, steps: [`Order does not matter, so use combinations: C(${n}, ${k}) = ${n}! ÷ (${k}! × ${n - k}!).`, `= ${factorial(n) / factorial(n - k)} ÷ ${factorial(k)} = ${choose(n, k)}.`], answer: String(choose(n, k)) },
    [String(factorial(n) / factorial(n - k)), String(n * k)],
  );
};

const handshakes: Generator = (random) => {
  const n = random.int(4, 12);
  return withDistractors(
    { prompt: `${n} people each shake hands once with every other person. How many handshakes are there?`, steps: [`Each person shakes ${n - 1} hands: ${n} × ${n - 1} = ${n * (n - 1)}, but that counts every handshake twice.`, `${n * (n - 1)} ÷ 2 = ${(n * (n - 1)) / 2}.`], answer: String((n * (n - 1)) / 2) },
    [String(n * (n - 1)), String(n * n)],
  );
};

const pairsForEquation: Generator = (random) => {
  const a = random.int(2, 3);
  const total = random.int(8, 16);
  const pairs: string[] = [];
  for (let x = 1; a * x < total; x++) pairs.push(`x = ${x}, y = ${total - a * x}`);
  return { prompt: `Find all the pairs of positive whole numbers x and y that make ${a}x + y = ${total} true.`, steps: [`Try x = 1, 2, 3, … while ${a}x is less than ${total}, and find y = ${total} − ${a}x each time.`, `${pairs.join('; ')}.`], answer: pairs.join('; ') };
};

const probabilityCombinations: Generator = (random) => {
  const n = random.int(5, 10);
  const k = 2;
  return { prompt: `Two students are chosen at random from a group of ${n}, which includes Ali and Bea. What is the probability that the two chosen are Ali and Bea?`, steps: [`Number of possible pairs: C(${n}, 2) = ${choose(n, k)}.`, `Only one pair is Ali and Bea: P = 1/${choose(n, k)}.`], answer: `1/${choose(n, k)}` };
};

export const countingOutcomes = defineTopic({
  strand: 'probability',
  name: 'counting outcomes: lists, the product rule, permutations and combinations',
  grades: [6, 12],
  keyPoints: (grade) => [
    'List outcomes systematically, fixing one choice at a time, so none is missed or repeated.',
    'Product rule: if one choice can be made in m ways and another in n ways, together they can be made in m × n ways.',
    grade >= 10 ? 'Arrangements where order matters are permutations (n!/(n − r)!); selections where it does not are combinations, C(n, r) = n!/(r!(n − r)!).' : 'Arranging n different things in a line can be done in n × (n − 1) × … × 1 = n! ways.',
  ],
  priorKnowledge: ['Multiplication.', 'Systematic lists and tables.', 'Probability as a fraction.'],
  keywords: ['outcome', 'sample space', 'probability', 'event'],
  misconceptions: ['equiprobability'],
  materials: CHANCE_MATERIALS,
  activities: ['Outfit designer: groups list every outfit from a few paper tops, bottoms and hats, check their count with the product rule, then predict the count when one more hat is added.'],
  levels: (grade) => (grade <= 8 ? [outfits, listNumbers, handshakes, pairsForEquation, arrangements, outfits] : grade <= 9 ? [outfits, listNumbers, arrangements, handshakes, permutations, combinations] : [outfits, arrangements, permutations, combinations, probabilityCombinations, handshakes]),
  recall: [outfits, listNumbers, handshakes],
});

// ——— Two-way tables, Venn diagrams and conditional probability (Years 7 to 12) ———

interface Table {
  a: string;
  notA: string;
  b: string;
  notB: string;
  cells: [number, number, number, number];
}
function twoWay(random: Random): Table {
  const context = random.pick([
    ['play sport', 'do not play sport', 'Year 9 students', 'Year 10 students'],
    ['have a pet', 'have no pet', 'boys', 'girls'],
    ['walk to school', 'do not walk', 'juniors', 'seniors'],
  ] as const);
  return { a: context[0], notA: context[1], b: context[2], notB: context[3], cells: [random.int(4, 30), random.int(4, 30), random.int(4, 30), random.int(4, 30)] };
}
const describe = (t: Table) => `In a survey, ${t.cells[0]} ${t.b} ${t.a}, ${t.cells[1]} ${t.b} ${t.notA}, ${t.cells[2]} ${t.notB} ${t.a} and ${t.cells[3]} ${t.notB} ${t.notA}.`;

const missingCell: Generator = (random) => {
  const t = twoWay(random);
  const [p, q, r, s] = t.cells;
  const total = p + q + r + s;
  return { prompt: `A two-way table of ${total} students shows: ${p + q} are ${t.b} and the rest are ${t.notB}; ${p} ${t.b} and ${r} ${t.notB} ${t.a}. How many ${t.notB} ${t.notA}?`, steps: [`${t.notB[0]!.toUpperCase()}${t.notB.slice(1)}: ${total} − ${p + q} = ${r + s}.`, `${t.notB[0]!.toUpperCase()}${t.notB.slice(1)} who ${t.notA}: ${r + s} − ${r} = ${s}.`], answer: String(s) };
};

const jointProbability: Generator = (random) => {
  const t = twoWay(random);
  const total = t.cells.reduce((x, y) => x + y, 0);
  return withDistractors(
    { prompt: `${describe(t)} One of these students is chosen at random. What is the probability that the student is one of the ${t.notB} and they ${t.a}?`, steps: [`Total: ${total} students.`, `${t.cells[2]} are ${t.notB} who ${t.a}: P = ${t.cells[2]}/${total}${f(t.cells[2], total) !== `${t.cells[2]}/${total}` ? ` = ${f(t.cells[2], total)}` : ''}.`], answer: f(t.cells[2], total) },
    [f(t.cells[2], t.cells[2] + t.cells[3]), f(t.cells[0] + t.cells[2], total)],
  );
};

const conditional: Generator = (random) => {
  const t = twoWay(random);
  const group = t.cells[0] + t.cells[1];
  return withDistractors(
    { prompt: `${describe(t)} A student is chosen at random from the ${t.b}. What is the probability that they ${t.a}?`, steps: [`Given the student is one of the ${t.b}, only the ${group} ${t.b} count.`, `${t.cells[0]} of them ${t.a}: P = ${t.cells[0]}/${group}${f(t.cells[0], group) !== `${t.cells[0]}/${group}` ? ` = ${f(t.cells[0], group)}` : ''}.`], answer: f(t.cells[0], group) },
    // Dividing by everyone, or by those who do the activity.
    [f(t.cells[0], t.cells.reduce((x, y) => x + y, 0)), f(t.cells[0], t.cells[0] + t.cells[2])],
  );
};

const vennUnion: Generator = (random) => {
  const both = random.int(2, 10);
  const [onlyA, onlyB] = [random.int(3, 20), random.int(3, 20)];
  const neither = random.int(1, 10);
  const total = both + onlyA + onlyB + neither;
  return withDistractors(
    { prompt: `In a class of ${total}, ${onlyA + both} students study French, ${onlyB + both} study Spanish, and ${both} study both. How many study French or Spanish (or both), and how many study neither?`, steps: [`n(F or S) = n(F) + n(S) − n(both) = ${onlyA + both} + ${onlyB + both} − ${both} = ${onlyA + onlyB + both}.`, `Neither: ${total} − ${onlyA + onlyB + both} = ${neither}.`], answer: `${onlyA + onlyB + both} study French or Spanish; ${neither} ${neither === 1 ? 'studies' : 'study'} neither` },
    // Counting the students who study both twice, or leaving them out.
    [neither > both ? `${onlyA + onlyB + 2 * both} study French or Spanish; ${neither - both} ${neither - both === 1 ? 'studies' : 'study'} neither` : `${onlyA + onlyB} study French or Spanish; ${neither + both} study neither`],
  );
};

const independenceCheck: Generator = (random) => {
  const independent = random.int(0, 1) === 1;
  const [pa, pb] = [random.pick([0.2, 0.4, 0.5, 0.6]), random.pick([0.3, 0.5, 0.25])];
  const pab = independent ? pa * pb : pa * pb + random.pick([0.05, -0.05, 0.1]);
  return withDistractors(
    { prompt: `P(A) = ${plain(pa)}, P(B) = ${plain(pb)} and P(A and B) = ${plain(Number(pab.toFixed(3)))}. Are A and B independent?`, steps: [`A and B are independent exactly when P(A and B) = P(A) × P(B).`, `P(A) × P(B) = ${plain(pa)} × ${plain(pb)} = ${plain(Number((pa * pb).toFixed(3)))}.`, independent ? 'They are equal, so A and B are independent.' : `${plain(Number(pab.toFixed(3)))} ≠ ${plain(Number((pa * pb).toFixed(3)))}, so they are not independent.`], answer: independent ? `Yes: P(A) × P(B) = ${plain(Number((pa * pb).toFixed(3)))}` : `No: P(A) × P(B) = ${plain(Number((pa * pb).toFixed(3)))}` },
    [independent ? 'No: P(A) + P(B) is not 1' : 'Yes: both events can happen together'],
  );
};

const additionRule: Generator = (random) => {
  const [pa, pb] = [random.int(2, 6) / 10, random.int(2, 5) / 10];
  const pab = random.int(1, Math.min(pa, pb) * 10 - 1) / 10 || 0.1;
  const union = Number((pa + pb - pab).toFixed(2));
  return withDistractors(
    { prompt: `P(A) = ${plain(pa)}, P(B) = ${plain(pb)} and P(A and B) = ${plain(pab)}. Find P(A or B).`, steps: [`P(A or B) = P(A) + P(B) − P(A and B).`, `${plain(pa)} + ${plain(pb)} − ${plain(pab)} = ${plain(union)}.`], answer: plain(union) },
    [plain(Number((pa + pb).toFixed(2))), plain(Number((pa * pb).toFixed(2)))],
  );
};

export const conditionalProbability = defineTopic({
  strand: 'probability',
  name: 'two-way tables, Venn diagrams and conditional probability',
  grades: [7, 12],
  keyPoints: (grade) => [
    'A two-way table or a Venn diagram shows every combination of two events; the totals check the counts.',
    'P(A or B) = P(A) + P(B) − P(A and B): the overlap would otherwise be counted twice.',
    grade >= 9 ? 'P(A given B) uses only the cases where B happened: P(A and B) ÷ P(B). A and B are independent when P(A and B) = P(A) × P(B).' : '“Given that” narrows the choice to one row or column of the table.',
  ],
  priorKnowledge: ['Probability as a fraction.', 'Reading tables.', 'Adding and simplifying fractions.'],
  keywords: ['two-way table', 'probability', 'event', 'sample space'],
  misconceptions: ['equiprobability'],
  materials: CHANCE_MATERIALS,
  activities: ['Class survey: the class fills a two-way table (for example, has a sibling / has a pet), then each group writes and swaps three probability questions, one of them “given that”.'],
  levels: (grade) => (grade <= 8 ? [missingCell, jointProbability, vennUnion, conditional, additionRule, jointProbability] : [jointProbability, conditional, vennUnion, additionRule, independenceCheck, conditional]),
  recall: [missingCell, jointProbability, vennUnion],
});

// ——— Tree diagrams with and without replacement (Years 8 to 11) ———

function bagOf(random: Random): { red: number; blue: number } {
  return { red: random.int(2, 7), blue: random.int(2, 7) };
}

const twoIndependent: Generator = (random) => {
  const p = random.pick([0.1, 0.2, 0.3, 0.4, 0.6, 0.7]);
  return withDistractors(
    { prompt: `The probability that a bus is late on any day is ${plain(p)}, independently of other days. What is the probability that it is late on two days in a row?`, steps: [`Multiply along the branches of the tree diagram.`, `${plain(p)} × ${plain(p)} = ${plain(Number((p * p).toFixed(4)))}.`], answer: plain(Number((p * p).toFixed(4))) },
    [plain(Number((2 * p).toFixed(2))), plain(p)],
  );
};

const withReplacement: Generator = (random) => {
  const { red, blue } = bagOf(random);
  const n = red + blue;
  const p = mul(frac(red, n), frac(red, n));
  return withDistractors(
    { prompt: `A bag holds ${red} red and ${blue} blue counters. A counter is taken, its colour noted, and it is put back; then a second counter is taken. What is the probability that both are red?`, steps: [`With replacement, P(red) = ${red}/${n} each time.`, `${red}/${n} × ${red}/${n} = ${fracText(p)}.`], answer: fracText(p) },
    [fracText(mul(frac(red, n), frac(red - 1, n - 1))), f(2 * red, 2 * n)],
  );
};

const withoutReplacement: Generator = (random) => {
  const { red, blue } = bagOf(random);
  const n = red + blue;
  const p = mul(frac(red, n), frac(red - 1, n - 1));
  return withDistractors(
    { prompt: `A bag holds ${red} red and ${blue} blue counters. Two counters are taken out one after the other without being put back. What is the probability that both are red?`, steps: [`First: P(red) = ${red}/${n}. Then ${red - 1} red are left out of ${n - 1}: P(red) = ${red - 1}/${n - 1}.`, `${red}/${n} × ${red - 1}/${n - 1} = ${fracText(p)}.`], answer: fracText(p) },
    [fracText(mul(frac(red, n), frac(red, n))), fracText(mul(frac(red, n), frac(red - 1, n)))],
  );
};

const oneOfEach: Generator = (random) => {
  const { red, blue } = bagOf(random);
  const n = red + blue;
  const p = add(mul(frac(red, n), frac(blue, n - 1)), mul(frac(blue, n), frac(red, n - 1)));
  return withDistractors(
    { prompt: `A bag holds ${red} red and ${blue} blue counters. Two are taken out without replacement. What is the probability of getting one of each colour?`, steps: [`Red then blue: ${red}/${n} × ${blue}/${n - 1}. Blue then red: ${blue}/${n} × ${red}/${n - 1}.`, `Add the two branches: ${fracText(p)}.`], answer: fracText(p) },
    [fracText(mul(frac(red, n), frac(blue, n - 1))), fracText(mul(frac(red, n), frac(blue, n)))],
  );
};

const atLeastOne: Generator = (random) => {
  const p = random.pick([0.1, 0.2, 0.3, 0.25]);
  const k = random.int(2, 3);
  const none = (1 - p) ** k;
  return withDistractors(
    { prompt: `A light bulb is faulty with probability ${plain(p)}, independently of other bulbs. ${k} bulbs are tested. What is the probability that at least one is faulty, to 3 decimal places?`, steps: [`P(none faulty) = ${plain(1 - p)}^${k} = ${decimal(none, 4)}.`, `P(at least one) = 1 − ${decimal(none, 4)} = ${decimal(1 - none, 3)}.`], answer: decimal(1 - none, 3) },
    [decimal(k * p, 3), decimal(p ** k, 3)],
  );
};

const threeCoins: Generator = (random) => {
  const heads = random.int(1, 3);
  const ways = [1, 3, 3, 1][heads]!;
  return withDistractors(
    { prompt: `A fair coin is tossed 3 times. What is the probability of getting exactly ${heads} ${heads === 1 ? 'head' : 'heads'}?`, steps: [`The tree diagram has 2 × 2 × 2 = 8 equally likely outcomes.`, `${ways} of them have exactly ${heads} ${heads === 1 ? 'head' : 'heads'}: P = ${f(ways, 8)}.`], answer: f(ways, 8) },
    [f(1, 4), f(heads + 1, 8)].filter((d) => d !== f(ways, 8)),
  );
};

export const treeDiagrams = defineTopic({
  strand: 'probability',
  name: 'tree diagrams with and without replacement',
  grades: [8, 11],
  keyPoints: [
    'On a tree diagram, multiply along the branches for “and”, and add the end results of different paths for “or”.',
    'Without replacement, the second pick comes from one fewer item, so its probabilities change.',
    'P(at least one) = 1 − P(none), which is usually quicker than adding every path.',
  ],
  priorKnowledge: ['Multiplying fractions.', 'Adding fractions.', 'Probability of single events.'],
  keywords: ['probability', 'outcome', 'event', 'complementary events'],
  misconceptions: ['equiprobability', 'gamblers-fallacy'],
  materials: CHANCE_MATERIALS,
  activities: ['Bag experiment: pairs draw two counters without replacement 30 times, tally the colour pairs, and compare their results with the probabilities from a tree diagram.'],
  levels: [twoIndependent, withReplacement, withoutReplacement, oneOfEach, atLeastOne, threeCoins],
  recall: [jointProbability, estimateFromTrials, twoIndependent],
});

// ——— Expected value and fair games (Years 9 to 12) ———

const expectedValue: Generator = (random) => {
  const values = [random.int(0, 2), random.int(3, 5), random.int(6, 10)];
  const probabilities = random.pick([
    [0.5, 0.3, 0.2],
    [0.6, 0.3, 0.1],
    [0.4, 0.4, 0.2],
    [0.7, 0.2, 0.1],
  ]);
  const e = values.reduce((s, v, i) => s + v * probabilities[i]!, 0);
  return withDistractors(
    { prompt: `A spinner scores ${values.join(', ')} points with probabilities ${probabilities.join(', ')}. What is the expected score?`, steps: [`E = Σ value × probability = ${values.map((v, i) => `${v} × ${probabilities[i]}`).join(' + ')}.`, `= ${plain(Number(e.toFixed(3)))}.`], answer: plain(Number(e.toFixed(3))) },
    [plain(Number((values.reduce((s, v) => s + v, 0) / 3).toFixed(2))), plain(Math.max(...values))],
  );
};

const gameValue: Generator = (random, _grade, place) => {
  const cost = random.int(1, 5);
  const prize = random.int(4, 20);
  const sides = random.pick([6, 8, 10]);
  const win = random.int(1, 2);
  const ev = sub(mul(frac(win, sides), frac(prize)), frac(cost));
  const value = ev.n / ev.d;
  return withDistractors(
    { prompt: `A game costs ${place.currency.major}${cost} to play. A fair ${sides}-sided die is rolled, and you win ${place.currency.major}${prize} if it shows ${win === 1 ? 'a 1' : 'a 1 or a 2'}. What is the expected gain per game?`, steps: [`P(win) = ${f(win, sides)}; expected winnings = ${f(win, sides)} × ${prize} = ${fracText(mul(frac(win, sides), frac(prize)))}.`, `Expected gain = ${fracText(mul(frac(win, sides), frac(prize)))} − ${cost} = ${fracText(ev)} ≈ ${value < 0 ? '−' : ''}${place.currency.major}${Math.abs(value).toFixed(2)}.`], answer: `${value < 0 ? '−' : ''}${place.currency.major}${Math.abs(value).toFixed(2)}` },
    [`${place.currency.major}${((win / sides) * prize).toFixed(2)}`, `${place.currency.major}${(prize - cost).toFixed(2)}`],
  );
};

const fairPrize: Generator = (random, _grade, place) => {
  const cost = random.int(1, 5);
  const chance = random.pick([4, 5, 6, 8, 10]);
  return withDistractors(
    { prompt: `A game costs ${place.currency.major}${cost} to play and you win with probability 1/${chance}. What prize would make the game fair (expected gain 0)?`, steps: [`Fair means expected winnings = cost: 1/${chance} × prize = ${cost}.`, `Prize = ${cost} × ${chance} = ${place.currency.major}${cost * chance}.`], answer: `${place.currency.major}${cost * chance}` },
    [`${place.currency.major}${cost + chance}`, `${place.currency.major}${plain(cost / chance)}`],
  );
};

const expectedFrequency: Generator = (random) => {
  const sides = random.pick([6, 4, 10, 8]);
  const rolls = sides * random.int(5, 50);
  return { prompt: `A fair ${sides}-sided die is rolled ${rolls} times. How many times would you expect it to show its highest number?`, steps: [`P = 1/${sides}.`, `1/${sides} × ${rolls} = ${rolls / sides}.`], answer: String(rolls / sides) };
};

export const expectedValueTopic = defineTopic({
  strand: 'probability',
  name: 'expected value and fair games',
  grades: [9, 12],
  keyPoints: [
    'The expected value of a random quantity is Σ value × probability: the long-run average per trial.',
    'A game is fair when the expected gain is 0; a negative expected gain means players lose on average.',
    'Expected frequency = probability × number of trials.',
  ],
  priorKnowledge: ['Probability of single events.', 'Multiplying fractions and decimals.', 'The mean.'],
  keywords: ['probability', 'outcome', 'mean', 'event'],
  misconceptions: ['gamblers-fallacy'],
  materials: CHANCE_MATERIALS,
  activities: ['Design a fair game: groups design a dice game, calculate its expected gain, adjust the prize until the game is fair, then play 30 rounds and compare the average gain with the calculation.'],
  levels: [expectedFrequency, expectedValue, gameValue, fairPrize, expectedValue, gameValue],
  recall: [expectedFrequency, withReplacement, estimateFromTrials],
});
