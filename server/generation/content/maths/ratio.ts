import { decimal, frac, fracText, fracWithMixed, gcd, money } from './numbers.ts';
import { bestBuyProblem, betterDealProblem, discountAmountProblem, paintProblem, percentChangeProblem, proportionalProblem, rateProblem, recipeProblem, surveyPercentProblem, twoDiscountsProblem } from './applied-number.ts';
import type { Random } from './random.ts';
import { timesFacts, type Problem, type Topic } from './topic.ts';
import { counted } from './words.ts';

const RATIO_MATERIALS = ['Mini-whiteboards and pens', 'Squared paper for ratio tables and bar models', 'Double number line templates'];
const THINGS = [
  ['red beads', 'blue beads'],
  ['cups of flour', 'cups of milk'],
  ['boys', 'girls'],
  ['litres of paint', 'litres of water'],
  ['cats', 'dogs'],
] as const;

/** Two whole numbers with no common factor, for a ratio in simplest form. */
function simpleRatio(random: Random, max: number): [number, number] {
  for (;;) {
    const a = random.int(1, max);
    const b = random.int(1, max);
    if (a !== b && gcd(a, b) === 1) return [a, b];
  }
}

/**
 * A classmate's additive scaling to explain (from Grade 6): the same amount added to both parts of a ratio instead of
 * both being multiplied by the same number, then the correct amount.
 */
function additiveMistakeProblem(random: Random): Problem {
  const name = random.pick(['Ali', 'Jess', 'Sam', 'Priya', 'Ben']);
  const [a, b] = simpleRatio(random, 5);
  const k = random.int(2, 4);
  const added = a * k - a;
  return {
    prompt: `A drink is made by mixing cordial and water in the ratio ${a} : ${b}. ${name} uses ${counted(a * k, 'cup')} of cordial and says that ${counted(b + added, 'cup')} of water are needed, because ${counted(added, 'cup')} ${added === 1 ? 'was' : 'were'} added to the cordial. Explain the mistake in a sentence, then find the correct amount of water.`,
    steps: [
      `${name} added ${added} to both parts, but equivalent ratios come from multiplying both parts by the same number.`,
      `${a} × ${k} = ${a * k}, so the cordial has been multiplied by ${k}.`,
      `Multiply the water by ${k} too: ${b} × ${k} = ${b * k}.`,
    ],
    answer: `${name} added the same amount to both parts instead of multiplying both by ${k}; ${b * k} cups of water are needed.`,
  };
}

export const ratios: Topic = {
  strand: 'ratio',
  name: 'ratio and proportion',
  keyPoints: (grade) => [
    'A ratio compares two quantities: 2 : 3 means 2 of the first for every 3 of the second.',
    'Equivalent ratios come from multiplying or dividing both parts by the same number.',
    grade >= 7
      ? 'In a proportional relationship y = kx, where k is the constant of proportionality (the unit rate).'
      : 'To share an amount in a ratio, add the parts to find how many equal shares there are.',
  ],
  priorKnowledge: ['Multiplication and division facts.', 'Factors and common factors.', 'Equivalent fractions.'],
  // Proportional relationships come at grade 7 (as the key points say); before that a ratio is simplified and shared.
  keywords: (grade) =>
    grade >= 7
      ? ['ratio', 'equivalent ratio', 'unit rate', 'proportional', 'constant of proportionality']
      : ['ratio', 'equivalent ratio', 'simplest form', 'highest common factor', 'unit rate'],
  misconceptions: ['ratio-additive'],
  materials: RATIO_MATERIALS,
  activities: [
    'Recipe scaling: groups scale a simple recipe for 4 people up to 6, 10 and 12 people in a ratio table, then compare methods.',
  ],
  problem(random, level, grade) {
    // From Grade 6 the climb ends in situations: scaling a recipe, then mixing paint or (Grade 7) a rate as y = kx.
    if (grade >= 6 && level === 5) return recipeProblem(random);
    if (grade >= 6 && level === 6) return grade >= 7 ? proportionalProblem(random) : paintProblem(random, simpleRatio(random, 5));
    // From Grade 6 level 4 asks students to explain a classmate's additive mistake before they correct it.
    if (grade >= 6 && level === 4) return additiveMistakeProblem(random);
    const [first, second] = random.pick(THINGS);
    const [a, b] = simpleRatio(random, grade <= 6 ? 5 : 9);
    const k = random.int(2, 3 + level);
    if (level <= 2) {
      return {
        prompt: `Write the ratio ${a * k} : ${b * k} in its simplest form.`,
        steps: [`The highest common factor of ${a * k} and ${b * k} is ${k}.`, `Divide both parts by ${k}: ${a * k} ÷ ${k} = ${a} and ${b * k} ÷ ${k} = ${b}.`],
        answer: `${a} : ${b}`,
      };
    }
    if (level <= 4) {
      return {
        prompt: `The ratio of ${first} to ${second} is ${a} : ${b}. There are ${a * k} ${first}. How many ${second} are there?`,
        steps: [`${a} × ${k} = ${a * k}, so the ratio has been multiplied by ${k}.`, `Multiply the other part by ${k} too: ${b} × ${k} = ${b * k}.`],
        answer: String(b * k),
      };
    }
    const total = (a + b) * k;
    const share = total / (a + b);
    return {
      prompt: `Share ${total} in the ratio ${a} : ${b}.`,
      steps: [
        `Add the parts: ${a} + ${b} = ${a + b} equal shares.`,
        `One share is ${total} ÷ ${a + b} = ${share}.`,
        `${a} × ${share} = ${a * share} and ${b} × ${share} = ${b * share}. Check: ${a * share} + ${b * share} = ${total}.`,
      ],
      answer: `${a * share} and ${b * share}`,
    };
  },
  checkLevel: (grade) => (grade >= 6 ? 4 : 3),
  whyChecks: (grade) =>
    grade >= 7
      ? [
          {
            prompt: 'Explain how you can tell from a table of values whether two quantities are in a proportional relationship.',
            answer: 'Divide each y-value by its x-value: if y/x is the same for every pair, the quantities are proportional, and that constant is k in y = kx.',
          },
        ]
      : grade >= 6
        ? [
            {
              prompt: 'Explain why dividing both parts of a ratio by their highest common factor gives the ratio in its simplest form.',
              answer: 'Dividing both parts by the same number keeps the ratio equivalent, and after dividing by the highest common factor the parts have no common factor other than 1, so no smaller whole numbers give the same ratio.',
            },
          ]
        : [],
  hinge(random) {
    const [a, b] = simpleRatio(random, 5);
    const k = random.int(2, 4);
    return {
      prompt: `A recipe uses flour and milk in the ratio ${a} : ${b}. Sam uses ${a * k} cups of flour. How many cups of milk does Sam need?`,
      answer: String(b * k),
      // Adding the increase in flour to the milk, adding the milk's share to the flour, or copying the ratio's number.
      distractors: [String(b + a * k - a), String(a * k + b), String(b)].filter((x) => x !== String(b * k)),
      mistakes: { [String(b + a * k - a)]: 'ratio-additive' },
    };
  },
  retrieval: (random) => {
    const [a, b] = simpleRatio(random, 5);
    const k = random.int(2, 6);
    return [...timesFacts(random, 2, 12), { prompt: `What is the highest common factor of ${a * k} and ${b * k}?`, answer: String(gcd(a * k, b * k)) }];
  },
};

export const unitRates: Topic = {
  strand: 'ratio',
  name: 'unit rates',
  keyPoints: () => [
    'A unit rate is how much for one: dollars per item, kilometres per hour.',
    'Divide the quantity you want “per” by the number of units: cost ÷ items gives cost per item.',
    'Once you know the rate for one, multiply to find the rate for any number.',
  ],
  priorKnowledge: ['Multiplication and division facts.', 'Dividing with decimals (money).', 'Ratio language.'],
  keywords: ['rate', 'unit rate', 'ratio'],
  misconceptions: ['division-bigger-by-smaller', 'ratio-additive'],
  materials: RATIO_MATERIALS,
  activities: ['Best buy: compare the unit prices of two pack sizes of the same product and decide which is better value.'],
  problem(random, level, grade) {
    if (grade >= 6 && level === 5) return bestBuyProblem(random);
    if (grade >= 6 && level === 6) return rateProblem(random);
    const items = random.int(2, 4 + level);
    const cents = random.int(3, 12) * (level <= 2 ? 100 : 25);
    const total = (items * cents) / 100;
    if (level % 2 === 1) {
      return {
        prompt: `${items} pencil cases cost ${money(total)}. How much does one pencil case cost?`,
        steps: [`Cost per item = total cost ÷ number of items.`, `${money(total)} ÷ ${items} = ${money(cents / 100)}.`],
        answer: money(cents / 100),
      };
    }
    const more = items + random.int(2, 6);
    return {
      prompt: `${items} notebooks cost ${money(total)}. How much do ${more} notebooks cost?`,
      steps: [`Find the cost of one: ${money(total)} ÷ ${items} = ${money(cents / 100)}.`, `Multiply by ${more}: ${money(cents / 100)} × ${more} = ${money((cents * more) / 100)}.`],
      answer: money((cents * more) / 100),
    };
  },
  hinge(random) {
    let hours: number;
    let lawns: number;
    do {
      hours = random.int(2, 7);
      lawns = random.int(hours + 1, 9);
    } while (gcd(hours, lawns) !== 1);
    return {
      prompt: `It takes ${hours} hours to mow ${lawns} lawns. At that rate, how many hours does one lawn take?`,
      answer: `${fracText(frac(hours, lawns))} of an hour`,
      // Dividing the wrong way round, or multiplying the two numbers.
      distractors: [`${fracWithMixed(frac(lawns, hours))} hours`, `${hours * lawns} hours`],
      mistakes: { [`${fracWithMixed(frac(lawns, hours))} hours`]: 'division-bigger-by-smaller' },
    };
  },
  retrieval: (random) => {
    const [items, cents] = [random.int(2, 5), random.int(2, 9) * 50];
    return [...timesFacts(random, 2, 12), { prompt: `What is ${money((items * cents) / 100)} ÷ ${items}?`, answer: money(cents / 100) }];
  },
};

export const percentages: Topic = {
  strand: 'ratio',
  name: 'percentages',
  keyPoints: (grade) => [
    'Per cent means “out of 100”: 30% = 30/100.',
    'To find 10%, divide by 10; build other percentages from 10%, 5% and 1%.',
    grade >= 7 ? 'A 20% decrease leaves 80% of the amount: multiply by 0.8.' : '50% is one half and 25% is one quarter.',
  ],
  priorKnowledge: ['Fractions with denominator 100.', 'Dividing by 10 and 100.', 'Multiplication facts.'],
  keywords: ['percentage', 'per cent', 'discount'],
  misconceptions: ['percent-as-number'],
  materials: ['Hundred squares', 'Percentage bar models on squared paper', 'Mini-whiteboards and pens'],
  activities: ['Sale shopping: from a price list and a discount card, work out each sale price and check it with a bar model.'],
  problem(random, level, grade) {
    // From Grade 6 the climb ends in prices and surveys; Grade 7 adds a price rise and two discounts in a row.
    if (grade >= 6 && level === 5) return percentChangeProblem(random, grade);
    if (grade >= 6 && level === 6) return grade >= 7 ? twoDiscountsProblem(random) : surveyPercentProblem(random);
    const percent = random.pick(level <= 2 ? [10, 50, 25] : [5, 15, 20, 30, 40, 60, 75]);
    const step = 100 / gcd(percent, 100);
    const amount = level <= 2 ? 20 * random.int(1, 10) : step * random.int(2, 12);
    const part = (percent * amount) / 100;
    return {
      prompt: `Find ${percent}% of ${amount}.`,
      steps: [
        `${percent}% means ${percent}/100.`,
        `${percent}/100 × ${amount} = ${percent * amount}/100 = ${part}.`,
      ],
      answer: String(part),
    };
  },
  hinge(random) {
    const percent = random.pick([20, 25, 40]);
    const amount = random.pick([60, 80, 120, 160, 200]);
    const wrongDivide = amount / percent;
    return {
      prompt: `What is ${percent}% of ${amount}?`,
      answer: String((percent * amount) / 100),
      distractors: [Number.isInteger(wrongDivide) ? String(wrongDivide) : decimal(wrongDivide, 1), String(amount - percent)],
      mistakes: { [Number.isInteger(wrongDivide) ? String(wrongDivide) : decimal(wrongDivide, 1)]: 'percent-as-number', [String(amount - percent)]: 'percent-as-number' },
    };
  },
  retrieval: (random) => {
    const hundredths = random.int(1, 99);
    const tens = random.int(11, 99) * 10;
    const d = random.pick([2, 4, 5, 10, 20, 25]);
    const n = random.int(1, d - 1);
    return [
      { prompt: `Write ${hundredths}/100 as a decimal.`, answer: decimal(hundredths / 100, 2) },
      { prompt: `What is ${tens} ÷ 10?`, answer: String(tens / 10) },
      { prompt: `Write ${n}/${d} as a fraction with denominator 100.`, answer: `${(n * 100) / d}/100` },
    ];
  },
};

/**
 * A lesson on discounts (its title or description says so): every problem is a price in a sale, from the amount
 * taken off, through the sale price, to two shops compared (Grade 6) or two discounts in a row (from Grade 7).
 */
export const percentageDiscounts: Topic = {
  ...percentages,
  name: 'percentage discounts',
  // The lesson models the sale price (the discount found, then taken off), not only the amount taken off.
  exampleLevel: () => 2,
  keyPoints: (grade) => [
    'A discount is the amount taken off a price; the sale price is what is left to pay.',
    'Find the discount as a percentage of the original price, then subtract it: 20% off $60 is $12 off, so the sale price is $48.',
    grade >= 7 ? 'A 20% discount leaves 80% of the price: multiply by 0.8 to find the sale price in one step.' : 'You can also find what is left to pay: 25% off means paying 75% of the price.',
  ],
  problem(random, level, grade) {
    if (level === 1) return discountAmountProblem(random, [10, 50, 25]);
    if (level === 2) return percentChangeProblem(random, grade, [10, 50, 25]);
    if (level === 6) return grade >= 7 ? twoDiscountsProblem(random) : betterDealProblem(random);
    return percentChangeProblem(random, grade, grade >= 6 ? [15, 20, 30, 35, 40, 45] : [20, 30, 40]);
  },
  checkLevel: (grade) => (grade >= 6 ? 4 : 3),
  whyChecks: (grade) =>
    grade >= 7
      ? [
          {
            prompt: 'Explain why a 20% discount followed by a further 10% discount is not the same as 30% off the original price.',
            answer: 'The second 10% is taken from the sale price, which is already lower than the original price, so it takes off less money than 10% of the original: the two discounts leave 90% of 80% = 72% to pay, which is 28% off, not 30%.',
          },
        ]
      : grade >= 6
        ? [
            {
              prompt: 'Explain why taking 25% off a price gives the same sale price as paying 75% of it.',
              answer: 'The whole price is 100%; taking off 25% leaves 100% − 25% = 75% of the price to pay, so both ways give the same sale price.',
            },
          ]
        : [],
  hinge(random) {
    const price = random.pick([60, 80, 120, 160, 200]);
    const percent = random.pick([20, 25, 40]);
    const off = (price * percent) / 100;
    // The discount itself, and the percentage taken off as if it were dollars: the two mistakes a sale invites.
    return { prompt: `A jacket costs ${money(price)} and is ${percent}% off in a sale. What is the sale price?`, answer: money(price - off), distractors: [money(off), money(price - percent)], mistakes: { [money(price - percent)]: 'percent-as-number' } };
  },
};
