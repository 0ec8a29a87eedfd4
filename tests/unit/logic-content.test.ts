import { describe, expect, it } from 'vitest';
import { A, B, C, and, evaluate, not, or, truthTable, worked, written, type Expression } from '../../server/generation/content/logic/index.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import type { LessonBrief } from '../../server/generation/types.ts';

const BOOLEAN_AND_BINARY = {
  code: 'NC-CO-KS3-SIMPLE-BOOLEAN-LOGIC-EXAMPLE-CIRCUITS',
  statement:
    'Understand simple Boolean logic [for example, AND, OR and NOT] and some of its uses in circuits and programming; understand how numbers can be represented in binary, and be able to carry out simple operations on binary numbers [for example, binary addition, and conversion between binary and decimal].',
  framework: 'en-nc',
  subject: 'Computing',
  yearLevel: 'KS3',
};
const brief = (title: string, description: string): LessonBrief => ({ title, description, methodology: 'direct', yearLevel: 'KS3', subject: 'Computing', durationMinutes: 50, outcomes: [BOOLEAN_AND_BINARY], slices: [] }) as unknown as LessonBrief;

describe('Boolean logic, computed', () => {
  it('writes expressions with brackets where a gate sits inside another', () => {
    expect(written(or(and(A, B), C))).toBe('(A AND B) OR C');
    expect(written(not(and(A, B)))).toBe('NOT (A AND B)');
    expect(written(and(or(A, B), not(C)))).toBe('(A OR B) AND NOT C');
  });

  it('agrees with each expression written by hand, on every combination of inputs', () => {
    // The oracle is JavaScript's own logic, written out per expression, not the generator's evaluation.
    const cases: [Expression, (a: boolean, b: boolean, c: boolean) => boolean][] = [
      [and(A, B), (a, b) => a && b],
      [or(A, B), (a, b) => a || b],
      [not(A), (a) => !a],
      [or(and(A, B), C), (a, b, c) => (a && b) || c],
      [not(and(A, B)), (a, b) => !(a && b)],
      [and(or(A, B), not(C)), (a, b, c) => (a || b) && !c],
      [or(and(A, not(B)), and(not(A), B)), (a, b) => a !== b],
      [not(or(A, B)), (a, b) => !(a || b)],
      [or(A, and(B, C)), (a, b, c) => a || (b && c)],
    ];
    for (const [expression, oracle] of cases)
      for (const a of [0, 1] as const)
        for (const b of [0, 1] as const)
          for (const c of [0, 1] as const) expect(evaluate(expression, { A: a, B: b, C: c })).toBe(oracle(a === 1, b === 1, c === 1) ? 1 : 0);
  });

  it('works a truth table row by row and an expression gate by gate', () => {
    expect(truthTable(and(A, B))).toEqual({
      problem: 'Complete the truth table for A AND B.',
      steps: ['A = 0, B = 0: 0 AND 0 = 0', 'A = 0, B = 1: 0 AND 1 = 0', 'A = 1, B = 0: 1 AND 0 = 0', 'A = 1, B = 1: 1 AND 1 = 1'],
      answer: 'A AND B is 0 for 00, 0 for 01, 0 for 10, 1 for 11',
    });
    expect(worked(and(or(A, B), not(C)), { A: 1, B: 0, C: 0 })).toEqual({
      problem: 'Work out (A OR B) AND NOT C when A = 1, B = 0, C = 0.',
      steps: ['A OR B = 1 OR 0 = 1', 'NOT C = NOT 0 = 1', '(A OR B) AND NOT C = 1 AND 1 = 1'],
      answer: '1',
    });
  });
});

describe('the part of an outcome a lesson teaches', () => {
  const generator = createOfflineGenerator(() => new Date('2026-11-29T09:00:00Z'));

  it('plans a logic gates lesson on the gates, with truth tables and no binary conversions, asking for nothing it can compute', async () => {
    const plan = await generator.generateLessonPlan(brief('Logic gates', 'Logic gates: AND, OR and NOT truth tables, built with switches in a circuit simulator.'));
    const model = plan.phases.find((p) => p.key === 'model')!;
    expect(model.workedExample?.problem).toBe('Complete the truth table for A AND B.');
    const lines = plan.phases.flatMap((p) => [...(p.practice ?? []), ...(p.check ?? [])].map((q) => q.prompt));
    expect(lines).toContain('Complete the truth table for A OR B.');
    expect(lines.some((line) => /convert/i.test(line))).toBe(false);
    expect(plan.phases.flatMap((p) => p.supply ?? []).filter((line) => /worked example|practice questions/.test(line))).toEqual([]);
    expect((plan.misconceptions ?? []).map((m) => m.misconception)).toContain('OR means one or the other, but not both, so 1 OR 1 = 0.');
  });

  it('plans a binary lesson of the same outcome on binary, without the gates', async () => {
    const plan = await generator.generateLessonPlan(brief('Binary numbers', 'Converting between binary and decimal, and binary addition.'));
    const prompts = plan.phases.flatMap((p) => [...(p.practice ?? []), ...(p.check ?? [])].map((q) => q.prompt));
    expect(prompts.some((line) => /binary number/i.test(line))).toBe(true);
    expect(prompts.some((line) => /truth table/i.test(line))).toBe(false);
  });
});
