import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
let ada: string;
let grace: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '12' } });
  ada = await t.token({ sub: 'lesson-ada', email: 'ada@school.example', name: 'Ada' });
  grace = await t.token({ sub: 'lesson-grace', email: 'grace@school.example', name: 'Grace' });
});
afterAll(() => t.close());

const call = (...args: Parameters<TestApp['call']>) => t.call(...args);

const brief = {
  title: 'Equivalent fractions',
  description: 'Using fraction strips to find fractions that name the same amount.',
  yearLevel: '3',
  subject: 'Mathematics',
  durationMinutes: 60,
  outcomes: ['3.NF.A.3a', '3.NF.A.3b'],
};

describe('POST /api/lesson creates and plans a lesson', () => {
  it('plans an inquiry lesson (the default) in five phases citing exactly the chosen outcomes', async () => {
    const res = await call('POST', '/api/lesson', ada, brief);
    expect(res.statusCode).toBe(201);
    const lesson = res.json();
    expect(lesson).toMatchObject({ title: 'Equivalent fractions', methodology: 'inquiry', enhancementEnabled: false, durationMinutes: 60 });
    expect(lesson.phases.map((p: { title: string }) => p.title)).toEqual(['Engage', 'Explore', 'Explain', 'Elaborate', 'Evaluate']);
    expect(lesson.outcomes.map((o: { code: string }) => o.code)).toEqual(['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.3.NF.A.3b']);
    expect(lesson.outcomes[1].statement).toMatch(/^Recognize and generate simple equivalent fractions/);
    const cited = new Set(lesson.phases.flatMap((p: { outcomeCodes: string[] }) => p.outcomeCodes));
    expect([...cited].sort()).toEqual(['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.3.NF.A.3b']);
    expect(lesson.provenance).toMatchObject({ engine: 'offline', outcomeCodes: ['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.3.NF.A.3b'] });
  });

  it('counts one robot action per created lesson', async () => {
    const before = (await call('GET', '/api/profile/limits', ada)).json()[0].consumed;
    await call('POST', '/api/lesson', ada, { ...brief, methodology: 'direct' });
    expect((await call('GET', '/api/profile/limits', ada)).json()[0].consumed).toBe(before + 1);
  });

  it('refuses an unknown outcome code with the 400 array body and creates nothing', async () => {
    const before = (await call('GET', '/api/lesson', ada)).json().length;
    const res = await call('POST', '/api/lesson', ada, { ...brief, outcomes: ['3.NF.A.3a', 'MATH.MADE.UP.9'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'outcomes', message: 'Unknown outcome code "MATH.MADE.UP.9"' }]);
    expect((await call('GET', '/api/lesson', ada)).json().length).toBe(before);
  });

  it('names every field to fix', async () => {
    const res = await call('POST', '/api/lesson', ada, { title: '  ', methodology: 'lecture', durationMinutes: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { field: 'title', message: 'Give the lesson a title' },
      { field: 'methodology', message: 'Methodology must be project, direct or inquiry' },
      { field: 'durationMinutes', message: 'A lesson lasts at least 10 minutes' },
    ]);
  });

  it('answers 429 once the shift allowance is used, and keeps nothing half-made', async () => {
    const teacher = await t.token({ sub: 'lesson-busy', email: 'busy@school.example' });
    const { max } = (await call('GET', '/api/profile/limits', teacher)).json()[0];
    expect(max).toBe(12);
    for (let i = 0; i < max; i += 1) expect((await call('POST', '/api/lesson', teacher, brief)).statusCode).toBe(201);
    const refused = await call('POST', '/api/lesson', teacher, brief);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().message).toMatch(/Your robot has hit the limit!/);
    expect((await call('GET', '/api/lesson', teacher)).json()).toHaveLength(12);
  });
});

describe('reading, editing and deleting', () => {
  it("lists only the teacher's own lessons and hides another teacher's lesson as 404", async () => {
    const created = (await call('POST', '/api/lesson', ada, { ...brief, title: 'Ada only' })).json();
    expect((await call('GET', `/api/lesson/${created.id}`, ada)).statusCode).toBe(200);
    expect((await call('GET', `/api/lesson/${created.id}`, grace)).statusCode).toBe(404);
    expect((await call('GET', '/api/lesson', grace)).json().map((l: { id: string }) => l.id)).not.toContain(created.id);
    expect((await call('POST', '/api/lesson', grace, { id: created.id, title: 'Taken over' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/lesson/${created.id}`, grace)).statusCode).toBe(404);
    expect((await call('GET', '/api/lesson/not-a-uuid', ada)).statusCode).toBe(404);
  });

  it('saves edits with an id without generating or counting an action', async () => {
    const created = (await call('POST', '/api/lesson', ada, brief)).json();
    const consumed = (await call('GET', '/api/profile/limits', ada)).json()[0].consumed;
    const phases = created.phases.map((p: { title: string; minutes: number }, i: number) => (i === 0 ? { ...p, title: 'Hook', minutes: 10 } : p));
    const res = await call('POST', '/api/lesson', ada, { id: created.id, title: 'Equivalent fractions with strips', enhancementEnabled: true, phases });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, title: 'Equivalent fractions with strips', enhancementEnabled: true });
    expect(res.json().phases[0]).toMatchObject({ title: 'Hook', minutes: 10 });
    expect((await call('GET', '/api/profile/limits', ada)).json()[0].consumed).toBe(consumed);
    expect((await call('GET', `/api/lesson/${created.id}`, ada)).json().phases[0].title).toBe('Hook');
  });

  it('refuses an edit that cites an outcome the lesson does not have, keeping the saved lesson', async () => {
    const created = (await call('POST', '/api/lesson', ada, { ...brief, outcomes: ['3.NF.A.3a'] })).json();
    const phases = created.phases.map((p: { outcomeCodes: string[] }) => ({ ...p, outcomeCodes: ['CCSS.Math.Content.3.NF.A.3b'] }));
    const res = await call('POST', '/api/lesson', ada, { id: created.id, title: 'Changed', phases });
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].message).toMatch(/is not one of this lesson's outcomes/);
    expect((await call('GET', `/api/lesson/${created.id}`, ada)).json().title).toBe('Equivalent fractions');
  });

  it('deletes a lesson', async () => {
    const created = (await call('POST', '/api/lesson', ada, brief)).json();
    expect((await call('DELETE', `/api/lesson/${created.id}`, ada)).statusCode).toBe(204);
    expect((await call('GET', `/api/lesson/${created.id}`, ada)).statusCode).toBe(404);
  });
});

describe('join codes', () => {
  it('gives students the lesson by code, without teacher notes, and a new code retires the old one', async () => {
    const created = (await call('POST', '/api/lesson', ada, brief)).json();
    const first = (await call('GET', `/api/lesson/${created.id}/join/regenerate`, ada)).json().joinCode;
    expect(first).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    const student = await call('GET', `/api/lesson/join/${first.toLowerCase()}`, undefined);
    expect(student.statusCode).toBe(200);
    expect(student.json().title).toBe('Equivalent fractions');
    expect(student.json().phases[0]).not.toHaveProperty('teacherActions');
    const second = (await call('GET', `/api/lesson/${created.id}/join/regenerate`, ada)).json().joinCode;
    expect(second).not.toBe(first);
    expect((await call('GET', `/api/lesson/join/${first}`, undefined)).statusCode).toBe(404);
    expect((await call('GET', `/api/lesson/${created.id}/join/regenerate`, grace)).statusCode).toBe(404);
  });

  it('draws a new code with POST, the method the app uses, as with the spec\'s GET', async () => {
    const created = (await call('POST', '/api/lesson', ada, brief)).json();
    const byGet = await call('GET', `/api/lesson/${created.id}/join/regenerate`, ada);
    expect(byGet.statusCode).toBe(200);
    const byPost = await call('POST', `/api/lesson/${created.id}/join/regenerate`, ada);
    expect(byPost.statusCode).toBe(200);
    expect(byPost.json().joinCode).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(byPost.json().joinCode).not.toBe(byGet.json().joinCode);
    expect((await call('GET', `/api/lesson/${created.id}`, ada)).json().joinCode).toBe(byPost.json().joinCode);
    expect((await call('POST', `/api/lesson/${created.id}/join/regenerate`, grace)).statusCode).toBe(404);
    // A HEAD request changes nothing.
    expect((await t.app.inject({ method: 'HEAD', url: `/api/lesson/${created.id}/join/regenerate`, headers: { authorization: `Bearer ${ada}` } })).statusCode).toBe(404);
    expect((await call('GET', `/api/lesson/${created.id}`, ada)).json().joinCode).toBe(byPost.json().joinCode);
  });
});
