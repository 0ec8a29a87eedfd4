/**
 * Rules that read the Foundation to Year 2 questions (counting, number bonds, money, clocks, shapes, patterns, data)
 * and work each answer out another way: counting the pictures, adding coin values from a table, turning a compass.
 */

import { evaluate, fraction, num, print, product, share, wordsToNumber, type Asked, type Rule } from './maths-generators.ts';
import { RULES as NUMBER_RULES } from './maths-rules-number.ts';

const COINS: Record<string, number> = { penny: 1, pennie: 1, nickel: 5, dime: 10, quarter: 25 };
const MINOR: Record<string, string> = { 'us-ccss-math': '¢', 'au-v9-math': 'c', 'en-nc': 'p' };
const MAJOR: Record<string, string> = { 'us-ccss-math': '$', 'au-v9-math': '$', 'en-nc': '£' };
const COIN_SETS: Record<string, number[]> = { 'us-ccss-math': [1, 5, 10, 25], 'au-v9-math': [5, 10, 20, 50, 100, 200], 'en-nc': [1, 2, 5, 10, 20, 50, 100, 200] };

/** The value in cents (or pence) of "a dime", "2 quarters", "a 20c coin", "3 £1 coins", "a $5 note". */
function coinsWorth(item: string): number {
  const m = /^(an?|\d+) (.+?)$/.exec(item.trim());
  if (!m) return NaN;
  const count = /^\d+$/.test(m[1]!) ? Number(m[1]) : 1;
  const name = m[2]!.replace(/s$/, '').replace(/ (coin|note|bill)$/, '');
  const each = COINS[name] ?? (/^[$£][\d.]+$/.test(name) ? Math.round(Number(name.slice(1)) * 100) : /^(\d+)[cp¢]$/.test(name) ? Number(name.slice(0, -1)) : NaN);
  return product(each, count);
}
const listed = (text: string) => text.split(/, | and /);
/** Cents as the early money questions print them: "36¢", "85c", "45p", or "$1.20" from a dollar or pound up. */
const amount = (cents: number, q: Asked) => (cents < 100 ? `${cents}${MINOR[q.framework]}` : `${MAJOR[q.framework]}${share(cents, 100)[0]}.${String(cents % 100).padStart(2, '0')}`);
const centsOf = (text: string) => (/^[$£]/.test(text) ? Math.round(num(text.slice(1)) * 100) : num(text.replace(/[¢cp]$/, '')));

/** The fewest coins making an amount, by trying every count (not the greedy choice a generator would make). */
function fewestCoins(total: number, coins: number[]): number {
  const best = [0];
  for (let v = 1; v <= total; v++) best[v] = Math.min(...coins.filter((c) => c <= v).map((c) => best[v - c]! + 1), Infinity);
  return best[total]!;
}

/** Minutes since midnight of "9:40 am", "18:05", "3:15". */
const clock = (h: string, m: string, half?: string) => (half ? (Number(h) % 12) * 60 + (half === 'pm' ? 720 : 0) : Number(h) * 60) + Number(m);
function duration(minutes: number): string {
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  const hours = h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '';
  const mins = m || !h ? `${m} ${m === 1 ? 'minute' : 'minutes'}` : '';
  return [hours, mins].filter(Boolean).join(' ');
}
/** "2 hours", "30 minutes", "1 hour 30 minutes" in minutes. */
const minutesOf = (text: string) => [...text.matchAll(/(\d+) (hour|minute)s?/g)].reduce((t, [, n, unit]) => t + Number(n) * (unit === 'hour' ? 60 : 1), 0);

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const dayOfYear = (day: number, month: string) => (Date.UTC(2023, MONTHS.indexOf(month), day) - Date.UTC(2023, 0, 1)) / 86_400_000;

const SIDES: Record<string, number> = { triangle: 3, square: 4, rectangle: 4, pentagon: 5, hexagon: 6, heptagon: 7, octagon: 8, nonagon: 9, decagon: 10 };
const SYMMETRY_LINES: Record<string, number> = {
  square: 4,
  'rectangle that is not a square': 2,
  'rhombus that is not a square': 2,
  kite: 1,
  'parallelogram with no right angles and unequal sides': 0,
  'isosceles triangle that is not equilateral': 1,
  'equilateral triangle': 3,
  'scalene triangle': 0,
  circle: Infinity,
};
/** [faces, edges, vertices] of the solids, counted from a drawing. */
const SOLIDS: Record<string, [number, number, number]> = {
  cube: [6, 12, 8],
  'cuboid (rectangular prism)': [6, 12, 8],
  'triangular prism': [5, 9, 6],
  'square-based pyramid': [5, 8, 5],
  'triangular pyramid (tetrahedron)': [4, 6, 4],
};
const ROTATION: Record<string, number> = { square: 4, 'rectangle that is not a square': 2, 'rhombus that is not a square': 2, parallelogram: 2, kite: 1, 'isosceles triangle that is not equilateral': 1, 'scalene triangle': 1 };
const QUADRILATERALS: Record<string, string> = {
  '4 equal sides and 4 right angles': 'square',
  '4 right angles, with opposite sides equal but not all 4 sides equal': 'rectangle',
  '4 equal sides but no right angles': 'rhombus',
  '2 pairs of parallel sides, no right angles, and not all sides equal': 'parallelogram',
  'exactly one pair of parallel sides': 'trapezium',
  '2 pairs of equal sides next to each other, and no parallel sides': 'kite',
};
const FACE_SHAPES: Record<string, string> = {
  cube: '6 squares',
  'cuboid (rectangular prism)': '6 rectangles',
  'square-based pyramid': '1 square and 4 triangles',
  'triangular pyramid (tetrahedron)': '4 triangles',
  'triangular prism': '2 triangles and 3 rectangles',
};
/** What familiar things are shaped like, as a Foundation teacher names them. */
const EVERYDAY_SOLIDS: Record<string, string> = {
  'a ball': 'a sphere',
  'an orange': 'a sphere',
  'a tin of beans': 'a cylinder',
  'a glue stick': 'a cylinder',
  'a building block': 'a cube',
  'an ice-cream cone': 'a cone',
  'a party hat': 'a cone',
  'a cereal box': 'a cuboid',
};

/** [flat faces, curved surfaces, points] of the round solids. */
const ROUND_SOLIDS: Record<string, [number, number, number]> = { cylinder: [2, 1, 0], cone: [1, 1, 1], sphere: [0, 1, 0] };
const NETS: Record<string, string> = {
  '6 squares': 'a cube',
  '1 square and 4 triangles': 'a square-based pyramid',
  '2 circles and 1 rectangle': 'a cylinder',
  '4 triangles': 'a triangular pyramid (tetrahedron)',
  '2 triangles and 3 rectangles': 'a triangular prism',
  '2 hexagons and 6 rectangles': 'a hexagonal prism',
  '2 pentagons and 5 rectangles': 'a pentagonal prism',
  '6 rectangles': 'a cuboid (rectangular prism)',
};
const COMPASS4 = ['north', 'east', 'south', 'west'];
const COMPASS8 = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];
const QUARTERS: Record<string, number> = { 'quarter turn': 1, 'half turn': 2, 'three-quarter turn': 3, 'whole turn': 4 };

/** The smallest repeating unit of a pattern whose known items (□ unknown) all agree with it. */
function period(items: string[]): string[] {
  for (let p = 1; p <= items.length; p++) {
    const unit: Array<string | undefined> = Array.from({ length: p }, () => undefined);
    const fits = items.every((item, i) => item === '□' || (unit[i % p] ??= item) === item);
    if (fits && unit.every(Boolean) && items.length >= 2 * p) return unit as string[];
  }
  return items;
}

export const EARLY_RULES: readonly Rule[] = [
  // Counting
  [/^How many \w+ are there\? ((?:[●▲■★♥] ?)+)$/, (m) => String(m[1]!.trim().split(' ').length)],
  [/^Row A: ([●▲■★♥ ]+)\. Row B: ([●▲■★♥ ]+)\. Which row has more \w+\?$/, (m) => (m[1]!.split(' ').length > m[2]!.split(' ').length ? 'Row A' : 'Row B')],
  [/^There are (\d+) ([\w ]+) on a plate\. One more [\w ]+ is put on the plate\. How many \2 are there now\?$/, (m) => String(Number(m[1]) + 1)],
  [/^There are (\d+) ([\w ]+) on a plate\. One [\w ]+ is taken away\. How many \2 are there now\?$/, (m) => String(Number(m[1]) - 1)],
  [/^Start at (\d+) and count on (\d+)\. Which number do you land on\?$/, (m) => String(Number(m[1]) + Number(m[2]))],
  [/^Write (?:the number )?([a-z -]+) in numerals\.$/, (m) => {
    const value = wordsToNumber(m[1]!);
    return value === undefined ? undefined : print(value);
  }],
  [/^Write ([\d,]+) in words\.$/, (m) => (answer) => wordsToNumber(answer) === num(m[1]!)],
  [/^Fill in the missing number: ((?:[\d,]+|□)(?:, (?:[\d,]+|□))+)\.$/, (m) => {
    const items = m[1]!.split(', ');
    const gap = items.indexOf('□');
    const known = items.map((t, i) => [i, t] as const).filter(([, t]) => t !== '□');
    const step = (num(known[1]![1]) - num(known[0]![1])) / (known[1]![0] - known[0]![0]);
    return print(num(known[0]![1]) + step * (gap - known[0]![0]));
  }],
  [/^Which number is bigger, (\d+) or (\d+)\?$/, (m) => String(Math.max(Number(m[1]), Number(m[2])))],
  [/^Use each of the digit cards ([\d, ]+) once to make the (largest|smallest) possible number\.$/, (m) => {
    // Every arrangement, tried one by one; a number does not start with 0.
    const arrangements = (cards: string[]): string[] => (cards.length <= 1 ? cards : cards.flatMap((c, i) => arrangements([...cards.slice(0, i), ...cards.slice(i + 1)]).map((rest) => c + rest)));
    const values = arrangements(m[1]!.split(', ')).filter((a) => !a.startsWith('0')).map(Number);
    return print(m[2] === 'largest' ? Math.max(...values) : Math.min(...values));
  }],
  [/^What is ([\d,]+) (more|less) than ([\d,]+)\?$/, (m) => print(num(m[3]!) + (m[2] === 'more' ? 1 : -1) * num(m[1]!))],
  [/^Which number is halfway between ([\d,]+) and ([\d,]+) on a number line\?$/, (m) => (answer) => num(answer) - num(m[1]!) === num(m[2]!) - num(answer)],
  [/^Write <, > or = to compare ([\d,]+) and ([\d,]+)\.$/, (m) => `${m[1]} ${num(m[1]!) < num(m[2]!) ? '<' : num(m[1]!) > num(m[2]!) ? '>' : '='} ${m[2]}`],
  // Teen numbers, number bonds, adding and subtracting
  [/^One ten-frame is full, and a second ten-frame has (\d+) dots?\. How many dots are there altogether\?$/, (m) => String(10 + Number(m[1]))],
  [/^(\d+) is 1 ten and □ ones\. What number goes in the box\?$/, (m) => String(Number(m[1]) - 10)],
  [/^Which number has (\d+) tens? and (\d+) ones?\?$/, (m) => String(product(10, Number(m[1])) + Number(m[2]))],
  [/^There are (\d+) ([\w ]+) in a box\. (\d+) (?:is|are) red and the rest are blue\. How many blue \2 are there\?$/, (m) => String(Number(m[1]) - Number(m[3]))],
  [/^(\d+) = \d+ \+ \d+\. Find another way: \1 = (\d+) \+ □\.$/, (m) => String(Number(m[1]) - Number(m[2]))],
  [/^\d+ \+ \d+ = \d+\. Use this to find (\d+ − \d+)\.$/, (m) => String(evaluate(m[1]!))],
  [/^(\d+) is \d+ tens and \d+ ones\. Fill in the missing number: \1 = (\d+) \+ □\.$/, (m) => String(Number(m[1]) - Number(m[2]))],
  [/^\w+ has (\d+) [\w ]+? and finds (\d+) more\. How many [\w ]+ does \w+ have now\?$/, (m) => String(Number(m[1]) + Number(m[2]))],
  [/^There are (\d+) [\w ]+\. (\d+) (?:is|are) taken away\. How many [\w ]+ are left\?$/, (m) => String(Number(m[1]) - Number(m[2]))],
  [/^\w+ has (\d+) [\w ]+ and \w+ has (\d+) [\w ]+\. How many [\w ]+ do they have altogether\?$/, (m) => String(Number(m[1]) + Number(m[2]))],
  [/^(\w+) has (\d+) [\w ]+\. (\w+) has (\d+) [\w ]+\. How many more [\w ]+ does (\w+) have than (\w+)\?$/, (m) => (m[5] === m[1] && m[6] === m[3] ? String(Number(m[2]) - Number(m[4])) : undefined)],
  // Skip counting and odd and even
  [/^Count in ([\d,]+)s from ([\d,]+): ([\d, ]+), … What are the next two numbers\?$/, (m) => {
    const last = num(m[3]!.split(', ').at(-1)!);
    return `${print(last + num(m[1]!))}, ${print(last + 2 * num(m[1]!))}`;
  }],
  [/^What is the rule for this pattern: (.+)\?$/, (m) => {
    const [a, b] = m[1]!.split(', ').map(num);
    return b! > a! ? `add ${print(b! - a!)}` : `subtract ${print(a! - b!)}`;
  }],
  [/^Count in ([\d,]+)s starting at ([\d,]+): .* What is the (\d+)\w\w number you say\?$/, (m) => print(num(m[2]!) + product(num(m[1]!), Number(m[3]) - 1))],
  [/^Is ([\d,]+) odd or even\?$/, (m) => ('02468'.includes(m[1]!.at(-1)!) ? 'even' : 'odd')],
  [/^(\d+) children line up in pairs\. Does every child have a partner\?$/, (m) => {
    const [pairs, left] = share(Number(m[1]), 2);
    return (answer) => (left ? answer.startsWith(`No: ${pairs} pairs and 1 child left over`) : answer.startsWith(`Yes: ${pairs} pairs`));
  }],
  [/^Write (\d+) as the sum of two equal numbers\.$/, (m) => `${share(Number(m[1]), 2)[0]} + ${share(Number(m[1]), 2)[0]}`],
  [/^How many odd numbers are there between (\d+) and (\d+)\?$/, (m) => String(Array.from({ length: Number(m[2]) - Number(m[1]) - 1 }, (_, i) => Number(m[1]) + 1 + i).filter((n) => '13579'.includes(String(n).at(-1)!)).length)],
  [/^Without (adding|multiplying), is (\d+) [+×] (\d+) odd or even\?$/, (m) => {
    const [a, b] = [Number(m[2]!.at(-1)) % 2, Number(m[3]!.at(-1)) % 2];
    return (m[1] === 'adding' ? a !== b : a === 1 && b === 1) ? 'odd' : 'even';
  }],
  // Equal groups and halves
  [/^A tray of muffins has (\d+) rows with (\d+) muffins in each row\. How many muffins are on the tray\?$/, (m) => String(product(Number(m[2]), Number(m[1])))],
  [/^Share (\d+) \w+ equally between (\d+) friends\. How many \w+ does each friend get\?$/, (m) => (answer) => product(Number(answer), Number(m[2])) === Number(m[1])],
  [/^(\d+) eggs are packed into boxes of (\d+)\. How many boxes are filled\?$/, (m) => String(share(Number(m[1]), Number(m[2]))[0])],
  [/^Write ((\d+)(?: \+ \2)+) as a multiplication and work it out\.$/, (m) => {
    const count = m[1]!.split(' + ').length;
    return `${count} × ${m[2]} = ${product(Number(m[2]), count)}`;
  }],
  [/^(\d+) \w+ are shared equally between (\d+) children\. How many \w+ does each child get, and how many are left over\?$/, (m) => (answer) => {
    const parts = /^(\d+) each, (\d+) left over$/.exec(answer);
    return Boolean(parts) && product(Number(parts![1]), Number(m[2])) + Number(parts![2]) === Number(m[1]) && Number(parts![2]) < Number(m[2]);
  }],
  [/^There are (\d+) marbles\. What is (\d+)\/(\d+) of \1\?$/, (m) => (answer) => product(Number(answer), Number(m[3])) === product(Number(m[1]), Number(m[2]))],
  [/^What is double (\d+)\?$/, (m) => String(Number(m[1]) + Number(m[1]))],
  [/^What is half of (\d+)\?$/, (m) => (answer) => Number(answer) + Number(answer) === Number(m[1])],
  [/^What is a quarter of (\d+)\?$/, (m) => (answer) => product(Number(answer), 4) === Number(m[1])],
  [/^There are (\d+) marbles\. What is 1\/(\d+) of \1\?$/, (m) => (answer) => product(Number(answer), Number(m[2])) === Number(m[1])],
  [/^An? ([\w ]+) is cut into (\d+) equal pieces\. What fraction of the \1 is one piece\?$/, (m) => (answer) => answer.startsWith(`1/${m[2]} (one `)],
  [/^An? [\w ]+ is cut into 2 pieces that are exactly the same size\. Is each piece one half\?$/, () => 'Yes'],
  [/^An? [\w ]+ is cut into 2 pieces: one is (\d+) cm wide and the other is (\d+) cm wide\. Is each piece one half\?$/, (m) => (m[1] === m[2] ? 'Yes' : 'No')],
  [/^An? [\w ]+ is cut into (\d+) equal pieces and you eat (\d+) of them\./, (m) => (answer) => answer.includes(`${m[2]}/${m[1]}`) && answer.includes(fraction(Number(m[2]), Number(m[1])))],
  // Money
  [/^You have (.+)\. How much money do you have\?$/, (m, q) => amount(listed(m[1]!).reduce((t, item) => t + coinsWorth(item), 0), q)],
  [/^Which is worth more: (an? .+) or (an? .+)\?$/, (m) => (coinsWorth(m[1]!) > coinsWorth(m[2]!) ? m[1]! : m[2]!)],
  [/^What is the smallest number of coins that make ([$£]?[\d.]+[¢cp]?)\?$/, (m, q) => (answer) => {
    const parts = /^(\d+) coins?: (.+)$/.exec(answer);
    const coins = parts ? parts[2]!.split(' + ').map(centsOf) : [];
    const total = centsOf(m[1]!);
    return Boolean(parts) && coins.length === Number(parts![1]) && coins.reduce((t, c) => t + c, 0) === total && coins.every((c) => COIN_SETS[q.framework]!.includes(c)) && coins.length === fewestCoins(total, COIN_SETS[q.framework]!);
  }],
  [/^You save [$£]([\d.]+) every week to buy .+ that costs [$£]([\d.]+)\. How many weeks must you save\?$/, (m) => {
    const [q, r] = share(Math.round(num(m[2]!) * 100), Math.round(num(m[1]!) * 100));
    return (answer) => answer.startsWith(`${r ? q + 1 : q} weeks`);
  }],
  [/^You buy [\w ]+ for ([$£]?[\d.]+[¢cp]?) and pay with (an? .+?)\. How much change do you get\?$/, (m, q) => {
    const change = coinsWorth(m[2]!) - centsOf(m[1]!);
    // Change from a note may be written in dollars and cents ($0.30) or in cents (30¢).
    return (answer) => answer === amount(change, q) || answer === `${MAJOR[q.framework]}${share(change, 100)[0]}.${String(change % 100).padStart(2, '0')}`;
  }],
  [/^An? [\w ]+ costs ([$£]?[\d.]+[¢cp]?)(?:,| and) an? [\w ]+ costs ([$£]?[\d.]+[¢cp]?)(?: and an? [\w ]+ costs ([$£]?[\d.]+[¢cp]?))?\. How much do they cost altogether\?$/, (m, q) => amount(centsOf(m[1]!) + centsOf(m[2]!) + (m[3] ? centsOf(m[3]) : 0), q)],
  // Clocks, durations and the calendar
  [/^The minute hand points to 12 and the hour hand points to (\d+)\. What time does the clock show\?$/, (m) => (answer) => answer.includes(`${m[1]}:00`)],
  [/^The minute hand (?:points to (\d+)|is (\d+) small marks? past the (\d+)) and the hour hand is (halfway between|just past|nearly at) (\d+)(?: and \d+)?\. What time does the clock show\?$/, (m) => {
    const minutes = m[1] ? Number(m[1]) * 5 : (Number(m[3]) % 12) * 5 + Number(m[2]);
    // Nearly at 7 is still 6 o’clock and some minutes.
    const hour = m[4] === 'nearly at' ? ((Number(m[5]) + 10) % 12) + 1 : Number(m[5]);
    return (answer) => answer.includes(`${hour}:${String(minutes).padStart(2, '0')}`);
  }],
  [/^The minute hand (?:points to (\d+)|is (\d+) small marks? past the (\d+)) and the hour hand is between (\d+) and (\d+)(?:, nearer to \d+)?\. What time does the clock show\?$/, (m) => {
    const minutes = m[1] ? Number(m[1]) * 5 : (Number(m[3]) % 12) * 5 + Number(m[2]);
    const hour = Number(m[4]) === 12 && Number(m[5]) === 1 ? 12 : Math.min(Number(m[4]), Number(m[5]));
    return (answer) => answer.includes(`${hour}:${String(minutes).padStart(2, '0')}`);
  }],
  [/^An? [\w ]+ starts at (\d+):(\d\d) and lasts (.+)\. What time does it end\?$/, (m) => {
    const end = clock(m[1]!, m[2]!) + minutesOf(m[3]!);
    return `${((Math.floor(end / 60) - 1) % 12) + 1}:${String(end % 60).padStart(2, '0')}`;
  }],
  [/^An? [\w ]+ starts at (\d+):(\d\d) and finishes at (\d+):(\d\d)\. How long is the film\?$/, (m) => duration((clock(m[3]!, m[4]!) - clock(m[1]!, m[2]!) + 720) % 720)],
  [/^How many (seconds|minutes|hours|days|months) are there in (\d+) (minutes?|hours?|days?|weeks?|years?)\?$/, (m) => {
    const per: Record<string, number> = { 'seconds minute': 60, 'minutes hour': 60, 'hours day': 24, 'days week': 7, 'months year': 12 };
    return `${product(per[`${m[1]} ${m[3]!.replace(/s$/, '')}`]!, Number(m[2]))} ${m[1]}`;
  }],
  [/^Write (\d+) minutes in hours and minutes\.$/, (m) => duration(Number(m[1]))],
  [/^Write (\d+):(\d\d) (am|pm) in 24-hour time\.$/, (m) => {
    const t = clock(m[1]!, m[2]!, m[3]);
    return `${String(Math.floor(t / 60)).padStart(2, '0')}:${m[2]}`;
  }],
  [/^Write (\d\d):(\d\d) as a 12-hour time with am or pm\.$/, (m) => `${Number(m[1]) % 12 || 12}:${m[2]} ${Number(m[1]) >= 12 ? 'pm' : 'am'}`],
  [/^A school trip leaves at (\d+):(\d\d) (am|pm) and gets back at (\d+):(\d\d) (am|pm)\. How long is the trip\?$/, (m) => duration(clock(m[4]!, m[5]!, m[6]) - clock(m[1]!, m[2]!, m[3]))],
  [/^A bus timetable reads: (.+)\. How long does the bus take from (.+) to (.+)\?$/, (m) => {
    const stops = new Map(m[1]!.split(', ').map((s) => /^(.+) (\d\d):(\d\d)$/.exec(s)!).map((s) => [s[1]!, clock(s[2]!, s[3]!)]));
    const minutes = stops.get(m[3]!)! - stops.get(m[2]!)!;
    return (answer) => answer.startsWith(`${minutes} minutes`);
  }],
  [/^How many days is it from (\d+) (\w+) to (\d+) (\w+) in a year that is not a leap year\?$/, (m) => `${dayOfYear(Number(m[3]), m[4]!) - dayOfYear(Number(m[1]), m[2]!)} days`],
  [/^A flight leaves .+ at (\d\d):(\d\d) local time and takes (.+)\. .+ is (\d+) hours (ahead of|behind) .+\. What is the local time in .+ when it lands\?$/, (m) => {
    const t = (clock(m[1]!, m[2]!) + minutesOf(m[3]!) + (m[5] === 'ahead of' ? 1 : -1) * 60 * Number(m[4]) + 1440) % 1440;
    return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
  }],
  [/^Which day comes (before|after) (\w+)\?$/, (m) => DAYS[(DAYS.indexOf(m[2]!) + (m[1] === 'after' ? 1 : 6)) % 7]!],
  [/^Which month comes (before|after) (\w+)\?$/, (m) => MONTHS[(MONTHS.indexOf(m[2]!) + (m[1] === 'after' ? 1 : 11)) % 12]!],
  [/^Today is (\w+)\. What day will it be in (\d+) days\?$/, (m) => DAYS[(DAYS.indexOf(m[1]!) + Number(m[2])) % 7]!],
  [/^How many days are there in (\w+)(?: \(not in a leap year\))?\?$/, (m) => String(dayOfYear(1, MONTHS[(MONTHS.indexOf(m[1]!) + 1) % 12]!) - dayOfYear(1, m[1]!) + (m[1] === 'December' ? 365 : 0))],
  [/^A class plants seeds on (\d+) (\w+)\. The first shoots appear on (\d+) \2\. How many days later is that\?$/, (m) => `${Number(m[3]) - Number(m[1])} days`],
  [/^How many days are there in (\d+) weeks? and (\d+) days?\?$/, (m) => `${product(7, Number(m[1])) + Number(m[2])} days`],
  // Comparing lengths, masses and capacities
  [/^An? (.+) is (\d+) ([\w ]+) long\. An? (.+) is (\d+) \3 long\. Which is longer, and by how many \3\?$/, (m) => {
    const [a, b] = [Number(m[2]), Number(m[5])];
    return (answer) => answer.startsWith(`The ${a > b ? m[1] : m[4]}, by ${Math.abs(a - b)} `);
  }],
  [/^On a balance scale, an? (.+) balances (\d+) cubes and an? (.+) balances (\d+) cubes\. Which is heavier\?$/, (m) => `The ${Number(m[2]) > Number(m[4]) ? m[1] : m[3]}`],
  [/^An? (\w+) fills (\d+) cups with water\. An? (\w+) fills (\d+) cups\. Which holds more, and how many more cups\?$/, (m) => {
    const [a, b] = [Number(m[2]), Number(m[4])];
    return `The ${a > b ? m[1] : m[3]}, by ${Math.abs(a - b)} ${Math.abs(a - b) === 1 ? 'cup' : 'cups'}`;
  }],
  [/^Three children measure their ribbons in paper clips: (\w+)’s is (\d+) long, (\w+)’s is (\d+) long and (\w+)’s is (\d+) long\. Put the ribbons in order from longest to shortest\.$/, (m) =>
    [[m[1]!, Number(m[2])], [m[3]!, Number(m[4])], [m[5]!, Number(m[6])]].sort((a, b) => (b[1] as number) - (a[1] as number)).map(([name]) => name).join(', ')],
  [/^(\w+) measures a desk as (\d+) hand spans long\. (\w+) measures the same desk as (\d+) hand spans long\. Whose hand span is longer\?$/, (m) => `${Number(m[2]) < Number(m[4]) ? m[1] : m[3]}’s`],
  [/^An? (\w+) is (\d+) cm long and an? (\w+) is (\d+) cm long\. How much longer is the (\w+)\?$/, (m) => (m[5] === (Number(m[2]) > Number(m[4]) ? m[1] : m[3]) ? `${Math.abs(Number(m[2]) - Number(m[4]))} cm` : undefined)],
  [/^Blocks that are (\d+) cm long are laid end to end along a (\d+) cm strip with no gaps\. How many blocks fit\?$/, (m) => String(share(Number(m[2]), Number(m[1]))[0])],
  // Patterns
  [/^What comes next\? (.+), …$/, (m) => {
    const items = m[1]!.split(', ');
    const unit = period(items);
    return unit[items.length % unit.length]!;
  }],
  [/^What is the part that repeats in this pattern\? (.+), …$/, (m) => period(m[1]!.split(', ')).join(', ')],
  [/^Which item is missing\? (.+)$/, (m) => {
    const items = m[1]!.split(', ');
    return period(items)[items.indexOf('□') % period(items).length]!;
  }],
  [/^The pattern (.+), … keeps going\. What is item number (\d+)\?$/, (m) => {
    const unit = period(m[1]!.split(', '));
    return unit[(Number(m[2]) - 1) % unit.length]!;
  }],
  [/^A growing pattern of towers uses (\d+), (\d+), (\d+) cubes for towers 1, 2 and 3\..* How many cubes does tower (\d+) use\?$/, (m) => String(Number(m[1]) + product(Number(m[2]) - Number(m[1]), Number(m[4]) - 1))],
  [/^Continue the pattern: ([\d., ]+), … What are the next two numbers\?$/, (m) => {
    const terms = m[1]!.split(', ');
    const places = (terms[0]!.split('.')[1] ?? '').length;
    const step = num(terms[1]!) - num(terms[0]!);
    return [1, 2].map((k) => (num(terms.at(-1)!) + k * step).toFixed(places)).join(', ');
  }],
  // Shapes and objects
  [/^How many sides and how many corners \(vertices\) does an? (\w+) have\?$/, (m) => `${SIDES[m[1]!]} sides and ${SIDES[m[1]!]} corners`],
  [/^I am a flat shape with (\d+) straight sides and \1 corners\. What shape am I\?$/, (m) => (answer) => SIDES[answer.replace(/^an? /, '')] === Number(m[1]) && answer !== 'a square' && answer !== 'a rectangle'],
  [/^Which of these shapes has no straight sides and no corners: .+\?$/, () => 'circle'],
  [/^How many sides do (\d+) (\w+?)s and (\d+) (\w+?)s have altogether\?$/, (m) => String(product(SIDES[m[2]!]!, Number(m[1])) + product(SIDES[m[4]!]!, Number(m[3])))],
  [/^How many lines of symmetry does an? (.+) have\?$/, (m) => {
    const regular = /^regular (\w+)$/.exec(m[1]!);
    const lines = regular ? SIDES[regular[1]!] : SYMMETRY_LINES[m[1]!];
    return lines === undefined ? undefined : String(lines);
  }],
  [/^What is the order of rotational symmetry of an? (.+)\?$/, (m) => {
    const regular = /^regular (\w+)(?: \(\w+\))?$/.exec(m[1]!);
    const order = regular ? (SIDES[regular[1]!] ?? { quadrilateral: 4 }[regular[1]!]) : ROTATION[m[1]!];
    return order === undefined ? undefined : String(order);
  }],
  [/^A quadrilateral has (.+)\. What is it called\?$/, (m, q) => {
    const name = QUADRILATERALS[m[1]!];
    return name === 'trapezium' && q.framework === 'us-ccss-math' ? 'a trapezoid' : name && `a ${name}`;
  }],
  [/^A triangle has sides of (\d+) cm, (\d+) cm and (\d+) cm\. Is it equilateral, isosceles or scalene\?$/, (m) => ['equilateral', 'isosceles', 'scalene'][new Set([m[1], m[2], m[3]]).size - 1]!],
  [/^An? (\w+) has sides of ([\d, ]+) cm(, and all its angles are equal)?\. Is it a regular \1\?$/, (m) => {
    const sides = m[2]!.split(', ');
    expectSides(m[1]!, sides.length);
    return new Set(sides).size === 1 && m[3] ? 'Yes' : 'No';
  }],
  [/^A triangle has angles of (\d+)°, (\d+)° and (\d+)°\. Is it right-angled, acute-angled or obtuse-angled\?$/, (m) => {
    const largest = Math.max(Number(m[1]), Number(m[2]), Number(m[3]));
    return largest === 90 ? 'right-angled' : largest > 90 ? 'obtuse-angled' : 'acute-angled';
  }],
  [/^How many flat faces does an? (.+) have\?$/, (m) => {
    const prism = /^(\w+)al prism$/.exec(m[1]!);
    const n = prism ? (SIDES[prism[1]!] ?? SIDES[`${prism[1]}n`]) : undefined;
    return SOLIDS[m[1]!] ? String(SOLIDS[m[1]!]![0]) : n ? String(n + 2) : undefined;
  }],
  [/^A net is made of (.+)\. What 3D object does it fold into\?$/, (m) => NETS[m[1]!]],
  [/^Which 3D object is (.+) shaped like: .+\?$/, (m) => EVERYDAY_SOLIDS[m[1]!]],
  [/^How many edges and how many vertices does an? (.+) have\?$/, (m) => (SOLIDS[m[1]!] ? `${SOLIDS[m[1]!]![1]} edges and ${SOLIDS[m[1]!]![2]} vertices` : undefined)],
  [/^What 2D shapes make the faces of an? (.+)\?$/, (m) => FACE_SHAPES[m[1]!]],
  [/^Describe the faces and surfaces of an? (\w+)\.$/, (m) => (answer) => {
    const [flat, curved, points] = ROUND_SOLIDS[m[1]!]!;
    return answer.includes(flat ? `${flat} flat` : 'no flat') && answer.includes(`${curved} curved`) && (points ? answer.includes(`${points} vertex`) : true);
  }],
  [/^How many edges and how many vertices does an? (\w+)al prism have\?$/, (m) => {
    const n = SIDES[`${m[1]}`] ?? SIDES[`${m[1]}n`];
    return n ? `${product(3, n)} edges and ${product(2, n)} vertices` : undefined;
  }],
  [/^A prism has an? (\w+) at each end\. How many faces, edges and vertices does it have\?$/, (m) => {
    const n = SIDES[m[1]!]!;
    return `${n + 2} faces, ${product(3, n)} edges and ${product(2, n)} vertices`;
  }],
  [/^A pyramid has an? (\w+) as its base\. How many faces, edges and vertices does it have\?$/, (m) => {
    const n = SIDES[m[1]!]!;
    return `${n + 1} faces, ${product(2, n)} edges and ${n + 1} vertices`;
  }],
  [/^A polyhedron has (\d+) (faces|vertices|edges) and (\d+) (faces|vertices|edges)\. Use Euler’s rule, F \+ V − E = 2, to find how many (faces|vertices|edges) it has\.$/, (m) => (answer) => {
    const counts: Record<string, number> = { [m[2]!]: Number(m[1]), [m[4]!]: Number(m[3]), [m[5]!]: Number(answer) };
    return counts.faces! + counts.vertices! - counts.edges! === 2;
  }],
  // Position, direction and turns
  [/^Three toys sit in a row\. The (\w+) is on the left of the (\w+), and the (\w+) is on the right of the \2\. Which toy is (in the middle|on the left|on the right)\?$/, (m) => `the ${{ 'on the left': m[1], 'in the middle': m[2], 'on the right': m[3] }[m[4]!]}`],
  [/^How many quarter turns make an? ([\w-]+ turn)\?$/, (m) => String(QUARTERS[m[1]!])],
  [/^How many degrees are there in an? ([\w-]+ turn)\?$/, (m) => `${product(90, QUARTERS[m[1]!]!)}°`],
  [/^You face (north|east|south|west) and make an? ([\w-]+ turn) (clockwise|anticlockwise)\. Which way do you face now\?$/, (m) => COMPASS4[(COMPASS4.indexOf(m[1]!) + (m[3] === 'clockwise' ? 1 : 3) * QUARTERS[m[2]!]!) % 4]!],
  [/^You face ([\w-]+) and turn (\d+)° (clockwise|anticlockwise)\. Which direction do you face now\?$/, (m) => COMPASS8[(COMPASS8.indexOf(m[1]!) + (m[3] === 'clockwise' ? 1 : 7) * (Number(m[2]) / 45)) % 8]!],
  [/^The minute hand of a clock moves clockwise from (\d+) to (\d+)\. What fraction of a turn is that\?$/, (m) => {
    const quarters = ((Number(m[2]) - Number(m[1]) + 12) % 12) / 3;
    return `a ${Object.entries(QUARTERS).find(([, q]) => q === (quarters || 4))![0]}`;
  }],
  // Grids and maps
  [/The \w+ is in square ([A-H])(\d)\. Which square is (\d+) squares? to the (right|left) and (\d+) squares? (up|down) from it\?$/, (m) => {
    const column = m[1]!.charCodeAt(0) + (m[4] === 'right' ? 1 : -1) * Number(m[3]);
    return `${String.fromCharCode(column)}${Number(m[2]) + (m[6] === 'up' ? 1 : -1) * Number(m[5])}`;
  }],
  [/^On a grid with columns A to H and rows 1 to 8, how many squares right and how many squares up is it from ([A-H])(\d) to ([A-H])(\d)\?$/, (m) => `${m[3]!.charCodeAt(0) - m[1]!.charCodeAt(0)} right and ${Number(m[4]) - Number(m[2])} up`],
  [/^A robot moves along grid lines from ([A-H])(\d) to ([A-H])(\d), then from \3\4 to ([A-H])(\d)\. How many squares does it move altogether\?$/, (m) => {
    const at = (letter: string, row: string) => [letter.charCodeAt(0), Number(row)];
    const [a, b, c] = [at(m[1]!, m[2]!), at(m[3]!, m[4]!), at(m[5]!, m[6]!)];
    return String(Math.abs(b[0]! - a[0]!) + Math.abs(b[1]! - a[1]!) + Math.abs(c[0]! - b[0]!) + Math.abs(c[1]! - b[1]!));
  }],
  [/^On a map, 1 cm stands for (\d+) m\. Two places are (\d+) cm apart on the map\. How far apart are they really\?$/, (m) => `${print(product(Number(m[1]), Number(m[2])))} m`],
  // Sorting and counting data
  [/^Children voted for their favourite fruit: (\d+) chose (\w+), (\d+) chose (\w+) and (\d+) chose (\w+)\. (.+)\?$/, (m) => {
    const votes = new Map([[m[2]!, Number(m[1])], [m[4]!, Number(m[3])], [m[6]!, Number(m[5])]]);
    if (m[7] === 'Which fruit got the most votes') return [...votes].sort((a, b) => b[1] - a[1])[0]![0];
    if (m[7] === 'How many children voted altogether') return String([...votes.values()].reduce((a, b) => a + b, 0));
    const more = /^How many more children chose (\w+) than (\w+)$/.exec(m[7]!);
    return more ? String(votes.get(more[1]!)! - votes.get(more[2]!)!) : undefined;
  }],
  [/^A tally shows (?:(\d+) bundles? of five \(four marks crossed by a fifth\) and )?(\d+) (?:more )?marks?\. What number does it show\?$/, (m) => String(product(5, Number(m[1] ?? 0)) + Number(m[2]))],
  [/^(\d+) children answered the question “.+” with yes or no\. (\d+) said yes\. How many said no\?$/, (m) => String(Number(m[1]) - Number(m[2]))],
  [/^In a picture graph, each ☺ stands for (\d+) children\. The row for \w+ has (\d+) pictures?\. How many children chose \w+\?$/, (m) => String(product(Number(m[1]), Number(m[2])))],
];

/** A polygon's name and its number of sides agree ("a hexagon has sides of 7, 7, 7, 7, 7, 9"). */
function expectSides(name: string, count: number) {
  if (SIDES[name] !== count) throw new Error(`${name} with ${count} sides`);
}

export const RULES: readonly Rule[] = [...EARLY_RULES, ...NUMBER_RULES];
