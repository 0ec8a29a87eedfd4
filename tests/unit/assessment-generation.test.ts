import { describe, expect, it } from 'vitest';
import { generateAssessment, levelDescriptors } from '../../server/generation/assessment/generate.ts';
import type { ContentSource } from '../../server/generation/content/index.ts';
import { marksAtShare } from '../../server/domain/assessments/marking.ts';
import type { OutcomeContent, OutcomeRef } from '../../server/generation/types.ts';

const fractions: OutcomeRef = { code: 'CCSS.Math.Content.3.NF.A.3a', shortCode: '3.NF.A.3a', framework: 'us-ccss-math', statement: 'Understand two fractions as equivalent (equal) if they are the same size, or the same point on a number line.' };
const history: OutcomeRef = { code: 'NC-HI-KS3-X', framework: 'en-nc', statement: 'Describe the causes of the Industrial Revolution.' };

const content: OutcomeContent = {
  outcomeCode: fractions.code,
  source: 'test content',
  keyPoints: ['Equivalent fractions name the same amount.', 'Doubling the numerator and the denominator keeps the fraction the same size.'],
  priorKnowledge: [],
  misconceptions: [],
  keywords: [],
  workedExamples: [],
  practice: [
    { prompt: '1/2 = ?/4', answer: '2' },
    { prompt: '2/3 = ?/6', answer: '4' },
    { prompt: '3/4 = ?/8', answer: '6' },
    { prompt: '1/5 = ?/10', answer: '2' },
  ],
  checks: [{ prompt: 'Which fraction is equal to 1/2?', answer: '3/6', options: ['1/3', '3/6', '2/3'] }],
  retrieval: [],
  texts: [],
  activities: [],
  materials: [],
  safety: [],
};
const onlyFractions: ContentSource = (outcome) => (outcome.code === fractions.code ? content : undefined);

describe('assessment generation', () => {
  it('turns content into a hinge question, short answers and an extended response marked on the key points', () => {
    const a = generateAssessment({ title: 'Fractions', description: '', yearLevel: 'Year 3', subject: 'Mathematics', outcomes: [fractions], seed: 's' }, [onlyFractions]);
    expect(a.items.map((i) => [i.kind, i.prompt, i.answer, i.marks])).toEqual([
      ['multiple-choice', 'Which fraction is equal to 1/2?', '3/6', 1],
      ['short-answer', '1/2 = ?/4', '2', 1],
      ['short-answer', '2/3 = ?/6', '4', 1],
      ['short-answer', '3/4 = ?/8', '6', 1],
      ['extended-response', expect.stringMatching(/^Show that you can .+\. Use an example of your own and explain each step\.$/), 'Equivalent fractions name the same amount. Doubling the numerator and the denominator keeps the fraction the same size.', 2],
    ]);
    expect(a.supply).toEqual([]);
  });

  it('says what to add for an outcome without content, and marks its one item against the outcome itself', () => {
    const a = generateAssessment({ title: 'Industry', description: '', yearLevel: 'KS3', subject: 'History', outcomes: [history], seed: 's' }, [onlyFractions]);
    // The outcome's own extended response, then the questions on a source the teacher supplies (history is asked on sources).
    expect(a.items.map((i) => [i.kind, i.stimulus?.title ?? null])).toEqual([
      ['extended-response', null],
      ['short-answer', 'Source A'],
      ['short-answer', 'Source A'],
      ['extended-response', 'Source A'],
    ]);
    expect(a.items[0]).toMatchObject({ kind: 'extended-response', outcomeCode: 'NC-HI-KS3-X', answer: 'A response that meets each marking point, in the words of NC-HI-KS3-X.' });
    expect(a.items[0]!.markingPoints[0]).toMatch(/^The response shows the student can describe the causes of the Industrial Revolution\.$/);
    // Worth the top level's 4 marks for its one criterion, so Beginning, Developing, Proficient and Extending give 1, 2, 3
    // and 4 (at 1 mark, Developing already scored full marks).
    expect([a.items[0]!.marks, a.rubric.criteria.length]).toEqual([4, 1]);
    expect(a.rubric.levels.map((l) => marksAtShare(a.items[0]!.marks, l.marks / 4))).toEqual([1, 2, 3, 4]);
    expect(a.supply).toEqual([
      "Add short questions with answers for NC-HI-KS3-X: Teachkit has no worked content for it, so its item is one extended response marked against the outcome's own criteria.",
      'Paste a short primary source for NC-HI-KS3-X into Source A (a few sentences, quoted exactly), with who made it, when, and where it is printed or held; Teachkit quotes no source for this outcome.',
    ]);
  });

  it('describes each level in words a parent can read', () => {
    expect(levelDescriptors('compare two fractions', 'A larger denominator means smaller parts.', 4)).toEqual([
      'With support, begins to compare two fractions; answers are often incomplete or incorrect.',
      'Can compare two fractions in familiar cases, with some errors or steps missing.',
      'Can compare two fractions accurately and explain how, showing that a larger denominator means smaller parts.',
      'Can compare two fractions accurately in unfamiliar problems and justify the method or choice made.',
    ]);
    expect(levelDescriptors('compare two fractions', undefined, 3)).toEqual([
      'With support, begins to compare two fractions; answers are often incomplete or incorrect.',
      'Can compare two fractions accurately and explain how.',
      'Can compare two fractions accurately in unfamiliar problems and justify the method or choice made.',
    ]);
  });
});
