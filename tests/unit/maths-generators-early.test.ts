import { describe, expect, it } from 'vitest';
import { buildContent } from '../../server/generation/content/maths/build.ts';
import { earlyTopics } from '../../server/generation/content/maths/catalogue.ts';
import { chance } from '../../server/generation/content/maths/probability.ts';
import { check, everyQuestion, num } from './helpers/maths-generators.ts';
import { RULES } from './helpers/maths-rules-early.ts';

const TOPICS = Object.entries(earlyTopics);

describe('Foundation to Year 2 generators: every answer worked out another way', () => {
  it.each(TOPICS)('%s: answers right and hinge distractors wrong, for every grade, seed and country', (_name, topic) => {
    const result = check(everyQuestion(topic), RULES);
    expect(result.failures).toEqual([]);
    expect(result.checked / result.total, `unread: ${[...new Set(result.unread)].slice(0, 8).join(' | ')}`).toBeGreaterThanOrEqual(0.95);
  });
});

describe('Foundation to Year 2 generators: pitched to young classes', () => {
  /** The largest number a class meets in its worked examples and practice. */
  const largest = (grade: number) =>
    Math.max(
      ...TOPICS.filter(([, topic]) => (topic.grades ?? [3, 8])[0] <= grade).flatMap(([, topic]) =>
        everyQuestion(topic, { grades: [grade], seeds: 6 }).flatMap((q) => [...q.prompt.matchAll(/\d[\d,]*/g)].map((m) => num(m[0]))),
      ),
    );

  it('Foundation and Kindergarten meet numbers to 100 at most, Year 1 to 120, Year 2 to about 1000 (counting in hundreds past it)', () => {
    expect(largest(0)).toBeLessThanOrEqual(100);
    expect(largest(1)).toBeLessThanOrEqual(120);
    expect(largest(2)).toBeLessThanOrEqual(1500);
  });

  it('adds and subtracts within 10 in Foundation, within 20 in Year 1', () => {
    for (const [grade, limit] of [[0, 10], [1, 20]] as const) {
      for (const q of everyQuestion(earlyTopics.addingSubtractingEarly, { grades: [grade] })) {
        for (const m of q.prompt.matchAll(/\d+/g)) expect(Number(m[0]), q.prompt).toBeLessThanOrEqual(limit);
        expect(Number(q.answer), q.prompt).toBeLessThanOrEqual(limit);
      }
    }
  });

  it('writes no algebra for young classes: no letters standing for numbers', () => {
    for (const [, topic] of TOPICS) {
      for (const q of everyQuestion(topic, { grades: [0, 1, 2].filter((g) => g >= (topic.grades ?? [3, 8])[0]), seeds: 6 })) {
        expect(q.prompt, q.prompt).not.toMatch(/\b[a-z]\s*[=+−×]|\b[xyn]\b|\bnth\b/);
      }
    }
  });

  it('describes pictures in words and symbols a teacher can draw: counters to count, hands on a clock', () => {
    const outcome = { code: 'CCSS.Math.Content.K.CC.B.5', statement: '', framework: 'us-ccss-math' };
    const counting = buildContent(outcome, earlyTopics.countingCollections, 0, 'lesson-1');
    expect(counting.workedExamples[0]!.problem).toMatch(/^How many \w+ are there\? [●▲■★♥]( [●▲■★♥])+$/);
    const clock = buildContent(outcome, earlyTopics.tellingTime, 0, 'lesson-1');
    expect([...clock.workedExamples, ...clock.practice.map((p) => ({ problem: p.prompt }))].some((p) => /^The minute hand points to 12 and the hour hand points to \d+\./.test(p.problem))).toBe(true);
  });

  it('says money and time as each country does: cents and “half past” in Australia, pence in England, ¢ and 3:30 in the United States', () => {
    const money = (framework: string) => everyQuestion(earlyTopics.money, { grades: [1], seeds: 6 }).filter((q) => q.framework === framework).map((q) => q.answer).join(' ');
    expect(money('au-v9-math')).toMatch(/\d+c\b/);
    expect(money('en-nc')).toMatch(/\d+p\b/);
    expect(money('us-ccss-math')).toMatch(/\d+¢/);
    const times = (framework: string) => everyQuestion(earlyTopics.tellingTime, { grades: [1], seeds: 12 }).filter((q) => q.framework === framework).map((q) => q.answer).join(' ');
    expect(times('en-nc')).toMatch(/half past \d+ \(\d+:30\)/);
    expect(times('us-ccss-math')).not.toMatch(/half past/);
  });

  it('shows a repeating pattern at least twice through before asking what comes next', () => {
    for (const q of everyQuestion(earlyTopics.patterns, { grades: [0, 1] })) {
      const m = /^What comes next\? (.+), …$/.exec(q.prompt);
      if (!m) continue;
      const items = m[1]!.split(', ');
      const unit = new Set(items).size;
      expect(items.length, q.prompt).toBeGreaterThanOrEqual(2 * unit);
    }
  });

  it('asks for the value of a digit that appears once, so the question names one place', () => {
    for (const q of everyQuestion(earlyTopics.readingNumbers).concat(everyQuestion(earlyTopics.countingCollections))) {
      const m = /^What is the value of the digit (\d) in ([\d,.]+)\?$/.exec(q.prompt);
      if (m) expect(m[2]!.split(m[1]!).length, q.prompt).toBe(2);
    }
  });
});

describe('Foundation to Year 2 generators: objects and chance as young classes meet them', () => {
  it('Foundation names the 3D objects around them before counting edges and vertices', () => {
    const outcome = { code: 'ACMMG009', statement: 'Sort, describe and name familiar two-dimensional shapes and three-dimensional objects in the environment', framework: 'au-v8' };
    const content = buildContent(outcome, earlyTopics.shapes3D, 0, 'lesson-1');
    expect(content.workedExamples[0]).toEqual({
      problem: 'Which 3D object is an orange shaped like: a sphere, a cuboid or a cube?',
      steps: ['Look at its shape: it is round all over and rolls any way.', 'An orange is shaped like a sphere.'],
      answer: 'a sphere',
    });
    for (const grade of [0, 1]) {
      for (const q of everyQuestion(earlyTopics.shapes3D, { grades: [grade] })) expect(q.prompt, q.prompt).not.toMatch(/edges|vertices|Euler|net/);
    }
  });

  it('chance up to Year 4 recalls counting, comparing and halves, not simplifying fractions or decimals', () => {
    const outcome = { code: 'ACMSP047', statement: 'Identify practical activities and everyday events that involve chance.', framework: 'au-v8' };
    for (const seed of ['a', 'b', 'c', 'd']) {
      for (const grade of [2, 3, 4]) {
        for (const q of buildContent(outcome, chance, grade, seed).retrieval) expect(q.prompt, q.prompt).not.toMatch(/Simplify|decimal/);
      }
    }
    expect(buildContent(outcome, chance, 2, 'lesson-1').retrieval.map((q) => [q.prompt, q.answer])).toEqual([
      ['A bag contains 2 red counters and 2 blue counters. How many counters are in the bag?', '4'],
      ['A bag contains 8 yellow counters and 11 green counters. Are there more yellow counters or more green counters?', 'green'],
      ['What is half of 14?', '7'],
    ]);
  });
});
