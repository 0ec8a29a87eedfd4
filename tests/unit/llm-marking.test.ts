import { describe, expect, it } from 'vitest';
import { proposeMarks, type StudentWork } from '../../server/domain/assessments/proposals.ts';
import { createLlmMarkingReader, createMarkingReader, offlineMarkingReader } from '../../server/generation/llm/marking.ts';
import { plantsPaper } from './fixtures/plants-paper.ts';
import { expectStrictSchema, fakeLlmServiceForSuite } from './helpers/fake-llm-service.ts';

const fake = fakeLlmServiceForSuite();
const settings = () => ({ ...fake.settings(), retries: 0 });

const ava: StudentWork = {
  answers: { q1: 'B', q4: 'The leaf makes sugar out of CO2 and water. It needs light, which the green chlorophyll takes in.' },
  response: '',
  submitted: true,
};

describe('marking proposals through a language model', () => {
  it('sends the rubric, the items and the answers, and keeps levels whose every quote is in the answer', async () => {
    fake.script('marking_proposal', {
      content: {
        criteria: [{ criterionId: 'c1', level: 2, evidence: [{ itemId: 'q4', quote: 'The leaf makes sugar out of CO2 and water.' }, { itemId: 'q4', quote: 'the green chlorophyll takes in' }], reason: 'Makes the word equation in own words and names chlorophyll.' }],
      },
    });
    const answer = await createLlmMarkingReader(settings()).propose(plantsPaper, ava);
    expect(answer.engine).toBe('llm');
    expect(answer.value.criteria).toEqual([
      {
        criterionId: 'c1',
        level: 2,
        evidence: [
          { itemId: 'q4', quote: 'The leaf makes sugar out of CO2 and water.', status: 'found' },
          { itemId: 'q4', quote: 'the green chlorophyll takes in', status: 'found' },
        ],
        reason: 'Makes the word equation in own words and names chlorophyll.',
      },
    ]);
    // The key's marks are never the model's.
    expect(answer.value.items).toEqual(proposeMarks(plantsPaper, ava).items);
    const request = fake.requests[0]!.body;
    expectStrictSchema(request.response_format.json_schema.schema);
    const sent = JSON.parse(request.messages[1]!.content);
    expect(sent.answers).toEqual({ q1: 'B', q4: ava.answers.q4 });
    expect(sent.levels).toEqual(['Beginning', 'Developing', 'Proficient', 'Extending']);
  });

  it.each([
    ['a quote that is not in the answer', [{ criterionId: 'c1', level: 3, evidence: [{ itemId: 'q4', quote: 'Plants make glucose by photosynthesis.' }], reason: 'r' }], 'the model quoted words that are not in the answer to question 4: "Plants make glucose by photosynthesis."'],
    ['a quote from another item', [{ criterionId: 'c1', level: 2, evidence: [{ itemId: 'q1', quote: 'sugar out of CO2' }], reason: 'r' }], 'the model quoted words that are not in the answer to question 1: "sugar out of CO2"'],
    ['a level the rubric does not have', [{ criterionId: 'c1', level: 4, evidence: [{ itemId: 'q4', quote: 'It needs light' }], reason: 'r' }], 'the model proposed level 4 for criterion c1, which the rubric does not have'],
    ['a level above the lowest with no evidence', [{ criterionId: 'c1', level: 1, evidence: [], reason: 'r' }], 'the model proposed Developing for criterion c1 with no evidence quoted'],
    ['a criterion left out', [], 'the model proposed 0 levels for criterion c1'],
  ])('keeps the offline proposal, saying why, on %s', async (_case, criteria, reason) => {
    fake.script('marking_proposal', { content: { criteria } });
    const answer = await createLlmMarkingReader(settings()).propose(plantsPaper, ava);
    expect(answer).toEqual({ value: proposeMarks(plantsPaper, ava), engine: 'offline', note: `The AI service's proposal could not be used (${reason}); the offline reading stands.` });
  });

  it('asks nothing when nothing is written, and is offline without LLM settings', async () => {
    const onlyKey: StudentWork = { answers: { q1: 'A' }, response: '', submitted: true };
    expect(await createLlmMarkingReader(settings()).propose(plantsPaper, onlyKey)).toEqual({ value: proposeMarks(plantsPaper, onlyKey), engine: 'offline' });
    expect(fake.requests).toHaveLength(0);
    expect(createMarkingReader({})).toBe(offlineMarkingReader);
    expect(createMarkingReader({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'm' }).engine).toBe('llm');
  });
});
