import { describe, expect, it } from 'vitest';
import { buildContent } from '../../server/generation/content/maths/build.ts';
import { algebraTopics, numberTopics } from '../../server/generation/content/maths/catalogue.ts';
import type { Topic } from '../../server/generation/content/maths/topic.ts';
import { divisionSteps } from '../../server/generation/content/maths/whole-number-operations.ts';
import { check, everyQuestion, num, print, product } from './helpers/maths-generators.ts';
import { repetend, roundText, RULES, significant } from './helpers/maths-rules-number.ts';

/** Each topic, and the share of its questions the rules here must read (the rest are checked by their own tests). */
const TOPICS: Array<[string, Topic, number]> = [
  ...Object.entries(numberTopics).map(([name, topic]) => [name, topic, 0.8] as [string, Topic, number]),
  ...(['indices', 'standardForm', 'surds', 'percentageChange', 'simpleInterestTopic', 'compoundGrowth'] as const).map((name) => [name, algebraTopics[name], 0.8] as [string, Topic, number]),
].filter(([name]) => !['realNumbers', 'numberAlgorithms'].includes(name));

describe('number generators: every answer worked out another way', () => {
  it.each(TOPICS)('%s: answers right and hinge distractors wrong, for every grade, seed and country', (_name, topic, share) => {
    const result = check(everyQuestion(topic), RULES);
    expect(result.failures).toEqual([]);
    expect(result.checked / result.total, `unread: ${[...new Set(result.unread)].slice(0, 8).join(' | ')}`).toBeGreaterThanOrEqual(share);
  });
});

describe('number generators: literal cases', () => {
  it('long division of 3918 by 12 brings each digit down and leaves remainder 6', () => {
    const { quotient, remainder, steps } = divisionSteps(3918, 12);
    expect([quotient, remainder]).toEqual([326, 6]);
    expect(product(quotient, 12) + remainder).toBe(3918);
    expect(steps.length).toBeGreaterThanOrEqual(3);
  });

  it('multi-digit multiplication models the area model for Grade 4 and long multiplication from Grade 5', () => {
    const outcome = { code: 'CCSS.Math.Content.4.NBT.B.5', statement: '', framework: 'us-ccss-math' };
    const four = buildContent(outcome, numberTopics.multiDigitMultiplication, 4, 'lesson-1').workedExamples[0]!;
    expect(four.steps[0]).toMatch(/^Split the numbers by place value: /);
    expect(four.steps.join(' ')).toMatch(/area model/);
    const six = buildContent(outcome, numberTopics.multiDigitMultiplication, 6, 'lesson-1').workedExamples[0]!;
    expect(six.steps[0]).toMatch(/^Multiply by the ones: /);
    expect(six.steps[1]).toMatch(/write a 0 in the ones place/);
    const [a, b] = six.problem.match(/[\d,]+/g)!.map(num);
    expect(six.answer).toBe(print(product(a!, b!)));
  });

  it('multi-digit multiplication never multiplies by 1 or 2', () => {
    for (const q of everyQuestion(numberTopics.multiDigitMultiplication)) {
      const m = /^Work out [\d,]+ × (\d+)\.$/.exec(q.prompt);
      if (m) expect(Number(m[1])).toBeGreaterThanOrEqual(3);
    }
  });

  it('a percentage change of a town’s population reads as people, not “thousand people”', () => {
    const prompts = everyQuestion(algebraTopics.percentageChange).map((q) => q.prompt).filter((p) => /changed from/.test(p));
    expect(prompts.length).toBeGreaterThan(0);
    expect(prompts.join(' ')).not.toMatch(/hundred visitors|thousand people/);
  });

  it('the decimals rounded by hand here agree with literal cases', () => {
    expect(roundText('29.82', 1)).toBe('29.8');
    expect(roundText('19.96', 1)).toBe('20.0');
    expect(roundText('13.655', 2)).toBe('13.66');
    expect(significant(0.0005997, 3)).toBe('0.000600');
    expect(significant(527206, 1)).toBe('500,000');
    expect(repetend(1, 7)).toBe('142857');
    expect(repetend(5, 24)).toBe('3');
  });
});
