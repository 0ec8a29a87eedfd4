import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studioRuns } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '3' } });
});
afterAll(() => t.close());

const TEXT = 'A glacier is a large mass of ice that moves slowly over land. Glaciers are shrinking because the average temperature of the planet is rising.';

describe('the Studio quick tools', () => {
  it('runs a tool as one robot action, keeps it in the history and reopens it', async () => {
    const teacher = await t.token({ sub: 'studio-teacher', email: 's@school.example' });
    const run = await t.call('POST', '/api/studio/questions', teacher, { text: TEXT, grade: 5 });
    expect(run.statusCode).toBe(201);
    expect(run.json().output.questions[0]).toEqual({ kind: 'define', prompt: 'According to the text, what is a glacier?', answer: 'A large mass of ice that moves slowly over land.' });
    expect((await t.call('GET', '/api/profile/limits', teacher)).json()[0].consumed).toBe(1);
    const rewrite = (await t.call('POST', '/api/studio/rewrite', teacher, { text: `${TEXT} Scientists utilise satellites in order to measure them.`, grade: 4 })).json();
    expect(rewrite.output.text).toContain('Scientists use satellites to measure them.');
    const history = (await t.call('GET', '/api/studio/history', teacher)).json();
    expect(history.items.map((h: { tool: string }) => h.tool)).toEqual(['rewrite', 'questions']);
    expect(history.items[1].preview).toBe(TEXT.slice(0, 119) + '…');
    const reopened = (await t.call('GET', `/api/studio/history/${run.json().id}`, teacher)).json();
    expect(reopened.output).toEqual(run.json().output);
  });

  it('says what to fix, charges nothing for bad input, and keeps each teacher’s history to themselves', async () => {
    const teacher = await t.token({ sub: 'studio-strict', email: 'x@school.example' });
    const other = await t.token({ sub: 'studio-other', email: 'y@school.example' });
    expect((await t.call('POST', '/api/studio/poem', teacher, { text: TEXT })).json()).toEqual([{ field: 'tool', message: 'A Studio tool is rewrite, questions, glossary, exit-ticket' }]);
    expect((await t.call('POST', '/api/studio/glossary', teacher, { text: 'Too short.', grade: 40 })).json()).toEqual([
      { field: 'text', message: 'Paste a longer text: at least a sentence or two (40 characters)' },
      { field: 'grade', message: 'grade is a whole US grade from 0 to 12' },
    ]);
    expect((await t.call('GET', '/api/profile/limits', teacher)).json()[0].consumed).toBe(0);
    const mine = (await t.call('POST', '/api/studio/exit-ticket', teacher, { text: TEXT, subject: 'Geography' })).json();
    expect(mine.output.questions.at(-1).kind).toBe('summarise');
    expect((await t.call('GET', `/api/studio/history/${mine.id}`, other)).json()).toEqual({ statusCode: 404, message: 'Studio run not found' });
    expect((await t.call('GET', '/api/studio/history', other)).json().items).toEqual([]);
  });

  it('answers a run stored in a shape its tool no longer gives as a server fault, never as the teacher’s mistake', async () => {
    const teacher = await t.token({ sub: 'studio-stale', email: 'z@school.example' });
    const run = (await t.call('POST', '/api/studio/glossary', teacher, { text: TEXT })).json();
    await t.database.db.update(studioRuns).set({ output: { words: ['glacier'] } }).where(eq(studioRuns.id, run.id));
    const reopened = await t.call('GET', `/api/studio/history/${run.id}`, teacher);
    expect(reopened.statusCode).toBe(500);
    expect(reopened.json()).toEqual({ statusCode: 500, message: 'An unexpected error occurred' });
  });
});
