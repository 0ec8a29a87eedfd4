import { describe, expect, it } from 'vitest';
import { keywordChecks } from '../../server/generation/plan/checks.ts';
import type { Keyword } from '../../server/generation/types.ts';

const equation: Keyword = { term: 'equation', definition: 'A number sentence with an equals sign showing that two things have the same value.', source: { kind: 'subject', ref: 'mathematics' } };
const unfinished: Keyword = { term: 'ratio', definition: 'A comparison of two quantities by division', source: { kind: 'subject', ref: 'mathematics' } };
const placeOnly: Keyword = { term: 'strip', definition: 'Used in the lesson title', source: { kind: 'outcome', ref: 'x' } };

describe('questions on the lesson’s words', () => {
  it('answers a question that asks for an example with what counts as one, and the youngest a definition alone', () => {
    expect(keywordChecks([equation, unfinished], 'secondary', 2)).toEqual([
      {
        prompt: 'Define "equation" precisely and give an example of how it is used.',
        answer: 'A number sentence with an equals sign showing that two things have the same value. Example: any correct use of "equation", such as one from this lesson.',
      },
      { prompt: 'Define "ratio" precisely and give an example of how it is used.', answer: 'A comparison of two quantities by division. Example: any correct use of "ratio", such as one from this lesson.' },
    ]);
    expect(keywordChecks([equation], 'early', 1)).toEqual([{ prompt: 'What does "equation" mean?', answer: 'A number sentence with an equals sign showing that two things have the same value.' }]);
  });

  it('answers with a sentence of the lesson that uses the word, never a question, a quotation or a fragment', () => {
    const usage = [
      'Which equation is balanced?',
      'Equations: "x + 3 = 5".',
      'Equations balance.',
      'Subtract 3 from both sides of the equations x + 3 = 5 and 2x + 3 = 11 to keep them balanced.',
    ];
    expect(keywordChecks([equation, unfinished], 'secondary', 2, usage)).toEqual([
      {
        prompt: 'Define "equation" precisely and give an example of how it is used.',
        answer:
          'A number sentence with an equals sign showing that two things have the same value. Example from this lesson: "Subtract 3 from both sides of the equations x + 3 = 5 and 2x + 3 = 11 to keep them balanced."',
      },
      { prompt: 'Define "ratio" precisely and give an example of how it is used.', answer: 'A comparison of two quantities by division. Example: any correct use of "ratio", such as one from this lesson.' },
    ]);
  });

  it('shows a term no sentence uses by the worked problem that asks with it, and its answer', () => {
    const solve = { term: 'solve', definition: 'To find the value of the unknown that makes an equation true.', source: { kind: 'subject' as const, ref: 'test' } };
    const solved = [
      { problem: 'Work out 9n + 2 when n = 3.', answer: '29' },
      { problem: 'Solve 2x + 4 = 28.', answer: 'x = 12' },
    ];
    expect(keywordChecks([solve], 'secondary', 1, ['An equation is balanced.'], solved)[0]!.answer).toBe(
      'To find the value of the unknown that makes an equation true. Example from this lesson: "Solve 2x + 4 = 28." (answer: x = 12).',
    );
  });

  it('asks more of older classes: the meaning, then an example, then a precise definition', () => {
    expect((['early', 'upper', 'secondary', 'senior'] as const).map((band) => keywordChecks([equation], band, 1)[0]!.prompt)).toEqual([
      'What does "equation" mean?',
      'What does "equation" mean? Give an example.',
      'Define "equation" precisely and give an example of how it is used.',
      'Define "equation" precisely and give an example of how it is used.',
    ]);
  });

  it('asks nothing about a word whose only line says where it appears', () => {
    expect(keywordChecks([placeOnly, equation], 'upper', 1).map((c) => c.prompt)).toEqual(['What does "equation" mean? Give an example.']);
  });
});
