import { defineTopic, withDistractors, type Generator } from './define.ts';
import { earlyNumberWarmUps } from './early-number.ts';
import { cash } from './format.ts';
import type { Place } from './place.ts';
import type { Random } from './random.ts';
import { capital, counted, listWithAnd, withArticle } from './words.ts';

/** “1 hour 5 minutes”, “2 hours”, “40 minutes”: a duration as it is said. */
function hoursAndMinutes(total: number): string {
  const [h, m] = [Math.floor(total / 60), total % 60];
  return [h ? counted(h, 'hour') : '', m || !h ? counted(m, 'minute') : ''].filter(Boolean).join(' ');
}

/**
 * Halves and quarters, money, clocks and the calendar, and comparing lengths, masses and capacities, for Foundation
 * to Year 4. Clocks are described by where their hands point, so a teacher can draw or show one.
 */

// ——— Halves, quarters and simple fractions (Foundation to Year 2) ———

const FOODS = [
  ['pizza', 'pizzas'],
  ['sandwich', 'sandwiches'],
  ['cake', 'cakes'],
  ['pancake', 'pancakes'],
] as const;

const halfOfAmount: Generator = (random, grade) => {
  const half = random.int(2, grade <= 0 ? 5 : grade === 1 ? 10 : 25);
  return withDistractors(
    { prompt: `What is half of ${2 * half}?`, steps: [`Share ${2 * half} into 2 equal groups.`, `Each group has ${half}, because ${half} + ${half} = ${2 * half}.`], answer: String(half) },
    [String(2 * half - 2), String(4 * half)],
  );
};

const quarterOfAmount: Generator = (random, grade) => {
  const quarter = random.int(2, grade <= 1 ? 5 : 10);
  return withDistractors(
    { prompt: `What is a quarter of ${4 * quarter}?`, steps: [`A quarter is 1 of 4 equal parts.`, `Halve ${4 * quarter} to get ${2 * quarter}, then halve again to get ${quarter}.`], answer: String(quarter) },
    [String(2 * quarter), String(4 * quarter - 4)],
  );
};

const namePart: Generator = (random, grade) => {
  const parts = grade <= 1 ? random.pick([2, 4]) : random.pick([2, 3, 4, 8]);
  const [food] = random.pick(FOODS);
  const names: Record<number, string> = { 2: 'one half', 3: 'one third', 4: 'one quarter', 8: 'one eighth' };
  return withDistractors(
    { prompt: `${capital(withArticle(food))} is cut into ${parts} equal pieces. What fraction of the ${food} is one piece?`, steps: [`There are ${parts} equal pieces, and we take 1 of them.`, `1 of ${parts} equal parts is 1/${parts}: ${names[parts]}.`], answer: `1/${parts} (${names[parts]})` },
    [`1/${parts + 1}`, `${parts}/1`],
  );
};

const equalOrNot: Generator = (random) => {
  const [food] = random.pick(FOODS);
  const equal = random.int(0, 1) === 1;
  const [big, small] = [random.int(6, 9), random.int(2, 4)];
  return withDistractors(
    {
      prompt: equal ? `${capital(withArticle(food))} is cut into 2 pieces that are exactly the same size. Is each piece one half?` : `${capital(withArticle(food))} is cut into 2 pieces: one is ${big} cm wide and the other is ${small} cm wide. Is each piece one half?`,
      steps: equal ? ['Halves are 2 equal parts of one whole.', 'The pieces are the same size, so each piece is one half.'] : ['Halves are 2 equal parts of one whole.', `The pieces are not the same size (${big} cm and ${small} cm), so they are not halves.`],
      answer: equal ? 'Yes' : 'No',
    },
    [equal ? 'No' : 'Yes'],
  );
};

const fractionOfSet: Generator = (random, grade) => {
  const parts = grade <= 1 ? random.pick([2, 4]) : random.pick([2, 3, 4]);
  const each = random.int(2, 6);
  const taken = grade >= 2 && parts > 2 ? random.int(1, parts - 1) : 1;
  const total = parts * each;
  const fraction = taken === 1 ? `1/${parts}` : `${taken}/${parts}`;
  return withDistractors(
    {
      prompt: `There are ${total} marbles. What is ${fraction} of ${total}?`,
      steps: [`Share ${total} into ${parts} equal groups: ${each} in each group.`, taken === 1 ? `One group is ${each}.` : `${taken} groups are ${taken} × ${each} = ${taken * each}.`],
      answer: String(taken * each),
    },
    [String(total - parts), String(each === taken * each ? total - each : each)],
  );
};

const halfEquivalent: Generator = (random) => {
  const [food] = random.pick(FOODS);
  const pieces = random.pick([4, 8]);
  return {
    prompt: `${capital(withArticle(food))} is cut into ${pieces} equal pieces and you eat ${pieces / 2} of them. What fraction of the ${food} have you eaten? Give two names for it.`,
    steps: [`You ate ${pieces / 2} of ${pieces} equal pieces: ${pieces / 2}/${pieces}.`, `That is half of the ${food}: ${pieces / 2}/${pieces} = 1/2.`],
    answer: `${pieces / 2}/${pieces}, which is the same as 1/2`,
  };
};

export const halvesAndQuarters = defineTopic({
  strand: 'fractions',
  name: 'halves, quarters and simple fractions',
  grades: [0, 2],
  keyPoints: (grade) => [
    'A half is one of 2 equal parts; a quarter is one of 4 equal parts.',
    'The parts must be the same size to be halves or quarters.',
    grade >= 2 ? 'Halving a half gives a quarter, and halving a quarter gives an eighth; 2/4 is the same as 1/2.' : 'To find half of a number, share it into 2 equal groups.',
  ],
  priorKnowledge: ['Sharing objects equally.', 'Doubles to 10 + 10.'],
  keywords: ['half', 'quarter', 'equal parts', 'whole'],
  misconceptions: ['fraction-whole-number-bias'],
  materials: ['Paper shapes to fold', 'Counters and paper plates', 'Play dough or paper “pizzas” to cut'],
  activities: ['Fold and check: children fold paper squares, circles and strips into halves and quarters in different ways, and hold the parts on top of each other to check that they are equal.'],
  levels: (grade) => [halfOfAmount, namePart, equalOrNot, quarterOfAmount, fractionOfSet, grade >= 2 ? halfEquivalent : halfOfAmount],
  recall: [earlyNumberWarmUps.equalGroups, halfOfAmount, earlyNumberWarmUps.addTwo],
});

// ——— Money (Foundation to Year 6) ———

/** A coin's name as children say it: "a 20c coin", "a quarter", "a £1 coin". */
function coinName(value: number, place: Place): string {
  const named = place.currency.coinName?.[value];
  if (named) return `a ${named}`;
  return `a ${value >= 100 ? `${place.currency.major}${value / 100}` : `${value}${place.currency.minor}`} coin`;
}

/** A handful of coins as children say it: "2 dimes and a penny", "3 pennies". */
function coinsNamed(coins: readonly number[], place: Place): string {
  const kinds = [...new Set(coins)];
  return listWithAnd(
    kinds.map((value) => {
      const count = coins.filter((c) => c === value).length;
      const one = coinName(value, place);
      return count === 1 ? one : `${count} ${one.replace(/^a /, '').replace(/y$/, 'ie')}s`;
    }),
  );
}

/** A handful of coins of the place, most valuable first, adding to at most the limit. */
function coinHandful(random: Random, place: Place, count: number, limit: number): number[] {
  const coins = place.currency.coins.filter((c) => c <= limit);
  for (;;) {
    const handful = Array.from({ length: count }, () => random.pick(coins)).sort((a, b) => b - a);
    if (handful.reduce((s, c) => s + c, 0) <= limit) return handful;
  }
}

const countCoins: Generator = (random, grade, place) => {
  const coins = coinHandful(random, place, grade <= 1 ? random.int(2, 3) : random.int(3, 5), grade <= 1 ? 100 : 500);
  const total = coins.reduce((s, c) => s + c, 0);
  const running = coins.map((_, i) => coins.slice(0, i + 1).reduce((s, c) => s + c, 0));
  return withDistractors(
    {
      prompt: `You have ${coinsNamed(coins, place)}. How much money do you have?`,
      steps: [`Start with the coin worth the most and count on: ${running.map((v) => cash(v, place, true)).join(', ')}.`, `Altogether: ${cash(total, place, true)}.`],
      answer: cash(total, place, true),
    },
    // Counting coins instead of their values, or adding the numbers written without regard to cents and dollars.
    [String(coins.length), cash(coins.reduce((s, c) => s + (c >= 100 ? c / 100 : c), 0), place, true)],
  );
};

const whichCoinWorthMore: Generator = (random, _grade, place) => {
  const [a, b] = random.shuffle(place.currency.coins.filter((c) => c <= 200)).slice(0, 2) as [number, number];
  return withDistractors(
    { prompt: `Which is worth more: ${coinName(a, place)} or ${coinName(b, place)}?`, steps: [`${capital(coinName(a, place))} is worth ${cash(a, place, true)}; ${coinName(b, place)} is worth ${cash(b, place, true)}.`, `${cash(Math.max(a, b), place, true)} is more.`], answer: coinName(Math.max(a, b), place) },
    [coinName(Math.min(a, b), place), 'They are worth the same'],
  );
};

/** The fewest coins that make an amount, by taking the largest coin that fits each time. */
function fewestCoins(amount: number, place: Place): number[] {
  const coins = [...place.currency.coins].sort((x, y) => y - x);
  const used: number[] = [];
  let rest = amount;
  for (const c of coins) while (rest >= c) {
    used.push(c);
    rest -= c;
  }
  return used;
}

const makeAmount: Generator = (random, grade, place) => {
  const step = Math.min(...place.currency.coins);
  const amount = random.int(3, grade <= 2 ? 19 : 39) * 5 + (step === 1 ? random.int(0, 4) : 0);
  const coins = fewestCoins(amount, place);
  return {
    prompt: `What is the smallest number of coins that make ${cash(amount, place, true)}?`,
    steps: [`Use the biggest coin that fits, then the next, until the amount is made.`, `${listWithAnd(coins.map((c) => cash(c, place, true)))} make ${cash(amount, place, true)}.`],
    answer: `${counted(coins.length, 'coin')}: ${coins.map((c) => cash(c, place, true)).join(' + ')}`,
  };
};

const changeFrom: Generator = (random, grade, place) => {
  const paid = grade <= 2 ? 100 : random.pick([500, 1000, 2000]);
  const price = random.int(grade <= 2 ? 3 : 21, paid / 5 - 1) * 5;
  const change = paid - price;
  const item = random.pick(['a toy', 'an apple', 'a book', 'a drink', 'a pencil case']);
  return withDistractors(
    {
      prompt: `You buy ${item} for ${cash(price, place, paid <= 100)} and pay with ${paid === 100 ? coinName(100, place) : `a ${cash(paid, place)} ${place.currency.note}`}. How much change do you get?`,
      steps: [`Count on from ${cash(price, place, paid <= 100)} to ${cash(paid, place, paid <= 100)}, or subtract: ${cash(paid, place, paid <= 100)} − ${cash(price, place, paid <= 100)}.`, `The change is ${cash(change, place, paid <= 100)}.`],
      answer: cash(change, place, paid <= 100),
    },
    [cash(paid + price, place, paid <= 100), cash(Math.abs(change - 10), place, paid <= 100)],
  );
};

const shoppingTotal: Generator = (random, grade, place) => {
  const items = random.shuffle(['a sandwich', 'a juice', 'a banana', 'a muffin', 'a notebook']).slice(0, grade <= 2 ? 2 : 3);
  const prices = items.map(() => random.int(grade <= 2 ? 2 : 10, grade <= 2 ? 9 : 99) * 5);
  const total = prices.reduce((s, p) => s + p, 0);
  const small = total < 100;
  return {
    prompt: `${capital(listWithAnd(items.map((it, i) => `${it} costs ${cash(prices[i]!, place, small)}`)))}. How much do they cost altogether?`,
    steps: [`Add the prices: ${prices.map((p) => cash(p, place, small)).join(' + ')}.`, `The total is ${cash(total, place, small)}.`],
    answer: cash(total, place, small),
  };
};

const savingPlan: Generator = (random, _grade, place) => {
  const weekly = random.int(2, 12) * 100;
  const weeks = random.int(4, 12);
  const goal = weekly * weeks - random.int(0, 3) * 100;
  const needed = Math.ceil(goal / weekly);
  const item = random.pick(['a bike', 'a game', 'a pair of shoes', 'a scooter', 'a tablet case']);
  return withDistractors(
    {
      prompt: `You save ${cash(weekly, place)} every week to buy ${item} that costs ${cash(goal, place)}. How many weeks must you save?`,
      steps: [`${cash(goal, place)} ÷ ${cash(weekly, place)} = ${(goal / weekly).toFixed(2).replace(/\.00$/, '')}.`, needed === goal / weekly ? `Exactly ${needed} weeks.` : `After ${needed - 1} weeks there is not enough yet, so it takes ${needed} weeks.`],
      answer: `${needed} weeks`,
    },
    [`${Math.floor(goal / weekly)} weeks`, `${needed + 1} weeks`],
  );
};

export const money = defineTopic({
  strand: 'money',
  name: 'money',
  grades: [0, 6],
  keyPoints: (grade) => [
    'A coin’s value is written on it; a coin’s size does not tell its value.',
    'To count money, start with the coin or note worth the most and count on.',
    grade <= 2 ? 'Change is what you get back: count on from the price to the amount you paid.' : '100 cents (or pence) make one dollar (or pound); line up the point when adding and subtracting money.',
  ],
  priorKnowledge: ['Counting in 1s, 2s, 5s and 10s.', 'Adding and subtracting within 100.'],
  keywords: (grade) => (grade <= 2 ? ['money', 'coin', 'value', 'change'] : ['money', 'change', 'total', 'budget']),
  materials: ['Real or play coins and notes of the country', 'Price tags and a class shop', 'Mini-whiteboards and pens'],
  activities: ['Class shop: children take turns as shopkeeper and customer, buy two items with play money, and check each other’s change by counting on from the price.'],
  levels: (grade) => (grade <= 1 ? [whichCoinWorthMore, countCoins, makeAmount, countCoins, changeFrom, shoppingTotal] : grade <= 3 ? [countCoins, makeAmount, shoppingTotal, changeFrom, changeFrom, shoppingTotal] : [shoppingTotal, changeFrom, makeAmount, changeFrom, savingPlan, savingPlan]),
  recall: [earlyNumberWarmUps.nextInCount, earlyNumberWarmUps.addTwo, earlyNumberWarmUps.subtractTwo],
});

// ——— Telling the time (Foundation to Year 4) ———

/** How the place says a time: "half past 3" in Australia and England, "3:30" in the United States. */
function sayTime(hour: number, minute: number, place: Place): string {
  const digital = `${hour}:${String(minute).padStart(2, '0')}`;
  if (minute === 0) return `${hour} o’clock`;
  if (!place.pastAndTo) return digital;
  const next = hour === 12 ? 1 : hour + 1;
  if (minute === 30) return `half past ${hour}`;
  if (minute === 15) return `quarter past ${hour}`;
  if (minute === 45) return `quarter to ${next}`;
  return minute < 30 ? `${minute} minutes past ${hour}` : `${60 - minute} minutes to ${next}`;
}

/** Where the hands point, in words a teacher can draw from. */
function handsOf(hour: number, minute: number): string {
  const minuteMark = minute === 0 ? 12 : minute / 5;
  const minuteText = Number.isInteger(minuteMark) ? `points to ${minuteMark}` : `is ${counted(minute % 5, 'small mark')} past the ${Math.floor(minute / 5) || 12}`;
  const next = hour === 12 ? 1 : hour + 1;
  const hourText =
    minute === 0
      ? `points to ${hour}`
      : minute === 30
        ? `is halfway between ${hour} and ${next}`
        : minute < 15
          ? `is just past ${hour}`
          : minute < 45
            ? `is between ${hour} and ${next}, nearer to ${minute < 30 ? hour : next}`
            : `is nearly at ${next}`;
  return `The minute hand ${minuteText} and the hour hand ${hourText}.`;
}

function clockMinutes(random: Random, grade: number): number {
  if (grade <= 0) return 0;
  if (grade === 1) return random.pick([0, 30]);
  if (grade === 2) return random.pick([0, 15, 30, 45, 5, 10, 20, 25, 35, 40, 50, 55]);
  return random.int(0, 59);
}

const readClock: Generator = (random, grade, place) => {
  const hour = random.int(1, 12);
  const minute = clockMinutes(random, grade);
  const digital = `${hour}:${String(minute).padStart(2, '0')}`;
  const said = sayTime(hour, minute, place);
  const answer = said === digital ? digital : `${said} (${digital})`;
  const swapped = minute === 0 ? `12:${String(hour * 5 % 60).padStart(2, '0')}` : `${Math.round(minute / 5) || 12}:${String(hour * 5 % 60).padStart(2, '0')}`;
  return withDistractors(
    {
      prompt: `${handsOf(hour, minute)} What time does the clock show?`,
      steps: [
        `The short hour hand gives the hour: ${minute < 30 || minute === 0 ? hour : `it has not reached ${hour === 12 ? 1 : hour + 1} yet, so the hour is ${hour}`}.`,
        `The long minute hand gives the minutes: ${minute === 0 ? 'at 12 it is o’clock' : `each number is 5 minutes, so it shows ${minute} minutes past`}.`,
        `The time is ${answer}.`,
      ],
      answer,
    },
    // Reading the hands the wrong way round (the same time when both point to 12), or the hour hand as the next hour.
    [swapped === digital ? `${hour}:${String((minute + 15) % 60).padStart(2, '0')}` : swapped, minute === 0 ? `${hour === 12 ? 1 : hour + 1}:00` : `${hour === 12 ? 1 : hour + 1}:${String(minute).padStart(2, '0')}`],
  );
};

const minutesPast = (hour: number, minute: number) => hour * 60 + minute;
const clockText = (total: number) => `${Math.floor(total / 60) % 12 || 12}:${String(total % 60).padStart(2, '0')}`;

const laterTime: Generator = (random, grade) => {
  const hour = random.int(1, 10);
  const minute = grade <= 1 ? 0 : grade === 2 ? random.pick([0, 15, 30, 45]) : random.int(0, 11) * 5;
  const add = grade <= 1 ? random.pick([60, 120, 30]) : grade === 2 ? random.pick([15, 30, 45, 60, 90]) : random.int(3, 17) * 5;
  const end = minutesPast(hour, minute) + add;
  const duration = hoursAndMinutes(add);
  return withDistractors(
    {
      prompt: `A lesson starts at ${clockText(minutesPast(hour, minute))} and lasts ${duration}. What time does it end?`,
      steps: add >= 60 ? [`Add the hours first: ${clockText(minutesPast(hour, minute))} + ${counted(Math.floor(add / 60), 'hour')} = ${clockText(minutesPast(hour, minute) + 60 * Math.floor(add / 60))}.`, ...(add % 60 ? [`Then add ${add % 60} minutes: ${clockText(end)}.`] : [])] : [`Count on ${add} minutes from ${clockText(minutesPast(hour, minute))}${minute + add >= 60 ? `, past the hour (60 minutes)` : ''}.`, `It ends at ${clockText(end)}.`],
      answer: clockText(end),
    },
    // Adding minutes as if an hour had 100 of them.
    [`${Math.floor((hour * 100 + minute + add) / 100) % 12 || 12}:${String((hour * 100 + minute + add) % 100).padStart(2, '0')}`, clockText(end + 60)],
  );
};

const howLong: Generator = (random, grade) => {
  const start = random.int(1, 9) * 60 + (grade <= 2 ? random.pick([0, 30]) : random.int(0, 11) * 5);
  const length = grade <= 2 ? random.pick([30, 60, 90, 120]) : random.int(4, 30) * 5;
  const hours = Math.floor(length / 60);
  const minutes = length % 60;
  const answer = hoursAndMinutes(length);
  return {
    prompt: `A film starts at ${clockText(start)} and finishes at ${clockText(start + length)}. How long is the film?`,
    steps: [`Count on from ${clockText(start)}${hours ? ` in whole hours: ${counted(hours, 'hour')} takes it to ${clockText(start + 60 * hours)}` : ''}.`, ...(minutes ? [`Then ${minutes} more minutes to ${clockText(start + length)}.`] : []), `The film lasts ${answer}.`],
    answer,
  };
};

const to24Hour: Generator = (random) => {
  const hour = random.int(1, 11);
  const minute = random.int(0, 11) * 5;
  const pm = random.int(0, 1) === 1;
  const h24 = pm ? hour + 12 : hour;
  const text = `${String(h24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return withDistractors(
    { prompt: `Write ${hour}:${String(minute).padStart(2, '0')} ${pm ? 'pm' : 'am'} in 24-hour time.`, steps: pm ? [`After midday, add 12 to the hour: ${hour} + 12 = ${h24}.`, `${text}.`] : [`Morning times keep their hour, written with two digits.`, `${text}.`], answer: text },
    [pm ? `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` : `${hour + 12}:${String(minute).padStart(2, '0')}`, `${String(h24 + 2).padStart(2, '0')}:${String(minute).padStart(2, '0')}`],
  );
};

const from24Hour: Generator = (random) => {
  const h24 = random.int(13, 23);
  const minute = random.int(0, 11) * 5;
  return withDistractors(
    { prompt: `Write ${h24}:${String(minute).padStart(2, '0')} as a 12-hour time with am or pm.`, steps: [`Hours after 12 are in the afternoon or evening: subtract 12.`, `${h24} − 12 = ${h24 - 12}, so ${h24 - 12}:${String(minute).padStart(2, '0')} pm.`], answer: `${h24 - 12}:${String(minute).padStart(2, '0')} pm` },
    [`${h24 - 10}:${String(minute).padStart(2, '0')} pm`, `${h24 - 12}:${String(minute).padStart(2, '0')} am`],
  );
};

const TIME_UNITS = [
  { big: 'hours', small: 'minutes', per: 60 },
  { big: 'minutes', small: 'seconds', per: 60 },
  { big: 'days', small: 'hours', per: 24 },
  { big: 'weeks', small: 'days', per: 7 },
  { big: 'years', small: 'months', per: 12 },
] as const;

const convertTime: Generator = (random) => {
  const unit = random.pick(TIME_UNITS);
  const n = random.int(2, 9);
  return withDistractors(
    { prompt: `How many ${unit.small} are there in ${n} ${unit.big}?`, steps: [`There are ${unit.per} ${unit.small} in one ${unit.big.slice(0, -1)}.`, `${n} × ${unit.per} = ${n * unit.per}.`], answer: `${n * unit.per} ${unit.small}` },
    [`${n * 100} ${unit.small}`, `${n + unit.per} ${unit.small}`],
  );
};

export const tellingTime = defineTopic({
  strand: 'time',
  name: 'telling the time',
  grades: [0, 5],
  keyPoints: (grade) => [
    'The short hand shows the hour; the long hand shows the minutes.',
    grade <= 1 ? 'At o’clock the minute hand points to 12; at half past it points to 6.' : 'Each number on the clock face is 5 minutes for the minute hand; there are 60 minutes in an hour.',
    grade >= 4 ? 'In 24-hour time the hours after midday go on from 12: 3:00 pm is 15:00.' : 'To find how long something takes, count on from the start time to the end time.',
  ],
  priorKnowledge: ['Counting in 5s to 60.', 'Reading numbers to 12.'],
  keywords: (grade) => (grade <= 2 ? ['hour', 'minute', 'analog clock', 'digital clock'] : ['hour', 'minute', 'analog clock', 'digital clock', 'elapsed time']),
  materials: ['A geared teaching clock and small student clocks', 'Digital clock cards', 'Mini-whiteboards and pens'],
  activities: ['Show me the time: the teacher says a time and children set their clocks, then a partner reads the clock aloud and writes it as a digital time.'],
  levels: (grade) => (grade <= 1 ? [readClock, readClock, laterTime, readClock, laterTime, howLong] : grade <= 3 ? [readClock, laterTime, howLong, readClock, convertTime, howLong] : [readClock, to24Hour, from24Hour, howLong, laterTime, convertTime]),
  recall: (grade) => (grade <= 1 ? [earlyNumberWarmUps.count, earlyNumberWarmUps.nextInCount, earlyNumberWarmUps.addTwo] : [earlyNumberWarmUps.nextInCount, convertTime, readClock]),
});

// ——— Durations, timetables and units of time (Years 3 to 8) ———

const timetable: Generator = (random) => {
  const stops = random.shuffle(['Park Road', 'Station', 'Library', 'Market', 'Beach', 'Hospital']).slice(0, 3);
  const first = random.int(6, 18) * 60 + random.int(0, 11) * 5;
  const legs = [random.int(3, 9) * 5, random.int(3, 9) * 5];
  const times = [first, first + legs[0]!, first + legs[0]! + legs[1]!];
  const t24 = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const total = legs[0]! + legs[1]!;
  return withDistractors(
    {
      prompt: `A bus timetable reads: ${stops.map((s, i) => `${s} ${t24(times[i]!)}`).join(', ')}. How long does the bus take from ${stops[0]} to ${stops[2]}?`,
      steps: [`From ${t24(times[0]!)} to ${t24(times[2]!)}.`, `Count on: ${t24(times[0]!)} to ${t24(times[1]!)} is ${legs[0]} minutes, then to ${t24(times[2]!)} is ${legs[1]} more.`, `${legs[0]} + ${legs[1]} = ${total} minutes.`],
      answer: total >= 60 ? `${total} minutes (${hoursAndMinutes(total)})` : `${total} minutes`,
    },
    [`${(Math.floor(times[2]! / 60) * 100 + (times[2]! % 60)) - (Math.floor(times[0]! / 60) * 100 + (times[0]! % 60))} minutes`, `${legs[1]} minutes`],
  );
};

const elapsedAcrossNoon: Generator = (random) => {
  const start = random.int(8, 11) * 60 + random.int(0, 11) * 5;
  const end = random.int(13, 17) * 60 + random.int(0, 11) * 5;
  const length = end - start;
  const ampm = (m: number) => `${Math.floor(m / 60) % 12 || 12}:${String(m % 60).padStart(2, '0')} ${m >= 720 ? 'pm' : 'am'}`;
  return {
    prompt: `A school trip leaves at ${ampm(start)} and gets back at ${ampm(end)}. How long is the trip?`,
    steps: [`From ${ampm(start)} to 12:00 pm is ${720 - start} minutes.`, `From 12:00 pm to ${ampm(end)} is ${end - 720} minutes.`, `${720 - start} + ${end - 720} = ${length} minutes = ${hoursAndMinutes(length)}.`],
    answer: hoursAndMinutes(length),
  };
};

const timeZones: Generator = (random) => {
  const cities = random.pick([
    ['Perth', 'Sydney', 2],
    ['London', 'Dubai', 4],
    ['Los Angeles', 'New York', 3],
    ['Auckland', 'Tokyo', -3],
  ] as const);
  const start = random.int(6, 14) * 60 + random.int(0, 3) * 15;
  const flight = random.int(2, 6) * 60 + random.int(0, 3) * 15;
  const arrival = start + flight + cities[2] * 60;
  const t24 = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return {
    prompt: `A flight leaves ${cities[0]} at ${t24(start)} local time and takes ${hoursAndMinutes(flight)}. ${cities[1]} is ${Math.abs(cities[2])} hours ${cities[2] > 0 ? 'ahead of' : 'behind'} ${cities[0]}. What is the local time in ${cities[1]} when it lands?`,
    steps: [`Landing time in ${cities[0]} time: ${t24(start)} + ${Math.floor(flight / 60)} h ${flight % 60} min = ${t24(start + flight)}.`, `${cities[2] > 0 ? 'Add' : 'Subtract'} ${Math.abs(cities[2])} hours for ${cities[1]}: ${t24(arrival)}.`],
    answer: t24(arrival),
  };
};

const mixedUnits: Generator = (random) => {
  const minutes = random.int(70, 400);
  return withDistractors(
    { prompt: `Write ${minutes} minutes in hours and minutes.`, steps: [`60 minutes make 1 hour: ${minutes} ÷ 60 = ${Math.floor(minutes / 60)} remainder ${minutes % 60}.`, `${minutes} minutes = ${hoursAndMinutes(minutes)}.`], answer: hoursAndMinutes(minutes) },
    [`${Math.floor(minutes / 100)} hours ${minutes % 100} minutes`, `${counted(Math.floor(minutes / 60), 'hour')} ${(minutes % 60) + 10} minutes`],
  );
};

const daysInMonths: Generator = (random) => {
  const months = [
    ['January', 31],
    ['February', 28],
    ['March', 31],
    ['April', 30],
    ['May', 31],
    ['June', 30],
    ['July', 31],
    ['August', 31],
    ['September', 30],
    ['October', 31],
    ['November', 30],
    ['December', 31],
  ] as const;
  const i = random.int(0, 10);
  const [m1, d1] = months[i]!;
  const [m2, d2] = months[i + 1]!;
  const start = random.int(1, d1);
  const end = random.int(1, d2);
  const days = d1 - start + end;
  return {
    prompt: `How many days is it from ${start} ${m1} to ${end} ${m2} in a year that is not a leap year?`,
    steps: [`${m1} has ${d1} days: from ${start} ${m1} to ${d1} ${m1} is ${d1 - start} days.`, `Then ${end} more days into ${m2}.`, `${d1 - start} + ${end} = ${days} days.`],
    answer: `${days} days`,
  };
};

export const timeDurations = defineTopic({
  strand: 'time',
  name: 'durations, timetables and units of time',
  grades: [3, 8],
  keyPoints: (grade) => [
    'There are 60 seconds in a minute, 60 minutes in an hour and 24 hours in a day, so time is not added like decimals.',
    'To find a duration, count on from the start time in easy jumps: to the next hour, then whole hours, then the minutes left.',
    grade >= 6 ? 'Across time zones, work out the time in one place first, then add or subtract the difference between the zones.' : 'In 24-hour time, the hours after midday go on from 12: 3:45 pm is 15:45.',
  ],
  priorKnowledge: ['Telling the time to the minute.', 'Adding and subtracting within 100.', 'Multiplying by 60, 24 and 7.'],
  keywords: ['hour', 'minute', 'elapsed time', 'timetable'],
  materials: ['Local bus or train timetables', 'Number lines marked in hours', 'Teaching clocks'],
  activities: ['Plan the day: groups use a real timetable to plan a trip that must arrive by a given time, record each leg on a time line, and check the total duration two ways.'],
  levels: (grade) => (grade <= 4 ? [convertTime, mixedUnits, howLong, elapsedAcrossNoon, timetable, daysInMonths] : grade <= 6 ? [mixedUnits, to24Hour, elapsedAcrossNoon, timetable, daysInMonths, timetable] : [mixedUnits, timetable, elapsedAcrossNoon, timeZones, timetable, timeZones]),
  recall: [convertTime, to24Hour, howLong],
});

// ——— Days, weeks, months and the calendar (Foundation to Year 3) ———

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const dayAfter: Generator = (random) => {
  const i = random.int(0, 6);
  const after = random.int(0, 1) === 1;
  const answer = DAYS[(i + (after ? 1 : 6)) % 7]!;
  return withDistractors(
    { prompt: `Which day comes ${after ? 'after' : 'before'} ${DAYS[i]}?`, steps: [`Say the days in order: ${DAYS.join(', ')}.`, `The day ${after ? 'after' : 'before'} ${DAYS[i]} is ${answer}.`], answer },
    [DAYS[(i + (after ? 6 : 1)) % 7]!, DAYS[(i + 2) % 7]!],
  );
};

const daysLater: Generator = (random) => {
  const i = random.int(0, 6);
  const n = random.int(2, 10);
  const answer = DAYS[(i + n) % 7]!;
  return { prompt: `Today is ${DAYS[i]}. What day will it be in ${n} days?`, steps: [n >= 7 ? `7 days later is ${DAYS[i]} again; ${n - 7} more ${n - 7 === 1 ? 'day' : 'days'} after that.` : `Count on ${n} days from ${DAYS[i]}.`, `It will be ${answer}.`], answer };
};

const monthAfter: Generator = (random) => {
  const i = random.int(0, 11);
  const answer = MONTHS[(i + 1) % 12]!;
  return withDistractors({ prompt: `Which month comes after ${MONTHS[i]}?`, steps: [`The months in order: ${MONTHS.join(', ')}.`, `After ${MONTHS[i]} comes ${answer}.`], answer }, [MONTHS[(i + 11) % 12]!, MONTHS[(i + 2) % 12]!]);
};

const daysInMonth: Generator = (random) => {
  const i = random.pick([1, 3, 5, 8, 10, 0, 6]);
  return withDistractors(
    { prompt: `How many days are there in ${MONTHS[i]}${MONTHS[i] === 'February' ? ' (not in a leap year)' : ''}?`, steps: [`Use the rhyme or the knuckles: 30 days have September, April, June and November; February has 28 (29 in a leap year); the rest have 31.`, `${MONTHS[i]} has ${MONTH_DAYS[i]} days.`], answer: String(MONTH_DAYS[i]) },
    ['30', '31', '28'].filter((d) => d !== String(MONTH_DAYS[i])),
  );
};

const daysBetween: Generator = (random) => {
  const i = random.int(0, 11);
  const start = random.int(1, MONTH_DAYS[i]! - 10);
  const end = random.int(start + 2, MONTH_DAYS[i]!);
  return withDistractors(
    { prompt: `A class plants seeds on ${start} ${MONTHS[i]}. The first shoots appear on ${end} ${MONTHS[i]}. How many days later is that?`, steps: [`Count on from the ${start}th to the ${end}th, or subtract: ${end} − ${start} = ${end - start}.`], answer: `${end - start} days` },
    [`${end - start + 1} days`, `${end + start} days`],
  );
};

const weeksAndDays: Generator = (random) => {
  const weeks = random.int(1, 4);
  const days = random.int(1, 6);
  return { prompt: `How many days are there in ${counted(weeks, 'week')} and ${counted(days, 'day')}?`, steps: [`One week has 7 days: ${weeks} × 7 = ${weeks * 7}.`, `${weeks * 7} + ${days} = ${weeks * 7 + days}.`], answer: `${weeks * 7 + days} days` };
};

export const calendar = defineTopic({
  strand: 'time',
  name: 'days, weeks, months and the calendar',
  grades: [0, 3],
  keyPoints: ['There are 7 days in a week and 12 months in a year, always in the same order.', 'Months have 28, 29, 30 or 31 days; a calendar shows the days of each month in weeks.', 'To find how many days later, count on along the calendar or subtract the dates.'],
  priorKnowledge: ['Saying the days of the week.', 'Counting on and back.'],
  keywords: ['day', 'week', 'month', 'calendar'],
  materials: ['A large class calendar', 'Day and month name cards', 'Mini-whiteboards and pens'],
  activities: ['Class calendar: children mark birthdays, holidays and events on the class calendar and answer “how many days until…?” by counting on along the weeks.'],
  levels: (grade) => (grade <= 0 ? [dayAfter, dayAfter, daysLater, monthAfter, dayAfter, daysLater] : [dayAfter, monthAfter, daysLater, daysInMonth, daysBetween, weeksAndDays]),
  recall: [dayAfter, earlyNumberWarmUps.nextInCount, earlyNumberWarmUps.addTwo],
});

// ——— Comparing and measuring length, mass and capacity (Foundation to Year 2) ———

const OBJECTS = ['pencil', 'book', 'shoe', 'ribbon', 'desk', 'scarf', 'stick'] as const;
const UNITS = [
  ['paper clips', 'paper clip'],
  ['cubes', 'cube'],
  ['hand spans', 'hand span'],
] as const;

const whichLonger: Generator = (random, grade) => {
  const [a, b] = random.shuffle(OBJECTS).slice(0, 2) as [string, string];
  const [units, oneUnit] = random.pick(UNITS);
  const la = random.int(3, grade <= 0 ? 10 : 20);
  let lb = random.int(3, grade <= 0 ? 10 : 20);
  while (lb === la) lb = random.int(3, grade <= 0 ? 10 : 20);
  const [long, short] = la > lb ? [a, b] : [b, a];
  return withDistractors(
    { prompt: `${capital(withArticle(a))} is ${la} ${units} long. ${capital(withArticle(b))} is ${lb} ${units} long. Which is longer, and by how many ${units}?`, steps: [`More ${units} means longer: ${Math.max(la, lb)} is more than ${Math.min(la, lb)}.`, `The difference is ${Math.max(la, lb)} − ${Math.min(la, lb)} = ${Math.abs(la - lb)}.`], answer: `The ${long}, by ${counted(Math.abs(la - lb), oneUnit, units)}` },
    [`The ${short}, by ${counted(Math.abs(la - lb), oneUnit, units)}`, `The ${long}, by ${la + lb} ${units}`],
  );
};

const balance: Generator = (random, grade) => {
  const [a, b] = random.shuffle(['toy car', 'apple', 'book', 'shoe', 'ball', 'teddy bear']).slice(0, 2) as [string, string];
  const ma = random.int(3, grade <= 0 ? 10 : 20);
  let mb = random.int(3, grade <= 0 ? 10 : 20);
  while (mb === ma) mb = random.int(3, grade <= 0 ? 10 : 20);
  return withDistractors(
    { prompt: `On a balance scale, ${withArticle(a)} balances ${ma} cubes and ${withArticle(b)} balances ${mb} cubes. Which is heavier?`, steps: [`The heavier object needs more cubes to balance it.`, `${Math.max(ma, mb)} cubes is more than ${Math.min(ma, mb)} cubes, so the ${ma > mb ? a : b} is heavier.`], answer: `The ${ma > mb ? a : b}` },
    [`The ${ma > mb ? b : a}`, 'They are the same'],
  );
};

const capacity: Generator = (random, grade) => {
  const [a, b] = random.shuffle(['jug', 'bottle', 'bucket', 'vase', 'teapot']).slice(0, 2) as [string, string];
  const ca = random.int(3, grade <= 0 ? 10 : 20);
  let cb = random.int(3, grade <= 0 ? 10 : 20);
  while (cb === ca) cb = random.int(3, grade <= 0 ? 10 : 20);
  return withDistractors(
    { prompt: `${capital(withArticle(a))} fills ${ca} cups with water. ${capital(withArticle(b))} fills ${cb} cups. Which holds more, and how many more cups?`, steps: [`More cups means it holds more.`, `${Math.max(ca, cb)} − ${Math.min(ca, cb)} = ${Math.abs(ca - cb)}.`], answer: `The ${ca > cb ? a : b}, by ${counted(Math.abs(ca - cb), 'cup')}` },
    [`The ${ca > cb ? b : a}, by ${counted(Math.abs(ca - cb), 'cup')}`, `The ${ca > cb ? a : b}, by ${ca + cb} cups`],
  );
};

const orderThree: Generator = (random) => {
  const names = random.shuffle(['Ana', 'Ben', 'Cleo', 'Dev', 'Eli']).slice(0, 3);
  const lengths = random.shuffle([random.int(3, 6), random.int(7, 10), random.int(11, 15)]);
  const ordered = names.map((n, i) => [n, lengths[i]!] as const).sort((x, y) => y[1] - x[1]);
  return {
    prompt: `Three children measure their ribbons in paper clips: ${listWithAnd(names.map((n, i) => `${n}’s is ${lengths[i]} long`))}. Put the ribbons in order from longest to shortest.`,
    steps: [`Longest has the most paper clips: ${ordered[0]![0]} (${ordered[0]![1]}).`, `Then ${ordered[1]![0]} (${ordered[1]![1]}), then ${ordered[2]![0]} (${ordered[2]![1]}).`],
    answer: ordered.map(([n]) => n).join(', '),
  };
};

const spans: Generator = (random) => {
  const [p, q] = random.shuffle(['Tom', 'Mia', 'Raj', 'Lily']).slice(0, 2) as [string, string];
  const a = random.int(5, 9);
  const b = a + random.int(1, 4);
  return withDistractors(
    { prompt: `${p} measures a desk as ${a} hand spans long. ${q} measures the same desk as ${b} hand spans long. Whose hand span is longer?`, steps: [`It is the same desk, so the same length.`, `The longer unit fits fewer times: ${p} needed fewer spans (${a} < ${b}), so ${p}’s hand span is longer.`], answer: `${p}’s` },
    [`${q}’s`, 'They are the same'],
  );
};

const endToEnd: Generator = (random, grade) => {
  const block = grade >= 2 ? random.pick([2, 3, 5, 10]) : random.pick([2, 5]);
  const count = random.int(3, 9);
  return withDistractors(
    { prompt: `Blocks that are ${block} cm long are laid end to end along a ${count * block} cm strip with no gaps. How many blocks fit?`, steps: [`Count in ${block}s up to ${count * block}: ${Array.from({ length: count }, (_, i) => (i + 1) * block).join(', ')}.`, `${count} blocks fit.`], answer: String(count) },
    [String(count * block - block), String(count + block)],
  );
};

/** Lengths an object of the kind could really have, in centimetres. */
const TYPICAL_CM: Record<(typeof OBJECTS)[number], readonly [number, number]> = {
  pencil: [12, 19],
  book: [20, 32],
  shoe: [15, 30],
  ribbon: [25, 95],
  desk: [60, 120],
  scarf: [80, 150],
  stick: [20, 90],
};

const rulerDifference: Generator = (random) => {
  const [p, q] = random.shuffle(OBJECTS).slice(0, 2) as [(typeof OBJECTS)[number], (typeof OBJECTS)[number]];
  const a = random.int(...TYPICAL_CM[p]);
  let b = random.int(...TYPICAL_CM[q]);
  while (b === a) b = random.int(...TYPICAL_CM[q]);
  return { prompt: `${capital(withArticle(p))} is ${a} cm long and ${withArticle(q)} is ${b} cm long. How much longer is the ${a > b ? p : q}?`, steps: [`Subtract the shorter length from the longer: ${Math.max(a, b)} − ${Math.min(a, b)} = ${Math.abs(a - b)}.`], answer: `${Math.abs(a - b)} cm` };
};

export const comparingMeasures = defineTopic({
  strand: 'measurement',
  name: 'comparing and measuring length, mass and capacity',
  grades: [0, 2],
  keyPoints: (grade) => [
    'To compare lengths, line the objects up from the same starting point.',
    'Units must be the same size and laid end to end with no gaps or overlaps.',
    grade >= 2 ? 'Centimetres and metres are standard units: everyone’s centimetre is the same, so measurements can be compared.' : 'The heavier object makes its side of a balance go down; the container that holds more fills more cups.',
  ],
  priorKnowledge: ['Counting objects.', 'The words longer, shorter, heavier, lighter.'],
  keywords: (grade) => (grade >= 2 ? ['length', 'mass', 'capacity', 'centimetre'] : ['length', 'mass', 'capacity', 'unit']),
  materials: ['Paper clips, cubes and straws as informal units', 'Balance scales', 'Containers and cups for water or sand', 'Rulers (Year 2)'],
  activities: ['Measure the room: pairs measure three objects with paper clips, then with cubes, record both, and explain why the numbers differ.'],
  levels: (grade) => (grade >= 2 ? [whichLonger, endToEnd, rulerDifference, spans, balance, rulerDifference] : [whichLonger, balance, capacity, orderThree, spans, endToEnd]),
  recall: [earlyNumberWarmUps.count, earlyNumberWarmUps.subtractTwo, earlyNumberWarmUps.addTwo],
});
