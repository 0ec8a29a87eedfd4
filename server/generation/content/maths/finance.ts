import { defineTopic, withDistractors, type Generator } from './define.ts';
import { plain, whole } from './format.ts';
import { decimal } from './numbers.ts';
import type { Place } from './place.ts';
import type { Random } from './random.ts';

/**
 * Financial and growth mathematics from Year 6 to Year 11: percentage increase and decrease, percentage change and
 * reverse percentages, profit and loss, best buys, simple interest, and compound interest with growth and decay.
 * Money is rounded to the cent (or penny) only in the final answer.
 */

const FINANCE_MATERIALS = ['Calculators', 'Shop catalogues and advertisements', 'Spreadsheet software for repeated calculations'];
/** Money to the cent, with thousands separated as whole numbers are ($10,500.00). */
const dollars = (value: number, place: Place) => {
  // Half a cent rounds up, even when the multiplication left it a hair below (27,635.624999…).
  const cents = Math.round(Math.abs(value) * 100 + 1e-6);
  return `${value < 0 ? '−' : ''}${place.currency.major}${whole(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
};
const price = (random: Random, low: number, high: number) => random.int(low, high) * 5;

// ——— Percentage change, profit and loss (Years 7 to 10) ———

const increaseBy: Generator = (random, _grade, place) => {
  const original = price(random, 10, 200);
  const percent = random.pick([5, 8, 10, 12, 15, 20, 25, 30]);
  const up = random.int(0, 1) === 1;
  const result = original * (1 + (up ? percent : -percent) / 100);
  return withDistractors(
    { prompt: `${up ? 'Increase' : 'Decrease'} ${dollars(original, place)} by ${percent}%.`, steps: [`${percent}% of ${dollars(original, place)} = ${dollars((original * percent) / 100, place)}.`, `${dollars(original, place)} ${up ? '+' : '−'} ${dollars((original * percent) / 100, place)} = ${dollars(result, place)}. (Or multiply by ${plain(1 + (up ? percent : -percent) / 100)}.)`], answer: dollars(result, place) },
    [dollars((original * percent) / 100, place), dollars(original + (up ? percent : -percent), place)],
  );
};

const percentChange: Generator = (random, _grade, place) => {
  const percent = random.pick([5, 10, 15, 20, 25, 40, 50, 60, 12]);
  const thing = random.pick([
    { what: 'A town’s population', scale: 1000, show: (n: number) => `${whole(n)} people` },
    { what: 'The number of visitors to a museum in a week', scale: 10, show: (n: number) => `${whole(n)} visitors` },
    { what: 'The price of a concert ticket', scale: 1, show: (n: number) => dollars(n, place) },
  ]);
  // A multiple of 20 (or 25) keeps the new amount whole for every percentage here.
  const original = random.int(1, 10) * (percent === 12 ? 25 : 20) * thing.scale;
  const up = random.int(0, 1) === 1;
  const now = (original * (100 + (up ? percent : -percent))) / 100;
  const change = Math.abs(now - original);
  const direction = up ? 'increase' : 'decrease';
  return withDistractors(
    { prompt: `${thing.what} changed from ${thing.show(original)} to ${thing.show(now)}. Find the percentage ${direction}.`, steps: [`Change: ${thing.show(change)}.`, `Percentage change = change ÷ original × 100 = ${whole(change)} ÷ ${whole(original)} × 100 = ${percent}%.`], answer: `${percent}% ${direction}` },
    [`${decimal((change / now) * 100, 1).replace(/\.0$/, '')}% ${direction}`, `${100 + (up ? percent : -percent)}% ${direction}`],
  );
};

const reversePercent: Generator = (random, _grade, place) => {
  const original = price(random, 8, 120);
  const percent = random.pick([10, 20, 25, 15, 30, 40]);
  const sale = (original * (100 - percent)) / 100;
  return withDistractors(
    { prompt: `After a ${percent}% discount, a jacket costs ${dollars(sale, place)}. What was the price before the discount?`, steps: [`The sale price is ${100 - percent}% of the original price.`, `Original = ${dollars(sale, place)} ÷ ${plain((100 - percent) / 100)} = ${dollars(original, place)}.`], answer: dollars(original, place) },
    // Adding the percentage of the sale price back on.
    [dollars(sale * (1 + percent / 100), place), dollars(sale + percent, place)],
  );
};

const profitLoss: Generator = (random, _grade, place) => {
  const cost = price(random, 4, 80);
  const percent = random.pick([10, 20, 25, 40, 50, 15, 30]);
  const profit = random.int(0, 2) > 0;
  const sell = (cost * (100 + (profit ? percent : -percent))) / 100;
  return withDistractors(
    { prompt: `A shop buys a lamp for ${dollars(cost, place)} and sells it for ${dollars(sell, place)}. Find the ${profit ? 'profit' : 'loss'} and the percentage ${profit ? 'profit' : 'loss'}.`, steps: [`${profit ? 'Profit' : 'Loss'} = ${dollars(Math.abs(sell - cost), place)}.`, `Percentage ${profit ? 'profit' : 'loss'} = ${plain(Math.abs(sell - cost))} ÷ ${cost} × 100 = ${percent}% (always of the cost price).`], answer: `${profit ? 'Profit' : 'Loss'} ${dollars(Math.abs(sell - cost), place)}, ${percent}%` },
    [`${profit ? 'Profit' : 'Loss'} ${dollars(Math.abs(sell - cost), place)}, ${decimal((Math.abs(sell - cost) / sell) * 100, 1).replace(/\.0$/, '')}%`],
  );
};

const taxAndTip: Generator = (random, _grade, place) => {
  const bill = price(random, 6, 60) + random.int(0, 4);
  const rate = random.pick([8, 10, 15, 18, 20]);
  const kind = place.country === 'us' ? random.pick(['a sales tax', 'a tip']) : place.country === 'au' ? 'GST' : 'VAT';
  const total = bill * (1 + rate / 100);
  return { prompt: `A meal costs ${dollars(bill, place)} before ${kind} of ${rate}% is added. What is the total?`, steps: [`${rate}% of ${dollars(bill, place)} = ${dollars((bill * rate) / 100, place)}.`, `Total: ${dollars(bill, place)} + ${dollars((bill * rate) / 100, place)} = ${dollars(total, place)}.`], answer: dollars(total, place) };
};

const bestBuy: Generator = (random, _grade, place) => {
  for (;;) {
    const [s1, s2] = [random.pick([250, 400, 500]), random.pick([750, 1000, 1200])];
    const [p1, p2] = [random.int(150, 600), random.int(300, 1500)];
    const [u1, u2] = [p1 / s1, p2 / s2];
    if (Math.abs(u1 - u2) < 0.01) continue;
    const better = u1 < u2 ? `the ${s1} g pack` : `the ${s2} g pack`;
    return withDistractors(
      { prompt: `Cereal comes in a ${s1} g pack for ${dollars(p1 / 100, place)} or a ${s2} g pack for ${dollars(p2 / 100, place)}. Which is the better buy?`, steps: [`Cost per 100 g: ${dollars(p1 / 100, place)} ÷ ${s1 / 100} = ${place.currency.major}${decimal(u1, 3)} and ${dollars(p2 / 100, place)} ÷ ${s2 / 100} = ${place.currency.major}${decimal(u2, 3)}.`, `The lower cost per 100 g is the better buy: ${better}.`], answer: better },
      [u1 < u2 ? `the ${s2} g pack` : `the ${s1} g pack`, 'They are the same value'],
    );
  }
};

export const percentageChange = defineTopic({
  strand: 'ratio',
  name: 'percentage change, profit and loss',
  grades: [7, 10],
  keyPoints: [
    'To increase by 15%, multiply by 1.15; to decrease by 15%, multiply by 0.85.',
    'Percentage change = change ÷ original amount × 100%: always divide by the original, not the new amount.',
    'To find the original amount after a change, divide by the multiplier (a sale price after 20% off ÷ 0.8), never take the percentage of the new amount.',
  ],
  priorKnowledge: ['Percentages of amounts.', 'Converting percentages to decimals.', 'Multiplying decimals.'],
  keywords: ['percentage', 'discount', 'profit', 'interest rate'],
  misconceptions: ['percent-as-number'],
  materials: FINANCE_MATERIALS,
  activities: ['Sale detectives: groups check real advertisements (“was $80, now $60 — 25% off!”), calculate the true percentage change, and find any that are wrong.'],
  levels: (grade) => (grade <= 7 ? [increaseBy, taxAndTip, percentChange, bestBuy, profitLoss, reversePercent] : [increaseBy, percentChange, profitLoss, reversePercent, taxAndTip, bestBuy]),
  recall: [increaseBy, taxAndTip, bestBuy],
});

// ——— Simple interest (Years 6 to 10) ———

const simpleInterest: Generator = (random, _grade, place) => {
  const principal = random.int(4, 60) * 100;
  const rate = random.pick([2, 2.5, 3, 4, 5, 6]);
  const years = random.int(2, 8);
  const interest = (principal * rate * years) / 100;
  return withDistractors(
    { prompt: `Find the simple interest on ${dollars(principal, place)} invested at ${plain(rate)}% per year for ${years} years, and the total value at the end.`, steps: [`I = P × r × t = ${principal} × ${plain(rate / 100)} × ${years}.`, `I = ${dollars(interest, place)}; total = ${dollars(principal, place)} + ${dollars(interest, place)} = ${dollars(principal + interest, place)}.`], answer: `Interest ${dollars(interest, place)}; total ${dollars(principal + interest, place)}` },
    [`Interest ${dollars((principal * rate) / 100, place)}; total ${dollars(principal + (principal * rate) / 100, place)}`, `Interest ${dollars(principal * rate * years, place)}; total ${dollars(principal + principal * rate * years, place)}`],
  );
};

const interestRate: Generator = (random, _grade, place) => {
  const principal = random.int(4, 40) * 250;
  const rate = random.pick([2, 3, 4, 5, 6, 8]);
  const years = random.int(2, 6);
  const interest = (principal * rate * years) / 100;
  return { prompt: `${dollars(principal, place)} earns ${dollars(interest, place)} simple interest in ${years} years. What is the annual interest rate?`, steps: [`r = I ÷ (P × t) = ${plain(interest)} ÷ (${principal} × ${years}).`, `= ${plain(interest)} ÷ ${principal * years} = ${plain(rate / 100)} = ${rate}% per year.`], answer: `${rate}% per year` };
};

const timeToEarn: Generator = (random, _grade, place) => {
  const principal = random.int(4, 40) * 500;
  const rate = random.pick([2, 4, 5, 8]);
  const years = random.int(2, 10);
  const interest = (principal * rate * years) / 100;
  return { prompt: `How many years does it take ${dollars(principal, place)} to earn ${dollars(interest, place)} in simple interest at ${rate}% per year?`, steps: [`Interest per year: ${rate}% of ${dollars(principal, place)} = ${dollars((principal * rate) / 100, place)}.`, `${plain(interest)} ÷ ${plain((principal * rate) / 100)} = ${years} years.`], answer: `${years} years` };
};

const loanRepayment: Generator = (random, _grade, place) => {
  const principal = random.int(2, 20) * 500;
  const rate = random.pick([5, 6, 8, 10, 12]);
  const years = random.int(1, 4);
  const total = principal * (1 + (rate * years) / 100);
  const months = years * 12;
  return { prompt: `A loan of ${dollars(principal, place)} is charged simple interest at ${rate}% per year for ${years} ${years === 1 ? 'year' : 'years'}, and repaid in equal monthly payments. How much is each payment?`, steps: [`Interest: ${principal} × ${plain(rate / 100)} × ${years} = ${dollars(total - principal, place)}; total to repay ${dollars(total, place)}.`, `${dollars(total, place)} ÷ ${months} months = ${dollars(total / months, place)}.`], answer: dollars(total / months, place) };
};

export const simpleInterestTopic = defineTopic({
  strand: 'ratio',
  name: 'simple interest',
  grades: [6, 10],
  keyPoints: [
    'Simple interest is paid on the original amount (the principal) only: I = P × r × t, with r as a decimal per year and t in years.',
    'The same interest is added every year, so the total grows by equal steps.',
    'Rearrange I = Prt to find the rate, the time or the principal.',
  ],
  priorKnowledge: ['Percentages as decimals.', 'Multiplying decimals.', 'Rearranging simple formulas.'],
  keywords: ['simple interest', 'interest rate', 'percentage', 'formula'],
  misconceptions: ['percent-as-number'],
  materials: FINANCE_MATERIALS,
  activities: ['Savings plan: students compare two accounts paying simple interest at different rates for different times, tabulate the balance each year, and decide which to choose.'],
  levels: [simpleInterest, interestRate, timeToEarn, simpleInterest, loanRepayment, interestRate],
  recall: [increaseBy, simpleInterest, taxAndTip],
});

// ——— Compound interest, growth and decay (Years 8 to 11) ———

const compoundInterest: Generator = (random, _grade, place) => {
  const principal = random.int(2, 40) * 500;
  const rate = random.pick([2, 3, 4, 5, 6]);
  const years = random.int(2, 6);
  const amount = principal * (1 + rate / 100) ** years;
  const simple = principal * (1 + (rate * years) / 100);
  return withDistractors(
    { prompt: `${dollars(principal, place)} is invested at ${rate}% per year compound interest. What is it worth after ${years} years?`, steps: [`Each year the amount is multiplied by 1 + ${rate}/100 = ${plain(1 + rate / 100)}.`, `A = ${principal} × ${plain(1 + rate / 100)}^${years} = ${decimal(amount, 4)}…`, `≈ ${dollars(amount, place)}.`], answer: dollars(amount, place) },
    [dollars(simple, place), dollars(principal * (rate / 100) ** years + principal, place)],
  );
};

const repeatedSimple: Generator = (random, _grade, place) => {
  const principal = random.int(2, 20) * 1000;
  const rate = random.pick([5, 10, 4]);
  const values = [principal];
  for (let i = 0; i < 3; i++) values.push(values[i]! * (1 + rate / 100));
  return { prompt: `${dollars(principal, place)} earns ${rate}% interest per year, and each year’s interest is added to the balance. Find the balance at the end of each of the first 3 years.`, steps: [`Year 1: ${dollars(principal, place)} + ${rate}% = ${dollars(values[1]!, place)}.`, `Year 2: ${dollars(values[1]!, place)} + ${rate}% = ${dollars(values[2]!, place)}.`, `Year 3: ${dollars(values[2]!, place)} + ${rate}% = ${dollars(values[3]!, place)}.`], answer: values.slice(1).map((v) => dollars(v, place)).join(', ') };
};

const depreciation: Generator = (random, _grade, place) => {
  const value = random.int(10, 60) * 1000;
  const rate = random.pick([10, 12, 15, 20, 25]);
  const years = random.int(2, 5);
  const after = value * (1 - rate / 100) ** years;
  return withDistractors(
    { prompt: `A car worth ${dollars(value, place)} loses ${rate}% of its value each year. What is it worth after ${years} years?`, steps: [`Each year the value is multiplied by 1 − ${rate}/100 = ${plain(1 - rate / 100)}.`, `${value} × ${plain(1 - rate / 100)}^${years} = ${decimal(after, 4)}… ≈ ${dollars(after, place)}.`], answer: dollars(after, place) },
    [dollars(value * (1 - (rate * years) / 100), place), dollars(value * (rate / 100) ** years, place)],
  );
};

const populationGrowth: Generator = (random) => {
  const start = random.int(2, 50) * 100;
  const rate = random.pick([3, 5, 8, 10, 20]);
  const years = random.int(2, 6);
  const after = start * (1 + rate / 100) ** years;
  return { prompt: `A population of ${whole(start)} grows by ${rate}% each year. Write a formula for the population P after n years, and find P when n = ${years}, to the nearest whole number.`, steps: [`P = ${whole(start)} × ${plain(1 + rate / 100)}ⁿ.`, `n = ${years}: ${whole(start)} × ${plain(1 + rate / 100)}^${years} = ${decimal(after, 2)} ≈ ${whole(Math.round(after))}.`], answer: `P = ${whole(start)} × ${plain(1 + rate / 100)}ⁿ; ${whole(Math.round(after))}` };
};

const halfLife: Generator = (random) => {
  const mass = random.pick([80, 160, 200, 320, 640]);
  const halvings = random.int(2, 5);
  const period = random.int(2, 12);
  return withDistractors(
    { prompt: `A substance has a half-life of ${period} years. Starting with ${mass} g of it, how much is left after ${period * halvings} years?`, steps: [`${period * halvings} years is ${halvings} half-lives.`, `${mass} × (1/2)^${halvings} = ${mass} ÷ ${2 ** halvings} = ${plain(mass / 2 ** halvings)} g.`], answer: `${plain(mass / 2 ** halvings)} g` },
    [`${plain(mass - (mass / 2) * halvings > 0 ? mass - (mass / 2) * halvings : mass / (2 * halvings))} g`, `${plain(mass / (2 * halvings))} g`].filter((d) => d !== `${plain(mass / 2 ** halvings)} g`),
  );
};

const growthFactor: Generator = (random) => {
  const factor = random.pick([1.05, 1.12, 0.85, 0.9, 1.2, 0.75, 1.035]);
  const growth = factor > 1;
  const percent = Math.round(Math.abs(factor - 1) * 1000) / 10;
  return withDistractors(
    { prompt: `A quantity is modelled by Q = 500 × ${plain(factor)}ᵗ, where t is in years. By what percentage does it ${growth ? 'grow' : 'decay'} each year?`, steps: [`The growth factor is ${plain(factor)}.`, `${plain(factor)} = 1 ${growth ? '+' : '−'} ${plain(Math.abs(factor - 1))}, which is ${plain(percent)}% ${growth ? 'growth' : 'decay'} each year.`], answer: `${plain(percent)}% ${growth ? 'growth' : 'decay'}` },
    [`${plain(factor * 100)}% ${growth ? 'growth' : 'decay'}`, `${plain(percent)}% ${growth ? 'decay' : 'growth'}`],
  );
};

export const compoundGrowth = defineTopic({
  strand: 'algebra',
  name: 'compound interest, growth and decay',
  grades: [8, 11],
  keyPoints: [
    'Compound interest is paid on the interest already earned: each year the amount is multiplied by the same factor, 1 + r.',
    'After n years, A = P(1 + r)ⁿ; decay by a percentage each year uses a factor less than 1: A = P(1 − r)ⁿ.',
    'Simple interest grows by equal steps (linear); compound interest grows by equal factors (exponential), so it pulls ahead over time.',
  ],
  priorKnowledge: ['Percentage increase and decrease with multipliers.', 'Index notation.', 'Simple interest.'],
  keywords: ['compound interest', 'interest rate', 'power', 'percentage'],
  misconceptions: ['proportional-overuse', 'percent-as-number'],
  materials: FINANCE_MATERIALS,
  activities: ['Race the accounts: in a spreadsheet, students grow $1000 at 5% simple and 5% compound interest for 30 years, graph both, and describe when and why the compound account pulls ahead.'],
  levels: (grade) => (grade <= 8 ? [repeatedSimple, compoundInterest, depreciation, compoundInterest, populationGrowth, depreciation] : [compoundInterest, depreciation, populationGrowth, growthFactor, halfLife, repeatedSimple]),
  recall: [increaseBy, simpleInterest, repeatedSimple],
});
