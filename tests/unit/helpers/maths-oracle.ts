/**
 * An independent solver for the problems the mathematics generators write: it reads the prompt as a student would
 * and works the answer out with its own arithmetic, so a test can check every generated answer without trusting
 * the generator's code.
 */

import { solveSituation } from './maths-oracle-situations.ts';

type Value = number | string;

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
/** Prompts as the solver reads them: "−", "×" and "÷" written as "-", "*" and "/". */
export const ascii = (text: string) => text.replace(/−/g, '-').replace(/×/g, '*').replace(/÷/g, '/');
const fraction = (text: string) => {
  const [n, d] = ascii(text).split('/').map(Number);
  return d === undefined ? n! : n! / d;
};
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Evaluates an expression written as students write it ("3(x + 4) − 2y"), with the given letter values. */
export function evaluate(expression: string, values: Record<string, number>): number {
  const js = ascii(expression)
    .replace(/(\d)\s*([a-z(])/g, '$1*$2')
    .replace(/\)\s*\(/g, ')*(')
    .replace(/([a-z])²/g, '$1**2')
    .replace(/□/g, 'box');
  const names = Object.keys(values);
  return new Function(...names, `return (${js});`)(...names.map((n) => values[n]));
}

/** The number a generated answer states: "35/24 = 1 11/24" → 35/24, "x = −3" → −3, "$4.50" → 4.5, "25.1 cm (to 1 d.p.)" → 25.1. */
export function answerValue(answer: string): Value {
  const text = ascii(answer).replace(/\(to 1 d\.p\.\)/, '').trim();
  const stated = /^(?:[a-z] = )?\$?(-?\d+(?:\.\d+)?(?:\/\d+)?)(?:[,\s].*)?$/.exec(text) ?? /^About (\d+) \w+$/.exec(text);
  return stated ? fraction(stated[1]!) : answer;
}

/** The expected answer to a generated prompt, or undefined for a prompt this solver does not read (a test failure). */
export function solve(prompt: string): Value | undefined {
  const p = ascii(prompt);
  let m: RegExpExecArray | null;
  // Fractions
  if ((m = /^Fill in the missing number: (\d+)\/(\d+) = box\/(\d+)$/.exec(p.replace('□', 'box'))))
    return (Number(m[1]) * Number(m[3])) / Number(m[2]);
  if ((m = /^Fill in the missing number: (\d+)\/(\d+) = (\d+)\/box$/.exec(p.replace('□', 'box'))))
    return (Number(m[2]) * Number(m[3])) / Number(m[1]);
  if ((m = /^Write (\d+)\/(\d+) in its simplest form\.$/.exec(p))) {
    const g = gcd(Number(m[1]), Number(m[2]));
    return `${Number(m[1]) / g}/${Number(m[2]) / g}`;
  }
  if ((m = /^Which fraction is greater, (\d+\/\d+) or (\d+\/\d+)\?$/.exec(p))) return fraction(m[1]!) > fraction(m[2]!) ? m[1]! : m[2]!;
  if ((m = /^Which fraction is equivalent to (\d+\/\d+)\?$/.exec(p))) return fraction(m[1]!);
  if ((m = /^Which is the smallest fraction: (\d+\/\d+), (\d+\/\d+) or (\d+\/\d+)\?$/.exec(p)))
    return [m[1]!, m[2]!, m[3]!].sort((a, b) => fraction(a) - fraction(b))[0]!;
  if ((m = /^Which list puts (.+) in order from smallest to greatest\?$/.exec(p)))
    return m[1]!.split(', ').sort((a, b) => fraction(a) - fraction(b)).join(', ');
  if ((m = /^(?:Work out|What is) (\d+\/\d+) ([-+*]) (\d+\/\d+)[.?]$/.exec(p))) {
    const [a, b] = [fraction(m[1]!), fraction(m[3]!)];
    return m[2] === '+' ? a + b : m[2] === '-' ? a - b : a * b;
  }
  if ((m = /^Work out (\d+) \* (\d+\/\d+)\.$/.exec(p))) return Number(m[1]) * fraction(m[2]!);
  if ((m = /^Find (\d+\/\d+) of (\d+)\.$/.exec(p))) return fraction(m[1]!) * Number(m[2]);
  if ((m = /^Without working it out: is (\d+\/\d+) \* (\d+) more or less than \d+\?$/.exec(p)))
    return `${fraction(m[1]!) < 1 ? 'Less' : 'More'} than ${m[2]}`;
  // Ratio, rates and percentages
  if ((m = /^Write the ratio (\d+) : (\d+) in its simplest form\.$/.exec(p))) {
    const g = gcd(Number(m[1]), Number(m[2]));
    return `${Number(m[1]) / g} : ${Number(m[2]) / g}`;
  }
  if ((m = /is (\d+) : (\d+)\. There are (\d+) .+ How many .+ are there\?$/.exec(p))) return (Number(m[3]) / Number(m[1])) * Number(m[2]);
  if ((m = /ratio (\d+) : (\d+)\. Sam uses (\d+) cups of flour/.exec(p))) return (Number(m[3]) / Number(m[1])) * Number(m[2]);
  if ((m = /^A quantity y is proportional to x\. When x = (\d+), y = (\d+)\. Find the constant of proportionality k, and y when x = (\d+)\.$/.exec(p))) {
    const k = Number(m[2]) / Number(m[1]);
    return `k = ${k}; y = ${k * Number(m[3])}`;
  }
  if ((m = /^Share (\d+) in the ratio (\d+) : (\d+)\.$/.exec(p))) {
    const share = Number(m[1]) / (Number(m[2]) + Number(m[3]));
    return `${share * Number(m[2])} and ${share * Number(m[3])}`;
  }
  if ((m = /^(\d+) pencil cases cost \$(\d+\.\d\d)\. How much does one/.exec(p))) return Number(m[2]) / Number(m[1]);
  if ((m = /^(\d+) notebooks cost \$(\d+\.\d\d)\. How much do (\d+) notebooks/.exec(p))) return (Number(m[2]) / Number(m[1])) * Number(m[3]);
  if ((m = /^It takes (\d+) hours to mow (\d+) lawns/.exec(p))) return Number(m[1]) / Number(m[2]);
  if ((m = /^(?:Find|What is) (\d+)% of (\d+)[.?]$/.exec(p))) return (Number(m[1]) * Number(m[2])) / 100;
  // Expressions and equations
  if ((m = /^(?:Work out|What is) (.+?) when ([a-z]) = (-?\d+)(?: and ([a-z]) = (-?\d+))?[.?]$/.exec(p)))
    return evaluate(m[1]!, { [m[2]!]: Number(m[3]), ...(m[4] ? { [m[4]]: Number(m[5]) } : {}) });
  if ((m = /^The perimeter of a rectangle is P = 2l \+ 2w\. Find P when l = (\d+) and w = (\d+)\.$/.exec(p))) return 2 * Number(m[1]) + 2 * Number(m[2]);
  if ((m = /^Write an expression for “(.+)”\.$/.exec(prompt))) return phrase(m[1]!);
  if ((m = /^Which expression means “(.+)”\?$/.exec(prompt))) return phrase(m[1]!);
  if (/^(Simplify|Expand|Expand and simplify|Which is) /.test(p)) return 'equivalent-expression';
  if ((m = /^(?:Solve|What number goes in the box\?|Find the missing number:) (.+) = (.+?)\.?$/.exec(p))) return `equation:${m[1]}=${m[2]}`;
  // Functions
  if ((m = /^For the function y = (.+), find y when x = (-?\d+)\.$/.exec(p))) return evaluate(m[1]!, { x: Number(m[2]) });
  if ((m = /^Complete the table for y = (.+): x = 0, 1, 2, 3\.$/.exec(p)))
    return [0, 1, 2, 3].map((x) => `(${x}, ${evaluate(m![1]!, { x })})`).join(', ');
  if ((m = /passes through \((-?\d+), (-?\d+)\) and \((-?\d+), (-?\d+)\)\. What is its rate of change\?$/.exec(p)))
    return (Number(m[4]) - Number(m[2])) / (Number(m[3]) - Number(m[1]));
  if ((m = /^A linear function has y = (-?\d+) when x = (\d+), and y = (-?\d+) when x = (\d+)\. Write its equation\.$/.exec(p)))
    return `line:${m[2]},${m[1]},${m[4]},${m[3]}`;
  if ((m = /has a (?:starting|monthly) fee of \$(\d+) and costs \$(\d+) per \w+\..* when x = (\d+)\.$/.exec(p)))
    return `model:${Number(m[1]) + Number(m[2]) * Number(m[3])}`;
  if ((m = /^A candle has a height of (\d+) cm and burns down (\d+) cm per hour\..* when x = (\d+)\.$/.exec(p)))
    return `model:${Number(m[1]) - Number(m[2]) * Number(m[3])}`;
  return solveSituation(p) ?? solveMeasureOrChance(p);
}

function phrase(words: string): string {
  const w = ascii(words);
  let m: RegExpExecArray | null;
  if ((m = /^(\d+) more than ([a-z])$/.exec(w))) return `${m[2]} + ${m[1]}`;
  if ((m = /^([a-z]) multiplied by (\d+)$/.exec(w))) return `${m[2]}${m[1]}`;
  if ((m = /^subtract ([a-z]) from (\d+)$/.exec(w))) return `${m[2]} − ${m[1]}`;
  if ((m = /^([a-z]) divided by (\d+)$/.exec(w))) return `${m[1]}/${m[2]}`;
  if ((m = /^multiply ([a-z]) by (\d+), then add (\d+)$/.exec(w))) return `${m[2]}${m[1]} + ${m[3]}`;
  if ((m = /^add (\d+) to ([a-z]), then multiply by (\d+)$/.exec(w))) return `${m[3]}(${m[2]} + ${m[1]})`;
  return `unread phrase: ${words}`;
}

function solveMeasureOrChance(p: string): Value | undefined {
  let m: RegExpExecArray | null;
  const n = (i: number) => Number(m![i]);
  if ((m = /^A rectangle is (\d+) cm long and (\d+) cm wide\. What is its perimeter\?$/.exec(p))) return 2 * (n(1) + n(2));
  if ((m = /^A rectangle is (\d+) cm long and (\d+) cm wide\. What is its area\?$/.exec(p))) return n(1) * n(2);
  if ((m = /^A triangle has sides of (\d+) cm, (\d+) cm and (\d+) cm\./.exec(p))) return n(1) + n(2) + n(3);
  if ((m = /^A square has sides of (\d+) cm\. What is its perimeter\?$/.exec(p))) return 4 * n(1);
  if ((m = /^A square has sides of (\d+) cm\. What is its area\?$/.exec(p))) return n(1) * n(1);
  if ((m = /^A regular \w+ has (\d+) equal sides of (\d+) cm/.exec(p))) return n(1) * n(2);
  if ((m = /^A rectangle has a perimeter of (\d+) cm\. Its length is (\d+) cm/.exec(p))) return n(1) / 2 - n(2);
  if ((m = /^A four-sided shape has a perimeter of (\d+) cm\. Three of its sides are (\d+) cm, (\d+) cm and (\d+) cm\./.exec(p))) return n(1) - n(2) - n(3) - n(4);
  if ((m = /^Rectangle A .* Rectangle B is (\d+) cm by (\d+) cm\. Both have an area .* perimeter of rectangle B\?$/.exec(p))) return 2 * (n(1) + n(2));
  if ((m = /^Rectangle A .* Rectangle B is (\d+) cm by (\d+) cm\. Both have a perimeter .* area of rectangle B\?$/.exec(p))) return n(1) * n(2);
  if ((m = /^A rectangle has an area of (\d+) cm²\. Its width is (\d+) cm/.exec(p))) return n(1) / n(2);
  if ((m = /^A rectangle is (\d+) cm by (\d+) cm\. Find its area and its perimeter\.$/.exec(p))) return `Area ${n(1) * n(2)} cm², perimeter ${2 * (n(1) + n(2))} cm`;
  if ((m = /^An L-shape .* one (\d+) cm by (\d+) cm and one (\d+) cm by (\d+) cm\./.exec(p))) return n(1) * n(2) + n(3) * n(4);
  if ((m = /garden is (\d+) m by (\d+) m\. A rectangular pond (\d+) m by (\d+) m/.exec(p))) return n(1) * n(2) - n(3) * n(4);
  if ((m = /^A parallelogram has a base of (\d+) cm and a perpendicular height of (\d+) cm/.exec(p))) return n(1) * n(2);
  if ((m = /triangle has a base of (\d+) cm and a (?:perpendicular )?height of (\d+) cm/.exec(p))) return (n(1) * n(2)) / 2;
  if ((m = /^A triangle has an area of (\d+) cm² and a base of (\d+) cm/.exec(p))) return (2 * n(1)) / n(2);
  if ((m = /^A trapezium has parallel sides of (\d+) cm and (\d+) cm and a perpendicular height of (\d+) cm/.exec(p))) return ((n(1) + n(2)) * n(3)) / 2;
  if ((m = /^Triangle A has a base of (\d+) cm, a height of (\d+) cm .* Triangle B has a base of (\d+) cm and a height of (\d+) cm/.exec(p))) return (n(3) * n(4)) / 2;
  if ((m = /^A circle has a diameter of (\d+) cm\. Find its circumference/.exec(p))) return round1(Math.PI * n(1));
  if ((m = /^A circle has a radius of (\d+) cm\. Find its circumference/.exec(p))) return round1(2 * Math.PI * n(1));
  if ((m = /^A circle has a radius of (\d+) cm\. Find its area/.exec(p))) return round1(Math.PI * n(1) ** 2);
  if ((m = /^A circle has a diameter of (\d+) cm\. Find its area/.exec(p))) return round1(Math.PI * (n(1) / 2) ** 2);
  if ((m = /^A semicircle has a radius of (\d+) cm\. Find its area/.exec(p))) return round1((Math.PI * n(1) ** 2) / 2);
  if ((m = /^A semicircle has a diameter of (\d+) cm\. Find its perimeter/.exec(p))) return round1((Math.PI * n(1)) / 2 + n(1));
  if ((m = /^Circle A has a radius of \d+ cm .* Circle B has a radius of (\d+) cm/.exec(p))) return round1(Math.PI * n(1) ** 2);
  // A classmate's mistake to explain: the answer names the length that should have been used, then the right value.
  if ((m = /^\w+ says that a circle with a diameter of (\d+) cm has an area of [\d.]+ cm², because π \* \1² = [\d.]+\. Explain the mistake in a sentence, then find the correct area to 1 decimal place\.$/.exec(p)))
    return `explain:radius:${round1(Math.PI * (n(1) / 2) ** 2).toFixed(1)} cm²`;
  if ((m = /^\w+ says that a circular pond with a radius of (\d+) m has a circumference of [\d.]+ m, because π \* \1 = [\d.]+\. Explain the mistake in a sentence, then find the correct circumference to 1 decimal place\.$/.exec(p)))
    return `explain:diameter:${round1(2 * Math.PI * n(1)).toFixed(1)} m`;
  if ((m = /^A drink is made by mixing cordial and water in the ratio (\d+) : (\d+)\. \w+ uses (\d+) cups? of cordial and says that (\d+) cups? of water are needed, because (\d+) cups? (?:was|were) added to the cordial\. Explain the mistake in a sentence, then find the correct amount of water\.$/.exec(p))) {
    if (n(3) - n(1) !== n(5) || n(2) + n(5) !== n(4)) return 'a mistake that is not the additive one';
    return `explain:multipl:${(n(3) / n(1)) * n(2)} cups`;
  }
  // Why the method works: the answer gives the reason the lesson teaches.
  if (/^A circle is cut into many equal sectors, which are rearranged into a shape close to a parallelogram\. Explain how this shape shows that the area of the circle is πr²\.$/.test(p))
    return 'reason:half the circumference, πr|the radius, r|πr * r = πr²';
  if (/^Explain why dividing both parts of a ratio by their highest common factor gives the ratio in its simplest form\.$/.test(p)) return 'reason:keeps the ratio equivalent|no common factor other than 1';
  if (/^Explain how you can tell from a table of values whether two quantities are in a proportional relationship\.$/.test(p)) return 'reason:y/x is the same for every pair|y = kx';
  if (/^Explain why taking 25% off a price gives the same sale price as paying 75% of it\.$/.test(p)) return 'reason:100% - 25% = 75%';
  if (/^Explain why a 20% discount followed by a further 10% discount is not the same as 30% off the original price\.$/.test(p)) return 'reason:taken from the sale price|72%|28% off';
  return solveChanceOrData(p);
}

/** The counts in "A bag contains 3 blue counters and 1 yellow counter.", read only when each noun agrees with its number. */
function bagCounts(p: string): Map<string, number> | undefined {
  const bag = /^A bag contains (.+?)\. /.exec(p)?.[1] ?? '';
  const parts = [...bag.matchAll(/(\d+) (\w+) (counters?)/g)];
  if (parts.some((x) => (x[1] === '1') !== (x[3] === 'counter'))) return undefined;
  if (parts.map((x) => x[0]).join(', ').replace(/, ([^,]*)$/, ' and $1') !== bag) return undefined;
  return new Map(parts.map((x) => [x[2]!, Number(x[1])]));
}

const DICE_TOTALS = (test: (total: number) => boolean) => {
  let count = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (test(a + b)) count++;
  return count / 36;
};

function solveChanceOrData(p: string): Value | undefined {
  let m: RegExpExecArray | null;
  if (/^A bag contains/.test(p) && !bagCounts(p)) return 'a bag whose numbers and nouns disagree';
  if ((m = /^A bag contains [^.]+\. Is picking a (\w+) counter impossible/.exec(p))) {
    const counts = bagCounts(p)!;
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const share = (counts.get(m[1]!) ?? 0) / total;
    return share === 0 ? 'impossible' : share === 1 ? 'certain' : share === 0.5 ? 'an even chance' : share > 0.5 ? 'likely' : 'unlikely';
  }
  if ((m = /^A bag contains [^.]+\. Three picks in a row were \w+ .* How likely is the next pick to be (\w+)\?$/.exec(p))) {
    const counts = bagCounts(p)!;
    const share = counts.get(m[1]!)! / [...counts.values()].reduce((a, b) => a + b, 0);
    return `${share > 0.5 ? 'Likely' : 'Unlikely'}, the same as before`;
  }
  if ((m = /^A bag contains [^.]+\. .*(?:probability that it is|next pick is) (\w+)\?$/.exec(p))) {
    const counts = bagCounts(p)!;
    return counts.get(m[1]!)! / [...counts.values()].reduce((a, b) => a + b, 0);
  }
  if ((m = /^A fair six-sided die is rolled\. What is the probability of rolling (.+)\?$/.exec(p))) {
    const tests: Record<string, (f: number) => boolean> = {
      'an even number': (f) => f % 2 === 0,
      'a number greater than 4': (f) => f > 4,
      'a prime number': (f) => [2, 3, 5].includes(f),
      'a multiple of 3': (f) => f % 3 === 0,
      'a number less than 5': (f) => f < 5,
    };
    return [1, 2, 3, 4, 5, 6].filter(tests[m[1]!]!).length / 6;
  }
  if ((m = /^Two fair coins are flipped\. What is the probability of getting (.+)\?$/.exec(p))) {
    const heads = { 'two heads': [2], 'two tails': [0], 'one head and one tail': [1], 'at least one head': [1, 2] }[m[1]!] ?? [];
    const pairs = ['HH', 'HT', 'TH', 'TT'].filter((pair) => heads.includes([...pair].filter((c) => c === 'H').length));
    return pairs.length / 4;
  }
  if (/^A fair coin is flipped and a fair die is rolled\. What is the probability of a head and a \d\?$/.test(p)) return 1 / 12;
  if ((m = /^Two fair dice are rolled(?: and the numbers are added)?\. What is the probability that the total is (not )?(\d+)( or more)?\?$/.exec(p))) {
    const t = Number(m[2]);
    if (m[1]) return 1 - DICE_TOTALS((x) => x === t);
    return DICE_TOTALS((x) => (m![3] ? x >= t : x === t));
  }
  return solveData(p);
}

function solveData(p: string): Value | undefined {
  let m: RegExpExecArray | null;
  const list = (text: string) => text.split(', ').map(Number);
  if ((m = /^Find the range of ([\d, ]+)\.$/.exec(p))) return Math.max(...list(m[1]!)) - Math.min(...list(m[1]!));
  if ((m = /^Find the mode of ([\d, ]+)\.$/.exec(p))) {
    const values = list(m[1]!);
    const count = (v: number) => values.filter((x) => x === v).length;
    return values.reduce((best, v) => (count(v) > count(best) ? v : best));
  }
  if ((m = /^Find the median of ([\d, ]+)\.$/.exec(p))) {
    const values = list(m[1]!).sort((a, b) => a - b);
    const mid = values.length / 2;
    return Number.isInteger(mid) ? (values[mid - 1]! + values[mid]!) / 2 : values[Math.floor(mid)]!;
  }
  if ((m = /^Find the mean of ([\d, ]+)\.$/.exec(p))) return list(m[1]!).reduce((a, b) => a + b, 0) / list(m[1]!).length;
  if ((m = /^Five numbers have a mean of (\d+)\. Four of them are ([\d, ]+)\./.exec(p))) return 5 * Number(m[1]) - list(m[2]!).reduce((a, b) => a + b, 0);
  if ((m = /Number of students: ([\d, ]+)\. What is the mean number of pets\?$/.exec(p))) {
    const freqs = list(m[1]!);
    return freqs.reduce((a, f, pets) => a + f * pets, 0) / freqs.reduce((a, b) => a + b, 0);
  }
  if ((m = /^Pets at home: (.+)\. What is the mode number of pets\?$/.exec(p))) {
    const freqs = [...m[1]!.matchAll(/— (\d+) student/g)].map((x) => Number(x[1]));
    const mode = freqs.indexOf(Math.max(...freqs));
    return `${mode} pet${mode === 1 ? '' : 's'}`;
  }
  if ((m = /^A class voted for their favourite fruit: (.+?)\. (.+)$/.exec(p))) {
    const votes = new Map([...m[1]!.matchAll(/(\w+) (\d+)/g)].map((x) => [x[1]!, Number(x[2])]));
    const q = m[2]!;
    const total = [...votes.values()].reduce((a, b) => a + b, 0);
    let k: RegExpExecArray | null;
    if (q === 'Which fruit was the most popular?') return [...votes.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    if ((k = /^How many students voted for (\w+)\?$/.exec(q))) return votes.get(k[1]!)!;
    if ((k = /^How many more students chose (\w+) than (\w+)\?$/.exec(q))) return votes.get(k[1]!)! - votes.get(k[2]!)!;
    if (q === 'How many students voted altogether?') return total;
    if ((k = /^How many students did not choose (\w+)\?$/.exec(q))) return total - votes.get(k[1]!)!;
    if ((k = /^How many students chose (\w+) or (\w+)\?$/.exec(q))) return votes.get(k[1]!)! + votes.get(k[2]!)!;
  }
  return undefined;
}

/**
 * The answer to a retrieval question the solver can read: plain arithmetic ("What is 7 × 8?", "Work out 3 + 4 × 2."),
 * simplifying a fraction, hundredths as a decimal, a highest common factor; undefined for the rest.
 */
export function solveRetrieval(prompt: string): Value | undefined {
  const p = ascii(prompt);
  let m: RegExpExecArray | null;
  if ((m = /^(?:What is|Work out) ([-\d\s+*/()]+)[?.]$/.exec(p))) return evaluate(m[1]!, {});
  if ((m = /^Simplify (\d+)\/(\d+)\.$/.exec(p))) {
    const g = gcd(Number(m[1]), Number(m[2]));
    return `${Number(m[1]) / g}/${Number(m[2]) / g}`;
  }
  if ((m = /^Write (\d+)\/100 as a decimal\.$/.exec(p))) return Number(m[1]) / 100;
  if ((m = /^What is the highest common factor of (\d+) and (\d+)\?$/.exec(p))) return gcd(Number(m[1]), Number(m[2]));
  if ((m = /^What is 1 - (\d+)\/(\d+)\?$/.exec(p))) return 1 - Number(m[1]) / Number(m[2]);
  return undefined;
}

/** True when the generated answer is the right answer to the prompt, by the solver's own working. */
export function answerIsCorrect(prompt: string, answer: string): boolean {
  const expected = solve(prompt);
  if (expected === undefined) return false;
  if (typeof expected === 'number') {
    const got = answerValue(answer);
    return typeof got === 'number' && Math.abs(got - expected) < 1e-9;
  }
  if (expected === 'equivalent-expression') {
    const given = /^(?:Expand and simplify|Simplify|Expand) (.+)\.$/.exec(ascii(prompt))?.[1] ?? /^Which is (.+) written in its simplest form\?$/.exec(ascii(prompt))?.[1];
    const letter = /[a-z]/.exec(given ?? '')?.[0] ?? 'x';
    return given !== undefined && [-3, 0, 1, 2, 7].every((v) => evaluate(given, { [letter]: v }) === evaluate(answer, { [letter]: v }));
  }
  if (expected.startsWith('equation:')) {
    const [left, right] = expected.slice('equation:'.length).split('=') as [string, string];
    const value = answerValue(answer);
    if (typeof value !== 'number') return false;
    const at = { x: value, box: value };
    return Math.abs(evaluate(left, at) - evaluate(right, at)) < 1e-9;
  }
  if (expected.startsWith('setup:')) {
    // "8 km (from 3x + 4 = 28)": the value stated first, and an equation that holds at it and at no other value.
    const x = Number(expected.slice('setup:'.length));
    const [, stated, left, right] = /^\$?(\d+)\b.* \(from (.+) = (.+)\)$/.exec(ascii(answer)) ?? [];
    if (stated === undefined || Number(stated) !== x) return false;
    const balances = (at: number) => Math.abs(evaluate(left!, { x: at }) - evaluate(right!, { x: at })) < 1e-9;
    return balances(x) && !balances(x + 1);
  }
  if (expected.startsWith('line:')) {
    const [x1, y1, x2, y2] = expected.slice(5).split(',').map(Number) as [number, number, number, number];
    const rule = /^y = (.+)$/.exec(answer)?.[1];
    return rule !== undefined && evaluate(rule, { x: x1 }) === y1 && evaluate(rule, { x: x2 }) === y2;
  }
  if (expected.startsWith('model:')) {
    const [, rule, y, x] = /^y = (.+); y = (-?\S+) when x = (\d+)$/.exec(ascii(answer)) ?? [];
    return rule !== undefined && Number(y) === Number(expected.slice(6)) && evaluate(rule, { x: Number(x) }) === Number(y);
  }
  if (expected.startsWith('reason:')) return expected.slice('reason:'.length).split('|').every((phrase) => ascii(answer).includes(phrase));
  if (expected.startsWith('explain:')) {
    // "Sam squared the diameter instead of the radius; … the area is 28.3 cm² (to 1 d.p.)": names the fix and the value.
    const [, fix, value] = /^explain:(\w+):(.+)$/.exec(expected) ?? [];
    return answer.includes(fix!) && new RegExp(`(?<![\\d.])${value!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(answer);
  }
  return ascii(answer) === ascii(expected);
}
