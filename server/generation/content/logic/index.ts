import type { CheckItem, WorkedExample } from '../../types.ts';
import type { ContentSource } from '../index.ts';
import { seededRandom, type Random } from '../maths/random.ts';
import { teachesTaskOf } from '../tasks.ts';
import WORDING from './wording.json' with { type: 'json' };

/**
 * Boolean logic for computing and digital technologies lessons: the AND, OR and NOT gates, their truth tables and
 * expressions that combine them, each output computed from its inputs and worked step by step (brackets first, then
 * NOT, then AND, then OR), with the unplugged "human logic gates" activity and everyday decisions as practice. The
 * words are data (wording.json); every value is computed here.
 */

type Input = 'A' | 'B' | 'C';
export type Expression = { input: Input } | { not: Expression } | { gate: 'AND' | 'OR'; left: Expression; right: Expression };
type Values = Record<Input, 0 | 1>;

export const A: Expression = { input: 'A' };
export const B: Expression = { input: 'B' };
export const C: Expression = { input: 'C' };
export const and = (left: Expression, right: Expression): Expression => ({ gate: 'AND', left, right });
export const or = (left: Expression, right: Expression): Expression => ({ gate: 'OR', left, right });
export const not = (of: Expression): Expression => ({ not: of });

/** An expression as it is written: brackets around a gate inside another gate or after NOT. */
export function written(e: Expression): string {
  if ('input' in e) return e.input;
  const inner = (x: Expression) => ('gate' in x ? `(${written(x)})` : written(x));
  if ('not' in e) return `NOT ${inner(e.not)}`;
  return `${inner(e.left)} ${e.gate} ${inner(e.right)}`;
}

export function evaluate(e: Expression, values: Values): 0 | 1 {
  if ('input' in e) return values[e.input];
  if ('not' in e) return evaluate(e.not, values) === 1 ? 0 : 1;
  const [l, r] = [evaluate(e.left, values), evaluate(e.right, values)];
  return (e.gate === 'AND' ? l && r : l || r) ? 1 : 0;
}

/** Each gate worked out in turn, innermost first: "A OR B = 1 OR 0 = 1". */
function steps(e: Expression, values: Values): string[] {
  if ('input' in e) return [];
  if ('not' in e) return [...steps(e.not, values), `${written(e)} = NOT ${evaluate(e.not, values)} = ${evaluate(e, values)}`];
  return [...steps(e.left, values), ...steps(e.right, values), `${written(e)} = ${evaluate(e.left, values)} ${e.gate} ${evaluate(e.right, values)} = ${evaluate(e, values)}`];
}

const inputsOf = (e: Expression): Input[] => (['A', 'B', 'C'] as const).filter((i) => written(e).includes(i));
const givenText = (e: Expression, values: Values) => inputsOf(e).map((i) => `${i} = ${values[i]}`).join(', ');

/** Every combination of the expression's inputs, in counting order (00, 01, 10, 11). */
function rows(e: Expression): Values[] {
  const inputs = inputsOf(e);
  return Array.from({ length: 2 ** inputs.length }, (_, n) => {
    const values: Values = { A: 0, B: 0, C: 0 };
    inputs.forEach((input, i) => (values[input] = ((n >> (inputs.length - 1 - i)) & 1) as 0 | 1));
    return values;
  });
}
const rowName = (e: Expression, values: Values) => inputsOf(e).map((i) => values[i]).join('');

export function truthTable(e: Expression): WorkedExample {
  const all = rows(e);
  return {
    problem: `Complete the truth table for ${written(e)}.`,
    steps: all.map((values) => `${givenText(e, values)}: ${steps(e, values).at(-1)!.replace(/^[^=]*= /, '')}`),
    answer: `${written(e)} is ${all.map((v) => `${evaluate(e, v)} for ${rowName(e, v)}`).join(', ')}`,
  };
}

export function worked(e: Expression, values: Values): WorkedExample {
  return { problem: `Work out ${written(e)} when ${givenText(e, values)}.`, steps: steps(e, values), answer: String(evaluate(e, values)) };
}

/** Inputs for a worked expression: never all the same, so the gates have something to decide. */
function randomValues(random: Random): Values {
  const values: Values = { A: random.int(0, 1) as 0 | 1, B: random.int(0, 1) as 0 | 1, C: random.int(0, 1) as 0 | 1 };
  return values.A === values.B && values.B === values.C ? { ...values, B: values.A === 1 ? 0 : 1 } : values;
}
const asItem = (w: WorkedExample): CheckItem => ({ prompt: w.problem, answer: w.answer });
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

/** Boolean logic, wherever an outcome or the lesson names it; a lesson on another task of the outcome gets none. */
const LOGIC = /\bboolean\b|\blogic gates?\b|\btruth tables?\b|\bAND, OR\b|\blogical operators?\b|\bAND gates?\b/i;
/** Logic gates are taught from Years 5 and 6 (Grade 4 and above). */
const YOUNGEST_GRADE = 4;

export const logicContent: ContentSource = (outcome, context) => {
  if (context.grade < YOUNGEST_GRADE || !LOGIC.test(`${outcome.statement} ${context.topic} ${context.description}`)) return undefined;
  if (!teachesTaskOf(outcome, context, LOGIC)) return undefined;
  const random = seededRandom(`${context.seed}|${outcome.code}|logic`);
  const older = context.grade >= 7;
  const combined = older ? [or(and(A, B), C), not(and(A, B)), and(or(A, B), not(C)), or(and(A, not(B)), and(not(A), B))] : [and(A, not(B)), not(or(A, B)), or(A, and(B, C))];
  const [modelled, ...others] = random.shuffle(combined);
  const scenarios = random.shuffle(WORDING.scenarios);
  // An everyday decision: what is true (1) or not (0), and whether the gate's output happens.
  const scenario = (s: (typeof WORDING.scenarios)[number]): CheckItem => {
    const [a, b] = [random.int(0, 1), random.int(0, 1)];
    const out = s.gate === 'AND' ? a & b : a | b;
    return {
      prompt: `${s.text} If ${s.a[1 - a]} (${a}) and ${s.b[1 - b]} (${b}), ${s.question}?`,
      answer: `${out ? 'Yes' : 'No'}: ${a} ${s.gate} ${b} = ${out}.`,
    };
  };
  const table = (e: Expression) => rows(e).map((v) => `${rowName(e, v)} → ${evaluate(e, v)}`).join(', ');
  const code = (items: CheckItem[]) => items.map((item) => ({ ...item, outcomeCode: outcome.code }));
  return {
    outcomeCode: outcome.code,
    source: WORDING.source,
    keyPoints: [...WORDING.keyPoints, ...(older ? WORDING.olderKeyPoints : [])],
    priorKnowledge: WORDING.priorKnowledge,
    misconceptions: WORDING.misconceptions,
    keywords: WORDING.keywords.map((k) => ({ ...k, source: { kind: 'subject' as const, ref: 'Teachkit logic generator' } })),
    workedExamples: [truthTable(and(A, B)), worked(modelled!, randomValues(random)), truthTable(not(A))],
    practice: code([
      asItem(truthTable(or(A, B))),
      ...others.slice(0, 2).map((e) => asItem(worked(e, randomValues(random)))),
      scenario(scenarios[0]!),
      scenario(scenarios[1]!),
      asItem(truthTable(older ? others[2] ?? not(and(A, B)) : not(or(A, B)))),
    ]),
    checks: code([
      { prompt: 'A = 1 and B = 1. What is A OR B?', options: ['0', '1', '2'], answer: '1' },
      { prompt: 'Which gate gives 1 only when both of its inputs are 1?', answer: 'AND' },
      asItem(worked(not(A), { A: 1, B: 0, C: 0 })),
    ]),
    retrieval: code([
      { prompt: 'What two values can a bit have?', answer: '0 and 1 (off and on)' },
      { prompt: 'How many different pairs can two bits make? List them.', answer: '4: 00, 01, 10 and 11' },
    ]),
    texts: [],
    activities: [fill(WORDING.activity, { and: table(and(A, B)), or: table(or(A, B)), nor: table(not(or(A, B))) })],
    materials: [],
    safety: [],
  };
};
