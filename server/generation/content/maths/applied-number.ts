import { linear, money } from './numbers.ts';
import type { Random } from './random.ts';
import type { Problem } from './topic.ts';

/**
 * The top of the practice climb from Grade 6: the topic's method inside an everyday situation, where students first
 * decide what to work out (a recipe to scale, a best buy, a fare to set up as an equation) and then work it.
 */

const RECIPES = [
  { dish: 'pancake', first: { unit: 'g', name: 'flour', per: [25, 50, 75] }, second: { unit: 'ml', name: 'milk', per: [50, 75, 100, 125] } },
  { dish: 'fruit punch', first: { unit: 'ml', name: 'orange juice', per: [100, 150, 200] }, second: { unit: 'ml', name: 'sparkling water', per: [50, 100, 150] } },
  { dish: 'rice pudding', first: { unit: 'g', name: 'rice', per: [25, 50] }, second: { unit: 'ml', name: 'milk', per: [100, 125, 150] } },
] as const;

/** Scaling a recipe for another number of people, through the amount for one person ("how much": every ingredient is uncountable). */
export function recipeProblem(random: Random): Problem {
  const recipe = random.pick(RECIPES);
  const people = random.pick([2, 4, 5, 6]);
  let wanted = random.int(3, 12);
  if (wanted === people) wanted = people + 4;
  const [a, b] = [random.pick(recipe.first.per), random.pick(recipe.second.per)];
  const [first, second] = [recipe.first, recipe.second];
  return {
    prompt: `A ${recipe.dish} recipe for ${people} people uses ${a * people} ${first.unit} of ${first.name} and ${b * people} ${second.unit} of ${second.name}. How much ${first.name} and how much ${second.name} are needed for ${wanted} people?`,
    steps: [
      `For 1 person: ${a * people} ÷ ${people} = ${a} ${first.unit} of ${first.name} and ${b * people} ÷ ${people} = ${b} ${second.unit} of ${second.name}.`,
      `For ${wanted} people: ${a} × ${wanted} = ${a * wanted} ${first.unit} and ${b} × ${wanted} = ${b * wanted} ${second.unit}.`,
    ],
    answer: `${a * wanted} ${first.unit} of ${first.name} and ${b * wanted} ${second.unit} of ${second.name}`,
  };
}

const PAINTS = [
  { mix: 'green', first: 'blue', second: 'yellow' },
  { mix: 'orange', first: 'red', second: 'yellow' },
  { mix: 'purple', first: 'red', second: 'blue' },
] as const;

/** Sharing a total in a ratio, where the total is the paint a job needs. */
export function paintProblem(random: Random, [a, b]: [number, number]): Problem {
  const paint = random.pick(PAINTS);
  const litres = random.int(2, 5);
  const total = (a + b) * litres;
  return {
    prompt: `A shade of ${paint.mix} paint is made by mixing ${paint.first} and ${paint.second} paint in the ratio ${a} : ${b}, and a painter needs ${total} litres of ${paint.mix} paint for a wall. How many litres of each colour should she mix?`,
    steps: [
      `The ratio has ${a} + ${b} = ${a + b} equal parts.`,
      `One part is ${total} ÷ ${a + b} = ${litres} litres.`,
      `${paint.first[0]!.toUpperCase()}${paint.first.slice(1)}: ${a} × ${litres} = ${a * litres} litres. ${paint.second[0]!.toUpperCase()}${paint.second.slice(1)}: ${b} × ${litres} = ${b * litres} litres. Check: ${a * litres} + ${b * litres} = ${total}.`,
    ],
    answer: `${a * litres} litres of ${paint.first} and ${b * litres} litres of ${paint.second}`,
  };
}

/** A proportional relationship y = kx met in a situation: the constant is the rate, then used for another x. */
export function proportionalProblem(random: Random): Problem {
  const x1 = random.int(2, 4);
  const x2 = random.int(5, 9);
  if (random.int(0, 1) === 0) {
    const k = random.int(6, 15);
    return {
      prompt: `Water flows from a tap at a steady rate, so the volume y in litres is proportional to the time x in minutes, and ${k * x1} litres flow out in ${x1} minutes. Find the constant of proportionality k, and the volume after ${x2} minutes.`,
      steps: [`k = y ÷ x = ${k * x1} ÷ ${x1} = ${k} (litres per minute).`, `The equation is y = ${k}x.`, `When x = ${x2}: y = ${k} × ${x2} = ${k * x2}.`],
      answer: `k = ${k}; ${k * x2} litres`,
    };
  }
  const k = 5 * random.int(10, 18);
  return {
    prompt: `A car travels at a steady speed, so the distance y in kilometres is proportional to the time x in hours, and it travels ${k * x1} km in ${x1} hours. Find the constant of proportionality k, and the distance it travels in ${x2} hours.`,
    steps: [`k = y ÷ x = ${k * x1} ÷ ${x1} = ${k} (kilometres per hour).`, `The equation is y = ${k}x.`, `When x = ${x2}: y = ${k} × ${x2} = ${k * x2}.`],
    answer: `k = ${k}; ${k * x2} km`,
  };
}

const PACKS = [
  { container: 'box', product: 'cereal', unit: 'g' },
  { container: 'bag', product: 'rice', unit: 'g' },
  { container: 'bottle', product: 'juice', unit: 'ml' },
] as const;

/** A best buy: two pack sizes compared by the price of the same amount (100 g or 100 ml) of each. */
export function bestBuyProblem(random: Random): Problem {
  const pack = random.pick(PACKS);
  const small = random.pick([2, 3, 4, 5]);
  // Up to 900 g (or ml), so both packs are written in the same unit.
  const large = random.int(small + 1, 9);
  const smallPer100 = 5 * random.int(10, 40);
  let largePer100 = smallPer100 + 5 * random.int(-4, 3);
  if (largePer100 === smallPer100) largePer100 -= 5;
  const [smallPrice, largePrice] = [(small * smallPer100) / 100, (large * largePer100) / 100];
  const better = largePer100 < smallPer100 ? large : small;
  const [best, other] = [Math.min(smallPer100, largePer100) / 100, Math.max(smallPer100, largePer100) / 100];
  return {
    prompt: `A shop sells ${pack.product} in two sizes: a ${small * 100} ${pack.unit} ${pack.container} costs ${money(smallPrice)} and a ${large * 100} ${pack.unit} ${pack.container} costs ${money(largePrice)}. By comparing the cost of 100 ${pack.unit} in each, decide which ${pack.container} is better value.`,
    steps: [
      `${small * 100} ${pack.unit} is ${small} lots of 100 ${pack.unit}: ${money(smallPrice)} ÷ ${small} = ${money(smallPer100 / 100)} per 100 ${pack.unit}.`,
      `${large * 100} ${pack.unit} is ${large} lots of 100 ${pack.unit}: ${money(largePrice)} ÷ ${large} = ${money(largePer100 / 100)} per 100 ${pack.unit}.`,
      `The lower price for the same amount is the better value.`,
    ],
    answer: `The ${better * 100} ${pack.unit} ${pack.container}: ${money(best)} per 100 ${pack.unit}, against ${money(other)}`,
  };
}

/** A rate found from one pair of amounts and used for another: pages a printer prints, distance a cyclist rides. */
export function rateProblem(random: Random): Problem {
  if (random.int(0, 1) === 0) {
    const [t1, t2] = [random.int(2, 5), random.int(6, 12)];
    const perMinute = random.int(8, 30);
    return {
      prompt: `A school printer prints ${perMinute * t1} pages in ${t1} minutes when it copies worksheets for a class. At the same rate, how many minutes does it take to print ${perMinute * t2} pages?`,
      steps: [`Pages per minute: ${perMinute * t1} ÷ ${t1} = ${perMinute}.`, `Minutes for ${perMinute * t2} pages: ${perMinute * t2} ÷ ${perMinute} = ${t2}.`],
      answer: `${t2} minutes`,
    };
  }
  // A cyclist's ride stays within a day out: 2 or 3 hours known, 4 to 6 asked.
  const [t1, t2] = [random.int(2, 3), random.int(4, 6)];
  const speed = random.int(12, 22);
  return {
    prompt: `A cyclist rides ${speed * t1} km in ${t1} hours at a steady speed along a flat country road. At the same speed, how far does she ride in ${t2} hours?`,
    steps: [`Speed: ${speed * t1} ÷ ${t1} = ${speed} km per hour.`, `In ${t2} hours: ${speed} × ${t2} = ${speed * t2} km.`],
    answer: `${speed * t2} km`,
  };
}

const PERCENT_CHANGES = [
  { item: 'A pair of trainers', when: 'before a sale, and in the sale the price is reduced by', question: 'What is the sale price of the trainers?', up: false },
  { item: 'A school bag', when: 'before a sale, and in the sale the price is reduced by', question: 'What is the sale price of the bag?', up: false },
  { item: 'A monthly bus pass', when: 'this year, and next year the price goes up by', question: 'What will the bus pass cost next year?', up: true },
  { item: 'A swimming-pool season ticket', when: 'this season, and next season the price goes up by', question: 'What will the ticket cost next season?', up: true },
] as const;

/** One percentage change to a price: a sale (from Grade 6) or, from Grade 7, a price rise too. */
export function percentChangeProblem(random: Random, grade: number, salePercents?: readonly number[]): Problem {
  const change = random.pick(grade >= 7 && !salePercents ? PERCENT_CHANGES : PERCENT_CHANGES.filter((c) => !c.up));
  const price = 20 * random.int(2, 10);
  // A sale takes off up to half; a price rise stays within what prices really rise by.
  const percent = change.up ? 5 * random.int(1, 4) : salePercents ? random.pick(salePercents) : 5 * random.int(2, 10);
  const part = (price * percent) / 100;
  const result = change.up ? price + part : price - part;
  return {
    prompt: `${change.item} costs ${money(price)} ${change.when} ${percent}%. ${change.question}`,
    steps: [`${percent}% of ${money(price)} = ${percent}/100 × ${price} = ${money(part)}.`, `${change.up ? 'Add' : 'Subtract'}: ${money(price)} ${change.up ? '+' : '−'} ${money(part)} = ${money(result)}.`],
    answer: money(result),
  };
}

const SALE_ITEMS = ['T-shirt', 'pair of jeans', 'board game', 'football', 'backpack', 'skateboard'] as const;

/** The amount a sale takes off a price: the first step of every discount. */
export function discountAmountProblem(random: Random, percents: readonly number[]): Problem {
  const item = random.pick(SALE_ITEMS);
  const price = 20 * random.int(1, 10);
  const percent = random.pick(percents);
  const off = (price * percent) / 100;
  return {
    prompt: `A sports shop takes ${percent}% off the price of a ${item} that normally costs ${money(price)}. How much money does a customer save?`,
    steps: [`${percent}% means ${percent}/100.`, `${percent}/100 × ${money(price)} = ${money(off)}.`],
    answer: money(off),
  };
}

/** Which of two shops is cheaper, one with a percentage off and one with a lower price: the sale price decides. */
export function betterDealProblem(random: Random): Problem {
  const price = 20 * random.int(2, 10);
  const percent = random.pick([10, 20, 25, 50]);
  const sale = (price * (100 - percent)) / 100;
  const other = sale + random.pick([-3, -2, -1, 1, 2, 3]);
  const cheaper = sale < other ? 'A' : 'B';
  return {
    prompt: `The same board game is on sale in two shops. Shop A sells it for ${money(price)} with ${percent}% off. Shop B sells it for ${money(other)}. Which shop is cheaper, and by how much?`,
    steps: [
      `Shop A takes off ${percent}% of ${money(price)} = ${money(price - sale)}, so its price is ${money(price)} − ${money(price - sale)} = ${money(sale)}.`,
      `Compare: ${money(sale)} at Shop A and ${money(other)} at Shop B differ by ${money(Math.abs(sale - other))}.`,
    ],
    answer: `Shop ${cheaper}, by ${money(Math.abs(sale - other))}`,
  };
}

/** Two discounts one after the other: the second is a percentage of the sale price, not of the first price. */
export function twoDiscountsProblem(random: Random): Problem {
  const price = 20 * random.int(5, 30);
  const first = random.pick([10, 20, 25, 30, 40]);
  const second = random.pick([5, 10, 20]);
  const sale = (price * (100 - first)) / 100;
  const final = (sale * (100 - second)) / 100;
  return {
    prompt: `A bike costs ${money(price)}, and in a sale its price is reduced by ${first}%. On the last day of the sale, a further ${second}% is taken off the sale price. What is the final price of the bike?`,
    steps: [
      `First discount: ${first}% of ${money(price)} = ${money((price * first) / 100)}, so the sale price is ${money(sale)}.`,
      `Second discount: ${second}% of ${money(sale)} = ${money((sale * second) / 100)}, so the final price is ${money(final)}.`,
      `The two discounts are not ${first + second}% off: the second is taken from the lower sale price.`,
    ],
    answer: money(final),
  };
}

/** A percentage of a school's students, then the rest of them. */
export function surveyPercentProblem(random: Random): Problem {
  const students = 20 * random.int(10, 40);
  const percent = 5 * random.int(3, 14);
  const walk = (students * percent) / 100;
  return {
    prompt: `A school has ${students} students, and in a survey ${percent}% of them said that they walk to school. How many students at the school do not walk to school?`,
    steps: [`${percent}% of ${students} = ${percent}/100 × ${students} = ${walk} students walk.`, `Those who do not: ${students} − ${walk} = ${students - walk}.`],
    answer: `${students - walk} students`,
  };
}

/** An equation set up from a situation and solved; the answer names the equation, so a teacher sees the set-up. */
const setUp = (value: string, equation: string): string => `${value} (from ${equation})`;

/** Grade 6: one-step equations from a situation (saving towards a price, tickets at a fixed price). */
export function oneStepStory(random: Random, level: number): Problem {
  if (level === 5) {
    const price = 5 * random.int(16, 60);
    const saved = 5 * random.int(3, price / 5 - 3);
    return {
      prompt: `A student is saving to buy a bike that costs $${price}, and she has saved $${saved} so far. Write and solve an equation to find how much more money, x dollars, she needs to save.`,
      steps: [`Money saved + money still needed = price: x + ${saved} = ${price}.`, `Subtract ${saved} from both sides: x = ${price} − ${saved} = ${price - saved}.`],
      answer: setUp(`$${price - saved}`, `x + ${saved} = ${price}`),
    };
  }
  const [each, tickets] = [random.int(4, 15), random.int(3, 8)];
  return {
    prompt: `Tickets for a school concert cost $${each} each, and a family pays $${each * tickets} for their tickets. Write and solve an equation to find the number of tickets, x, that the family buys.`,
    steps: [`Price of one ticket × number of tickets = total: ${each}x = ${each * tickets}.`, `Divide both sides by ${each}: x = ${each * tickets} ÷ ${each} = ${tickets}.`],
    answer: setUp(`${tickets} tickets`, `${each}x = ${each * tickets}`),
  };
}

/** Grade 7: a fixed charge plus a rate (a taxi, a phone plan), or equal shares plus a shared cost: ax + b = c. */
export function twoStepStory(random: Random, level: number): Problem {
  if (level === 5) {
    const taxi = random.int(0, 1) === 0;
    const [fixed, rate, x] = taxi ? [random.int(3, 6), random.int(2, 4), random.int(3, 15)] : [random.int(10, 30), random.int(2, 5), random.int(2, 12)];
    const bill = fixed + rate * x;
    const equation = `${rate}x + ${fixed} = ${bill}`;
    const steps = [`Fixed charge + ${rate} × x = total: ${equation}.`, `Subtract ${fixed} from both sides: ${rate}x = ${bill - fixed}.`, `Divide both sides by ${rate}: x = ${x}.`];
    return taxi
      ? {
          prompt: `A taxi charges $${fixed} to start a ride plus $${rate} for each kilometre travelled, and one ride costs $${bill}. Write and solve an equation to find the length of the ride, x kilometres.`,
          steps,
          answer: setUp(`${x} km`, equation),
        }
      : {
          prompt: `A phone plan costs $${fixed} a month plus $${rate} for each gigabyte of data used, and one month’s bill is $${bill}. Write and solve an equation to find how many gigabytes, x, were used that month.`,
          steps,
          answer: setUp(`${x} GB`, equation),
        };
  }
  const [friends, ticket, snacks] = [random.int(3, 6), random.int(8, 16), random.int(6, 20)];
  const total = friends * ticket + snacks;
  const equation = `${friends}x + ${snacks} = ${total}`;
  return {
    prompt: `${['Three', 'Four', 'Five', 'Six'][friends - 3]} friends go to the cinema, where they each pay the same ticket price, x dollars, and together they spend $${snacks} on snacks and $${total} in all. Write and solve an equation to find the price of one ticket.`,
    steps: [`${friends} tickets + snacks = total: ${equation}.`, `Subtract ${snacks} from both sides: ${friends}x = ${total - snacks}.`, `Divide both sides by ${friends}: x = ${ticket}.`],
    answer: setUp(`$${ticket}`, equation),
  };
}

/** Grade 8: situations that give x on both sides (two phone plans, ages now and later). */
export function bothSidesStory(random: Random, level: number): Problem {
  if (level === 5) {
    const x = random.int(2, 10);
    const cheapRate = random.int(1, 4);
    const dearRate = cheapRate + random.int(1, 3);
    const lowFee = random.int(5, 20);
    const highFee = lowFee + x * (dearRate - cheapRate);
    const equation = `${linear(cheapRate, highFee)} = ${linear(dearRate, lowFee)}`;
    return {
      prompt: `Phone plan A costs $${highFee} a month plus $${cheapRate} for each gigabyte of data. Plan B costs $${lowFee} a month plus $${dearRate} for each gigabyte. Write and solve an equation to find the number of gigabytes, x, for which both plans cost the same.`,
      steps: [
        `Cost of plan A = cost of plan B: ${equation}.`,
        `Subtract ${linear(cheapRate, 0)} from both sides: ${highFee} = ${linear(dearRate - cheapRate, lowFee)}.`,
        `Subtract ${lowFee} from both sides: ${highFee - lowFee} = ${linear(dearRate - cheapRate, 0)}, so x = ${x}.`,
      ],
      answer: setUp(`${x} GB`, equation),
    };
  }
  const times = random.pick([3, 4]);
  // The parent is at least 24 and at most 44 now.
  const age = times === 3 ? random.int(8, 14) : random.int(6, 11);
  const years = (times - 2) * age;
  const equation = `${times}x + ${years} = 2(x + ${years})`;
  return {
    prompt: `A parent is ${times} times as old as their child. In ${years} years’ time, the parent will be twice as old as the child. Write and solve an equation to find the child’s age now, x years.`,
    steps: [
      `Now: child x, parent ${times}x. In ${years} years: child x + ${years}, parent ${times}x + ${years}.`,
      `The parent will be twice as old: ${equation}.`,
      `Expand: ${times}x + ${years} = 2x + ${2 * years}. Subtract 2x and ${years} from both sides: ${linear(times - 2, 0)} = ${years}, so x = ${age}.`,
    ],
    answer: setUp(`${age} years`, equation),
  };
}
