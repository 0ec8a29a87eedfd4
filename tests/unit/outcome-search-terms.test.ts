import { describe, expect, it } from 'vitest';
import { CANDIDATE_BUDGET, chooseSearchTerms, MAX_SEARCH_TERMS, PASTED_CANDIDATE_BUDGET } from '../../server/curriculum/outcomes.ts';

/** How many of 7,000 outcomes hold each stemmed word, as a curriculum might. */
const holding: Record<string, number> = {
  equival: 161,
  fraction: 169,
  persuas: 35,
  write: 590,
  text: 1488,
  languag: 2745,
  use: 2414,
  understand: 1951,
  photosynthesi: 8,
  chloroplast: 1,
  respir: 9,
  cellular: 13,
  leaf: 7,
  oxygen: 3,
  plant: 32,
  energi: 120,
  food: 60,
  chain: 9,
  web: 7,
  cell: 25,
  sun: 15,
  light: 70,
};
const count = (word: string) => holding[word] ?? 0;

describe('the words an outcome search uses', () => {
  it('keeps every known word of what a teacher types, rarest first, with nothing to weigh', () => {
    expect(chooseSearchTerms(['equival', 'fraction'], count, 7000)).toEqual({ every: ['equival', 'fraction'], some: ['equival', 'fraction'], candidates: 330, weights: [] });
    expect(chooseSearchTerms(['write', 'persuas'], count, 7000)).toEqual({ every: ['persuas', 'write'], some: ['persuas', 'write'], candidates: 625, weights: [] });
  });

  it('leaves out words no outcome holds and words given twice', () => {
    expect(chooseSearchTerms(['fraction', 'zzyzx', 'fraction'], count, 7000)).toEqual({ every: ['fraction'], some: ['fraction'], candidates: 169, weights: [] });
    expect(chooseSearchTerms(['zzyzx'], count, 7000)).toEqual({ every: [], some: [], candidates: 0, weights: [] });
  });

  it('ranks the outcomes holding the rarest word whatever it costs, and adds words only within the budget', () => {
    // 2,745 outcomes hold "language": a one-word search ranks them all, as it always did.
    expect(chooseSearchTerms(['languag'], count, 7000).some).toEqual(['languag']);
    // 35 + 120 + 590 outcomes hold "persuasive", "energy" and "write"; "use" (2,414) would pass 2,000.
    const common = chooseSearchTerms(['use', 'write', 'persuas', 'energi'], count, 7000);
    expect(common.every).toEqual(['persuas', 'energi', 'write', 'use']);
    expect(common.some).toEqual(['persuas', 'energi', 'write']);
    expect(common.candidates).toBe(745);
    expect(CANDIDATE_BUDGET).toBe(2000);
  });

  it('searches a pasted paragraph by its 16 rarest words, ranking at most 500 outcomes and weighing rarer words more', () => {
    const words = ['use', 'understand', 'languag', 'text', 'write', 'light', 'energi', 'food', 'plant', 'cell', 'sun', 'cellular', 'respir', 'chain', 'photosynthesi', 'leaf', 'web', 'oxygen', 'chloroplast', 'equival', 'fraction'];
    const terms = chooseSearchTerms(words, count, 7000);
    expect(MAX_SEARCH_TERMS).toBe(16);
    expect(terms.every).toEqual(['chloroplast', 'oxygen', 'leaf', 'web', 'photosynthesi', 'respir', 'chain', 'cellular', 'sun', 'cell', 'plant', 'food', 'light', 'energi', 'equival', 'fraction']);
    // 1 + 3 + 7 + … + 120 = 379 outcomes hold the 14 rarest; "equivalent" (161) would pass 500.
    expect(PASTED_CANDIDATE_BUDGET).toBe(500);
    expect(terms.some).toEqual(['chloroplast', 'oxygen', 'leaf', 'web', 'photosynthesi', 'respir', 'chain', 'cellular', 'sun', 'cell', 'plant', 'food', 'light', 'energi']);
    expect(terms.candidates).toBe(379);
    // log(7000 / 1) for the word one outcome holds, log(7000 / 169) for "fraction".
    expect(terms.weights[0]).toBeCloseTo(8.8537, 3);
    expect(terms.weights[15]).toBeCloseTo(3.7237, 3);
  });
});
