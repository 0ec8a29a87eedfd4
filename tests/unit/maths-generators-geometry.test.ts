import { describe, expect, it } from 'vitest';
import { buildContent } from '../../server/generation/content/maths/build.ts';
import { measureTopics, spaceTopics } from '../../server/generation/content/maths/catalogue.ts';
import { check, everyQuestion, num } from './helpers/maths-generators.ts';
import { RULES } from './helpers/maths-rules-geometry.ts';

const TOPICS = [...Object.entries(spaceTopics), ...Object.entries(measureTopics)];

describe('geometry, measurement and trigonometry generators: every answer worked out another way', () => {
  it.each(TOPICS)('%s: answers right and hinge distractors wrong, for every grade, seed and country', (_name, topic) => {
    const result = check(everyQuestion(topic), RULES);
    expect(result.failures).toEqual([]);
    expect(result.checked / result.total, `unread: ${[...new Set(result.unread)].slice(0, 8).join(' | ')}`).toBeGreaterThanOrEqual(0.95);
  });
});

describe('geometry generators: literal cases', () => {
  const outcome = { code: 'AC9M9M03', statement: '', framework: 'au-v9-math' };

  it('Pythagoras: a 3-4-5 family hypotenuse squares back to the sum of the squares, and the steps show the squares', () => {
    const c = buildContent(outcome, spaceTopics.pythagoras, 8, 'lesson-1');
    const example = c.workedExamples.find((w) => /shorter sides of (\d+) cm and (\d+) cm\. Find the length of the hypotenuse\.$/.test(w.problem));
    expect(example).toBeDefined();
    const [a, b] = example!.problem.match(/\d+/g)!.map(Number);
    const h = num(example!.answer.replace(' cm', ''));
    expect(h * h).toBe(a! * a! + b! * b!);
    expect(example!.steps.join(' ')).toMatch(/²/);
  });

  it('an angles outcome gets angle practice, never fraction practice', () => {
    for (const topic of [spaceTopics.angleTypes, spaceTopics.angleFacts, spaceTopics.polygonAngles, spaceTopics.parallelLines]) {
      const c = buildContent(outcome, topic, 7, 'lesson-1');
      expect(c.practice.every((p) => /°|angle|turn/i.test(p.prompt)), c.practice.map((p) => p.prompt).join(' | ')).toBe(true);
      expect(c.practice.some((p) => /\d+\/\d+/.test(p.prompt))).toBe(false);
    }
  });

  it('answers to one decimal place say so, and the trigonometry uses the angle in degrees', () => {
    const c = buildContent(outcome, spaceTopics.rightTrigonometry, 9, 'lesson-2');
    for (const p of c.practice.filter((q) => /to 1 decimal place/.test(q.prompt))) expect(p.answer).toMatch(/^\d+\.\d( cm \(to 1 d\.p\.\)|°| m \(to 1 d\.p\.\))$/);
  });

  it('a journey time is a part hour, so “1.5 hours” misread as 1 hour 50 minutes is a wrong option, not a second right one', () => {
    for (const q of everyQuestion(measureTopics.compoundUnits)) {
      if (/How long does the journey take/.test(q.prompt)) expect(q.answer).toMatch(/^\d+\.5 hours$/);
    }
  });

  it('angle sums come from splitting the polygon into triangles: a hexagon’s interior angles make 720°', () => {
    const sums = everyQuestion(spaceTopics.polygonAngles).filter((q) => /sum of the interior angles of a hexagon/.test(q.prompt));
    expect(sums.length).toBeGreaterThan(0);
    expect(new Set(sums.map((q) => q.answer))).toEqual(new Set(['720°']));
  });
});
