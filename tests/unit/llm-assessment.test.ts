import { describe, expect, it } from 'vitest';
import { generateAssessment } from '../../server/generation/assessment/generate.ts';
import type { AssessmentBrief } from '../../server/generation/assessment/types.ts';
import { createAssessmentWriter, createLlmAssessmentWriter, offlineAssessmentWriter } from '../../server/generation/llm/assessment.ts';
import type { LlmSettings } from '../../server/generation/llm/settings.ts';
import type { OutcomeRef } from '../../server/generation/types.ts';
import { expectStrictSchema, fakeLlmServiceForSuite } from './helpers/fake-llm-service.ts';

const fake = fakeLlmServiceForSuite();

const settings: LlmSettings = { baseUrl: '', model: 'fake-model', apiKey: '', apiKeyHeader: 'authorization', timeoutMs: 2000, retries: 0 };
const writer = () => createLlmAssessmentWriter({ ...settings, baseUrl: fake.baseUrl });

// A history outcome: no content source covers it, so offline it is one extended response and a note to the teacher.
const goldfields: OutcomeRef = {
  code: 'ACHASSK110',
  shortCode: 'ACHASSK110',
  framework: 'au-v8',
  subject: 'History',
  statement: 'Significant events, ideas and people that shaped the Australian colonies, including the gold rushes.',
};
// A mathematics outcome the generators cover: the model is not asked about it.
const fractions: OutcomeRef = {
  code: 'CCSS.Math.Content.3.NF.A.3b',
  shortCode: '3.NF.A.3b',
  framework: 'us-ccss-math',
  subject: 'Mathematics',
  statement: 'Recognize and generate simple equivalent fractions, e.g., 1/2 = 2/4, 4/6 = 2/3.',
};
const brief = (outcomes: OutcomeRef[]): AssessmentBrief => ({ title: 'Gold rushes', description: '', yearLevel: 'Year 5', subject: 'History', outcomes, seed: 'a-1' });
const items = [
  { outcomeCode: 'ACHASSK110', prompt: 'Why did people travel to Ballarat in the 1850s?', answer: 'To look for gold after it was found there in 1851.', markingPoints: ['Names the search for gold', 'Dates it to the 1850s'], marks: 2 },
  { outcomeCode: 'ACHASSK110', prompt: 'Name one way the gold rushes changed the colony of Victoria.', answer: 'Its population grew quickly.', markingPoints: ['Names a real change'], marks: 1 },
  { outcomeCode: 'ACHASSK110', prompt: 'What was the Eureka Stockade?', answer: 'An 1854 rebellion of miners against the licence fee at Ballarat.', markingPoints: ['A rebellion of miners', 'Against the licence fee'], marks: 2 },
];

describe('assessments through a language model', () => {
  it('asks only about the outcomes no content source covers, and adds the checked questions after their extended response', async () => {
    fake.script('assessment_items', { content: { items } });
    const offline = generateAssessment(brief([fractions, goldfields]));
    const written = await writer().write(brief([fractions, goldfields]));
    expect(written.engine).toBe('llm');
    const sent = JSON.parse(fake.requests[0]!.body.messages[1]!.content);
    expect(sent.outcomes.map((o: { code: string }) => o.code)).toEqual(['ACHASSK110']);
    expectStrictSchema(fake.requests[0]!.body.response_format.json_schema.schema);
    const history = written.value.items.filter((i) => i.outcomeCode === 'ACHASSK110');
    // The model's questions follow the outcome's extended response; the questions on a source the teacher supplies come last.
    expect(history.map((i) => [i.kind, i.stimulus?.title ?? null])).toEqual([
      ['extended-response', null],
      ['short-answer', null],
      ['short-answer', null],
      ['short-answer', null],
      ['short-answer', 'Source A'],
      ['short-answer', 'Source A'],
      ['extended-response', 'Source A'],
    ]);
    expect(history[1]).toMatchObject({ prompt: 'Why did people travel to Ballarat in the 1850s?', markingPoints: ['Names the search for gold', 'Dates it to the 1850s'], marks: 2 });
    expect(new Set(written.value.items.map((i) => i.id)).size).toBe(written.value.items.length);
    expect(written.value.items.filter((i) => i.outcomeCode === fractions.code)).toEqual(offline.items.filter((i) => i.outcomeCode === fractions.code));
    // The model answered the note asking for questions; the note asking for a source stays (a model does not supply sources).
    expect(written.value.supply).toEqual([
      'Paste a short primary source for ACHASSK110 into Source A (a few sentences, quoted exactly), with who made it, when, and where it is printed or held; Teachkit quotes no source for this outcome.',
    ]);
    expect(offline.supply).toHaveLength(2);
  });

  it.each([
    ['a question without its answer', { items: items.map((i, n) => (n === 1 ? { ...i, answer: '' } : i)) }, 'the model left question 2 without its answer'],
    ['an invented code', { items: items.map((i, n) => (n === 0 ? { ...i, prompt: `${i.prompt} (ACHASSK999)` } : i)) }, 'the model cited outcome codes the lesson does not have: ACHASSK999'],
    ['the same question twice', { items: [items[0], items[0], items[2]] }, 'the model repeated a question: "Why did people travel to Ballarat in the 1850s?"'],
    ['a placeholder', { items: items.map((i, n) => (n === 2 ? { ...i, answer: 'TBD' } : i)) }, 'the model wrote a placeholder instead of content: "TBD"'],
  ])('keeps the offline assessment, saying why, on %s', async (_case, content, reason) => {
    fake.script('assessment_items', { content });
    const written = await writer().write(brief([goldfields]));
    expect(written).toEqual({
      value: generateAssessment(brief([goldfields])),
      engine: 'offline',
      note: `The AI service could not be used for the questions (${reason}); the offline engine wrote the assessment.`,
    });
  });

  it('asks nothing when every outcome has content, and is offline without LLM settings', async () => {
    expect((await writer().write(brief([fractions]))).engine).toBe('offline');
    expect(fake.requests).toHaveLength(0);
    expect(createAssessmentWriter({})).toBe(offlineAssessmentWriter);
  });
});
