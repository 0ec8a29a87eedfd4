import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, shares } from '../../server/db/schema.ts';
import { SHAREABLE_TYPES, type ShareableType } from '../../server/domain/access.ts';
import { removeWithShare } from '../../server/repositories/shared-items.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { seedProfile, seedUpload } from './helpers/slices.ts';

let t: TestApp;
let owner: string;
let friend: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '100' } });
  owner = await t.token({ sub: 'gone-owner', email: 'olive@school.example', name: 'Olive Owner' });
  friend = await t.token({ sub: 'gone-friend', email: 'fred@school.example', name: 'Fred' });
  other = await t.token({ sub: 'gone-other', email: 'otto@school.example', name: 'Otto' });
  await t.call('GET', '/api/profile', owner);
  await seedProfile(t, 'gone-other');
});
afterAll(() => t.close());

async function created(path: string, body: object): Promise<string> {
  const res = await t.call('POST', path, owner, body);
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** How each kind of item is made, and where it is deleted. */
const kinds = [
  { type: 'lesson', path: '/api/lesson', create: () => created('/api/lesson', { title: 'Water cycle', outcomes: ['3.NF.A.1'] }) },
  { type: 'upload', path: '/api/upload', create: async () => (await seedUpload(t, 'gone-owner', { title: 'Fractions workbook' })).id },
  {
    type: 'assessment',
    path: '/api/assessment',
    create: () => created('/api/assessment', { title: 'Fractions check', yearLevel: 'Year 3', subject: 'Mathematics', outcomes: ['3.NF.A.3a'] }),
  },
  {
    type: 'comment',
    path: '/api/comment',
    create: () =>
      created('/api/comment', {
        title: 'Term 3 maths reports',
        yearLevel: 'Grade 4',
        outcomes: ['4.NF.A.2'],
        students: [{ name: 'Ava Brown', pronouns: 'she', achievements: { '4.NF.A.2': 'proficient' }, comment: 'Ava compares fractions well.' }],
      }),
  },
  {
    type: 'unit',
    path: '/api/unit',
    create: () => created('/api/unit', { title: 'Equivalent fractions', outcomes: ['3.NF.A.3a'], weeks: 1, lessonsPerWeek: 2 }),
  },
] as const;

/** The share rows stored for these item ids, whoever owns them, as [owner, type, id, mode]. */
async function shareRows(...itemIds: string[]) {
  const rows = await t.database.db.select().from(shares).where(inArray(shares.itemId, itemIds));
  return rows.map((r) => [r.ownerId, r.itemType, r.itemId, r.mode]).sort();
}

const sharedLink = (itemId: string, accessKey: string) => t.call('GET', `/api/sharing/shared/gone-owner/${itemId}?accessKey=${encodeURIComponent(accessKey)}`);
const listedIds = async (path: string, token: string, ...itemIds: string[]) =>
  ((await t.call('GET', path, token)).json() as { id: string }[]).map((s) => s.id).filter((id) => itemIds.includes(id)).sort();

/** Runs `act` while the database refuses to delete any share, as a failing statement would. */
async function refuseShareDeletes(act: () => Promise<void>) {
  const db = t.database.db;
  await db.execute(sql.raw(`create function refuse_share_delete() returns trigger language plpgsql as $$ begin raise exception 'shares cannot be deleted now'; end $$`));
  await db.execute(sql.raw('create trigger refuse_share_delete before delete on shares for each row execute function refuse_share_delete()'));
  try {
    await act();
  } finally {
    await db.execute(sql.raw('drop trigger refuse_share_delete on shares'));
    await db.execute(sql.raw('drop function refuse_share_delete()'));
  }
}

describe.each(kinds)('deleting a shared $type', ({ type, path, create }) => {
  it('deletes its link share and its share with people, so neither the key nor the addresses stay behind', async () => {
    const withPeople = await create();
    const byLink = await create();
    const people = await t.call('PUT', `/api/sharing/${type}/${withPeople}/people`, owner, { emails: ['fred@school.example'] });
    expect(people.statusCode).toBe(200);
    const link = await t.call('PUT', `/api/sharing/${type}/${byLink}/link`, owner, { emails: ['fred@school.example'] });
    expect(link.json()).toMatchObject({ mode: 'link', emails: ['fred@school.example'] });
    const { accessKey } = link.json();
    expect((await sharedLink(byLink, accessKey)).statusCode).toBe(200);
    expect(await listedIds('/api/sharing/withme', friend, withPeople, byLink)).toEqual([withPeople]);
    expect(await listedIds('/api/sharing', owner, withPeople, byLink)).toEqual([withPeople, byLink].sort());

    expect((await t.call('DELETE', `${path}/${withPeople}`, owner)).statusCode).toBe(204);
    expect((await t.call('DELETE', `${path}/${byLink}`, owner)).statusCode).toBe(204);

    expect(await shareRows(withPeople, byLink)).toEqual([]);
    expect(await listedIds('/api/sharing', owner, withPeople, byLink)).toEqual([]);
    expect((await sharedLink(byLink, accessKey)).json()).toEqual({ statusCode: 404, message: "Not Found or You don't have Access" });
    expect(await listedIds('/api/sharing/withme', friend, withPeople, byLink)).toEqual([]);
  });

  it('stays, with its share, when the share cannot be deleted: both go in one transaction or neither does', async () => {
    const id = await create();
    const { accessKey } = (await t.call('PUT', `/api/sharing/${type}/${id}/link`, owner, {})).json();
    await refuseShareDeletes(async () => {
      expect((await t.call('DELETE', `${path}/${id}`, owner)).statusCode).toBe(500);
    });
    expect((await t.call('GET', `${path}/${id}`, owner)).statusCode).toBe(200);
    expect(await shareRows(id)).toEqual([['gone-owner', type, id, 'link']]);
    expect((await sharedLink(id, accessKey)).statusCode).toBe(200);
  });

  it("is the owner's alone: another teacher's delete of its id is not found and leaves the share", async () => {
    const id = await create();
    const { accessKey } = (await t.call('PUT', `/api/sharing/${type}/${id}/link`, owner, {})).json();
    const refused = await t.call('DELETE', `${path}/${id}`, other);
    expect(refused.statusCode).toBe(404);
    expect(await shareRows(id)).toEqual([['gone-owner', type, id, 'link']]);
    expect((await sharedLink(id, accessKey)).statusCode).toBe(200);
  });
});

describe('deleting a shared item', () => {
  it('deletes the share whatever case its id was shared in', async () => {
    const id = await kinds[0].create();
    expect((await t.call('PUT', `/api/sharing/lesson/${id.toUpperCase()}/link`, owner, {})).statusCode).toBe(200);
    expect(await shareRows(id.toUpperCase(), id)).toEqual([['gone-owner', 'lesson', id, 'link']]);
    expect((await t.call('DELETE', `/api/lesson/${id}`, owner)).statusCode).toBe(204);
    expect(await shareRows(id.toUpperCase(), id)).toEqual([]);
  });

  it("deletes only its owner's share: a row another teacher holds under the same id stays", async () => {
    const id = await kinds[0].create();
    await t.call('PUT', `/api/sharing/lesson/${id}/people`, owner, { emails: ['fred@school.example'] });
    await t.database.db.insert(shares).values({ ownerId: 'gone-other', itemType: 'lesson', itemId: id, mode: 'link', accessKey: 'otto-key' });
    expect((await t.call('DELETE', `/api/lesson/${id}`, owner)).statusCode).toBe(204);
    expect(await shareRows(id)).toEqual([['gone-other', 'lesson', id, 'link']]);
  });
});

// Two requests at once need two sessions; the embedded database has one and runs one transaction at a time.
describe.runIf(process.env.DATABASE_URL)('sharing an item while it is being deleted', () => {
  /** Until a session of this database waits for a lock (bounded: the request may also finish without waiting). */
  async function someoneWaitsForALock() {
    for (let attempt = 0; attempt < 2000; attempt++) {
      const waiting = await t.database.db.execute(sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      if (waiting.rows.length > 0) return;
    }
  }

  it('waits for the deletion and then finds no item, so no share is left without its item', async () => {
    const id = await kinds[0].create();
    let sharing: ReturnType<TestApp['call']> | undefined;
    await removeWithShare(t.database.db, { ownerId: 'gone-owner', type: 'lesson', id }, async (tx) => {
      const removed = await tx.delete(lessons).where(and(eq(lessons.ownerId, 'gone-owner'), eq(lessons.id, id))).returning({ id: lessons.id });
      // The lesson is deleted but not yet committed: the share request still sees it.
      sharing = t.call('PUT', `/api/sharing/lesson/${id}/link`, owner, {});
      await Promise.race([sharing, someoneWaitsForALock()]);
      return removed;
    });
    expect((await sharing!).json()).toEqual({ statusCode: 404, message: 'Lesson not found' });
    expect(await shareRows(id)).toEqual([]);
  });
});

describe('migration 0018_remove_orphaned_shares', () => {
  const migration = fs.readFileSync(new URL('../../drizzle/0018_remove_orphaned_shares.sql', import.meta.url), 'utf8');

  it('removes every share whose item is gone and keeps the shares of items that are still there', async () => {
    const lesson = await kinds[0].create();
    const upload = await kinds[1].create();
    await t.call('PUT', `/api/sharing/lesson/${lesson}/link`, owner, {});
    await t.call('PUT', `/api/sharing/upload/${upload}/people`, owner, { emails: ['fred@school.example'] });
    const gone: Record<ShareableType, string> = { lesson: randomUUID(), upload: randomUUID(), assessment: randomUUID(), comment: randomUUID(), unit: randomUUID() };
    const orphan = (ownerId: string, itemType: ShareableType, itemId: string) => ({ ownerId, itemType, itemId, mode: 'link' as const, emails: ['fred@school.example'], accessKey: `key-${itemId}` });
    await t.database.db.insert(shares).values([
      ...SHAREABLE_TYPES.map((type) => orphan('gone-owner', type, gone[type])),
      // The lesson's id under another kind, and under a teacher who has no such lesson, names nothing.
      orphan('gone-owner', 'unit', lesson),
      orphan('gone-other', 'lesson', lesson),
      // The live lesson shared under its id in capitals is still the lesson's share.
      orphan('gone-owner', 'lesson', lesson.toUpperCase()),
    ]);
    const allIds = [lesson, lesson.toUpperCase(), upload, ...Object.values(gone)];
    expect(await shareRows(...allIds)).toHaveLength(10);

    for (const statement of migration.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));

    expect(await shareRows(...allIds)).toEqual(
      [
        ['gone-owner', 'lesson', lesson, 'link'],
        ['gone-owner', 'lesson', lesson.toUpperCase(), 'link'],
        ['gone-owner', 'upload', upload, 'people'],
      ].sort(),
    );
  });
});
