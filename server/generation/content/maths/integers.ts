import { defineTopic, withDistractors, type Generator } from './define.ts';
import { cash } from './format.ts';
import { factor, num } from './numbers.ts';
import type { Random } from './random.ts';

/**
 * Negative numbers and integers from Year 4 to Year 9: counting through zero, temperatures, ordering and absolute
 * value, then the four operations with integers. Each calculation is described on a number line, the model the
 * misconception response uses.
 */

const INTEGER_MATERIALS = ['A number line from −20 to 20 on the wall', 'Two-colour counters (zero pairs)', 'Thermometer pictures', 'Mini-whiteboards and pens'];
const nonZero = (random: Random, max: number) => (random.int(0, 1) ? 1 : -1) * random.int(1, max);
const degrees = (t: number) => `${num(t)}°C`;

const temperatureFall: Generator = (random) => {
  const start = random.int(-5, 9);
  const least = Math.max(2, start + 1);
  const change = random.int(least, least + 10);
  const rise = random.int(0, 2) === 0;
  const end = rise ? start + change : start - change;
  return withDistractors(
    { prompt: `The temperature is ${degrees(start)}. It ${rise ? 'rises' : 'falls'} by ${change} degrees. What is the new temperature?`, steps: [`Start at ${num(start)} on a number line (a thermometer) and count ${rise ? 'up' : 'down'} ${change}.`, `${num(start)} ${rise ? '+' : '−'} ${change} = ${num(end)}.`], answer: degrees(end) },
    [degrees(Math.abs(end)), degrees(rise ? start - change : start + change)],
  );
};

const countThroughZero: Generator = (random) => {
  const step = random.pick([1, 2, 3, 5, 10]);
  const start = random.int(1, 4) * step + random.int(0, step - 1);
  const terms = Array.from({ length: 6 }, (_, i) => start - i * step);
  while (terms[4]! >= 0) terms.forEach((_, i) => (terms[i] = terms[i]! - step));
  return withDistractors(
    { prompt: `Count back in ${step}s: ${terms.slice(0, 4).map(num).join(', ')}, … What are the next two numbers?`, steps: [`Subtract ${step} each time, carrying on past zero.`, `${num(terms[3]!)} − ${step} = ${num(terms[4]!)}; ${num(terms[4]!)} − ${step} = ${num(terms[5]!)}.`], answer: `${num(terms[4]!)}, ${num(terms[5]!)}` },
    [`${Math.abs(terms[4]!)}, ${Math.abs(terms[5]!)}`],
  );
};

const temperatureDifference: Generator = (random) => {
  const low = random.int(-15, -1);
  const high = random.int(1, 20);
  return withDistractors(
    { prompt: `At night the temperature was ${degrees(low)}. At midday it was ${degrees(high)}. How many degrees warmer was it at midday?`, steps: [`From ${num(low)} up to 0 is ${-low} degrees; from 0 up to ${high} is ${high} degrees.`, `${-low} + ${high} = ${high - low}.`], answer: `${high - low} degrees` },
    [`${num(high + low)} degrees`, `${high} degrees`],
  );
};

const orderIntegers: Generator = (random) => {
  const values = new Set<number>();
  while (values.size < 5) values.add(random.int(-20, 20));
  const list = random.shuffle([...values]);
  const ordered = [...values].sort((a, b) => a - b);
  return withDistractors(
    { prompt: `Put these numbers in order from smallest to largest: ${list.map(num).join(', ')}.`, steps: [`On a number line, numbers further left are smaller; negative numbers further from 0 are smaller.`, `${ordered.map(num).join(', ')}.`], answer: ordered.map(num).join(', ') },
    // Ordering by size without the sign.
    [[...values].sort((a, b) => Math.abs(a) - Math.abs(b) || a - b).map(num).join(', '), [...ordered].reverse().map(num).join(', ')],
  );
};

const colder: Generator = (random) => {
  const a = random.int(-12, -1);
  let b = random.int(-12, 5);
  while (b === a) b = random.int(-12, 5);
  return withDistractors(
    { prompt: `Which is colder, ${degrees(a)} or ${degrees(b)}?`, steps: [`The colder temperature is lower on the thermometer, further left on a number line.`, `${num(Math.min(a, b))} < ${num(Math.max(a, b))}, so ${degrees(Math.min(a, b))} is colder.`], answer: degrees(Math.min(a, b)) },
    [degrees(Math.max(a, b)), 'They are the same'],
  );
};

const absoluteValue: Generator = (random) => {
  const a = random.int(-30, -2);
  const b = random.int(2, 30);
  if (random.int(0, 1) === 0) return withDistractors({ prompt: `What is |${num(a)}|?`, steps: [`The absolute value is the distance from 0 on the number line.`, `${num(a)} is ${-a} from 0, so |${num(a)}| = ${-a}.`], answer: String(-a) }, [num(a), '0']);
  const bigger = Math.abs(a) > b ? num(a) : String(b);
  return withDistractors(
    { prompt: `Which has the greater absolute value, ${num(a)} or ${b}?`, steps: [`|${num(a)}| = ${-a} and |${b}| = ${b}.`, Math.abs(a) === b ? 'They are the same distance from 0.' : `${bigger} is further from 0.`], answer: Math.abs(a) === b ? 'They are equal' : bigger },
    [Math.abs(a) > b ? String(b) : num(a), 'They are equal'].filter((d) => d !== (Math.abs(a) === b ? 'They are equal' : bigger)),
  );
};

const addIntegers: Generator = (random) => {
  const a = nonZero(random, 12);
  const b = nonZero(random, 12);
  const sum = a + b;
  return withDistractors(
    { prompt: `Work out ${num(a)} + ${factor(b)}.`, steps: [b > 0 ? `Start at ${num(a)} and move ${b} to the right.` : `Adding a negative number moves left: start at ${num(a)} and move ${-b} to the left.`, `${num(a)} + ${factor(b)} = ${num(sum)}.`], answer: num(sum) },
    // "Two negatives make a positive", and ignoring the signs.
    [num(Math.abs(a) + Math.abs(b)), num(-sum), num(a - b)],
    a < 0 && b < 0 ? { [num(Math.abs(a) + Math.abs(b))]: 'negative-number-rules' } : undefined,
  );
};

const subtractIntegers: Generator = (random) => {
  const a = nonZero(random, 12);
  const b = random.int(0, 2) === 0 ? random.int(1, 12) : -random.int(1, 12);
  const diff = a - b;
  return withDistractors(
    { prompt: `Work out ${num(a)} − ${factor(b)}.`, steps: [b < 0 ? `Subtracting a negative is the same as adding its opposite: ${num(a)} − ${factor(b)} = ${num(a)} + ${-b}.` : `Start at ${num(a)} and move ${b} to the left.`, `${num(a)} ${b < 0 ? `+ ${-b}` : `− ${b}`} = ${num(diff)}.`], answer: num(diff) },
    [num(a + b), num(-diff)],
    // Taking away a negative as if it made the number smaller.
    b < 0 ? { [num(a + b)]: 'negative-number-rules' } : undefined,
  );
};

const bankBalance: Generator = (random, _grade, place) => {
  const owe = random.int(5, 60) * 100;
  const deposit = random.int(2, 90) * 100;
  const end = deposit - owe;
  return withDistractors(
    { prompt: `A bank account has a balance of −${cash(owe, place)} (it is overdrawn). ${cash(deposit, place)} is paid in. What is the new balance?`, steps: [`−${owe / 100} + ${deposit / 100} = ${num((deposit - owe) / 100)}.`, `The new balance is ${end < 0 ? `−${cash(-end, place)}` : cash(end, place)}.`], answer: end < 0 ? `−${cash(-end, place)}` : cash(end, place) },
    [cash(owe + deposit, place), end < 0 ? cash(-end, place) : `−${cash(end, place)}`],
  );
};

const missingInteger: Generator = (random) => {
  const target = nonZero(random, 10);
  const b = nonZero(random, 10);
  return { prompt: `Fill in the missing number: □ + ${factor(b)} = ${num(target)}.`, steps: [`Undo adding ${factor(b)} by subtracting it: □ = ${num(target)} − ${factor(b)}.`, `□ = ${num(target - b)}. Check: ${num(target - b)} + ${factor(b)} = ${num(target)}.`], answer: num(target - b) };
};

const multiplyIntegers: Generator = (random) => {
  const a = nonZero(random, 12);
  const b = nonZero(random, 12);
  const product = a * b;
  return withDistractors(
    { prompt: `Work out ${factor(a)} × ${factor(b)}.`, steps: [`${Math.abs(a)} × ${Math.abs(b)} = ${Math.abs(product)}.`, a < 0 === b < 0 ? 'The signs are the same, so the product is positive.' : 'The signs are different, so the product is negative.', `${factor(a)} × ${factor(b)} = ${num(product)}.`], answer: num(product) },
    [num(-product), num(a + b)],
  );
};

const divideIntegers: Generator = (random) => {
  const q = nonZero(random, 12);
  const d = nonZero(random, 9);
  return withDistractors(
    { prompt: `Work out ${factor(q * d)} ÷ ${factor(d)}.`, steps: [`${Math.abs(q * d)} ÷ ${Math.abs(d)} = ${Math.abs(q)}.`, q * d < 0 === d < 0 ? 'The signs are the same, so the quotient is positive.' : 'The signs are different, so the quotient is negative.', `The answer is ${num(q)}.`], answer: num(q) },
    [num(-q), num(q * d - d)],
  );
};

const negativePower: Generator = (random) => {
  const base = random.int(2, 5);
  const power = random.int(2, 4);
  const value = (-base) ** power;
  return withDistractors(
    { prompt: `Work out (${num(-base)})${power === 2 ? '²' : power === 3 ? '³' : '⁴'}.`, steps: [`(${num(-base)})${power === 2 ? '²' : power === 3 ? '³' : '⁴'} = ${Array.from({ length: power }, () => `(${num(-base)})`).join(' × ')}.`, `${power} negative factors: the sign is ${power % 2 ? 'negative' : 'positive'}; ${base}${power === 2 ? '²' : power === 3 ? '³' : '⁴'} = ${base ** power}.`, `The answer is ${num(value)}.`], answer: num(value) },
    [num(-value), num(-base * power)],
  );
};

const mixedOperations: Generator = (random) => {
  const a = nonZero(random, 9);
  const b = nonZero(random, 6);
  const c = nonZero(random, 6);
  const value = a - b * c;
  return withDistractors(
    { prompt: `Work out ${num(a)} − ${factor(b)} × ${factor(c)}.`, steps: [`Multiply first: ${factor(b)} × ${factor(c)} = ${num(b * c)}.`, `${num(a)} − ${factor(b * c)} = ${num(value)}.`], answer: num(value) },
    [num((a - b) * c), num(a + b * c)],
  );
};

export const integers = defineTopic({
  strand: 'number',
  name: 'integers and negative numbers',
  grades: [4, 9],
  keyPoints: (grade) => [
    'Negative numbers are less than zero; on a number line they lie to the left of 0, and −8 is less than −3.',
    grade <= 6 ? 'The difference between a negative and a positive number is the distance across zero: from −5 to 8 is 5 + 8 = 13.' : 'Adding a negative number moves left; subtracting a negative number is the same as adding its opposite: 5 − (−3) = 8.',
    grade >= 8 ? 'When multiplying or dividing, the same signs give a positive answer and different signs give a negative answer.' : 'The absolute value of a number is its distance from 0: |−7| = 7.',
  ],
  priorKnowledge: ['Number lines.', 'Addition and subtraction facts.', 'Multiplication facts to 12 × 12.'],
  keywords: ['integer', 'negative number', 'number line', 'absolute value'],
  misconceptions: ['negative-number-rules'],
  materials: INTEGER_MATERIALS,
  activities: ['Human number line: students holding integer cards stand on a number line on the floor, then act out additions and subtractions by walking left and right, and say each move aloud.'],
  levels: (grade) => (grade <= 5 ? [temperatureFall, countThroughZero, temperatureDifference, orderIntegers, colder, temperatureFall] : grade === 6 ? [orderIntegers, colder, absoluteValue, temperatureDifference, bankBalance, absoluteValue] : grade === 7 ? [addIntegers, subtractIntegers, orderIntegers, missingInteger, bankBalance, subtractIntegers] : [addIntegers, subtractIntegers, multiplyIntegers, divideIntegers, negativePower, mixedOperations]),
  recall: (grade) => (grade <= 6 ? [temperatureFall, orderIntegers, colder] : [addIntegers, subtractIntegers, orderIntegers]),
});
