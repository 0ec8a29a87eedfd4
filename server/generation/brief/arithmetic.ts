import type { WorkedExample } from '../types.ts';

/**
 * A calculation the teacher names ("342 × 6", "27 × 14", "1000 − 358") worked out step by step, so the plan models
 * the teacher's own example with its answer rather than one of its own. Whole numbers only; anything else is left to
 * the mathematics generators.
 */

const OPERATION = /^\s*(\d{1,6})\s*([×x*÷/+−–-])\s*(\d{1,6})\s*(?:=\s*\??)?\s*$/;
const format = (n: number) => n.toLocaleString('en-US');

/** 342 → [300, 40, 2]: a number's parts by place value, zeros left out. */
function placeParts(n: number): number[] {
  const digits = String(n).split('');
  return digits.map((d, i) => Number(d) * 10 ** (digits.length - 1 - i)).filter((p) => p > 0);
}

function multiply(a: number, b: number): WorkedExample {
  // Partition the number with more digits; multiply each part by the other number (the area model's rows).
  const [big, small] = String(a).length >= String(b).length ? [a, b] : [b, a];
  const parts = placeParts(big);
  const products = parts.map((p) => p * small);
  const answer = a * b;
  return {
    problem: `Work out ${format(a)} × ${format(b)}`,
    steps: [
      `Split ${format(big)} by place value: ${parts.map(format).join(' + ')}.`,
      ...parts.map((p, i) => `${format(p)} × ${format(small)} = ${format(products[i]!)}`),
      `Add the parts: ${products.map(format).join(' + ')} = ${format(answer)}.`,
    ],
    answer: format(answer),
  };
}

function add(a: number, b: number): WorkedExample {
  const parts = placeParts(b);
  let running = a;
  const steps = [`Start from ${format(a)} and add ${format(b)} one place at a time: ${parts.map(format).join(' + ')}.`];
  for (const p of parts) {
    steps.push(`${format(running)} + ${format(p)} = ${format(running + p)}`);
    running += p;
  }
  return { problem: `Work out ${format(a)} + ${format(b)}`, steps, answer: format(a + b) };
}

function subtract(a: number, b: number): WorkedExample {
  const parts = placeParts(b);
  let running = a;
  const steps = [`Start from ${format(a)} and take away ${format(b)} one place at a time: ${parts.map(format).join(' + ')}.`];
  for (const p of parts) {
    steps.push(`${format(running)} − ${format(p)} = ${format(running - p)}`);
    running -= p;
  }
  steps.push(`Check by adding back: ${format(a - b)} + ${format(b)} = ${format(a)}.`);
  return { problem: `Work out ${format(a)} − ${format(b)}`, steps, answer: format(a - b) };
}

function divide(a: number, b: number): WorkedExample | undefined {
  if (b === 0) return undefined;
  const quotient = Math.floor(a / b);
  const remainder = a - quotient * b;
  const parts = placeParts(quotient);
  return {
    problem: `Work out ${format(a)} ÷ ${format(b)}`,
    steps: [
      `Find how many groups of ${format(b)} make ${format(a)}, in chunks: ${parts.map((p) => `${format(p)} × ${format(b)} = ${format(p * b)}`).join('; ')}.`,
      `${parts.map(format).join(' + ')} = ${format(quotient)} groups, which make ${format(quotient * b)}.`,
      remainder ? `${format(a)} − ${format(quotient * b)} = ${format(remainder)} left over: the remainder.` : `Nothing is left over.`,
    ],
    answer: remainder ? `${format(quotient)} remainder ${format(remainder)}` : format(quotient),
  };
}

/** The worked example for a calculation the teacher typed, or undefined when it is not one this can work out. */
export function workedCalculation(text: string): WorkedExample | undefined {
  const m = OPERATION.exec(text.replace(/,(?=\d{3}\b)/g, ''));
  if (!m) return undefined;
  const a = Number(m[1]);
  const b = Number(m[3]);
  switch (m[2]) {
    case '×':
    case 'x':
    case '*':
      return multiply(a, b);
    case '+':
      return add(a, b);
    case '÷':
    case '/':
      return divide(a, b);
    default:
      return a >= b ? subtract(a, b) : undefined;
  }
}
