import { describe, expect, it } from 'vitest';
import { buildContent } from '../../server/generation/content/maths/build.ts';
import { measureTopics } from '../../server/generation/content/maths/catalogue.ts';
import type { OutcomeContent } from '../../server/generation/types.ts';

/** Every question text of the content: examples, practice, checks, retrieval. */
const textsOf = (c: OutcomeContent) => [
  ...c.workedExamples.flatMap((w) => [w.problem, w.answer]),
  ...[...c.practice, ...c.checks, ...c.retrieval].flatMap((q) => [q.prompt, q.answer, ...(q.options ?? [])]),
];
const NON_METRIC = /\b(?:inch(?:es)?|foot|feet|yards?|miles?|pounds?|ounces?|pints?|quarts?|gallons?)\b/i;
const SEEDS = Array.from({ length: 12 }, (_, i) => `lesson-${i}`);

describe('measurement units follow the outcome’s own unit system', () => {
  it('an Australian outcome on metric units gets metric items only, at every seed', () => {
    const outcome = { code: 'AC9M6M01', framework: 'au-v9-math', statement: 'convert between common metric units of length, mass and capacity; choose and use decimal representations of metric measurements relevant to the context of a problem' };
    for (const grade of [5, 6, 7]) {
      for (const seed of SEEDS) {
        const found = textsOf(buildContent(outcome, measureTopics.measuringUnits, grade, seed)).filter((t) => NON_METRIC.test(t));
        expect(found, `grade ${grade}, ${seed}`).toEqual([]);
      }
    }
  });

  it('an England outcome on metric measure gets metric items only', () => {
    const outcome = { code: 'NC-MA-KS2-CONVERT-DIFFERENT-UNITS-METRIC-MEASURE', framework: 'en-nc', statement: 'Convert between different units of metric measure [for example, kilometre and metre; centimetre and metre; centimetre and millimetre; gram and kilogram; litre and millilitre].' };
    for (const seed of SEEDS) expect(textsOf(buildContent(outcome, measureTopics.measuringUnits, 5, seed)).filter((t) => NON_METRIC.test(t))).toEqual([]);
  });

  it('an England outcome that names imperial units keeps its approximate equivalences, and never US quarts or gallons', () => {
    const outcome = { code: 'NC-MA-KS2-APPROXIMATE-EQUIVALENCES-METRIC-UNITS-COMMON', framework: 'en-nc', statement: 'Understand and use approximate equivalences between metric units and common imperial units such as inches, pounds and pints.' };
    const texts = SEEDS.flatMap((seed) => textsOf(buildContent(outcome, measureTopics.measuringUnits, 5, seed)));
    expect(texts.some((t) => /^Use 1 inch ≈ 2\.5 cm|^Use 1 pint ≈ 0\.57 litres|^Use 1 kg ≈ 2\.2 pounds|^Use 5 miles ≈ 8 km|^Use 1 gallon ≈ 4\.5 litres/.test(t))).toBe(true);
    expect(texts.filter((t) => /\bquarts?\b/.test(t))).toEqual([]);
  });

  it('a US outcome that names customary units keeps them', () => {
    const outcome = { code: 'CCSS.Math.Content.4.MD.A.1', framework: 'us-ccss-math', statement: 'Know relative sizes of measurement units within one system of units including km, m, cm; kg, g; lb, oz.; l, ml; hr, min, sec.' };
    const texts = SEEDS.flatMap((seed) => textsOf(buildContent(outcome, measureTopics.measuringUnits, 5, seed)));
    expect(texts.some((t) => /^How many (?:inches|feet|ounces|quarts|pints) are there in \d+ (?:feet|yards|pounds|gallons|quarts)\?$/.test(t))).toBe(true);
  });
});
