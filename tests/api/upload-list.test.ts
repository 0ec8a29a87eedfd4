import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { seedUpload } from './helpers/slices.ts';
import { uploads } from '../../server/db/schema.ts';
import { createUploadRepository } from '../../server/repositories/uploads.ts';
import { analyzeChangedTables } from '../../server/db/statistics.ts';

/**
 * The upload list narrowed to one state: a picker of finished uploads pages through the complete ones only, newest
 * first, however many unfinished ones lie between them, and never sees another teacher's.
 */

let t: TestApp;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_WORKERS: 'off' } });
  teacher = await t.token({ sub: 'list-owner', email: 'list-owner@school.example', name: 'Lee Owner' });
  await t.token({ sub: 'list-stranger', email: 'list-stranger@school.example' });
  // Upload 01 changed first, Upload 30 last; 07, 18 and 29 are not finished. Another teacher's complete uploads
  // changed in between, so an unscoped list would mix them in.
  const unfinished: Record<number, 'ready' | 'inProgress' | 'failed' | 'broken'> = { 7: 'inProgress', 18: 'failed', 29: 'ready' };
  for (let n = 1; n <= 30; n++) {
    const at = new Date(Date.UTC(2026, 2, 1, 9, n));
    const title = `Upload ${String(n).padStart(2, '0')}`;
    await seedUpload(t, 'list-owner', { title, state: unfinished[n] ?? 'complete', updatedAt: at, createdAt: at });
    if (n % 10 === 5) await seedUpload(t, 'list-stranger', { title: `Stranger ${n}`, updatedAt: new Date(at.getTime() + 1000) });
  }
  await seedUpload(t, 'list-owner', { title: 'Broken scan', state: 'broken', updatedAt: new Date(Date.UTC(2026, 2, 1, 9, 31)) });
});
afterAll(() => t.close());

type Listed = { items: { title: string; state: string }[]; continuationToken: string | null };
const list = async (query: string): Promise<Listed> => {
  const res = await t.call('GET', `/api/upload?${query}`, teacher);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/upload?state=complete', () => {
  it('pages through exactly the complete uploads, newest first, in pages of 25', async () => {
    const first = await list('state=complete');
    expect(first.items.map((u) => u.title)).toEqual([
      'Upload 30', 'Upload 28', 'Upload 27', 'Upload 26', 'Upload 25', 'Upload 24', 'Upload 23', 'Upload 22', 'Upload 21',
      'Upload 20', 'Upload 19', 'Upload 17', 'Upload 16', 'Upload 15', 'Upload 14', 'Upload 13', 'Upload 12', 'Upload 11',
      'Upload 10', 'Upload 09', 'Upload 08', 'Upload 06', 'Upload 05', 'Upload 04', 'Upload 03',
    ]);
    expect(first.continuationToken).not.toBeNull();
    const second = await list(`state=complete&continuationToken=${first.continuationToken}`);
    expect(second).toEqual({ items: [expect.objectContaining({ title: 'Upload 02', state: 'complete' }), expect.objectContaining({ title: 'Upload 01', state: 'complete' })], continuationToken: null });
  });

  it('keeps its filter across small pages, and the unfiltered list still holds every upload', async () => {
    const titles: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const page: Listed = await list(`state=complete&pageSize=10${token ? `&continuationToken=${token}` : ''}`);
      titles.push(...page.items.map((u) => u.title));
      token = page.continuationToken;
      pages++;
    } while (token && pages < 10);
    expect(pages).toBe(3);
    expect(titles).toHaveLength(27);
    expect(titles).not.toContain('Upload 07');
    expect(titles).not.toContain('Upload 18');
    expect(titles).not.toContain('Upload 29');
    expect(titles.filter((title) => title.startsWith('Stranger'))).toEqual([]);

    const everything = await list('pageSize=100');
    expect(everything.items.slice(0, 3).map((u) => `${u.title} ${u.state}`)).toEqual(['Broken scan broken', 'Upload 30 complete', 'Upload 29 ready']);
    expect(everything.items).toHaveLength(31);
  });

  it('lists the uploads in any one state of the spec', async () => {
    expect((await list('state=failed')).items.map((u) => u.title)).toEqual(['Upload 18']);
    expect((await list('state=broken')).items.map((u) => u.title)).toEqual(['Broken scan']);
    expect((await list('state=inProgress')).items.map((u) => u.title)).toEqual(['Upload 07']);
  });

  it('shows another teacher only their own complete uploads', async () => {
    const stranger = await t.token({ sub: 'list-stranger', email: 'list-stranger@school.example' });
    const res = await t.call('GET', '/api/upload?state=complete', stranger);
    expect(res.json().items.map((u: { title: string }) => u.title)).toEqual(['Stranger 25', 'Stranger 15', 'Stranger 5']);
  });

  it.each(['Done', 'finished', 'COMPLETE', ''])('answers 400 naming state for state=%s', async (value) => {
    const res = await t.call('GET', `/api/upload?state=${value}`, teacher);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'state', message: 'state must be one of ready, inProgress, complete, failed, broken' }]);
  });

  it('still answers 400 naming pageSize for a bad page size beside a state', async () => {
    const res = await t.call('GET', '/api/upload?state=complete&pageSize=0', teacher);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'pageSize', message: 'pageSize must be a whole number from 1 to 100' }]);
  });

  it('describes ?state= in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const parameters = res.json().paths['/api/upload'].get.parameters as { name: string; in: string; schema: { enum?: string[] } }[];
    expect(parameters.map((p) => `${p.in} ${p.name}`).sort()).toEqual(['query continuationToken', 'query pageSize', 'query state']);
    expect(parameters.find((p) => p.name === 'state')!.schema.enum).toEqual(['ready', 'inProgress', 'complete', 'failed', 'broken']);
  });
});

describe('the complete uploads at scale', () => {
  it('reads a page of one state from its index, not every upload of the teacher', async () => {
    const [template] = await t.database.db.select().from(uploads).where(sql`${uploads.title} = 'Upload 01'`);
    const { id: _id, storageKey: _key, ...row } = template!;
    await t.database.db.insert(uploads).values(
      Array.from({ length: 1500 }, (_, i) => ({ ...row, title: `Copy ${i}`, state: i % 3 === 0 ? ('complete' as const) : ('inProgress' as const), storageKey: `copy-${i}/original` })),
    );
    if (t.database.kind === 'pglite') {
      // PostgreSQL reports a session's table changes at most once a second; make this one report them now.
      await t.database.db.execute(sql`select pg_stat_force_next_flush()`);
      expect(await analyzeChangedTables(t.database.db)).toContain('uploads');
    } else {
      await t.database.db.execute(sql`analyze uploads`);
    }
    const query = createUploadRepository(t.database.db).listQuery('list-owner', { pageSize: 25, after: null }, 'complete').toSQL();
    const bound = query.params.reduce<string>((text, value, i) => text.replace(`$${i + 1}`, typeof value === 'number' ? String(value) : `'${String(value)}'`), query.sql);
    const { rows } = await t.database.db.execute(sql.raw(`explain ${bound}`));
    const plan = rows.map((r) => Object.values(r as Record<string, string>)[0]).join('\n');
    expect(plan).toContain('Index Scan Backward using uploads_owner_state_updated_id on uploads');
    expect(plan).not.toContain('Sort');
  });
});
