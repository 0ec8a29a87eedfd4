import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { lessons } from '../../server/db/schema.ts';

/**
 * The lessons screen's first page is kept by each server process until the teacher's lessons change. Whatever changes
 * them — this app, another process on the same database, SQL typed by hand, a deleted account — the next list shows
 * the change. Each test asks for the list twice first, so that the second answer came from what was kept.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '50' } });
});
afterAll(() => t.close());

const brief = { title: 'Equivalent fractions', yearLevel: '3', subject: 'Mathematics', durationMinutes: 60, outcomes: ['3.NF.A.3a'] };
type Summary = { id: string; title: string; joinCode: string | null };

const listOf = async (app: TestApp, token: string) => {
  const res = await app.call('GET', '/api/lesson', token);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Summary[] }).items;
};
const titles = async (app: TestApp, token: string) => (await listOf(app, token)).map((l) => l.title);
/** Lists twice: the second answer is the kept one. */
const listKept = async (app: TestApp, token: string) => {
  await listOf(app, token);
  return titles(app, token);
};
const teacher = (sub: string) => t.token({ sub, email: `${sub}@school.example`, name: sub });
const create = async (token: string, title: string) => {
  const res = await t.call('POST', '/api/lesson', token, { ...brief, title });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
};

describe('the kept first page of the lesson list', () => {
  it('shows a lesson created, edited, given a new join code or deleted through the API at once', async () => {
    const ada = await teacher('kept-ada');
    const first = await create(ada, 'Halves');
    expect(await listKept(t, ada)).toEqual(['Halves']);

    const second = await create(ada, 'Quarters');
    expect(await titles(t, ada)).toEqual(['Quarters', 'Halves']);

    expect(await listKept(t, ada)).toEqual(['Quarters', 'Halves']);
    expect((await t.call('POST', '/api/lesson', ada, { id: first.id, title: 'Halves and wholes' })).statusCode).toBe(200);
    expect(await titles(t, ada)).toEqual(['Halves and wholes', 'Quarters']);

    await listKept(t, ada);
    const { joinCode } = (await t.call('POST', `/api/lesson/${second.id}/join/regenerate`, ada, {})).json() as { joinCode: string };
    expect((await listOf(t, ada)).find((l) => l.id === second.id)?.joinCode).toBe(joinCode);

    await listKept(t, ada);
    expect((await t.call('DELETE', `/api/lesson/${first.id}`, ada)).statusCode).toBe(204);
    expect(await titles(t, ada)).toEqual(['Quarters']);
  });

  it('shows changes made in SQL, as another process or an import would make them, at once', async () => {
    const grace = await teacher('kept-grace');
    const made = await create(grace, 'Thirds');
    expect(await listKept(t, grace)).toEqual(['Thirds']);

    await t.database.db.execute(sql`update lessons set title = 'Thirds, typed by hand' where id = ${made.id}`);
    expect(await titles(t, grace)).toEqual(['Thirds, typed by hand']);

    await listKept(t, grace);
    await t.database.db.execute(
      sql`insert into lessons (owner_id, title, plan, updated_at) select owner_id, 'Imported', plan, now() + interval '1 hour' from lessons where id = ${made.id}`,
    );
    expect(await titles(t, grace)).toEqual(['Imported', 'Thirds, typed by hand']);

    await listKept(t, grace);
    await t.database.db.execute(sql`delete from lessons where owner_id = 'kept-grace' and title = 'Imported'`);
    expect(await titles(t, grace)).toEqual(['Thirds, typed by hand']);
  });

  it("moves a lesson from one teacher's list to another's when its owner changes", async () => {
    const from = await teacher('kept-from');
    const to = await teacher('kept-to');
    const moving = await create(from, 'Moving lesson');
    await create(to, 'Staying lesson');
    expect(await listKept(t, from)).toEqual(['Moving lesson']);
    expect(await listKept(t, to)).toEqual(['Staying lesson']);

    await t.database.db.update(lessons).set({ ownerId: 'kept-to' }).where(eq(lessons.id, moving.id));
    expect(await titles(t, from)).toEqual([]);
    expect((await titles(t, to)).sort()).toEqual(['Moving lesson', 'Staying lesson']);
  });

  it("empties a removed account's list and keeps nothing of it", async () => {
    const leaving = await teacher('kept-leaving');
    await create(leaving, 'Last lesson');
    expect(await listKept(t, leaving)).toEqual(['Last lesson']);
    expect((await t.call('DELETE', '/api/profile?confirm=kept-leaving@school.example', leaving)).statusCode).toBe(204);
    expect(await titles(t, leaving)).toEqual([]);
    const { rows } = await t.database.db.execute(sql`select count(*)::int as versions from lesson_list_versions where owner_id = 'kept-leaving'`);
    expect(rows).toEqual([{ versions: 0 }]);
  });

  it('shows a change made through another server process on the same database at once, in both processes', async () => {
    const other = await createTestApp({ sameDatabaseAs: t });
    try {
      const mary = await teacher('kept-mary');
      // The other process verifies tokens with a key of its own: a token it signed speaks for the same teacher.
      const maryThere = await other.token({ sub: 'kept-mary', email: 'kept-mary@school.example', name: 'kept-mary' });
      const made = await create(mary, 'Fractions on a number line');
      expect(await listKept(t, mary)).toEqual(['Fractions on a number line']);
      expect(await listKept(other, maryThere)).toEqual(['Fractions on a number line']);

      expect((await other.call('POST', '/api/lesson', maryThere, { id: made.id, title: 'Fractions on a number line, edited elsewhere' })).statusCode).toBe(200);
      expect(await titles(t, mary)).toEqual(['Fractions on a number line, edited elsewhere']);
      expect(await titles(other, maryThere)).toEqual(['Fractions on a number line, edited elsewhere']);

      expect(await listKept(other, maryThere)).toEqual(['Fractions on a number line, edited elsewhere']);
      expect((await t.call('DELETE', `/api/lesson/${made.id}`, mary)).statusCode).toBe(204);
      expect(await titles(other, maryThere)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('empties every list when the lessons table is truncated', async () => {
    const kept = await teacher('kept-truncated');
    await create(kept, 'Gone soon');
    expect(await listKept(t, kept)).toEqual(['Gone soon']);
    await t.database.db.execute(sql`truncate lessons cascade`);
    expect(await titles(t, kept)).toEqual([]);
  });
});
