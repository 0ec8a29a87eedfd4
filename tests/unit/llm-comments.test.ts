import { describe, expect, it } from 'vitest';
import type { StudentRecord } from '../../server/generation/comments/write.ts';
import { writeComment } from '../../server/generation/comments/write.ts';
import { createCommentWriter, createLlmCommentWriter, offlineCommentWriter } from '../../server/generation/llm/comments.ts';
import type { OutcomeRef } from '../../server/generation/types.ts';
import { expectStrictSchema, fakeLlmServiceForSuite } from './helpers/fake-llm-service.ts';

const fake = fakeLlmServiceForSuite();
const settings = fake.settings;

const compare: OutcomeRef = {
  code: 'CCSS.Math.Content.4.NF.A.2',
  shortCode: '4.NF.A.2',
  framework: 'us-ccss-math',
  subject: 'Mathematics',
  statement: 'Compare two fractions with different numerators and different denominators.',
};
const ada: StudentRecord = {
  id: 's-ada',
  name: 'Ada Lovelace',
  pronouns: 'she',
  achievements: { [compare.code]: 'developing' },
  evidence: { [compare.code]: 'ordered 3/8, 1/2 and 2/3 on a number line' },
};
const GOOD =
  'Ada can compare fractions in familiar cases and is building accuracy. She placed 3/8, 1/2 and 2/3 on a number line in the right order. Next, Ada should compare fractions with unlike denominators without prompts.';

describe('feedback comments through a language model', () => {
  it('asks for one comment with the teacher\'s ratings and evidence, and keeps an answer that uses them', async () => {
    fake.script('student_comment', { content: { comment: GOOD } });
    const written = await createLlmCommentWriter(settings()).write(ada, [compare], 'parent');
    expect(written).toEqual({ value: GOOD, engine: 'llm' });
    const request = fake.requests[0]!.body;
    expectStrictSchema(request.response_format.json_schema.schema);
    const sent = JSON.parse(request.messages[1]!.content);
    expect(sent.student).toEqual({ firstName: 'Ada', pronouns: 'she' });
    expect(sent.outcomes).toEqual([{ code: '4.NF.A.2', canDo: 'compare two fractions with different numerators and different denominators', level: 'developing', evidence: 'ordered 3/8, 1/2 and 2/3 on a number line' }]);
    expect(request.messages[0]!.content).toContain('to the student\'s family');
  });

  it.each([
    ['an invented code', `${GOOD} She also met 5.NF.A.1.`, 'the model cited outcome codes the lesson does not have: 5.NF.A.1'],
    ['no name', 'She can compare fractions and ordered 3/8, 1/2 and 2/3 on a number line.', 'the model did not name Ada Lovelace'],
    ['the evidence left out', 'Ada can compare fractions with different denominators. Next, Ada should practise more.', "the model left out the teacher's evidence for 4.NF.A.2"],
    ['a placeholder', 'Ada [insert an example] ordered fractions on a number line.', 'the model wrote a placeholder instead of content: "Ada [insert an example] ordered fractions on a number line."'],
  ])('falls back to the offline comment, saying why, on %s', async (_case, comment, reason) => {
    fake.script('student_comment', { content: { comment } });
    const written = await createLlmCommentWriter(settings()).write(ada, [compare], 'parent');
    expect(written).toEqual({
      value: writeComment(ada, [compare], 'parent'),
      engine: 'offline',
      note: `The AI service could not be used for Ada Lovelace's comment (${reason}); the offline engine wrote it.`,
    });
  });

  it('speaks to the student in the student\'s version, and falls back when the service is down', async () => {
    fake.script('student_comment', { content: { comment: 'You ordered 3/8, 1/2 and 2/3 on a number line. Next, try fractions with unlike denominators without help.' } });
    expect((await createLlmCommentWriter(settings()).write(ada, [compare], 'student')).engine).toBe('llm');
    fake.script('student_comment', { content: { comment: GOOD } });
    expect((await createLlmCommentWriter(settings()).write(ada, [compare], 'student')).note).toContain('the model did not speak to the student');
    fake.script('student_comment', { status: 503 });
    expect((await createLlmCommentWriter(settings()).write(ada, [compare], 'parent')).note).toContain('the model service answered 503');
  });

  describe('a comment from marked work', () => {
    const work = {
      paper: 'Fractions check',
      score: 2,
      max: 5,
      levelName: 'Developing',
      words: { question: 'question 5', quote: 'Bigger bottom number means smaller pieces', shows: 'partial' as const },
      right: ['question 1'],
      wrong: [{ question: 'question 2', prompt: 'Which is larger, 3/8 or 1/2?', answer: '3/8', key: '1/2' }],
      blank: [],
    };
    const marked: StudentRecord = { ...ada, evidence: {}, work: { [compare.code]: work } };

    it('sends the work to the model and keeps a comment that quotes the student exactly', async () => {
      const comment = 'Ada is learning to compare fractions; in question 5 she wrote "Bigger bottom number means smaller pieces". She chose "3/8" where the answer is 1/2. Next step: Ada should compare with a benchmark of one half.';
      fake.script('student_comment', { content: { comment } });
      expect(await createLlmCommentWriter(settings()).write(marked, [compare], 'report')).toEqual({ value: comment, engine: 'llm' });
      expect(JSON.parse(fake.requests[0]!.body.messages[1]!.content).outcomes[0].work.words.quote).toBe('Bigger bottom number means smaller pieces');
    });

    it.each([
      ['words the student did not write', 'report', 'Ada wrote "Smaller denominators make bigger pieces" in question 5. Next step: Ada should use a number line.', 'the model quoted words that are not in Ada Lovelace\'s work: "Smaller denominators make bigger pieces"'],
      ['jargon for the family', 'parent', 'Ada is at Developing on the rubric criterion; she wrote "Bigger bottom number means smaller pieces". At home, ask Ada to compare two fractions.', 'the model used school jargon in the family\'s version: rubric, criterion'],
    ])('falls back to the offline comment on %s', async (_case, reader, comment, reason) => {
      fake.script('student_comment', { content: { comment } });
      const written = await createLlmCommentWriter(settings()).write(marked, [compare], reader as 'report' | 'parent');
      expect(written.engine).toBe('offline');
      expect(written.note).toBe(`The AI service could not be used for Ada Lovelace's comment (${reason}); the offline engine wrote it.`);
    });
  });

  it('asks nothing for a student with no ratings, and is offline without LLM settings', async () => {
    const unrated = { ...ada, achievements: {} };
    expect(await createLlmCommentWriter(settings()).write(unrated, [compare], 'parent')).toEqual({ value: '', engine: 'offline' });
    expect(fake.requests).toHaveLength(0);
    expect(createCommentWriter({})).toBe(offlineCommentWriter);
    expect(createCommentWriter({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'm' }).engine).toBe('llm');
  });
});
