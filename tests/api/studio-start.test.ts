import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const consumed = async (token: string) => (await t.call('GET', '/api/profile/limits', token)).json()[0].consumed as number;

describe('the Studio start', () => {
  it('records a started lesson and unit in the Studio history, free of charge, newest first', async () => {
    const teacher = await t.token({ sub: 'start-teacher', email: 'start@school.example' });
    const lesson = (await t.call('POST', '/api/lesson', teacher, { title: 'Glaciers', outcomes: ['3.NF.A.3a'] })).json();
    const unit = (await t.call('POST', '/api/unit', teacher, { title: 'Fractions', outcomes: ['3.NF.A.3a'], weeks: 1, lessonsPerWeek: 1 })).json();
    const before = await consumed(teacher);
    const started = await t.call('POST', '/api/studio/started', teacher, { kind: 'lesson', id: lesson.id, source: 'text', from: 'A glacier is a river of ice.' });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ tool: 'start', input: { text: 'A glacier is a river of ice.', source: 'text' }, output: { kind: 'lesson', id: lesson.id, title: 'Glaciers' } });
    await t.call('POST', '/api/studio/started', teacher, { kind: 'unit', id: unit.id, source: 'topic', from: 'fractions' });
    expect(await consumed(teacher)).toBe(before);
    const history = (await t.call('GET', '/api/studio/history', teacher)).json();
    expect(history.items.map((h: { tool: string; preview: string }) => [h.tool, h.preview])).toEqual([
      ['start', 'fractions'],
      ['start', 'A glacier is a river of ice.'],
    ]);
    const reopened = (await t.call('GET', `/api/studio/history/${started.json().id}`, teacher)).json();
    expect(reopened.output).toEqual({ kind: 'lesson', id: lesson.id, title: 'Glaciers' });
  });

  it("refuses another teacher's item, an unknown kind and missing fields", async () => {
    const owner = await t.token({ sub: 'start-owner', email: 'o@school.example' });
    const other = await t.token({ sub: 'start-other', email: 'p@school.example' });
    const lesson = (await t.call('POST', '/api/lesson', owner, { title: 'Mine', outcomes: ['3.NF.A.3a'] })).json();
    expect((await t.call('POST', '/api/studio/started', other, { kind: 'lesson', id: lesson.id, source: 'topic', from: 'x' })).json()).toEqual({
      statusCode: 404,
      message: 'No lesson of yours has this id',
    });
    expect((await t.call('POST', '/api/studio/started', other, { kind: 'assessment', id: 'nope', source: 'topic', from: 'x' })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/studio/started', owner, { kind: 'poem', id: lesson.id, source: 'dream', from: '' })).json()).toEqual([
      { field: 'kind', message: 'What was started is lesson, assessment, unit, comment' },
      { field: 'source', message: 'A start is from topic, outcomes, text, upload' },
      { field: 'from', message: 'Say what the item was started from' },
    ]);
    expect((await t.call('GET', '/api/studio/history', other)).json().items).toEqual([]);
  });
});
