import { describe, expect, it } from 'vitest';
import { computed, mathsSeedOutcomes, plannedAtFirstYear, topicName } from '../../scripts/quality/maths.ts';
import type { OutcomeContent } from '../../server/generation/types.ts';

/** Every mathematics outcome of the seed, planned at its own first year level as a teacher in its country writes it. */
const SEED = mathsSeedOutcomes();
const byCode = new Map(SEED.map((o) => [o.shortCode, o]));
function planned(code: string, topic = ''): OutcomeContent | undefined {
  const outcome = byCode.get(code);
  if (!outcome) throw new Error(`no seed outcome ${code}`);
  return plannedAtFirstYear(outcome, topic);
}

describe('mathematics outcomes of the seed meet the topic they name', () => {
  it.each([
    ['K.CC.B.5', 'counting collections'],
    ['K.OA.A.3', 'number bonds and partitioning'],
    ['K.NBT.A.1', 'teen numbers as ten and some more'],
    ['1.NBT.B.2', 'place value'],
    ['1.MD.B.3', 'telling the time'],
    ['2.MD.C.8', 'money'],
    ['2.NBT.B.7', 'written addition and subtraction'],
    ['3.NBT.A.1', 'rounding and estimating'],
    ['4.NBT.B.5', 'multi-digit multiplication'],
    ['4.NBT.B.6', 'division with remainders and long division'],
    ['4.MD.C.7', 'kinds of angles and measuring angles'],
    ['5.NBT.A.4', 'rounding decimals'],
    ['5.MD.C.5', 'volume of cuboids and prisms'],
    ['6.NS.C.6', 'integers and negative numbers'],
    ['6.SP.B.5c', 'mean absolute deviation'],
    ['7.G.B.5', 'angles on a line, at a point and vertically opposite'],
    ['8.G.B.7', 'Pythagoras’ theorem'],
    ['8.EE.A.1', 'powers and index laws'],
    ['8.EE.C.8', 'simultaneous linear equations'],
    ['HSA-REI.B.4', 'solving quadratic equations'],
    ['HSG-SRT.C.8', 'trigonometry in right-angled triangles'],
    ['AC9MFN01', 'reading, writing and ordering numbers'],
    ['AC9MFN02', 'counting collections'],
    ['AC9M2M03', 'days, weeks, months and the calendar'],
    ['AC9M3M02', 'measuring and converting units'],
    ['AC9M5N01', 'decimal place value'],
    ['AC9M6M04', 'angles on a line, at a point and vertically opposite'],
    ['AC9M7SP02', 'angles in triangles and polygons'],
    ['AC9M8N02', 'powers and index laws'],
    ['AC9M9A04', 'quadratic functions and their graphs'],
    ['ACMMG008', 'days, weeks, months and the calendar'],
    ['ACMMG222', 'Pythagoras’ theorem'],
    ['ACMSP282', 'dot plots, stem-and-leaf plots, pie charts and line graphs'],
    ['ACMNA237', 'simultaneous linear equations'],
    ['NC-MA-KS1-SOLVE-ONE-STEP-PROBLEMS-INVOLVE', 'adding and subtracting'],
    ['NC-MA-KS1-SOLVE-ONE-STEP-PROBLEMS-INVOLVING', 'equal groups, arrays and sharing'],
    ['NC-MA-KS1-FIND-NAME-WRITE-FRACTIONS-LENGTH', 'halves, quarters and simple fractions'],
    ['NC-MA-KS2-ROUND-DECIMALS-1-DECIMAL-PLACE', 'rounding decimals'],
    ['NC-MA-KS2-IDENTIFY-MULTIPLES-FACTORS-FINDING-FACTOR', 'factors, multiples and primes'],
    ['NC-MA-KS2-MULTIPLY-NUMBERS-4-DIGITS', 'multi-digit multiplication'],
    ['NC-MA-KS2-LONG-DIVISION-TWO-DIGIT-WHOLE', 'division with remainders and long division'],
    ['NC-MA-KS3-DERIVE-SUM-ANGLES-TRIANGLE-DEDUCE', 'angles in triangles and polygons'],
    ['NC-MA-KS3-CONCEPTS-VOCABULARY-PRIME-NUMBERS-FACTORS', 'factors, multiples and primes'],
    ['NC-MA-KS4-SOLVE-2-SIMULTANEOUS-EQUATIONS-2', 'simultaneous linear equations'],
    ['NC-MA-KS4-CALCULATE-ARC-LENGTHS-ANGLES-AREAS', 'area of composite shapes and sectors'],
    ['NC-MA-KS4-APPLY-AREA-AB-SIN', 'the sine rule, the cosine rule and the area of a triangle'],
  ])('%s → %s', (code, name) => {
    expect(topicName(planned(code))).toBe(name);
  });

  it('an outcome about angles never gets fraction practice, and one about fractions never gets angle practice', () => {
    for (const outcome of SEED) {
      const content = planned(outcome.shortCode);
      if (!content) continue;
      const name = topicName(content)!;
      if (/\bangles?\b/i.test(outcome.statement) && !/fraction/i.test(outcome.statement)) expect(name, outcome.shortCode).not.toMatch(/fraction/);
      if (/\bfractions?\b/i.test(outcome.statement) && !/\bangles?\b|turn/i.test(outcome.statement)) expect(name, outcome.shortCode).not.toMatch(/angle/);
    }
  });

  it('an outcome that rules remainders out is not taught division with remainders', () => {
    expect(topicName(planned('AC9M4N06'))).toBe('multi-step problems with the four operations');
    expect(topicName(planned('ACMNA076'))).toBe('multiplication and division facts');
  });

  it('an aim of working mathematically that names no topic is taught through the topic the lesson title names', () => {
    expect(planned('NC-MA-KS3-BEGIN-REASON-GEOMETRY-NUMBER-ALGEBRA')).toBeUndefined();
    expect(topicName(planned('NC-MA-KS3-BEGIN-REASON-GEOMETRY-NUMBER-ALGEBRA', 'Expanding and simplifying'))).toBe('simplifying and expanding expressions');
    // A practice standard or a construction stays untaught whatever the title: no generator teaches it.
    expect(planned('MP4', 'Solving linear equations')).toBeUndefined();
    expect(planned('HSG-GPE.A.3', 'Equations of ellipses')).toBeUndefined();
  });

  it('leaves alone what it cannot compute: mathematical practices, ruler-and-compass constructions, networks', () => {
    for (const code of ['MP1', 'MP4', 'HSG-CO.D.12', 'AC9M10SP02', 'NC-MA-KS3-DERIVE-STANDARD-RULER-COMPASS-CONSTRUCTIONS', 'NC-MA-KS3-LANGUAGE-PROPERTIES-ANALYSE-NUMBERS-ALGEBRAIC']) {
      expect(planned(code), code).toBeUndefined();
    }
  });
});

describe('mathematics outcomes of the seed: coverage and completeness', () => {
  const all = SEED.map((outcome) => ({ outcome, content: planned(outcome.shortCode) }));

  it('at least 90% of the seed’s mathematics outcomes, Foundation to Year 10, get a computed worked example and practice with answers', () => {
    const share = all.filter(({ content }) => computed(content)).length / all.length;
    expect(share).toBeGreaterThanOrEqual(0.9);
    for (const framework of ['us-ccss-math', 'au-v8', 'au-v9-math', 'en-nc']) {
      const mine = all.filter(({ outcome }) => outcome.framework === framework);
      expect(mine.filter(({ content }) => computed(content)).length / mine.length, framework).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('content that is given is complete: two worked examples, six practice questions, a hinge question, defined words, misconceptions with their source', () => {
    for (const { outcome, content } of all) {
      if (!content) continue;
      expect(content.workedExamples.length, outcome.shortCode).toBeGreaterThanOrEqual(2);
      expect(content.workedExamples.every((w) => w.steps.length > 0 && w.answer.trim()), outcome.shortCode).toBe(true);
      expect(content.practice.filter((p) => p.answer.trim()).length, outcome.shortCode).toBeGreaterThanOrEqual(5);
      expect(content.checks[0]!.options!.length, outcome.shortCode).toBeGreaterThanOrEqual(3);
      expect(content.checks[0]!.options, outcome.shortCode).toContain(content.checks[0]!.answer);
      expect(content.keywords.every((k) => k.definition.length > 10), outcome.shortCode).toBe(true);
      expect(content.keywords.length, outcome.shortCode).toBeGreaterThanOrEqual(3);
      for (const m of content.misconceptions) expect(m.source && m.response.length > 20, `${outcome.shortCode}: ${m.misconception}`).toBe(true);
    }
  });

  it('writes numbers as students read them: a true minus sign, no stray decimals, no “undefined”', () => {
    for (const { outcome, content } of all) {
      if (!content) continue;
      const text = JSON.stringify([content.workedExamples, content.practice, content.checks, content.retrieval]);
      // A recurring decimal is written out to its dots (0.142857142857…), a small one has its zeros (0.0000668);
      // any other long run of digits is floating-point noise.
      expect(text, outcome.shortCode).not.toMatch(/(^|[\s(=,])-\d|\d\.\d*[1-9]\d{6,}(?!\d*…)|undefined|NaN|Infinity|\[object/);
    }
  });
});
