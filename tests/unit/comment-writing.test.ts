import { describe, expect, it } from 'vitest';
import { leastSummary, summarise, writeComment, writeComments, type StudentRecord } from '../../server/generation/comments/write.ts';
import type { OutcomeWork } from '../../server/generation/comments/types.ts';
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
  it('names what the student can do and the teacher’s evidence for each rated outcome, then one next step, where they are furthest behind', () => {
    const comment = writeComment(ava, [compare, add]);
    const sentences = comment.split(/(?<=\.)\s+/);
    expect(sentences).toHaveLength(4);
    expect(sentences[0]).toMatch(/^Ava (can compare two fractions with different numerators and different denominators accurately|is now able to compare two fractions with different numerators and different denominators reliably)\.$/);
    expect(sentences[1]).toBe('For example: she ordered 3/4, 2/3 and 5/8 on a number line and explained why.');
    expect(sentences[2]).toMatch(/^Ava is (starting to .+ with support|beginning, with support, to .+|taking first steps, with help, to .+)\.$/);
    expect(sentences[3]).toMatch(/^Next step: Ava should practice how to explain addition .+, first with worked examples and then with less help\.$/);
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
    expect(writeComment(noted, [add])).toMatch(/For example: she organised her strips by colour\. Next step: Ava should practice how to /);
    const fractions: OutcomeRef = { code: 'AC9M4N04', shortCode: 'AC9M4N04', framework: 'au-v9-mathematics', statement: 'Find equivalent fractions using related denominators.' };
    const australian = writeComment({ ...ava, achievements: { [fractions.code]: 'beginning' }, evidence: {} }, [fractions]);
    expect(australian).toMatch(/Next step: Ava should practise how to /);
  });

  it('speaks to the student, or briefly to the next teacher', () => {
    const student = writeComment({ ...ava, achievements: { [compare.code]: 'extending' }, evidence: {} }, [compare], 'student');
    expect(student).toMatch(/^You (can compare .+ confidently, even in unfamiliar problems|are able to compare .+ independently and explain your reasoning|can compare .+ in new and harder problems)\. Your next step: take on problems that ask you to justify and generalize\.$/);
    expect(writeComment({ ...ava, pronouns: 'they', achievements: { [compare.code]: 'developing' }, evidence: {} }, [compare], 'teacher')).toBe(
      '4.NF.A.2 (compare two fractions with different numerators and different denominators): developing. Next step: Ava should compare two fractions with different numerators and different denominators without prompts and check their answers.',
    );
  });

  it('does not give every child the same sentence', () => {
    const names = ['Ava Brown', 'Ben Chen', 'Cleo Diaz', 'Dev Patel', 'Eli Jones', 'Fay Wu'];
    const openings = new Set(names.map((name, i) => writeComment({ id: `s${i}`, name, pronouns: 'they', achievements: { [compare.code]: 'proficient' }, evidence: {} }, [compare]).replaceAll(name.split(' ')[0]!, 'X')));
    expect(openings.size).toBe(3);
  });

  it('says nothing about an outcome the teacher did not rate', () => {
    expect(writeComment({ ...ava, achievements: {}, evidence: {} }, [compare])).toBe('');
  });

  it('shortens to whole sentences, what the student can do first, and never cuts a sentence nor leaves that one out', () => {
    const comment = 'Ava can compare two fractions accurately. For example: she ordered three fractions. Next step: Ava should explain her method.';
    expect(summarise(comment, 200)).toBe(comment);
    expect(summarise(comment, 90)).toBe('Ava can compare two fractions accurately. Next step: Ava should explain her method.');
    expect(summarise(comment, 45)).toBe('Ava can compare two fractions accurately.');
    expect(summarise(comment, 40)).toBeNull();
    expect(leastSummary(comment)).toBe(41);
    // A long opening sentence is kept whole even when shorter sentences after it would fit alone.
    const long = 'Ava is learning to explain two fractions as equivalent; in question 5 she wrote "They match". Next step: Ava should add an example.';
    expect(summarise(long, 60)).toBeNull();
    expect(summarise(long, 95)).toBe('Ava is learning to explain two fractions as equivalent; in question 5 she wrote "They match".');
  });

  describe('written from the marked work', () => {
    const equivalent: OutcomeRef = { code: 'AC9M4N04', shortCode: 'AC9M4N04', framework: 'au-v9-mathematics', statement: 'Find equivalent fractions using related denominators.' };
    const paper = { paper: 'Fractions check', score: 3, max: 7, right: [], wrong: [], blank: [] };
    const worked = (name: string, level: StudentRecord['achievements'][string], work: Partial<OutcomeWork>): StudentRecord => ({
      id: `s-${name}`,
      name,
      pronouns: 'she',
      achievements: { [equivalent.code]: level },
      evidence: {},
      work: { [equivalent.code]: { ...paper, ...work } },
    });

    it('agrees with the level: a marking point made is "a good start" at Beginning, never "can"; at Proficient it shows the skill', () => {
      const words = { question: 'question 5', quote: 'Two quarters is the same as one half', shows: 'point' as const };
      const low = writeComment(worked('Mia Lee', 'beginning', { words, missing: { question: 'question 5', prompt: 'Explain.', point: 'Multiply the numerator and the denominator by the same number' } }), [equivalent]);
      expect(low).not.toMatch(/\bcan\b/);
      expect(low).toMatch(/^Mia is (starting to find equivalent fractions using related denominators with support|beginning, with support, to find equivalent fractions using related denominators|taking first steps, with help, to find equivalent fractions using related denominators); in question 5 she wrote "Two quarters is the same as one half", a good start\./);
      expect(low).toMatch(/Next step: Mia should build on "Two quarters is the same as one half" by adding that multiply the numerator/);
      const high = writeComment(worked('Mia Lee', 'proficient', { words }), [equivalent]);
      expect(high).toMatch(/^Mia (can find equivalent fractions using related denominators accurately|is now able to find equivalent fractions using related denominators reliably|can find equivalent fractions using related denominators on her own): in question 5 she wrote "Two quarters is the same as one half"\./);
      // Words that make no marking point never stand as a strength, whatever the level.
      const unshown = writeComment(worked('Mia Lee', 'developing', { words: { ...words, shows: 'written' } }), [equivalent]);
      expect(unshown).toContain('she wrote "Two quarters is the same as one half", which does not yet show it.');
    });

    it('tells the questions marked from the key: which were right, each wrong answer beside the key, which were blank', () => {
      const comment = writeComment(
        worked('Zoe Park', 'developing', { right: ['question 1', 'question 3'], wrong: [{ question: 'question 2', prompt: '1/3 = □/6', answer: '3', key: '2' }], blank: ['question 4'] }),
        [equivalent],
      );
      expect(comment.split(/(?<=\.)\s+/)[1]).toBe('Zoe got questions 1 and 3 right; in question 2 she answered 3 where the answer is 2; she left question 4 blank.');
      expect(comment).toContain('Next step: Zoe should go back over question 2 and work out why the answer is 2, not 3.');
    });

    it('writes for a parent in plain words with one thing to do at home, and to the student as "you"', () => {
      const zoe = worked('Zoe Park', 'developing', {
        words: { question: 'question 5', quote: 'I cut the pizza into more slices', shows: 'partial' },
        missing: { question: 'question 5', prompt: 'Explain.', point: 'Cutting every piece in two doubles the numerator and the denominator' },
        right: ['question 1'],
        wrong: [{ question: 'question 2', prompt: '1/3 = □/6', answer: '3', key: '2' }],
      });
      const parent = writeComment(zoe, [equivalent], 'parent').split(/(?<=\.)\s+/);
      expect(parent).toHaveLength(3);
      expect(parent[0]).toMatch(/^Zoe is (learning to|on the way to being able to|still building the skill to) find equivalent fractions using related denominators; on "Fractions check" she wrote "I cut the pizza into more slices", a good start\.$/);
      expect(parent[1]).toBe('Zoe got 1 of 2 short questions right; asked "1/3 = □/6", she answered 3, and the answer is 2.');
      expect(parent[2]).toBe('At home, ask Zoe to explain to you, with an example, that cutting every piece in two doubles the numerator and the denominator.');
      const student = writeComment(zoe, [equivalent], 'student').split(/(?<=\.)\s+/);
      expect(student).toHaveLength(3);
      expect(student[0]).toMatch(/^You are (learning to|on the way to being able to|still building the skill to) find equivalent fractions using related denominators; in question 5 you wrote "I cut the pizza into more slices", a good start\.$/);
      expect(student[1]).toBe('You got question 1 right; in question 2 you answered 3 where the answer is 2.');
      expect(student[2]).toBe('Your next step: build on "I cut the pizza into more slices" by adding that cutting every piece in two doubles the numerator and the denominator.');
    });

    it('does not tell a student to add a marker’s note ("The response shows the student can …"): the step builds on their words', () => {
      const note = { question: 'question 1', prompt: 'Explain.', point: 'The response shows the student can find equivalent fractions using related denominators' };
      const words = { question: 'question 1', quote: 'Halves and quarters match', shows: 'written' as const };
      const comment = writeComment(worked('Ivy Cole', 'developing', { words, missing: note }), [equivalent]);
      expect(comment).not.toContain('response shows');
      expect(comment).toMatch(/Next step: Ivy should build on "Halves and quarters match" with a worked example, then explain each step in her own words\.$/);
      const blank = writeComment(worked('Ivy Cole', 'beginning', { missing: note }), [equivalent]);
      expect(blank).toMatch(/; she did not yet answer question 1\. Next step: Ivy should answer question 1 in full, with an example of her own\.$/);
    });

    it('gives five students at the same level with the same work no shared sentence apart from their names', () => {
      const names = ['Ana Ruiz', 'Bo Chen', 'Cai Wong', 'Dee Ford', 'Eve Shaw'];
      const same = { right: ['question 1', 'question 2'], blank: ['question 3'], missing: { question: 'question 4', prompt: 'Explain.', point: 'Equal parts of the same whole' } };
      const comments = writeComments(names.map((n) => worked(n, 'developing', same)), [equivalent]);
      const seen = new Set<string>();
      comments.forEach((c, i) => {
        for (const s of c.replaceAll(names[i]!.split(' ')[0]!, 'NAME').split(/(?<=\.)\s+/)) {
          expect(seen.has(s), s).toBe(false);
          seen.add(s);
        }
      });
    });
  });
});
