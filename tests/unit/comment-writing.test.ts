import { describe, expect, it } from 'vitest';
import { summarise, writeComment, type StudentRecord } from '../../server/generation/comments/write.ts';
import type { OutcomeRef } from '../../server/generation/types.ts';

const compare: OutcomeRef = { code: 'CCSS.Math.Content.4.NF.A.2', shortCode: '4.NF.A.2', framework: 'us-ccss-math', statement: 'Compare two fractions with different numerators and different denominators.' };
const add: OutcomeRef = { code: 'CCSS.Math.Content.4.NF.B.3a', shortCode: '4.NF.B.3a', framework: 'us-ccss-math', statement: 'Understand addition and subtraction of fractions as joining and separating parts referring to the same whole.' };

const ava: StudentRecord = {
  id: 's-ava',
  name: 'Ava Brown',
  pronouns: 'she',
  achievements: { [compare.code]: 'proficient', [add.code]: 'beginning' },
  evidence: { [compare.code]: 'She ordered 3/4, 2/3 and 5/8 on a number line and explained why.' },
};

describe('feedback comments', () => {
  it('names what the student can do, the teacher’s evidence and a next step for each rated outcome', () => {
    const comment = writeComment(ava, [compare, add]);
    const sentences = comment.split(/(?<=\.)\s+/);
    expect(sentences).toHaveLength(5);
    expect(sentences[0]).toMatch(/^Ava (can compare two fractions with different numerators and different denominators accurately|is now able to compare two fractions with different numerators and different denominators reliably)\.$/);
    expect(sentences[1]).toBe('For example: she ordered 3/4, 2/3 and 5/8 on a number line and explained why.');
    expect(sentences[2]).toBe('Next, Ava should apply this to less familiar problems and explain her method.');
    expect(sentences[3]).toMatch(/^(Ava is starting to .+ with support|With support, Ava can begin to .+)\.$/);
    expect(sentences[4]).toMatch(/^Next, Ava should practice how to .+, first with worked examples and then with less help\.$/);
  });

  it('does not offer a difficulty the teacher noted as an example of a strength', () => {
    const plants: OutcomeRef = { code: 'NC-SC-KS3-PHOTOSYNTHESIS', framework: 'en-nc', statement: 'Explain how plants make their food by photosynthesis.' };
    const jack: StudentRecord = { id: 's-jack', name: 'Jack Hill', pronouns: 'he', achievements: { [plants.code]: 'proficient' }, evidence: { [plants.code]: 'still thinks plants get their food from the soil' } };
    const comment = writeComment(jack, [plants]);
    expect(comment).not.toContain('For example: still thinks');
    expect(comment).toContain('One thing still to work on: still thinks plants get their food from the soil.');
    // A note of what the student did stays an example, at any level.
    const shown = writeComment({ ...jack, evidence: { [plants.code]: 'wrote the word equation for photosynthesis from memory' } }, [plants]);
    expect(shown).toContain('For example: wrote the word equation for photosynthesis from memory.');
  });

  it('writes American English for a class on US standards and British English otherwise, keeping the teacher’s notes as typed', () => {
    const noted = { ...ava, achievements: { [add.code]: 'beginning' as const }, evidence: { [add.code]: 'She organised her strips by colour.' } };
    expect(writeComment(noted, [add])).toMatch(/For example: she organised her strips by colour\. Next, Ava should practice how to /);
    const fractions: OutcomeRef = { code: 'AC9M4N04', shortCode: 'AC9M4N04', framework: 'au-v9-mathematics', statement: 'Find equivalent fractions using related denominators.' };
    const australian = writeComment({ ...ava, achievements: { [fractions.code]: 'beginning' }, evidence: {} }, [fractions]);
    expect(australian).toMatch(/Next, Ava should practise how to /);
  });

  it('speaks to the student, or briefly to the next teacher', () => {
    const student = writeComment({ ...ava, achievements: { [compare.code]: 'extending' }, evidence: {} }, [compare], 'student');
    expect(student).toMatch(/^You (can compare .+ confidently, even in unfamiliar problems|are able to compare .+ independently and explain your reasoning)\. Next, try to take on problems that ask you to justify and generalize\.$/);
    expect(writeComment({ ...ava, pronouns: 'they', achievements: { [compare.code]: 'developing' }, evidence: {} }, [compare], 'teacher')).toBe(
      '4.NF.A.2 (compare two fractions with different numerators and different denominators): developing. Next, Ava should compare two fractions with different numerators and different denominators without prompts and check their answers.',
    );
  });

  it('does not give every child the same sentence', () => {
    const names = ['Ava Brown', 'Ben Chen', 'Cleo Diaz', 'Dev Patel', 'Eli Jones', 'Fay Wu'];
    const openings = new Set(names.map((name, i) => writeComment({ id: `s${i}`, name, pronouns: 'they', achievements: { [compare.code]: 'proficient' }, evidence: {} }, [compare]).replaceAll(name.split(' ')[0]!, 'X')));
    expect(openings.size).toBe(2);
  });

  it('says nothing about an outcome the teacher did not rate', () => {
    expect(writeComment({ ...ava, achievements: {}, evidence: {} }, [compare])).toBe('');
  });

  it('shortens to whole sentences, what the student can do first', () => {
    const comment = 'Ava can compare two fractions accurately. For example: she ordered three fractions. Next, Ava should explain her method.';
    expect(summarise(comment, 200)).toBe(comment);
    expect(summarise(comment, 90)).toBe('Ava can compare two fractions accurately. Next, Ava should explain her method.');
    expect(summarise(comment, 45)).toBe('Ava can compare two fractions accurately.');
    expect(summarise(comment, 20)).toBe('Ava can compare two…');
  });
});
