import { beforeAll, describe, expect, it } from 'vitest';
import { findGrammarIssues } from '../../server/processing/analysis/grammar.ts';
import { loadSpeller, spellingVariant, type Speller } from '../../server/processing/analysis/speller.ts';
import { findSpellingIssues, MAX_SPELLING_ISSUES } from '../../server/processing/analysis/spelling.ts';

/** Spelling and grammar of slice texts: real Hunspell dictionaries from npm, no network. */

let us: Speller;
let gb: Speller;
let any: Speller;
beforeAll(async () => {
  [us, gb, any] = await Promise.all([loadSpeller('us'), loadSpeller('gb'), loadSpeller('any')]);
});

const spelling = (text: string, speller = us, vocabulary: string[] = []) =>
  findSpellingIssues(text, { speller, vocabulary: new Set(vocabulary) }).map(({ word, offset, length, suggestions }) => ({ word, offset, length, suggestions }));
const grammar = (text: string) => findGrammarIssues(text).map(({ word, offset, suggestions, message }) => ({ word, offset, suggestions, message }));

describe('spelling', () => {
  it('flags misspelt words where they are, with the dictionary’s suggestions', () => {
    expect(spelling('Students will recieve a worksheet becuase the definately equivalnet fractions are hard.')).toEqual([
      { word: 'recieve', offset: 14, length: 7, suggestions: ['receive', 'relieve'] },
      { word: 'becuase', offset: 34, length: 7, suggestions: ['because'] },
      { word: 'definately', offset: 46, length: 10, suggestions: ['definitely'] },
      { word: 'equivalnet', offset: 57, length: 10, suggestions: ['equivalent'] },
    ]);
  });

  it('leaves numbers, codes, addresses, acronyms, brands and names in mid-sentence alone', () => {
    const text =
      'See 5.NF.A.1 and AC9M5N05 on p. 12, 3rd edition, 10cm, https://example.com/fracshuns or ms.jonez@school.edu. ' +
      'NAPLAN and STEM tasks on the iPad. Ask Mrs Okonkwo and Tamsin. Tamsin reads.';
    expect(spelling(text)).toEqual([]);
  });

  it('accepts curriculum vocabulary the dictionary lacks, in any case and with a possessive', () => {
    const text = 'The kinaesthetic task. Kinaesthetic notes. The subitising game; subitising’s rules.';
    expect(spelling(text, us).map((i) => i.word)).toEqual(['kinaesthetic', 'Kinaesthetic', 'subitising', 'subitising’s']);
    expect(spelling(text, us, ['kinaesthetic', 'subitising'])).toEqual([]);
  });

  it('offers the word two swapped letters make first, in the word’s case, and never a name for a common word', () => {
    expect(spelling('Adn then hte answer.').map((issue) => issue.suggestions[0])).toEqual(['And', 'the']);
  });

  it('leaves alone the halves of a word split at a line end, and checks the words around them', () => {
    expect(spelling('Equivalent frac-\ntions are equal.\nA well-\nknown teh rule.')).toEqual([{ word: 'teh', offset: 48, length: 3, suggestions: ['the', 'ten', 'eh', 'meh', 'tea'] }]);
  });

  it('checks the first word of a sentence in lower case too', () => {
    expect(spelling('Fractions are parts. Teh end.').map((i) => i.word)).toEqual(['Teh']);
  });

  it('follows the teacher’s English: colour is right in Britain, wrong in the US; unknown accepts either', () => {
    const text = 'Analyse the colour of the leaves and the color chart.';
    expect(spelling(text, us).map((i) => i.word)).toEqual(['Analyse', 'colour']);
    expect(spelling(text, gb).map((i) => i.word)).toEqual(['color']);
    expect(spelling(text, any)).toEqual([]);
  });

  it('flags a bounded number of words in garbled text, without suggestions for words nothing is one edit from', () => {
    const text = Array.from({ length: 60 }, (_, i) => `zqxw${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`).join(' ');
    const issues = spelling(text);
    expect(issues).toHaveLength(MAX_SPELLING_ISSUES);
    expect(issues.slice(0, 2)).toEqual([
      { word: 'zqxwaa', offset: 0, length: 6, suggestions: [] },
      { word: 'zqxwba', offset: 7, length: 6, suggestions: [] },
    ]);
    expect(issues.every((issue) => issue.suggestions.length === 0)).toBe(true);
  });

  it('chooses the dictionary from the upload’s language, then the teacher’s market; none for other languages', () => {
    expect(spellingVariant('en-US', 'uk')).toBe('us');
    expect(spellingVariant('en-GB', 'us')).toBe('gb');
    expect(spellingVariant('en-AU', '')).toBe('au');
    expect(spellingVariant('en-NZ', '')).toBe('gb');
    expect(spellingVariant('en', 'au')).toBe('au');
    expect(spellingVariant('en', 'uk')).toBe('gb');
    expect(spellingVariant('en', '')).toBe('any');
    expect(spellingVariant('fr', 'us')).toBeNull();
  });
});

describe('grammar', () => {
  it('flags a word written twice on a line, but not "had had" or a heading over a paragraph', () => {
    expect(grammar('Add the the numerators. I had had enough.\nFractions\nFractions are numbers.')).toEqual([
      { word: 'the the', offset: 4, suggestions: ['the'], message: '"the" is written twice.' },
    ]);
  });

  it('flags "a" before a vowel sound and "an" before a consonant sound, leaving unsure words alone', () => {
    const text = 'It was a apple, an useful tool, a honest answer and an banana. A hour later: a unit, an umbrella, a European, an MP, a UFO, an historic day, a unimportant note, vitamin A is, sides a and b.';
    expect(grammar(text)).toEqual([
      { word: 'a apple', offset: 7, suggestions: ['an apple'], message: 'Use "an" before "apple" (it starts with a vowel sound).' },
      { word: 'an useful', offset: 16, suggestions: ['a useful'], message: 'Use "a" before "useful" (it starts with a consonant sound).' },
      { word: 'a honest', offset: 32, suggestions: ['an honest'], message: 'Use "an" before "honest" (it starts with a vowel sound).' },
      { word: 'an banana', offset: 52, suggestions: ['a banana'], message: 'Use "a" before "banana" (it starts with a consonant sound).' },
      { word: 'A hour', offset: 63, suggestions: ['An hour'], message: 'Use "An" before "hour" (it starts with a vowel sound).' },
    ]);
  });

  it('flags a sentence that starts in lower case, not list markers, abbreviations or ellipses', () => {
    const text = 'Add the numbers. then check. 1. find the sum. a. list it. Use e.g. this one, or approx. that... or U.S. money. Why? because. Count to answer "how many?" questions.';
    expect(grammar(text)).toEqual([
      { word: 'then', offset: 17, suggestions: ['Then'], message: 'A sentence starts with a capital letter.' },
      { word: 'because', offset: 116, suggestions: ['Because'], message: 'A sentence starts with a capital letter.' },
    ]);
  });
});
