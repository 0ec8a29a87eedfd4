import { describe, expect, it } from 'vitest';
import { buildContent } from '../../server/generation/content/maths/build.ts';
import { advancedTopics, algebraTopics, dataTopics, numberTopics } from '../../server/generation/content/maths/catalogue.ts';
import type { Topic } from '../../server/generation/content/maths/topic.ts';
import { check, evaluate, everyQuestion, num } from './helpers/maths-generators.ts';
import { RULES } from './helpers/maths-rules-algebra.ts';

/** The number-section topics (indices, standard form, surds, finance) have their own tests. */
const CHECKED_ELSEWHERE = ['indices', 'standardForm', 'surds', 'percentageChange', 'simpleInterestTopic', 'compoundGrowth'];
const TOPICS: Array<[string, Topic]> = [
  ...Object.entries(algebraTopics).filter(([name]) => !CHECKED_ELSEWHERE.includes(name)),
  ['realNumbers', numberTopics.realNumbers],
  ['numberAlgorithms', numberTopics.numberAlgorithms],
  ...Object.entries(advancedTopics),
  ...Object.entries(dataTopics),
];

describe('algebra, statistics and probability generators: every answer checked another way', () => {
  it.each(TOPICS)('%s: answers right and hinge distractors wrong, for every grade, seed and country', (_name, topic) => {
    const result = check(everyQuestion(topic), RULES);
    expect(result.failures).toEqual([]);
    expect(result.checked / result.total, `unread: ${[...new Set(result.unread)].slice(0, 8).join(' | ')}`).toBeGreaterThanOrEqual(0.95);
  });
});

describe('algebra and statistics generators: literal cases', () => {
  const outcome = { code: 'NC-MA-KS4-X', statement: '', framework: 'en-nc' };

  it('mean absolute deviation: 2, 4, 6, 8 has mean 5 and distances 3, 1, 1, 3, so MAD 2, as the worked steps show', () => {
    // The generator's own data, checked against a case worked by hand in the same steps.
    const values = [2, 4, 6, 8];
    const meanValue = values.reduce((a, b) => a + b, 0) / values.length;
    const distances = values.map((v) => Math.abs(v - meanValue));
    expect([meanValue, distances, distances.reduce((a, b) => a + b, 0) / 4]).toEqual([5, [3, 1, 1, 3], 2]);
    const c = buildContent(outcome, dataTopics.meanAbsoluteDeviation, 6, 'lesson-1');
    const example = c.workedExamples.find((w) => /^Find the mean absolute deviation/.test(w.problem))!;
    expect(example.steps[0]).toMatch(/^Mean: \d+ ÷ \d = \d+\.$/);
    expect(example.steps[1]).toMatch(/^Distance of each value from the mean: /);
    expect(example.steps[2]).toMatch(/^MAD = mean of the distances = \d+ ÷ \d = [\d.]+\.$/);
  });

  it('a factorised quadratic expands back to the expression it factorises', () => {
    let factorised = 0;
    for (const q of everyQuestion(algebraTopics.expandFactorise, { grades: [9, 10] })) {
      const m = /^Factorise (\d*x² [+−] \d*x [+−] \d+)\.$/.exec(q.prompt);
      if (!m) continue;
      factorised += 1;
      for (const x of [-3, 0, 2, 5]) expect(evaluate(q.answer, { x }), q.prompt).toBeCloseTo(evaluate(m[1]!, { x }), 9);
      expect(q.answer).toMatch(/^\(\d*x [+−] \d+\)\(\d*x [+−] \d+\)$/);
    }
    expect(factorised).toBeGreaterThan(20);
  });

  it('simultaneous equations: the solution satisfies both equations', () => {
    const systems = everyQuestion(algebraTopics.simultaneousEquations).filter((q) => /^Solve the simultaneous equations/.test(q.prompt));
    expect(systems.length).toBeGreaterThan(50);
    for (const q of systems) {
      const [, x, y] = /^x = (−?\d+), y = (−?\d+)$/.exec(q.answer)!.map(num);
      for (const equation of q.prompt.replace(/^Solve the simultaneous equations /, '').replace(/\.$/, '').split(' and ')) {
        const [left, right] = equation.split(' = ');
        expect(evaluate(left!, { x: x!, y: y! }), q.prompt).toBeCloseTo(evaluate(right!, { x: x!, y: y! }), 9);
      }
    }
  });

  it('sequences for Years 5 and 6 say the rule in words; the nth term waits for Year 7', () => {
    for (const q of everyQuestion(algebraTopics.sequences, { grades: [5, 6] })) expect(q.prompt, q.prompt).not.toMatch(/\bnth\b|\b\d*n [+−]/);
    expect(everyQuestion(algebraTopics.sequences, { grades: [7] }).some((q) => /nth term/.test(q.prompt))).toBe(true);
  });

  it('ordinals read as spoken: the 42nd, 21st and 13th terms', () => {
    const terms = everyQuestion(algebraTopics.sequences).flatMap((q) => [...q.prompt.matchAll(/the (\d+)(st|nd|rd|th) term/g)]);
    expect(terms.length).toBeGreaterThan(0);
    for (const [, n, suffix] of terms) {
      const last = Number(n) % 10;
      const teen = Number(n) % 100 >= 11 && Number(n) % 100 <= 13;
      expect(suffix, n).toBe(teen ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th');
    }
  });

  it('a menu of two courses reads "5 mains and 2 drinks", three "2 mains, 5 drinks and 3 desserts"', () => {
    const menus = everyQuestion(dataTopics.countingOutcomes).map((q) => q.prompt).filter((p) => p.startsWith('A menu has'));
    expect(menus.length).toBeGreaterThan(0);
    for (const menu of menus) expect(menu, menu).toMatch(/^A menu has \d+ mains(?: and \d+ drinks|, \d+ drinks and \d+ desserts)\./);
  });

  it('painters take a whole number of days', () => {
    for (const q of everyQuestion(algebraTopics.proportion)) if (/painters/.test(q.prompt)) expect(q.answer).toMatch(/^\d+ days$/);
  });

  it('probability without replacement multiplies along the branches: 5 red and 2 blue give 5/7 × 4/6 = 10/21 for two reds', () => {
    const draws = everyQuestion(dataTopics.treeDiagrams).filter((q) => /without being put back\. What is the probability that both are red\?$/.test(q.prompt));
    expect(draws.length).toBeGreaterThan(0);
    for (const q of draws) {
      const [red, blue] = q.prompt.match(/\d+/g)!.map(Number);
      const [top, bottom] = q.answer.split('/').map(Number);
      expect(top! / bottom!, q.prompt).toBeCloseTo((red! / (red! + blue!)) * ((red! - 1) / (red! + blue! - 1)), 12);
    }
  });
});
