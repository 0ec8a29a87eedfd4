import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import type { Generator } from '../../server/generation/types.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * A robot action is charged only for a lesson that was stored, and the allowance is checked before the plan is
 * generated, so a teacher at the limit never sets off a (possibly paid) generation.
 */

const offline = createOfflineGenerator();
/** The real offline engine, counting its calls; `failNext` makes the next call fail as a model outage would. */
const spy = {
  calls: 0,
  failNext: false,
  generator: {
    name: 'offline',
    async generateLessonPlan(brief, options) {
      spy.calls += 1;
      if (spy.failNext) {
        spy.failNext = false;
        throw new Error('the model is down');
      }
      return offline.generateLessonPlan(brief, options);
    },
  } satisfies Generator,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '10' }, generator: spy.generator });
  // A rule only this test has, so one title makes the real insert fail.
  await t.database.db.execute(sql`alter table lessons add constraint lessons_title_refused check (title <> 'Refused by the database')`);
});
afterAll(() => t.close());
beforeEach(() => {
  spy.calls = 0;
  spy.failNext = false;
});

const consumed = async (token: string) => (await t.call('GET', '/api/profile/limits', token)).json()[0].consumed as number;
const lessonCount = async (token: string) => ((await t.call('GET', '/api/lesson?pageSize=100', token)).json() as { items: unknown[] }).items.length;

describe('charging a robot action for a lesson', () => {
  it('at the limit answers 429 without calling the generator', async () => {
    const teacher = await t.token({ sub: 'meter-limit', email: 'limit@school.example' });
    for (let i = 0; i < 10; i += 1) expect((await t.call('POST', '/api/lesson', teacher, { title: `Lesson ${i}`, outcomes: ['3.NF.A.1'] })).statusCode).toBe(201);
    expect(spy.calls).toBe(10);
    const refused = await t.call('POST', '/api/lesson', teacher, { title: 'One too many', outcomes: ['3.NF.A.1'] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ statusCode: 429, message: 'Your robot has hit the limit! It is back when the shift resets.' });
    expect(spy.calls).toBe(10);
    expect(await consumed(teacher)).toBe(10);
  });

  it('charges nothing when the database refuses the lesson', async () => {
    const teacher = await t.token({ sub: 'meter-insert', email: 'insert@school.example' });
    expect((await t.call('POST', '/api/lesson', teacher, { title: 'Stored', outcomes: ['3.NF.A.1'] })).statusCode).toBe(201);
    const failed = await t.call('POST', '/api/lesson', teacher, { title: 'Refused by the database', outcomes: ['3.NF.A.1'] });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ statusCode: 500, message: 'An unexpected error occurred' });
    expect(spy.calls).toBe(2);
    expect(await consumed(teacher)).toBe(1);
    expect(await lessonCount(teacher)).toBe(1);
  });

  it('charges nothing when generation fails', async () => {
    const teacher = await t.token({ sub: 'meter-generator', email: 'generator@school.example' });
    spy.failNext = true;
    expect((await t.call('POST', '/api/lesson', teacher, { title: 'Never planned', outcomes: ['3.NF.A.1'] })).statusCode).toBe(500);
    expect(await consumed(teacher)).toBe(0);
    expect(await lessonCount(teacher)).toBe(0);
  });

  it('charges nothing for a brief it refuses', async () => {
    const teacher = await t.token({ sub: 'meter-brief', email: 'brief@school.example' });
    expect((await t.call('POST', '/api/lesson', teacher, { title: 'Fractions', outcomes: ['MADE.UP.1'] })).statusCode).toBe(400);
    expect(spy.calls).toBe(0);
    expect(await consumed(teacher)).toBe(0);
  });

  it.each([
    ['without outcomes', { title: 'Fractions' }],
    ['with an empty list of outcomes', { title: 'Fractions', outcomes: [] }],
  ])('refuses a brief %s, saying to choose an outcome, before planning or charging anything', async (_what, body) => {
    const teacher = await t.token({ sub: `meter-none-${Object.keys(body).length}`, email: `none${Object.keys(body).length}@school.example` });
    const res = await t.call('POST', '/api/lesson', teacher, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'outcomes', message: 'Choose at least one curriculum outcome: the plan is built from what its outcomes say' }]);
    expect(spy.calls).toBe(0);
    expect(await consumed(teacher)).toBe(0);
    expect(await lessonCount(teacher)).toBe(0);
  });

  it('stays exact under 20 concurrent creates with an allowance of 10', async () => {
    const teacher = await t.token({ sub: 'meter-burst', email: 'burst@school.example' });
    await t.call('GET', '/api/profile', teacher);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => t.call('POST', '/api/lesson', teacher, { title: `Burst ${i}`, outcomes: ['3.NF.A.1'] })));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(10).fill(429)]);
    expect(spy.calls).toBe(10);
    expect(await consumed(teacher)).toBe(10);
    expect(await lessonCount(teacher)).toBe(10);
  });
});

describe('charging a robot action for feedback', () => {
  it('charges each rewrite of a comment for another reader, and at the limit answers 429 with no comment', async () => {
    const teacher = await t.token({ sub: 'meter-perspective', email: 'perspective@school.example' });
    const set = (
      await t.call('POST', '/api/comment', teacher, { title: 'Reports', yearLevel: 'Grade 4', outcomes: ['4.NF.A.2'], students: [{ name: 'Ava Brown', achievements: { '4.NF.A.2': 'proficient' } }] })
    ).json();
    expect(await consumed(teacher)).toBe(1);
    const rewrite = () => t.call('POST', `/api/comment/${set.id}/generate/perspective`, teacher, { studentId: set.students[0].id, perspective: 'student' });
    for (let i = 2; i <= 10; i += 1) {
      expect((await rewrite()).statusCode).toBe(200);
      expect(await consumed(teacher)).toBe(i);
    }
    const refused = await rewrite();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ statusCode: 429, message: 'Your robot has hit the limit! It is back when the shift resets.' });
    expect(await consumed(teacher)).toBe(10);
  });
});
