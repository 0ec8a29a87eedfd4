import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lessonGlossary } from '../../server/generation/glossary.ts';
import { createLlmLessonTools } from '../../server/generation/llm.ts';
import { loggerOptions } from '../../server/logging.ts';
import { startFakeLlmService, type FakeLlmService } from '../unit/helpers/fake-llm-service.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

const SECRET = 'sk-route-secret-4242';
const logLines: string[] = [];
const logs = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let fake: FakeLlmService;
let t: TestApp;
let ada: string;
let lesson: { id: string; keyVocabulary: string[] };

beforeAll(async () => {
  fake = await startFakeLlmService();
  const tools = createLlmLessonTools({ baseUrl: fake.baseUrl, model: 'fake-model', apiKey: SECRET, apiKeyHeader: 'authorization', timeoutMs: 2000, retries: 0 });
  t = await createTestApp({ lessonTools: tools, logger: loggerOptions('info', logs) });
  ada = await t.token({ sub: 'llm-tools-ada', email: 'ada@school.example', name: 'Ada' });
  lesson = (
    await t.call('POST', '/api/lesson', ada, {
      title: 'Equivalent fractions',
      description: 'Fraction strips.',
      yearLevel: '3',
      subject: 'Mathematics',
      durationMinutes: 45,
      methodology: 'direct',
      outcomes: ['3.NF.A.3b'],
    })
  ).json();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  logLines.length = 0;
});

describe('lesson tools with a language model configured', () => {
  it("the glossary route answers with the model's checked definitions and says the model wrote them", async () => {
    expect(lesson.keyVocabulary.length).toBeGreaterThan(0);
    fake.script('lesson_glossary', { content: { entries: lesson.keyVocabulary.map((term) => ({ term, definition: `A Year 3 meaning of ${term} from the model.`, outcomeCode: '' })) } });
    const res = await t.call('GET', `/api/lesson/${lesson.id}/glossary`, ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-lesson-tool-engine']).toBe('llm');
    const modelWritten = (res.json() as { term: string; definition: string; source: { kind: string } }[]).filter((e) => e.source.kind !== 'outcome');
    expect(modelWritten.length).toBeGreaterThan(0);
    for (const entry of modelWritten) expect(entry.definition).toBe(`A Year 3 meaning of ${entry.term} from the model.`);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${SECRET}`);
  });

  it('falls back to the offline glossary on a 500, logs the reason, and never logs the key', async () => {
    fake.script('lesson_glossary', { status: 500 });
    const res = await t.call('GET', `/api/lesson/${lesson.id}/glossary`, ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-lesson-tool-engine']).toBe('offline');
    const saved = (await t.call('GET', `/api/lesson/${lesson.id}`, ada)).json();
    expect(res.json()).toEqual(lessonGlossary(saved));
    const warning = logLines.map((l) => JSON.parse(l) as { msg?: string; tool?: string; note?: string }).find((l) => l.msg === 'lesson tool answered offline');
    expect(warning).toMatchObject({ tool: 'glossary' });
    expect(warning!.note).toContain('the model service answered 500');
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(logLines.join('\n')).not.toContain(SECRET);
  });

  it('writes questions in another language when a model is configured, where offline only English is possible', async () => {
    fake.script('lesson_questions', { status: 500 });
    const res = await t.call('GET', `/api/lesson/${lesson.id}/questions?language=fr`, ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-lesson-tool-engine']).toBe('offline');
    expect(fake.requests[0]!.body.messages[0]!.content).toContain('language with the code "fr"');
  });

  it("implements a suggestion the model worded, with the offline engine's change", async () => {
    fake.script('lesson_suggestions', { status: 500 });
    const offline = (await t.call('GET', `/api/lesson/${lesson.id}/generate/suggestions`, ada)).json() as { id: string }[];
    expect(offline.length).toBeGreaterThan(0);
    fake.script('lesson_suggestions', { content: { suggestions: offline.map((s, i) => ({ id: s.id, title: `Worded by the model ${i}`, detail: 'For Year 3.' })) } });
    const worded = await t.call('GET', `/api/lesson/${lesson.id}/generate/suggestions`, ada);
    expect(worded.headers['x-lesson-tool-engine']).toBe('llm');
    const [first] = worded.json() as { id: string; title: string }[];
    expect(first!.title).toBe('Worded by the model 0');
    const implemented = await t.call('POST', `/api/lesson/${lesson.id}/suggestion/implement`, ada, { id: first!.id });
    expect(implemented.statusCode).toBe(200);
  });
});
