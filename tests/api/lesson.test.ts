import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { lessons } from '../../server/db/schema.ts';
import { analyzeChangedTables } from '../../server/db/statistics.ts';
import { createLessonRepository } from '../../server/repositories/lessons.ts';
import { lessonSummarySchema } from '../../src/contracts/schemas/lesson.ts';

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
    const before = (await call('GET', '/api/lesson?pageSize=100', ada)).json().items.length;
    const res = await call('POST', '/api/lesson', ada, { ...brief, outcomes: ['3.NF.A.3a', 'MATH.MADE.UP.9'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'outcomes', message: 'Unknown outcome code "MATH.MADE.UP.9"' }]);
    expect((await call('GET', '/api/lesson?pageSize=100', ada)).json().items.length).toBe(before);
  });

  it('names every field to fix', async () => {
    const res = await call('POST', '/api/lesson', ada, { title: '  ', methodology: 'lecture', durationMinutes: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { field: 'title', message: 'Give the lesson a title' },
      { field: 'methodology', message: 'Methodology must be project, direct or inquiry' },
      { field: 'durationMinutes', message: 'A lesson lasts at least 10 minutes' },
      { field: 'outcomes', message: 'Choose at least one curriculum outcome: the plan is built from what its outcomes say' },
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
    expect((await call('GET', '/api/lesson', teacher)).json()).toMatchObject({ items: expect.any(Array), continuationToken: null });
    expect((await call('GET', '/api/lesson', teacher)).json().items).toHaveLength(12);
  });
});

describe('reading, editing and deleting', () => {
  it("lists only the teacher's own lessons and hides another teacher's lesson as 404", async () => {
    const created = (await call('POST', '/api/lesson', ada, { ...brief, title: 'Ada only' })).json();
    expect((await call('GET', `/api/lesson/${created.id}`, ada)).statusCode).toBe(200);
    expect((await call('GET', `/api/lesson/${created.id}`, grace)).statusCode).toBe(404);
    expect((await call('GET', '/api/lesson', grace)).json().items.map((l: { id: string }) => l.id)).not.toContain(created.id);
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

describe('what the list shows of a lesson', () => {
  it('lists a lesson with exactly the summary fields, text kept character for character and times to the millisecond as the lesson itself shows them', async () => {
    const lister = await t.token({ sub: 'lesson-lister', email: 'lister@school.example' });
    const title = 'Fractions: "halves" \\ quarters, ½ and 🍕';
    const description = 'Line one\nline two\twith a tab, a bell \u0007 and </script>';
    const created = (await call('POST', '/api/lesson', lister, { ...brief, title, description, methodology: 'direct' })).json();
    await t.database.db
      .update(lessons)
      .set({ joinCode: 'QX7R2M', createdAt: sql`'2026-03-04T05:06:07.891999Z'::timestamptz`, updatedAt: sql`'2026-03-04T05:06:08.000001Z'::timestamptz` })
      .where(eq(lessons.id, created.id));

    const res = await call('GET', '/api/lesson', lister);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const [item] = res.json().items;
    expect(item).toEqual({
      id: created.id,
      title: 'Fractions: "halves" \\ quarters, ½ and 🍕',
      description: 'Line one\nline two\twith a tab, a bell \u0007 and </script>',
      methodology: 'direct',
      enhancementEnabled: false,
      yearLevel: '3',
      subject: 'Mathematics',
      durationMinutes: 60,
      outcomeCodes: ['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.3.NF.A.3b'],
      joinCode: 'QX7R2M',
      createdAt: '2026-03-04T05:06:07.891Z',
      updatedAt: '2026-03-04T05:06:08.000Z',
    });
    expect(lessonSummarySchema.strict().safeParse(item).success).toBe(true);
    const lesson = (await call('GET', `/api/lesson/${created.id}`, lister)).json();
    expect({ createdAt: lesson.createdAt, updatedAt: lesson.updatedAt }).toEqual({ createdAt: '2026-03-04T05:06:07.891Z', updatedAt: '2026-03-04T05:06:08.000Z' });
  });

  it('lists a lesson without a join code with joinCode null', async () => {
    const lister = await t.token({ sub: 'lesson-lister-2', email: 'lister2@school.example' });
    const created = (await call('POST', '/api/lesson', lister, brief)).json();
    await t.database.db.update(lessons).set({ joinCode: null }).where(eq(lessons.id, created.id));
    expect((await call('GET', '/api/lesson', lister)).json()).toEqual({ items: [expect.objectContaining({ id: created.id, joinCode: null })], continuationToken: null });
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

  it('speaks to the student ("you", "your") where the teacher\'s plan speaks about them', async () => {
    const created = (await call('POST', '/api/lesson', ada, brief)).json();
    expect(created.phases[0].studentActions).toContain('Answer the starter questions on their whiteboard.');
    const code = (await call('POST', `/api/lesson/${created.id}/join/regenerate`, ada)).json().joinCode;
    const student = (await call('GET', `/api/lesson/join/${code}`, undefined)).json();
    expect(student.phases[0].studentActions).toContain('Answer the starter questions on your whiteboard.');
    expect(student.phases[3].studentActions[0]).toBe('Write each answer on equivalent fractions and show how you worked it out.');
    const actions = student.phases.flatMap((p: { studentActions: string[] }) => p.studentActions).join(' ');
    expect(actions).not.toMatch(/\b(they|their|them|themselves)\b/i);
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

describe('GET /api/lesson pages', () => {
  type Page = { items: { id: string; title: string }[]; continuationToken: string | null };
  const page = async (token: string, query = '') => {
    const res = await call('GET', `/api/lesson${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };
  const titles = (p: Page) => p.items.map((l) => l.title);
  const numbered = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `Lesson ${String(from - i).padStart(2, '0')}`);

  let pager: string;
  beforeAll(async () => {
    // Lessons 1..60, most recent last. Their times differ by microseconds only (a millisecond clock would see one
    // instant), and lessons 21..40 share one time exactly, so the id alone orders them across a page boundary.
    pager = await t.token({ sub: 'lesson-pager', email: 'pager@school.example' });
    const planned = (await call('POST', '/api/lesson', pager, { ...brief, title: 'Template' })).json();
    const [template] = await t.database.db.select().from(lessons).where(eq(lessons.id, planned.id));
    const { id: _id, joinCode: _j, createdAt: _c, updatedAt: _u, ...row } = template!;
    await t.database.db.delete(lessons).where(eq(lessons.id, planned.id));
    const at = (micros: number) => sql`'2026-03-01T09:00:00.123000Z'::timestamptz + ${micros} * interval '1 microsecond'`;
    await t.database.db.insert(lessons).values(
      Array.from({ length: 60 }, (_, i) => {
        const n = i + 1;
        const time = at(n >= 21 && n <= 40 ? 21 : n);
        return { ...row, title: `Lesson ${String(n).padStart(2, '0')}`, createdAt: time, updatedAt: time };
      }),
    );
  });

  it('serves 60 lessons as pages of 25, 25 and 10, most recently changed first, with no duplicates and no gaps', async () => {
    const first = await page(pager);
    expect(first.items).toHaveLength(25);
    expect(titles(first).slice(0, 20)).toEqual(numbered(60, 41));
    expect(first.continuationToken).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = await page(pager, `?continuationToken=${first.continuationToken}`);
    expect(second.items).toHaveLength(25);
    expect(titles(second).slice(15)).toEqual(numbered(20, 11));
    const third = await page(pager, `?continuationToken=${second.continuationToken}`);
    expect(titles(third)).toEqual(numbered(10, 1));
    expect(third.continuationToken).toBeNull();
    const all = [...first.items, ...second.items, ...third.items];
    expect(new Set(all.map((l) => l.id)).size).toBe(60);
    expect(all.map((l) => l.title).sort()).toEqual(numbered(60, 1).sort());
  });

  it('honours pageSize', async () => {
    const first = await page(pager, '?pageSize=7');
    expect(titles(first)).toEqual(numbered(60, 54));
    const next = await page(pager, `?pageSize=7&continuationToken=${first.continuationToken}`);
    expect(titles(next)).toEqual(numbered(53, 47));
    const whole = await page(pager, '?pageSize=100');
    expect(whole.items).toHaveLength(60);
    expect(whole.continuationToken).toBeNull();
  });

  it('keeps page 2 as it was when a lesson is created between page 1 and page 2', async () => {
    const first = await page(pager);
    const secondBefore = await page(pager, `?continuationToken=${first.continuationToken}`);
    const created = (await call('POST', '/api/lesson', pager, { ...brief, title: 'Planned meanwhile' })).json();
    const secondAfter = await page(pager, `?continuationToken=${first.continuationToken}`);
    expect(secondAfter).toEqual(secondBefore);
    expect(titles(await page(pager, '?pageSize=2'))).toEqual(['Planned meanwhile', 'Lesson 60']);
    await call('DELETE', `/api/lesson/${created.id}`, pager);
  });

  it("never shows another teacher's lessons, even with that teacher's continuation token", async () => {
    const first = await page(pager, '?pageSize=10');
    const theirs = await page(grace, `?continuationToken=${first.continuationToken}`);
    const pagerIds = new Set((await page(pager, '?pageSize=100')).items.map((l) => l.id));
    expect(theirs.items.filter((l) => pagerIds.has(l.id))).toEqual([]);
    const graceOwn = await page(grace, '?pageSize=100');
    expect(graceOwn.items.filter((l) => pagerIds.has(l.id))).toEqual([]);
  });

  const badToken = 'This continuationToken was not given out by this list; start again without it to get the first page';
  it.each([
    ['not base64url', 'abc$%'],
    ['not JSON', Buffer.from('{nope').toString('base64url')],
    ['another list', Buffer.from(JSON.stringify(['syllabi', '2026-03-01T09:00:00.123021Z', '00000000-0000-4000-8000-000000000000'])).toString('base64url')],
    ['a tampered time', Buffer.from(JSON.stringify(['lessons', '2026-13-45T09:00:00.123021Z', '00000000-0000-4000-8000-000000000000'])).toString('base64url')],
    ['a day no calendar has', Buffer.from(JSON.stringify(['lessons', '2026-02-30T09:00:00.123021Z', '00000000-0000-4000-8000-000000000000'])).toString('base64url')],
    ['a year PostgreSQL refuses', Buffer.from(JSON.stringify(['lessons', '0000-01-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'])).toString('base64url')],
    ['a tampered id', Buffer.from(JSON.stringify(['lessons', '2026-03-01T09:00:00.123021Z', "x' or 1=1 --"])).toString('base64url')],
    ['a wrong shape', Buffer.from(JSON.stringify({ at: 1 })).toString('base64url')],
    ['far too long', 'A'.repeat(400)],
  ])('answers 400 naming continuationToken for a token that is %s', async (_why, token) => {
    const res = await call('GET', `/api/lesson?continuationToken=${encodeURIComponent(token)}`, pager);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'continuationToken', message: badToken }]);
  });

  it.each(['0', '101', 'ten', '2.5', '-1'])('answers 400 for pageSize=%s', async (size) => {
    const res = await call('GET', `/api/lesson?pageSize=${size}`, pager);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'pageSize', message: 'pageSize must be a whole number from 1 to 100' }]);
  });
});

describe('the lesson list at scale', () => {
  it('reads a page from the index, most recent first, once planner statistics are gathered (PGlite has no autovacuum)', async () => {
    const owner = await t.token({ sub: 'lesson-many', email: 'many@school.example' });
    const planned = (await call('POST', '/api/lesson', owner, { ...brief, title: 'Template' })).json();
    const [template] = await t.database.db.select().from(lessons).where(eq(lessons.id, planned.id));
    const { id: _id, joinCode: _j, ...row } = template!;
    await t.database.db.insert(lessons).values(Array.from({ length: 1500 }, (_, i) => ({ ...row, title: `Copy ${i}` })));
    if (t.database.kind === 'pglite') {
      // PostgreSQL reports a session's table changes at most once a second; make this one report them now.
      await t.database.db.execute(sql`select pg_stat_force_next_flush()`);
      expect(await analyzeChangedTables(t.database.db)).toContain('lessons');
      expect(await analyzeChangedTables(t.database.db)).not.toContain('lessons');
    } else {
      // A PostgreSQL server's autovacuum does this by itself; the test does not wait for it.
      await t.database.db.execute(sql`analyze lessons`);
    }
    const query = createLessonRepository(t.database.db).pageQuery().toSQL();
    const { rows } = await t.database.db.execute(sql.raw(`explain ${query.sql.replace('$1', `'lesson-many'`).replace('$2', '26')}`));
    const plan = rows.map((r) => Object.values(r as Record<string, string>)[0]).join('\n');
    expect(plan).toContain('Index Scan Backward using lessons_owner_updated_id on lessons');
    expect(plan).not.toContain('Sort');
  });
});
