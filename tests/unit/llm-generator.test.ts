import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmGenerator, type LlmSettings } from '../../server/generation/llm.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import type { LessonBrief } from '../../server/generation/types.ts';

/** A local OpenAI-compatible service: records each request and answers with the next scripted reply. */
const requests: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
interface Reply {
  status: number;
  json?: unknown;
  delayMs?: number;
}
let replies: ((body: Record<string, unknown>) => Reply)[] = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ headers: req.headers, body });
      const reply: Reply = (replies.shift() ?? ((): Reply => ({ status: 500 })))(body);
      setTimeout(() => {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.json ?? { error: 'scripted failure' }));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const brief: LessonBrief = {
  title: 'Photosynthesis',
  description: '',
  methodology: 'inquiry',
  yearLevel: '7',
  subject: 'Science',
  durationMinutes: 50,
  outcomes: [{ code: 'AC9S7U02', framework: 'au', statement: 'Investigate how plants make their own food using light energy.' }],
  slices: [],
};

const phase = (title: string, minutes: number, codes: string[] = ['AC9S7U02']) => ({
  title,
  minutes,
  teacherActions: [`Lead the ${title} phase on photosynthesis.`],
  studentActions: ['Work on it.'],
  resources: [],
  outcomeCodes: codes,
});
const plan = (codes: string[] = ['AC9S7U02']) => ({
  phases: [phase('Engage', 5), phase('Explore', 15, codes), phase('Explain', 10), phase('Elaborate', 12), phase('Evaluate', 8)],
  successCriteria: [{ text: 'I can explain how plants make food', outcomeCode: 'AC9S7U02', bloomLevel: 'understand' }],
  keyVocabulary: ['photosynthesis', 'chlorophyll'],
  differentiation: { support: ['Word mat'], extension: ['Design a test'], languageSupport: ['Visuals'] },
});
const completion = (content: unknown): Reply => ({ status: 200, json: { choices: [{ message: { content: JSON.stringify(content) } }] } });

const settings = (over: Partial<LlmSettings> = {}): LlmSettings => ({ baseUrl, model: 'teachkit-test-model', apiKey: 'k-123', apiKeyHeader: 'authorization', timeoutMs: 2000, retries: 1, ...over });
const offline = createOfflineGenerator();

describe('LLM adapter contract', () => {
  it('asks for schema-validated structured output with the real outcome statements and returns the same shape as the offline engine', async () => {
    requests.length = 0;
    replies = [() => completion(plan())];
    const result = await createLlmGenerator(settings(), offline).generateLessonPlan(brief);
    const sent = requests[0]!;
    expect(sent.headers.authorization).toBe('Bearer k-123');
    expect(sent.body.model).toBe('teachkit-test-model');
    expect(sent.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'lesson_plan', strict: true } });
    expect(JSON.stringify(sent.body.messages)).toContain('Investigate how plants make their own food using light energy.');
    expect(result.phases.map((p) => p.key)).toEqual(['engage', 'explore', 'explain', 'elaborate', 'evaluate']);
    expect(result.provenance).toMatchObject({ engine: 'llm', model: 'teachkit-test-model', outcomeCodes: ['AC9S7U02'] });
    const offlinePlan = await offline.generateLessonPlan(brief);
    expect(Object.keys(result).sort()).toEqual(Object.keys(offlinePlan).sort());
  });

  it('retries a plan that cites a code it was not given in its text, then falls back to the offline engine and says why', async () => {
    const citing = (code: string) => ({ ...plan(), differentiation: { support: [`Revisit ${code} first.`], extension: [], languageSupport: [] } });
    replies = [() => completion(citing('AC9S6U01')), () => completion(citing('AC9S6U02'))];
    const result = await createLlmGenerator(settings(), offline).generateLessonPlan(brief);
    expect(result.provenance.engine).toBe('offline');
    expect(result.provenance.note).toContain('AC9S6U02');
    expect(result.phases.flatMap((p) => p.outcomeCodes).every((c) => c === 'AC9S7U02')).toBe(true);
  });

  it('recovers on retry after a server error', async () => {
    replies = [() => ({ status: 503 }), () => completion(plan())];
    const result = await createLlmGenerator(settings(), offline).generateLessonPlan(brief);
    expect(result.provenance.engine).toBe('llm');
  });

  it('gives up on a slow service after the timeout and falls back', async () => {
    replies = [() => ({ ...completion(plan()), delayMs: 500 })];
    const result = await createLlmGenerator(settings({ timeoutMs: 100, retries: 0 }), offline).generateLessonPlan(brief);
    expect(result.provenance.engine).toBe('offline');
    expect(result.provenance.note).toMatch(/could not be used/);
  });

  it("builds the teacher's material into the model's plan itself, cited, whatever the model wrote about it", async () => {
    requests.length = 0;
    replies = [() => completion(plan())];
    const slice = {
      id: 'slice-7',
      uploadId: 'upload-3',
      uploadTitle: 'Plant biology notes',
      title: 'How leaves make sugar',
      text: 'Leaves use light energy to turn carbon dioxide and water into glucose and oxygen.',
      citation: 'Plant biology notes, p. 7',
      outcomeCodes: ['AC9S7U02'],
    };
    const result = await createLlmGenerator(settings(), offline).generateLessonPlan({ ...brief, slices: [slice], enhancementEnabled: true });
    expect(JSON.stringify(requests[0]!.body.messages)).toContain('Plant biology notes, p. 7');
    expect(result.phases.flatMap((p) => (p.materials ?? []).map((m) => [p.key, m.kind, m.text, m.citation]))).toEqual([
      ['engage', 'text', 'Leaves use light energy to turn carbon dioxide and water into glucose and oxygen.', 'Plant biology notes, p. 7'],
    ]);
    expect(result.provenance).toMatchObject({ engine: 'llm', sliceIds: ['slice-7'] });
    expect(result.materialNotice).toBeUndefined();
  });

  it('sends the key in the api-key header for Azure OpenAI', async () => {
    requests.length = 0;
    replies = [() => completion(plan())];
    await createLlmGenerator(settings({ apiKeyHeader: 'api-key' }), offline).generateLessonPlan(brief);
    expect(requests[0]!.headers['api-key']).toBe('k-123');
    expect(requests[0]!.headers.authorization).toBeUndefined();
  });
});
