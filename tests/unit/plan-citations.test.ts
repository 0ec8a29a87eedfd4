import { describe, expect, it } from 'vitest';
import { citeOnce, shortCitation } from '../../server/generation/plan/citations.ts';

describe('a source cited once in a plan', () => {
  it('shortens a reference to its authors and year, as a reader of research cites it', () => {
    expect(shortCitation('Hart, K. M. (1984). Ratio: Children’s Strategies and Errors. Windsor: NFER-Nelson.')).toBe('Hart (1984)');
    expect(shortCitation('Ni, Y. & Zhou, Y.-D. (2005). Teaching and learning fraction and rational numbers.')).toBe('Ni & Zhou (2005)');
    expect(shortCitation('Driver, R., Squires, A., Rushworth, P. & Wood-Robinson, V. (1994). Making Sense of Secondary Science.')).toBe('Driver et al. (1994)');
    expect(shortCitation('Shanahan, T. et al. (2010). Improving Reading Comprehension in Kindergarten Through 3rd Grade.')).toBe('Shanahan et al. (2010)');
    expect(shortCitation('Hart, K. M. (Ed.) (1981). Children’s Understanding of Mathematics: 11–16 (CSMS).')).toBe('Hart (1981)');
    expect(shortCitation('du Boulay, B. (1986). Some difficulties of learning to program.')).toBe('du Boulay (1986)');
  });

  it('shortens a named document to its name', () => {
    expect(shortCitation('National Curriculum in England: design and technology programmes of study — design, make, evaluate, technical knowledge (OGL v3.0).')).toBe('National Curriculum in England');
    expect(shortCitation('The Python Tutorial (Python Software Foundation, docs.python.org, Python 3): print() and input().')).toBe('The Python Tutorial');
    expect(shortCitation('Teachkit movement data')).toBe('Teachkit movement data');
  });

  it('keeps the whole citation on the first misconception from a source and refers to it briefly after', () => {
    const hart = 'Hart, K. M. (1984). Ratio: Children’s Strategies and Errors. Windsor: NFER-Nelson.';
    const cited = citeOnce([
      { misconception: 'A', response: 'a', source: hart },
      { misconception: 'B', response: 'b', source: 'Teachkit movement data' },
      { misconception: 'C', response: 'c', source: hart },
      { misconception: 'D', response: 'd', source: 'Teachkit movement data' },
    ]);
    expect(cited.map((m) => m.source)).toEqual([hart, 'Teachkit movement data', 'Hart (1984), as above', 'Teachkit movement data']);
  });
});
