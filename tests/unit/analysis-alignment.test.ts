import { describe, expect, it } from 'vitest';
import { alignSlice, buildOutcomeIndex } from '../../server/processing/analysis/alignment.ts';
import { parseTsvector } from '../../server/processing/analysis/lexemes.ts';
import { levelsMentioned, syllabusLevels } from '../../server/processing/analysis/levels.ts';
import { rankUploadOutcomes } from '../../server/processing/analysis/upload-outcomes.ts';

/** Alignment arithmetic on hand-made vectors (the text form PostgreSQL gives for a tsvector). */

describe('parseTsvector', () => {
  it('counts words by weight, pairs neighbours into phrases, and drops numbers, fractions and addresses', () => {
    const lexemes = parseTsvector("'/bd':48A '1/2':6 'add':1A,61C 'denomin':7A 'unlik':6A 'x.com':12 'fraction':4A,14A,53C");
    expect(Object.fromEntries(lexemes)).toEqual({
      add: { a: 1, b: 0, c: 1 },
      denomin: { a: 1, b: 0, c: 0 },
      unlik: { a: 1, b: 0, c: 0 },
      fraction: { a: 2, b: 0, c: 1 },
      'add fraction': { a: 1, b: 0, c: 0 },
      'fraction unlik': { a: 1, b: 0, c: 0 },
      'unlik denomin': { a: 1, b: 0, c: 0 },
    });
  });

  it('counts positions without a weight letter as body text, and pairs no words more than three positions apart', () => {
    expect(Object.fromEntries(parseTsvector("'leaf':5 'plant':1"))).toEqual({ leaf: { a: 0, b: 1, c: 0 }, plant: { a: 0, b: 1, c: 0 } });
  });
});

describe('alignSlice', () => {
  const index = buildOutcomeIndex([
    { code: 'ADD-UNLIKE', framework: 'math', levels: ['5'], lexemes: parseTsvector("'add':1A 'fraction':2A 'unlik':4A 'denomin':5A") },
    { code: 'ADD-SAME', framework: 'math', levels: ['3'], lexemes: parseTsvector("'add':1A 'fraction':2A 'denomin':5A 'same':4A") },
    { code: 'PHOTO', framework: 'science', levels: ['7', '8'], lexemes: parseTsvector("'process':2A 'photosynthesi':4A") },
    { code: 'PLANT', framework: 'science', levels: ['F'], lexemes: parseTsvector("'plant':1A 'need':2A 'water':3A 'light':5A") },
  ]);
  const slice = parseTsvector("'add':1A 'fraction':2A 'unlik':4A 'denomin':5A,9 'common':8");

  it('scores the outcome sharing the slice’s phrase above one sharing only its words, strongest first', () => {
    const alignments = alignSlice(index, slice, { threshold: 0, limit: 5 });
    expect(alignments.map((a) => a.outcomeCode)).toEqual(['ADD-UNLIKE', 'ADD-SAME']);
    expect(alignments[0]!.score).toBeGreaterThan(alignments[1]!.score);
    expect(alignments.every((a) => a.score > 0 && a.score <= 1)).toBe(true);
  });

  it('keeps only candidate frameworks, scores above the threshold, and at most the limit', () => {
    expect(alignSlice(index, slice, { frameworks: new Set(['science']), threshold: 0, limit: 5 })).toEqual([]);
    expect(alignSlice(index, slice, { threshold: 0, limit: 1 }).map((a) => a.outcomeCode)).toEqual(['ADD-UNLIKE']);
    expect(alignSlice(index, slice, { threshold: 1, limit: 5 })).toEqual([]);
  });

  it('scores outcomes for the upload’s school years 15% higher and the others 15% lower', () => {
    const [unlike, same] = alignSlice(index, slice, { threshold: 0, limit: 5 });
    const levelled = alignSlice(index, slice, { threshold: 0, limit: 5, levels: new Set(['3']) });
    expect(levelled).toEqual([
      { outcomeCode: 'ADD-UNLIKE', score: Math.round(unlike!.score * 0.85 * 1000) / 1000 },
      { outcomeCode: 'ADD-SAME', score: Math.round(same!.score * 1.15 * 1000) / 1000 },
    ]);
  });

  it('never aligns on a single shared word, nor a text with no word the outcomes use', () => {
    expect(alignSlice(index, parseTsvector("'water':1A 'bottl':2"), { threshold: 0, limit: 5 })).toEqual([]);
    expect(alignSlice(index, parseTsvector("'excurs':1A 'museum':2"), { threshold: 0, limit: 5 })).toEqual([]);
    expect(alignSlice(index, parseTsvector("'plant':1A 'water':3"), { threshold: 0, limit: 5 }).map((a) => a.outcomeCode)).toEqual(['PLANT']);
  });
});

describe('rankUploadOutcomes', () => {
  it('ranks by the larger of the best slice and the summed evidence, at most six, ranks from 1', () => {
    const ranked = rankUploadOutcomes([
      { outcomeCode: 'A', score: 0.9 },
      { outcomeCode: 'B', score: 0.5 },
      { outcomeCode: 'B', score: 0.5 },
      { outcomeCode: 'B', score: 0.5 },
      { outcomeCode: 'C', score: 0.4 },
      { outcomeCode: 'D', score: 0.4 },
      { outcomeCode: 'E', score: 0.38 },
      { outcomeCode: 'F', score: 0.37 },
      { outcomeCode: 'G', score: 0.36 },
    ]);
    expect(ranked).toEqual([
      { outcomeCode: 'A', rank: 1, score: 0.9 },
      // 1 − e^(−1.5) = 0.777
      { outcomeCode: 'B', rank: 2, score: 0.777 },
      { outcomeCode: 'C', rank: 3, score: 0.4 },
      { outcomeCode: 'D', rank: 4, score: 0.4 },
      { outcomeCode: 'E', rank: 5, score: 0.38 },
      { outcomeCode: 'F', rank: 6, score: 0.37 },
    ]);
  });

  it('gives nothing for an upload without alignments', () => {
    expect(rankUploadOutcomes([])).toEqual([]);
  });
});

describe('school years', () => {
  it('reads the years a title names, in the ways teachers write them', () => {
    expect(levelsMentioned('Fractions Grade 5 workbook')).toEqual(['5']);
    expect(levelsMentioned('Year 3 and Yr 4 maths')).toEqual(['3', '4']);
    expect(levelsMentioned('Kindergarten counting')).toEqual(['K', 'F']);
    expect(levelsMentioned('KS2 fractions')).toEqual(['3', '4', '5', '6']);
    expect(levelsMentioned('Key Stage 3 science')).toEqual(['7', '8', '9']);
    expect(levelsMentioned('Chapter 5, 2024 edition, page 12, year 2030')).toEqual([]);
  });

  it('reads a syllabus’s year level', () => {
    expect(syllabusLevels('Year 3')).toEqual(['3']);
    expect(syllabusLevels('4')).toEqual(['4']);
    expect(syllabusLevels('K')).toEqual(['K', 'F']);
    expect(syllabusLevels('Key Stage 1')).toEqual(['1', '2']);
    expect(syllabusLevels('')).toEqual([]);
  });
});
