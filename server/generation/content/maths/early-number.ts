import { defineTopic, withDistractors, type Generator } from './define.ts';
import { numberWords, whole } from './format.ts';
import type { Random } from './random.ts';
import { counted } from './words.ts';

/**
 * Counting, numbers to 20, 100 and 1000, teen numbers, number bonds, adding and subtracting, skip counting and equal
 * groups for Foundation to Year 2. Collections are pictures a teacher can show (★ ★ ★) or objects named in a sentence,
 * and the numbers stay within the year's range: to 10 or 20 in the first year of school, 100 or 120 in the next, 1000
 * after that.
 */

const EARLY_MATERIALS = ['Counters, cubes or other small objects to count', 'Ten-frames', 'A number track or number line to 20 (to 100 for older classes)', 'Mini-whiteboards and pens'];

/** Pictures a teacher can draw or show, each with the word children say for it. */
const PICTURES = [
  { symbol: '★', noun: 'star' },
  { symbol: '●', noun: 'dot' },
  { symbol: '▲', noun: 'triangle' },
  { symbol: '■', noun: 'square' },
  { symbol: '♥', noun: 'heart' },
] as const;

/** Things children count in a story, with their plurals. */
const THINGS = [
  { one: 'shell', many: 'shells' },
  { one: 'apple', many: 'apples' },
  { one: 'block', many: 'blocks' },
  { one: 'duck', many: 'ducks' },
  { one: 'sticker', many: 'stickers' },
  { one: 'marble', many: 'marbles' },
  { one: 'toy car', many: 'toy cars' },
  { one: 'leaf', many: 'leaves' },
] as const;
const NAMES = ['Mia', 'Ali', 'Sam', 'Zoe', 'Leo', 'Ava', 'Noah', 'Ella', 'Kai', 'Ruby'] as const;

const row = (symbol: string, n: number) => Array.from({ length: n }, () => symbol).join(' ');
const countUp = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).join(', ');
const countDown = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i).join(', ');
const thing = (random: Random) => random.pick(THINGS);
const some = (n: number, t: { one: string; many: string }) => counted(n, t.one, t.many);

/** The largest number the year works with: 10 in the first year of school, 20, 100 or 120, then 1000. */
const reach = (grade: number) => (grade <= 0 ? 10 : grade === 1 ? 20 : 100);

// ——— Counting collections (Foundation to Year 1) ———

const countPicture: Generator = (random, grade) => {
  const picture = random.pick(PICTURES);
  const n = random.int(3, grade <= 0 ? 10 : 20);
  return withDistractors(
    {
      prompt: `How many ${picture.noun}s are there? ${row(picture.symbol, n)}`,
      steps: [`Touch each ${picture.noun} once as you count: ${countUp(1, n)}.`, `The last number you say tells how many: ${n}.`],
      answer: String(n),
    },
    // Missing one out, or counting one twice.
    [String(n - 1), String(n + 1)],
  );
};

const oneMoreOrLess: Generator = (random, grade) => {
  const t = thing(random);
  const n = random.int(2, grade <= 0 ? 9 : 19);
  const more = random.int(0, 1) === 1;
  const answer = more ? n + 1 : n - 1;
  return withDistractors(
    {
      prompt: more ? `There are ${some(n, t)} on a plate. One more ${t.one} is put on the plate. How many ${t.many} are there now?` : `There are ${some(n, t)} on a plate. One ${t.one} is taken away. How many ${t.many} are there now?`,
      steps: [more ? `One more than ${n} is the next number when we count: ${n}, ${n + 1}.` : `One less than ${n} is the number we say just before it: ${n - 1}, ${n}.`, `There are ${answer} ${answer === 1 ? t.one : t.many} now.`],
      answer: String(answer),
    },
    [String(n), String(more ? n - 1 : n + 1)],
  );
};

const compareRows: Generator = (random, grade) => {
  const picture = random.pick(PICTURES);
  const a = random.int(2, grade <= 0 ? 10 : 15);
  let b = random.int(2, grade <= 0 ? 10 : 15);
  while (b === a) b = random.int(2, grade <= 0 ? 10 : 15);
  const [more, fewer] = a > b ? ['Row A', 'Row B'] : ['Row B', 'Row A'];
  return withDistractors(
    {
      prompt: `Row A: ${row(picture.symbol, a)}. Row B: ${row(picture.symbol, b)}. Which row has more ${picture.noun}s?`,
      steps: [`Count each row: Row A has ${a} and Row B has ${b}.`, `${Math.max(a, b)} comes after ${Math.min(a, b)} when we count, so ${Math.max(a, b)} is more.`, `${more} has ${Math.abs(a - b)} more.`],
      answer: more,
    },
    [fewer, 'They have the same number'],
  );
};

const countOn: Generator = (random, grade) => {
  const start = random.int(2, grade <= 0 ? 7 : 15);
  const on = random.int(2, grade <= 0 ? 3 : 5);
  return withDistractors(
    { prompt: `Start at ${start} and count on ${on}. Which number do you land on?`, steps: [`Say ${start}, then count on ${on} more: ${countUp(start + 1, start + on)}.`, `You land on ${start + on}.`], answer: String(start + on) },
    // Counting the starting number as the first step.
    [String(start + on - 1), String(start + on + 1)],
  );
};

const writeNumeral: Generator = (random, grade, place) => {
  const n = random.int(grade <= 0 ? 5 : 11, grade <= 0 ? 20 : 120);
  const tens = Math.floor(n / 10);
  return {
    prompt: `Write the number ${numberWords(n, place)} in numerals.`,
    steps: [n >= 10 ? `${numberWords(n, place)} is ${counted(tens, 'ten')} and ${counted(n % 10, 'one')}.` : `${numberWords(n, place)} is ${n}.`, `Written in numerals: ${n}.`],
    answer: String(n),
  };
};

const missingInCount: Generator = (random, grade) => {
  const backwards = grade >= 1 && random.int(0, 2) === 0;
  const start = random.int(backwards ? 8 : 1, grade <= 0 ? 16 : 115);
  const terms = Array.from({ length: 5 }, (_, i) => (backwards ? start - i : start + i));
  const gap = random.int(1, 3);
  const shown = terms.map((t, i) => (i === gap ? '□' : String(t))).join(', ');
  return {
    prompt: `Fill in the missing number: ${shown}.`,
    steps: [backwards ? `The numbers count back by 1.` : `The numbers count on by 1.`, `The number ${backwards ? 'before' : 'after'} ${terms[gap - 1]} is ${terms[gap]}.`],
    answer: String(terms[gap]),
  };
};

export const countingCollections = defineTopic({
  strand: 'number',
  name: 'counting collections',
  grades: [0, 1],
  keyPoints: [
    'Say one number for each object, and count each object only once.',
    'The last number you say tells how many there are.',
    'Moving the objects around does not change how many there are.',
    'Each number we count is one more than the number before it.',
  ],
  priorKnowledge: ['Saying the counting numbers in order to 10.', 'Matching one object to one other object.'],
  keywords: ['count', 'number', 'more', 'fewer'],
  misconceptions: ['counting-cardinality'],
  materials: EARLY_MATERIALS,
  activities: ['Counting jars: in pairs, children count the objects in a jar by moving each one across a tray, say how many there are, then tip them into a new shape and check that the number stays the same.'],
  levels: [countPicture, oneMoreOrLess, compareRows, countOn, writeNumeral, missingInCount],
  recall: [countPicture, oneMoreOrLess, countOn],
});

// ——— Reading, writing and ordering numbers (Foundation to Year 6) ———

/** The year's range of numbers: to 20, 120, 1000, then 10 000 and beyond. */
function numberReach(grade: number): [number, number] {
  if (grade <= 0) return [1, 20];
  if (grade === 1) return [10, 120];
  if (grade === 2) return [100, 999];
  if (grade === 3) return [1000, 9999];
  if (grade === 4) return [10_000, 99_999];
  if (grade === 5) return [100_000, 999_999];
  return [1_000_000, 9_999_999];
}

const inReach = (random: Random, grade: number) => {
  const [low, high] = numberReach(grade);
  return random.int(low, high);
};

/** Two numbers of the year's range with the same digits in another order where it can, so place decides. */
function closePair(random: Random, grade: number): [number, number] {
  const a = inReach(random, grade);
  const digits = String(a).split('');
  const swapped = Number(random.shuffle(digits).join(''));
  const high = numberReach(grade)[1];
  const b = swapped !== a && String(swapped).length === digits.length && swapped <= high ? swapped : a + random.int(1, 9) * 10 ** Math.max(0, digits.length - 2);
  // Both numbers stay in the year's range (118 and 811 is not a Year 1 comparison).
  return b <= high ? [a, b] : [a, a - random.int(1, 9)];
}

const compareNumbers: Generator = (random, grade) => {
  const [a, b] = closePair(random, grade);
  const sign = a > b ? '>' : '<';
  const sameLength = String(a).length === String(b).length;
  const first = sameLength ? String(a).split('').findIndex((d, i) => d !== String(b)[i]) : 0;
  const places = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands', 'hundred thousands', 'millions'];
  const placeName = places[String(a).length - 1 - first] ?? 'ones';
  const reason = sameLength
    ? `Compare the digits from the left. The first digits that differ are in the ${placeName} place: ${String(a)[first]} and ${String(b)[first]}.`
    : `${whole(Math.max(a, b))} has more digits, so it has a bigger place than ${whole(Math.min(a, b))}.`;
  if (grade <= 0) {
    return withDistractors(
      { prompt: `Which number is bigger, ${a} or ${b}?`, steps: [`Find both numbers on a number track: ${Math.max(a, b)} comes after ${Math.min(a, b)}.`, `So ${Math.max(a, b)} is bigger.`], answer: String(Math.max(a, b)) },
      [String(Math.min(a, b)), 'They are the same'],
    );
  }
  return withDistractors(
    {
      prompt: `Write <, > or = to compare ${whole(a)} and ${whole(b)}.`,
      steps: [reason, `${whole(a)} is ${a > b ? 'greater' : 'less'} than ${whole(b)}.`],
      answer: `${whole(a)} ${sign} ${whole(b)}`,
    },
    [`${whole(a)} ${sign === '>' ? '<' : '>'} ${whole(b)}`, `${whole(a)} = ${whole(b)}`],
  );
};

const orderNumbers: Generator = (random, grade) => {
  const values = new Set<number>();
  while (values.size < 4) values.add(values.size % 2 ? closePair(random, grade)[1] : inReach(random, grade));
  const list = random.shuffle([...values]);
  const ordered = [...list].sort((a, b) => a - b);
  return withDistractors(
    {
      prompt: `Put these numbers in order from smallest to largest: ${list.map(whole).join(', ')}.`,
      steps: [`Compare the numbers digit by digit from the left, biggest place first.`, `In order: ${ordered.map(whole).join(', ')}.`],
      answer: ordered.map(whole).join(', '),
    },
    [[...ordered].reverse().map(whole).join(', '), [...list].sort((a, b) => (a % 10) - (b % 10) || a - b).map(whole).join(', ')],
  );
};

const moreOrLess: Generator = (random, grade) => {
  const n = inReach(random, grade);
  const step = grade <= 0 ? 1 : grade === 1 ? random.pick([1, 10]) : grade === 2 ? random.pick([10, 100]) : grade === 3 ? random.pick([100, 1000]) : random.pick([1000, 10_000, 100_000].filter((s) => s * 10 <= numberReach(grade)[1]));
  const more = random.int(0, 1) === 1 || n - step < 0;
  const answer = more ? n + step : n - step;
  return withDistractors(
    {
      prompt: `What is ${whole(step)} ${more ? 'more' : 'less'} than ${whole(n)}?`,
      steps: step === 1 ? [`${more ? 'One more is the next number' : 'One less is the number just before'}: ${whole(answer)}.`] : [`Only the digit in the ${whole(step)}s place changes: it goes ${more ? 'up' : 'down'} by 1.`, `${whole(n)} ${more ? '+' : '−'} ${whole(step)} = ${whole(answer)}.`],
      answer: whole(answer),
    },
    [whole(more ? n + 1 : n - 1), whole(more ? n - step : n + step)],
  );
};

const wordsToNumeral: Generator = (random, grade, place) => {
  // Foundation and Kindergarten read and write number words to 20.
  const [low, high] = numberReach(grade);
  let n = random.int(low, high);
  // A zero in the number, the place children write wrongly most often.
  if (grade >= 2 && String(n).length >= 3) n = Number(String(n).slice(0, -2) + '0' + String(n).slice(-1));
  const parts = String(n).split('').map((d, i, all) => Number(d) * 10 ** (all.length - 1 - i)).filter((v) => v > 0);
  const faceValue = parts.map(String).join('');
  return withDistractors(
    { prompt: `Write ${numberWords(n, place)} in numerals.`, steps: [`Split it into its parts: ${parts.map(whole).join(' + ')}.`, `Put each digit in its place, with 0 for an empty place: ${whole(n)}.`], answer: whole(n) },
    // Writing each part as it is said ("four hundred and six" as 4006), or leaving out the zero.
    [faceValue.length <= 7 ? whole(Number(faceValue)) : whole(n * 10), String(n).includes('0') ? whole(Number(String(n).replace(/0/g, ''))) : whole(n + 1)],
  );
};

const numeralToWords: Generator = (random, grade, place) => {
  const n = inReach(random, grade);
  return { prompt: `Write ${whole(n)} in words.`, steps: [`Read it in groups from the left: ${String(n).split('').map((d, i, all) => Number(d) * 10 ** (all.length - 1 - i)).filter((v) => v > 0).map(whole).join(' + ')}.`, `In words: ${numberWords(n, place)}.`], answer: numberWords(n, place) };
};

const largestFromDigits: Generator = (random, grade) => {
  const count = Math.min(7, Math.max(3, grade + 1));
  const digits = new Set<number>();
  while (digits.size < count) digits.add(random.int(digits.size === 0 ? 1 : 0, 9));
  const cards = random.shuffle([...digits]);
  const largest = Number([...cards].sort((a, b) => b - a).join(''));
  const smallestDigits = [...cards].sort((a, b) => a - b);
  // The smallest number cannot start with 0.
  if (smallestDigits[0] === 0) [smallestDigits[0], smallestDigits[1]] = [smallestDigits[1]!, smallestDigits[0]!];
  const smallest = Number(smallestDigits.join(''));
  const askLargest = random.int(0, 1) === 1;
  return withDistractors(
    {
      prompt: `Use each of the digit cards ${cards.join(', ')} once to make the ${askLargest ? 'largest' : 'smallest'} possible number.`,
      steps: askLargest
        ? [`Put the biggest digit in the biggest place, then the next biggest, and so on.`, `Largest: ${whole(largest)}.`]
        : [`Put the smallest digit in the biggest place (but not 0 first), then the next smallest, and so on.`, `Smallest: ${whole(smallest)}.`],
      answer: whole(askLargest ? largest : smallest),
    },
    [whole(askLargest ? smallest : largest), whole(Number(cards.join('')))],
  );
};

const halfway: Generator = (random, grade) => {
  const step = grade <= 1 ? 10 : grade === 2 ? 100 : 10 ** Math.max(3, String(numberReach(grade)[0]).length - 1);
  const start = random.int(grade <= 0 ? 0 : 1, grade <= 0 ? 1 : 8) * step;
  const mid = start + step / 2;
  return { prompt: `Which number is halfway between ${whole(start)} and ${whole(start + step)} on a number line?`, steps: [`The gap is ${whole(step)}; half of it is ${whole(step / 2)}.`, `${whole(start)} + ${whole(step / 2)} = ${whole(mid)}.`], answer: whole(mid) };
};

export const readingNumbers = defineTopic({
  strand: 'number',
  name: 'reading, writing and ordering numbers',
  grades: [0, 6],
  keyPoints: (grade) => [
    grade <= 1 ? 'Numbers to 20 and beyond are said and written in order; each number is one more than the one before.' : 'A digit’s value depends on its place: ones, tens, hundreds, thousands and so on.',
    'To compare two numbers, compare the digits in the biggest place first; if they are the same, move one place to the right.',
    grade <= 0 ? 'A number further along the number track is bigger.' : 'The signs < (is less than) and > (is greater than) point to the smaller number.',
    'Zero holds an empty place: 406 has no tens.',
  ],
  priorKnowledge: ['Counting in ones and tens.', 'Knowing the names of the digits 0 to 9.', 'Finding numbers on a number line.'],
  keywords: (grade) => (grade <= 1 ? ['number', 'numeral', 'more', 'fewer', 'number line'] : ['digit', 'place value', 'numeral', 'number line', 'greater than', 'less than']),
  misconceptions: ['place-value-face-value'],
  materials: ['Place-value charts', 'Digit cards 0–9', 'Number lines and hundred charts', 'Base-ten blocks'],
  activities: ['Human number line: each child holds a number card; the class arranges itself in order and explains each swap using the biggest place that differs.'],
  levels: (grade) => [compareNumbers, orderNumbers, moreOrLess, wordsToNumeral, numeralToWords, grade >= 2 ? largestFromDigits : halfway],
  recall: (grade) => (grade <= 1 ? [countPicture, missingInCount, countOn] : [moreOrLess, compareNumbers, halfway]),
});

// ——— Teen numbers as ten and some more (Foundation to Year 1) ———

const teenOnes: Generator = (random) => {
  const n = random.int(11, 19);
  return withDistractors({ prompt: `${n} is 1 ten and □ ones. What number goes in the box?`, steps: [`${n} is made of a full ten and ${n - 10} more.`, `So ${n} is 1 ten and ${n - 10} ones.`], answer: String(n - 10) }, [String(n), '1']);
};

const tenAndMore: Generator = (random) => {
  const ones = random.int(1, 9);
  return withDistractors({ prompt: `What is 10 + ${ones}?`, steps: [`10 and ${ones} more is 1 ten and ${ones} ones.`, `1 ten and ${ones} ones is written ${10 + ones}.`], answer: String(10 + ones) }, [`10${ones}`, String(10 - ones)]);
};

const tenFrame: Generator = (random) => {
  const ones = random.int(1, 9);
  return withDistractors(
    { prompt: `One ten-frame is full, and a second ten-frame has ${counted(ones, 'dot')}. How many dots are there altogether?`, steps: [`A full ten-frame is 10 dots.`, `Count on from 10: ${countUp(11, 10 + ones)}.`, `There are ${10 + ones} dots.`], answer: String(10 + ones) },
    [String(ones + 1), String(ones)],
  );
};

const tenPlusBox: Generator = (random) => {
  const n = random.int(11, 19);
  return { prompt: `Fill in the missing number: ${n} = 10 + □.`, steps: [`${n} is 1 ten and ${n - 10} ones.`, `${n} = 10 + ${n - 10}.`], answer: String(n - 10) };
};

const teenTakeTen: Generator = (random) => {
  const n = random.int(11, 19);
  return { prompt: `What is ${n} − 10?`, steps: [`${n} is 10 and ${n - 10}.`, `Take away the ten and ${n - 10} ${n - 10 === 1 ? 'one is' : 'ones are'} left.`], answer: String(n - 10) };
};

const tensAndOnesNumber: Generator = (random) => {
  const ones = random.int(0, 9);
  return withDistractors(
    { prompt: `Which number has 1 ten and ${ones} ${ones === 1 ? 'one' : 'ones'}?`, steps: [`1 ten is 10.`, `10 and ${ones} more is ${10 + ones}.`], answer: String(10 + ones) },
    [String(1 + ones), `10${ones}`],
  );
};

export const teenNumbers = defineTopic({
  strand: 'number',
  name: 'teen numbers as ten and some more',
  grades: [0, 1],
  keyPoints: ['The numbers 11 to 19 are one ten and some more ones.', 'In a teen number the 1 stands for one ten; the other digit says how many more ones.', 'A full ten-frame shows ten; the dots on the next frame are the extra ones.'],
  priorKnowledge: ['Counting to 20.', 'Making 10 on a ten-frame.'],
  keywords: ['ten', 'ones', 'ten-frame'],
  misconceptions: ['place-value-face-value'],
  materials: ['Ten-frames and counters', 'Bundles of 10 straws or sticks and loose straws', 'Number cards 10–20'],
  activities: ['Build it: children make a teen number with one full ten-frame and extra counters, then say it as “ten and six is sixteen” and match it to its number card.'],
  levels: [tenFrame, tenAndMore, teenOnes, tensAndOnesNumber, tenPlusBox, teenTakeTen],
  recall: [countPicture, countOn, missingInCount],
});

// ——— Number bonds and partitioning (Foundation to Year 2) ———

const bondTarget = (random: Random, grade: number) => (grade <= 0 ? random.pick([5, 10]) : grade === 1 ? random.pick([10, 20]) : random.pick([20, 100]));

const missingBond: Generator = (random, grade) => {
  const target = bondTarget(random, grade);
  const known = target === 100 ? random.int(11, 89) : random.int(1, target - 1);
  const missing = target - known;
  const steps =
    target === 100 && known % 10
      ? [`Count on to the next ten: ${known} + ${10 - (known % 10)} = ${known + 10 - (known % 10)}.`, `Then on to 100: ${known + 10 - (known % 10)} + ${100 - known - 10 + (known % 10)} = 100.`, `${10 - (known % 10)} + ${missing - 10 + (known % 10)} = ${missing}.`]
      : [`Start at ${known} and count on to ${target}${missing <= 5 ? `: ${countUp(known + 1, target)}` : ''}.`, `That is ${missing} more, so ${known} + ${missing} = ${target}.`];
  // The tens made up to 10 and the ones made up to 10 separately (64 + 46 = 100 read as 64 + 46).
  const separate = target === 100 && known % 10 ? (10 - Math.floor(known / 10)) * 10 + (10 - (known % 10)) : missing + 1;
  return withDistractors({ prompt: `Fill in the missing number: ${known} + □ = ${target}.`, steps, answer: String(missing) }, [String(separate), String(target + known)]);
};

const partWhole: Generator = (random, grade) => {
  const t = thing(random);
  const total = random.int(4, reach(grade) === 100 ? 40 : reach(grade));
  const part = random.int(1, total - 1);
  return withDistractors(
    {
      prompt: `There are ${some(total, t)} in a box. ${part} ${part === 1 ? 'is' : 'are'} red and the rest are blue. How many blue ${t.many} are there?`,
      steps: [`The whole is ${total}; one part is ${part}.`, `The other part is ${total} − ${part} = ${total - part}.`],
      answer: String(total - part),
    },
    [String(total + part), String(total)],
  );
};

const splitAnotherWay: Generator = (random, grade) => {
  const total = random.int(5, grade <= 0 ? 10 : 20);
  const a = random.int(1, total - 1);
  let b = random.int(1, total - 1);
  while (b === a) b = random.int(1, total - 1);
  return { prompt: `${total} = ${a} + ${total - a}. Find another way: ${total} = ${b} + □.`, steps: [`The two parts must make ${total} together.`, `${b} + ${total - b} = ${total}.`], answer: String(total - b) };
};

const relatedFact: Generator = (random, grade) => {
  const total = grade <= 0 ? random.int(4, 10) : random.int(8, 20);
  const a = random.int(1, total - 1);
  return withDistractors(
    { prompt: `${a} + ${total - a} = ${total}. Use this to find ${total} − ${total - a}.`, steps: [`${a} and ${total - a} are the two parts of ${total}.`, `Take one part away from the whole and the other part is left: ${total} − ${total - a} = ${a}.`], answer: String(a) },
    [String(total - a), String(total + total - a)],
  );
};

const partitionTensOnes: Generator = (random, grade) => {
  const n = random.int(21, grade >= 2 ? 99 : 59);
  const tens = Math.floor(n / 10);
  if (n % 10 === 0 || random.int(0, 1) === 0) {
    return { prompt: `Fill in the missing number: ${n} = ${tens * 10} + □.`, steps: [`${n} is ${tens} tens and ${n % 10} ones.`, `${n} = ${tens * 10} + ${n % 10}.`], answer: String(n % 10) };
  }
  const fewer = (tens - 1) * 10;
  return withDistractors(
    { prompt: `${n} is ${tens} tens and ${n % 10} ones. Fill in the missing number: ${n} = ${fewer} + □.`, steps: [`Take one ten from the tens: ${tens} tens becomes ${tens - 1} tens.`, `That ten becomes 10 ones: ${n % 10} + 10 = ${(n % 10) + 10} ones.`, `${n} = ${fewer} + ${n - fewer}.`], answer: String(n - fewer) },
    [String(n % 10), String(n - fewer + 10)],
  );
};

export const numberBonds = defineTopic({
  strand: 'number',
  name: 'number bonds and partitioning',
  grades: [0, 2],
  keyPoints: (grade) => [
    'A number can be split into two parts in different ways; the parts together make the whole.',
    grade <= 0 ? 'Knowing the pairs that make 5 and 10 helps us add and subtract.' : grade === 1 ? 'Knowing the pairs that make 10 and 20 helps us add and subtract.' : 'Pairs that make 10 help with pairs that make 100: 64 + 36 = 100 because 60 + 40 = 100 would be one ten too many.',
    'If we know the whole and one part, subtraction finds the other part.',
  ],
  priorKnowledge: ['Counting objects to 10 (or 20).', 'Counting on from a number.'],
  keywords: ['number bond', 'part', 'whole', 'addition', 'subtraction'],
  misconceptions: ['counting-cardinality'],
  materials: ['Ten-frames and two-colour counters', 'Part-part-whole mats', 'Bead strings or rekenreks', 'Mini-whiteboards and pens'],
  activities: ['Shake and spill: children shake a cup of two-colour counters, spill them, record the two parts and the whole as a number sentence, and look for every way of making the same whole.'],
  levels: (grade) => [missingBond, partWhole, splitAnotherWay, relatedFact, missingBond, grade >= 1 ? partitionTensOnes : partWhole],
  recall: [countOn, oneMoreOrLess, countPicture],
});

// ——— Adding and subtracting (Foundation to Year 2) ———

/** Two numbers and their sum within the year's range; in Year 2, two-digit numbers whose ones make a new ten. */
function addends(random: Random, grade: number): [number, number] {
  if (grade <= 0) {
    const a = random.int(1, 6);
    return [a, random.int(1, 10 - a)];
  }
  if (grade === 1) {
    const a = random.int(5, 9);
    return [a, random.int(11 - a, 9)];
  }
  // Two-digit numbers whose ones make a new ten, with a total below 100.
  const aTens = random.int(1, 6);
  const aOnes = random.int(1, 9);
  return [10 * aTens + aOnes, 10 * random.int(1, 8 - aTens) + random.int(10 - aOnes, 9)];
}

const addTwo: Generator = (random, grade) => {
  const [a, b] = addends(random, grade);
  if (grade <= 0) {
    const t = thing(random);
    const name = random.pick(NAMES);
    return withDistractors(
      { prompt: `${name} has ${some(a, t)} and finds ${b} more. How many ${t.many} does ${name} have now?`, steps: [`Start at ${a} and count on ${b}: ${countUp(a + 1, a + b)}.`, `${a} + ${b} = ${a + b}.`], answer: String(a + b) },
      [String(a + b - 1), String(a + b + 1)],
    );
  }
  if (grade === 1) {
    const toTen = 10 - a;
    return withDistractors(
      { prompt: `Work out ${a} + ${b}.`, steps: [`Make a ten: ${a} + ${toTen} = 10.`, `${b} is ${toTen} and ${b - toTen}, so add the ${b - toTen} left: 10 + ${b - toTen} = ${a + b}.`], answer: String(a + b) },
      [String(a + b - 1), String(a + b - 10)],
    );
  }
  const tens = Math.floor(a / 10) * 10 + Math.floor(b / 10) * 10;
  const ones = (a % 10) + (b % 10);
  return withDistractors(
    { prompt: `Work out ${a} + ${b}.`, steps: [`Add the tens: ${Math.floor(a / 10) * 10} + ${Math.floor(b / 10) * 10} = ${tens}.`, `Add the ones: ${a % 10} + ${b % 10} = ${ones}.`, `${tens} + ${ones} = ${a + b}.`], answer: String(a + b) },
    // Writing both digits of the ones total in the ones place, or dropping the new ten.
    [`${tens / 10}${ones}`, String(a + b - 10)],
  );
};

const subtractTwo: Generator = (random, grade) => {
  const [a, b] = addends(random, grade);
  const whole = a + b;
  if (grade <= 0) {
    const t = thing(random);
    return withDistractors(
      { prompt: `There are ${some(whole, t)}. ${b} ${b === 1 ? 'is' : 'are'} taken away. How many ${t.many} are left?`, steps: [`Start at ${whole} and count back ${b}: ${countDown(whole - 1, whole - b)}.`, `${whole} − ${b} = ${a}.`], answer: String(a) },
      [String(a + 1), String(whole + b)],
    );
  }
  if (grade === 1) {
    const down = whole - 10;
    return withDistractors(
      { prompt: `Work out ${whole} − ${b}.`, steps: [`Take away ${down} to get to 10: ${whole} − ${down} = 10.`, `${b} is ${down} and ${b - down}, so take away the ${b - down} left: 10 − ${b - down} = ${a}.`], answer: String(a) },
      [String(a + 1), String(whole + b)],
    );
  }
  const tensFirst = whole - Math.floor(b / 10) * 10;
  const smallerFromLarger = Math.abs(Math.floor(whole / 10) - Math.floor(b / 10)) * 10 + Math.abs((whole % 10) - (b % 10));
  return withDistractors(
    { prompt: `Work out ${whole} − ${b}.`, steps: [`Take away the tens: ${whole} − ${Math.floor(b / 10) * 10} = ${tensFirst}.`, `Take away the ones: ${tensFirst} − ${b % 10} = ${a}.`, `Check: ${a} + ${b} = ${whole}.`], answer: String(a) },
    [String(smallerFromLarger), String(a + 10)],
  );
};

const addStory: Generator = (random, grade) => {
  const [a, b] = addends(random, grade);
  const t = thing(random);
  const [p, q] = random.shuffle(NAMES).slice(0, 2);
  return withDistractors(
    { prompt: `${p} has ${some(a, t)} and ${q} has ${some(b, t)}. How many ${t.many} do they have altogether?`, steps: [`Altogether means put the two groups together: add.`, `${a} + ${b} = ${a + b}.`], answer: String(a + b) },
    [String(Math.abs(a - b)), String(a + b + 1)],
  );
};

const compareStory: Generator = (random, grade) => {
  const [a, b] = addends(random, grade);
  const [big, small] = [a + b, Math.min(a, b)];
  const t = thing(random);
  const [p, q] = random.shuffle(NAMES).slice(0, 2);
  return withDistractors(
    { prompt: `${p} has ${some(big, t)}. ${q} has ${some(small, t)}. How many more ${t.many} does ${p} have than ${q}?`, steps: [`“How many more” asks for the difference.`, `Count on from ${small} to ${big}, or subtract: ${big} − ${small} = ${big - small}.`], answer: String(big - small) },
    [String(big + small), String(big)],
  );
};

const missingAddend: Generator = (random, grade) => {
  const [a, b] = addends(random, grade);
  if (random.int(0, 1) === 0) {
    return withDistractors({ prompt: `Fill in the missing number: □ + ${b} = ${a + b}.`, steps: [`Think: what add ${b} makes ${a + b}?`, `${a + b} − ${b} = ${a}, and ${a} + ${b} = ${a + b}.`], answer: String(a) }, [String(a + 2 * b), String(a + b)]);
  }
  return withDistractors({ prompt: `Fill in the missing number: ${a + b} − □ = ${a}.`, steps: [`Think: ${a} add what makes ${a + b}?`, `${a + b} − ${a} = ${b}, so ${a + b} − ${b} = ${a}.`], answer: String(b) }, [String(a + b + a), String(a)]);
};

const addThree: Generator = (random, grade) => {
  if (grade >= 2) {
    const values = Array.from({ length: random.int(3, 4) }, () => random.int(11, 29));
    const total = values.reduce((s, v) => s + v, 0);
    const tens = values.reduce((s, v) => s + Math.floor(v / 10) * 10, 0);
    return { prompt: `Work out ${values.join(' + ')}.`, steps: [`Add the tens: ${values.map((v) => Math.floor(v / 10) * 10).join(' + ')} = ${tens}.`, `Add the ones: ${values.map((v) => v % 10).join(' + ')} = ${total - tens}.`, `${tens} + ${total - tens} = ${total}.`], answer: String(total) };
  }
  const a = random.int(1, grade <= 0 ? 4 : 9);
  const c = grade <= 0 ? random.int(1, 3) : 10 - a;
  const b = random.int(1, grade <= 0 ? 3 : 9);
  const total = a + b + c;
  return { prompt: `Work out ${a} + ${b} + ${c}.`, steps: grade <= 0 ? [`${a} + ${b} = ${a + b}.`, `${a + b} + ${c} = ${total}.`] : [`Look for a pair that makes 10: ${a} + ${c} = 10.`, `10 + ${b} = ${total}.`], answer: String(total) };
};

export const addingSubtractingEarly = defineTopic({
  strand: 'number',
  name: 'adding and subtracting',
  grades: [0, 2],
  keyPoints: (grade) => [
    'Adding puts groups together; subtracting takes away or finds the difference.',
    grade <= 0 ? 'Count on from the bigger number to add; count back to take away.' : grade === 1 ? 'Make a ten to add or subtract across 10: 8 + 6 = 8 + 2 + 4 = 14.' : 'Add or subtract the tens, then the ones; a new ten made from the ones is added to the tens.',
    'Addition and subtraction undo each other: check 15 − 7 = 8 by adding 8 + 7.',
  ],
  priorKnowledge: ['Counting on and back.', 'Number bonds to 10.', 'Tens and ones.'],
  keywords: ['addition', 'subtraction', 'sum', 'difference', 'equals sign'],
  misconceptions: ['counting-cardinality', 'equals-as-answer', 'subtract-smaller-from-larger'],
  materials: EARLY_MATERIALS,
  activities: ['Story problems with objects: the teacher tells a short story (“5 ducks on a pond, 3 more come”); children act it out with counters, write the number sentence, and tell their own story for a partner.'],
  levels: [addTwo, subtractTwo, addStory, compareStory, missingAddend, addThree],
  recall: (grade) => (grade <= 0 ? [countOn, oneMoreOrLess, countPicture] : [missingBond, relatedFact, countOn]),
});

// ——— Skip counting and number sequences (Foundation to Year 4) ———

function skipStep(random: Random, grade: number): number {
  const steps = grade <= 0 ? [2, 5, 10] : grade === 1 ? [2, 5, 10] : grade === 2 ? [2, 3, 5, 10, 100] : grade === 3 ? [4, 8, 50, 100] : [6, 7, 9, 25, 1000];
  return random.pick(steps);
}

/** A count by the step from a start that is a multiple of it in the first years, anywhere after. */
function skipSequence(random: Random, grade: number, length: number): { step: number; terms: number[] } {
  const step = skipStep(random, grade);
  const start = grade <= 1 ? random.int(0, 4) * step : random.int(0, 9) * step + (grade >= 3 && step < 50 ? random.int(0, step - 1) : 0);
  return { step, terms: Array.from({ length }, (_, i) => start + i * step) };
}

const nextInCount: Generator = (random, grade) => {
  const { step, terms } = skipSequence(random, grade, 5);
  return withDistractors(
    { prompt: `Count in ${step}s: ${terms.slice(0, 4).map(whole).join(', ')}, … What number comes next?`, steps: [`Each number is ${step} more than the one before.`, `${whole(terms[3]!)} + ${step} = ${whole(terms[4]!)}.`], answer: whole(terms[4]!) },
    [whole(terms[3]! + 1), whole(terms[3]! + 10 === terms[4]! ? terms[3]! + 5 : terms[3]! + 10)],
  );
};

const missingInSkip: Generator = (random, grade) => {
  const { step, terms } = skipSequence(random, grade, 5);
  const gap = random.int(1, 3);
  return { prompt: `Fill in the missing number: ${terms.map((t, i) => (i === gap ? '□' : whole(t))).join(', ')}.`, steps: [`The numbers go up by ${step} each time.`, `${whole(terms[gap - 1]!)} + ${step} = ${whole(terms[gap]!)}.`], answer: whole(terms[gap]!) };
};

const countBack: Generator = (random, grade) => {
  const { step, terms } = skipSequence(random, grade, 6);
  const down = [...terms].reverse();
  return { prompt: `Count back in ${step}s: ${down.slice(0, 4).map(whole).join(', ')}, … What number comes next?`, steps: [`Each number is ${step} less than the one before.`, `${whole(down[3]!)} − ${step} = ${whole(down[4]!)}.`], answer: whole(down[4]!) };
};

const nextTwo: Generator = (random, grade) => {
  const step = skipStep(random, grade);
  const start = random.int(1, 9) + (step >= 100 ? random.int(1, 9) * 10 : 0);
  const terms = Array.from({ length: 5 }, (_, i) => start + i * step);
  return { prompt: `Count in ${step}s from ${whole(start)}: ${terms.slice(0, 3).map(whole).join(', ')}, … What are the next two numbers?`, steps: [`Add ${step} each time.`, `${whole(terms[2]!)} + ${step} = ${whole(terms[3]!)}; ${whole(terms[3]!)} + ${step} = ${whole(terms[4]!)}.`], answer: `${whole(terms[3]!)}, ${whole(terms[4]!)}` };
};

const findStep: Generator = (random, grade) => {
  const { step, terms } = skipSequence(random, grade, 4);
  const down = random.int(0, 2) === 0;
  const shown = down ? [...terms].reverse() : terms;
  return withDistractors(
    {
      prompt: `What is the rule for this pattern: ${shown.map(whole).join(', ')}?`,
      steps: [`From ${whole(shown[0]!)} to ${whole(shown[1]!)} the numbers go ${down ? 'down' : 'up'} by ${step}, and so does every next step.`, `The rule is ${down ? 'subtract' : 'add'} ${step}.`],
      answer: `${down ? 'subtract' : 'add'} ${step}`,
    },
    [`${down ? 'add' : 'subtract'} ${step}`, `${down ? 'subtract' : 'add'} ${step === 10 ? 5 : 10}`],
  );
};

const nthInCount: Generator = (random, grade) => {
  const step = skipStep(random, Math.min(grade, 2));
  const n = random.int(4, 10);
  return withDistractors(
    { prompt: `Count in ${step}s starting at ${step}: ${step}, ${2 * step}, ${3 * step}, … What is the ${n}th number you say?`, steps: [`The 1st number is 1 × ${step}, the 2nd is 2 × ${step}, and so on.`, `The ${n}th number is ${n} × ${step} = ${whole(n * step)}.`], answer: whole(n * step) },
    [whole((n - 1) * step), whole(n + step)],
  );
};

export const skipCounting = defineTopic({
  strand: 'number',
  name: 'skip counting and number sequences',
  grades: [0, 4],
  keyPoints: (grade) => [
    'Skip counting adds the same number each time: counting in 5s goes 5, 10, 15, 20.',
    'Counting back in a step takes the same number away each time.',
    grade <= 1 ? 'Counting in 2s, 5s and 10s is a quick way to count a large collection.' : 'The rule of a number pattern says what happens each time: “add 4” or “subtract 25”.',
  ],
  priorKnowledge: ['Counting in ones to 100.', 'Adding a small number to a number.'],
  keywords: ['skip counting', 'pattern', 'sequence', 'rule'],
  materials: ['Hundred charts and counters to mark the count', 'Number lines', 'Pairs of socks, hands or nickels/5-cent coins to count in 2s and 5s'],
  activities: ['Hundred-chart patterns: children colour the numbers they say when counting in 2s, 5s or 10s, describe the pattern the colours make, and predict the next number before checking.'],
  levels: [nextInCount, missingInSkip, countBack, nextTwo, findStep, nthInCount],
  recall: [missingInCount, nextInCount, moreOrLess],
});

// ——— Odd and even numbers (Years 1 to 4) ———

const oddOrEven: Generator = (random, grade) => {
  const n = random.int(11, grade <= 2 ? 99 : 9999);
  const odd = n % 2 === 1;
  return withDistractors(
    { prompt: `Is ${whole(n)} odd or even?`, steps: [`Look at the ones digit: ${n % 10}.`, `${n % 10} is ${odd ? 'odd (1, 3, 5, 7, 9)' : 'even (0, 2, 4, 6, 8)'}, so ${whole(n)} is ${odd ? 'odd' : 'even'}.`], answer: odd ? 'odd' : 'even' },
    [odd ? 'even' : 'odd', 'neither'],
  );
};

const pairsUp: Generator = (random) => {
  const n = random.int(7, 20);
  const odd = n % 2 === 1;
  return {
    prompt: `${n} children line up in pairs. Does every child have a partner?`,
    steps: [`Make pairs: ${n} = ${Math.floor(n / 2)} pairs${odd ? ' and 1 more' : ''}.`, odd ? `One child has no partner, so ${n} is odd.` : `Every child has a partner, so ${n} is even.`],
    answer: odd ? `No: ${Math.floor(n / 2)} pairs and 1 child left over (${n} is odd)` : `Yes: ${n / 2} pairs (${n} is even)`,
  };
};

const doubleSum: Generator = (random) => {
  const half = random.int(3, 10);
  return { prompt: `Write ${2 * half} as the sum of two equal numbers.`, steps: [`Share ${2 * half} into two equal groups.`, `${half} + ${half} = ${2 * half}.`], answer: `${half} + ${half}` };
};

const sumParity: Generator = (random) => {
  const a = random.int(11, 99);
  const b = random.int(11, 99);
  const even = (a + b) % 2 === 0;
  const kind = (n: number) => (n % 2 ? 'odd' : 'even');
  return withDistractors(
    { prompt: `Without adding, is ${a} + ${b} odd or even?`, steps: [`${a} is ${kind(a)} and ${b} is ${kind(b)}.`, `${kind(a)} + ${kind(b)} is ${even ? 'even' : 'odd'}: ${even ? 'the leftover ones pair up' : 'one is left without a pair'}.`], answer: even ? 'even' : 'odd' },
    [even ? 'odd' : 'even'],
  );
};

const productParity: Generator = (random) => {
  const a = random.int(3, 12);
  const b = random.int(3, 12);
  const even = (a * b) % 2 === 0;
  return withDistractors(
    { prompt: `Without multiplying, is ${a} × ${b} odd or even?`, steps: [even ? `At least one of ${a} and ${b} is even, and any number of equal groups of an even number (or an even number of groups) is even.` : `${a} and ${b} are both odd, and odd × odd is odd.`, `So ${a} × ${b} is ${even ? 'even' : 'odd'}.`], answer: even ? 'even' : 'odd' },
    [even ? 'odd' : 'even'],
  );
};

const countOdds: Generator = (random) => {
  const start = random.int(1, 8) * 10;
  return { prompt: `How many odd numbers are there between ${start} and ${start + 10}?`, steps: [`The odd numbers are ${start + 1}, ${start + 3}, ${start + 5}, ${start + 7} and ${start + 9}.`, `There are 5.`], answer: '5' };
};

export const oddAndEven = defineTopic({
  strand: 'number',
  name: 'odd and even numbers',
  grades: [1, 4],
  keyPoints: ['An even number can be split into pairs (or two equal groups) with none left over; an odd number has one left over.', 'The ones digit decides: numbers ending in 0, 2, 4, 6 or 8 are even.', 'even + even and odd + odd are even; odd + even is odd.'],
  priorKnowledge: ['Counting in 2s.', 'Doubles to 10 + 10.'],
  keywords: ['odd number', 'even number', 'pattern'],
  materials: ['Counters or cubes to pair up', 'Hundred charts', 'Mini-whiteboards and pens'],
  activities: ['Pair them up: children take a handful of cubes, arrange them in pairs, decide whether the number is odd or even, and record it on a class chart sorted by ones digit.'],
  levels: (grade) => [oddOrEven, pairsUp, doubleSum, grade >= 3 ? sumParity : oddOrEven, grade >= 3 ? productParity : pairsUp, countOdds],
  recall: [nextInCount, doubleSum, oddOrEven],
});

// ——— Equal groups, arrays and sharing (Foundation to Year 3) ———

const groupsOf = (random: Random, grade: number): [number, number] => (grade <= 0 ? [random.int(2, 3), random.int(2, 5)] : grade === 1 ? [random.int(2, 5), random.int(2, 5)] : [random.int(2, 6), random.int(2, 10)]);

const equalGroupsTotal: Generator = (random, grade) => {
  const [groups, each] = groupsOf(random, grade);
  const containers = random.pick([
    ['plates', 'cakes', 'on'],
    ['bags', 'apples', 'in'],
    ['boxes', 'pencils', 'in'],
    ['vases', 'flowers', 'in'],
  ] as const);
  return withDistractors(
    {
      prompt: `There are ${groups} ${containers[0]} with ${each} ${containers[1]} ${containers[2]} each. How many ${containers[1]} are there altogether?`,
      steps: [`Add ${each} for each of the ${groups} ${containers[0]}: ${Array.from({ length: groups }, () => each).join(' + ')} = ${groups * each}.`, `${groups} groups of ${each} is ${groups * each}${grade >= 2 ? `: ${groups} × ${each} = ${groups * each}` : ''}.`],
      answer: String(groups * each),
    },
    [String(groups + each), `${groups}${each}`],
  );
};

const arrayTotal: Generator = (random, grade) => {
  const [rows, columns] = groupsOf(random, grade);
  return withDistractors(
    { prompt: `A tray of muffins has ${rows} rows with ${columns} muffins in each row. How many muffins are on the tray?`, steps: [`Count the rows: ${rows} rows of ${columns}.`, `${Array.from({ length: rows }, () => columns).join(' + ')} = ${rows * columns}.`], answer: String(rows * columns) },
    [String(rows + columns), String(2 * (rows + columns))],
  );
};

const share: Generator = (random, grade) => {
  const [people, each] = groupsOf(random, grade);
  const t = random.pick(['grapes', 'stickers', 'crayons', 'biscuits']);
  return withDistractors(
    {
      prompt: `Share ${people * each} ${t} equally between ${people} friends. How many ${t} does each friend get?`,
      steps: [`Deal the ${t} out one at a time to each friend until none are left.`, `Each friend gets ${each}: ${people} groups of ${each} make ${people * each}.`],
      answer: String(each),
    },
    [String(people * each - people), String(people)],
  );
};

const group: Generator = (random, grade) => {
  const [boxes, size] = groupsOf(random, grade);
  return withDistractors(
    { prompt: `${boxes * size} eggs are packed into boxes of ${size}. How many boxes are filled?`, steps: [`Make groups of ${size}: count ${Array.from({ length: boxes }, (_, i) => (i + 1) * size).join(', ')}.`, `That is ${boxes} groups, so ${boxes} boxes.`], answer: String(boxes) },
    [String(size), String(boxes * size - size)],
  );
};

const repeatedAddition: Generator = (random, grade) => {
  const [groups, each] = groupsOf(random, Math.max(grade, 1));
  return { prompt: `Write ${Array.from({ length: groups }, () => each).join(' + ')} as a multiplication and work it out.`, steps: [`There are ${groups} groups of ${each}.`, `${groups} × ${each} = ${groups * each}.`], answer: `${groups} × ${each} = ${groups * each}` };
};

const shareWithLeftover: Generator = (random, grade) => {
  if (grade <= 1) {
    const n = random.int(2, grade <= 0 ? 5 : 10);
    return withDistractors({ prompt: `What is double ${n}?`, steps: [`Double means two groups of the same number.`, `${n} + ${n} = ${2 * n}.`], answer: String(2 * n) }, [String(n + 2), String(n)]);
  }
  const people = random.int(2, 5);
  const each = random.int(2, 6);
  const left = random.int(1, people - 1);
  const total = people * each + left;
  return {
    prompt: `${total} apples are shared equally between ${people} children. How many apples does each child get, and how many are left over?`,
    steps: [`${people} × ${each} = ${people * each}, and ${people} × ${each + 1} = ${people * (each + 1)} is too many.`, `Each child gets ${each}; ${total} − ${people * each} = ${left} left over.`],
    answer: `${each} each, ${left} left over`,
  };
};

export const equalGroups = defineTopic({
  strand: 'number',
  name: 'equal groups, arrays and sharing',
  grades: [0, 3],
  keyPoints: (grade) => [
    'Equal groups have the same number in each group; we can find the total by repeated adding.',
    grade >= 2 ? 'Multiplication counts equal groups: 4 groups of 3 is 4 × 3 = 12. An array shows equal rows.' : 'An array shows equal rows: count the rows and how many are in each.',
    'Sharing equally gives each person the same number; grouping asks how many groups can be made.',
  ],
  priorKnowledge: ['Counting collections.', 'Skip counting in 2s, 5s and 10s.'],
  keywords: (grade) => (grade >= 2 ? ['equal groups', 'array', 'multiplication', 'division', 'share equally'] : ['equal groups', 'array', 'share equally']),
  materials: ['Counters and paper plates for equal groups', 'Squared paper or pegboards for arrays', 'Mini-whiteboards and pens'],
  activities: ['Fair shares: groups of children share a bag of counters equally between 2, 3 or 4 plates, record “12 shared between 3 is 4 each”, and say whether any are left over.'],
  levels: [equalGroupsTotal, arrayTotal, share, group, repeatedAddition, shareWithLeftover],
  recall: [nextInCount, countPicture, addTwo],
});

/** The problems other topics borrow as warm-ups. */
export const earlyNumberWarmUps: Readonly<Record<'count' | 'addTwo' | 'subtractTwo' | 'missingBond' | 'nextInCount' | 'equalGroups', Generator>> = {
  count: countPicture,
  addTwo,
  subtractTwo,
  missingBond,
  nextInCount,
  equalGroups: equalGroupsTotal,
};
