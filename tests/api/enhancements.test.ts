import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { makePng } from './helpers/files.ts';
import { seedSlice, seedUpload, storePng } from './helpers/slices.ts';
import { enhancementSearchQuery } from '../../server/repositories/enhancement-search.ts';
import { analyzeChangedTables } from '../../server/db/statistics.ts';
import { analysedPlan } from './helpers/query-plan.ts';

/**
 * GET /api/v1/enhancements: ranked search over the caller's own enabled slices and those shared with them by name,
 * never anyone else's; ownerIds only narrows; every search is recorded and its results become interactions.
 */

let t: TestApp;
let ana: string;
let ben: string;
const ids: Record<string, string> = {};
let benUploadId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '100' } });
  ana = await t.token({ sub: 'enh-ana', email: 'ana@school.example', name: 'Ana' });
  ben = await t.token({ sub: 'enh-ben', email: 'ben@school.example', name: 'Ben' });

  const workbook = await seedUpload(t, 'enh-ana', { title: 'Fractions workbook', thumbnailKey: 'enh/thumb.png' });
  await storePng(t, 'enh/thumb.png');
  ids.titled = (await seedSlice(t, workbook.id, 0, { title: 'Fractions', text: 'Adding fractions with unlike denominators', page: 14, pageIndexOffset: 2 })).id;
  ids.pizza = (await seedSlice(t, workbook.id, 1, { title: 'Pizza', text: 'A pizza is cut into 8 equal slices; each slice is one of the fractions', page: 15, pageIndexOffset: 2 })).id;
  ids.disabledSlice = (await seedSlice(t, workbook.id, 2, { title: 'Fractions again', text: 'fractions fractions', enabled: false })).id;
  const hidden = await seedUpload(t, 'enh-ana', { title: 'Switched off', enabled: false });
  ids.disabledUpload = (await seedSlice(t, hidden.id, 0, { title: 'Fractions', text: 'fractions in a disabled upload' })).id;

  // Ben's recording, shared with Ana by name.
  const recording = await seedUpload(t, 'enh-ben', { title: 'Lesson recording', fileExtension: 'mp3' });
  benUploadId = recording.id;
  ids.shared = (await seedSlice(t, recording.id, 0, { title: '', text: 'Today we compare fractions on a number line', contentType: 'transcript', start: 250, end: 330 })).id;
  expect((await t.call('PUT', `/api/sharing/upload/${recording.id}/people`, ben, { emails: ['ana@school.example'] })).statusCode).toBe(200);
  // Ben's private upload, and one he shares by link: neither is shared with Ana.
  const privateUpload = await seedUpload(t, 'enh-ben', { title: 'Private notes' });
  ids.benPrivate = (await seedSlice(t, privateUpload.id, 0, { title: 'Fractions', text: 'fractions only Ben sees' })).id;
  const linked = await seedUpload(t, 'enh-ben', { title: 'Linked notes' });
  ids.benLinked = (await seedSlice(t, linked.id, 0, { title: 'Fractions', text: 'fractions behind a link' })).id;
  expect((await t.call('PUT', `/api/sharing/upload/${linked.id}/link`, ben, {})).statusCode).toBe(200);
  // A stranger's fractions.
  const strangers = await seedUpload(t, 'enh-stranger', { title: 'Stranger' });
  ids.stranger = (await seedSlice(t, strangers.id, 0, { title: 'Fractions', text: 'fractions of a stranger' })).id;
});
afterAll(() => t.close());

const search = (query: string, token = ana) => t.call('GET', `/api/v1/enhancements?${query}`, token);
const sliceIds = (body: { items: { slice: { id: string } }[] }) => body.items.map((i) => i.slice.id);
const consumed = async (token: string) => (await t.call('GET', '/api/profile/limits', token)).json()[0].consumed as number;
const count = async (table: string) => Number((await t.database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n);

describe('what the search finds', () => {
  it('ranks the caller’s own enabled slices and those shared with them, and cites each', async () => {
    const res = await search('input=fractions');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The title word weighs more than body words, so "Fractions" leads.
    expect(sliceIds(body)[0]).toBe(ids.titled);
    expect(new Set(sliceIds(body))).toEqual(new Set([ids.titled, ids.pizza, ids.shared]));
    const byId = Object.fromEntries(body.items.map((i: { slice: { id: string } }) => [i.slice.id, i]));
    expect(byId[ids.titled!]).toMatchObject({ citation: 'Fractions workbook, p. 12', upload: { title: 'Fractions workbook', ownerId: 'enh-ana', ownerName: 'enh-ana' } });
    expect(byId[ids.pizza!].citation).toBe('Fractions workbook, p. 13');
    expect(byId[ids.shared!]).toMatchObject({ citation: 'Lesson recording, 04:10–05:30', upload: { id: benUploadId, title: 'Lesson recording', ownerId: 'enh-ben' } });
    expect(byId[ids.shared!].slice).toMatchObject({ contentType: 'transcript', start: 250, end: 330, alignments: [], suggestionCount: 0 });
    expect(body.items.every((i: { score: number }) => typeof i.score === 'number' && i.score > 0)).toBe(true);
  });

  it('gives the owner’s slices only to the owner: Ben never sees Ana’s, and sees his own private ones', async () => {
    const body = (await search('input=fractions', ben)).json();
    expect(new Set(sliceIds(body))).toEqual(new Set([ids.shared, ids.benPrivate, ids.benLinked]));
  });

  it('ownerIds narrows to those owners and never widens past what the caller may see', async () => {
    expect(sliceIds((await search('input=fractions&ownerIds[0]=enh-ben')).json())).toEqual([ids.shared]);
    expect(sliceIds((await search('input=fractions&ownerIds[0]=enh-stranger')).json())).toEqual([]);
    expect(new Set(sliceIds((await search('input=fractions&ownerIds=enh-ana&ownerIds=enh-stranger')).json()))).toEqual(new Set([ids.titled, ids.pizza]));
  });

  it('strictMatch wants every word; without it any word will do', async () => {
    expect(sliceIds((await search('input=pizza%20fractions&strictMatch=true')).json())).toEqual([ids.pizza]);
    expect(sliceIds((await search('input=pizza%20number%20line')).json()).sort()).toEqual([ids.pizza, ids.shared].sort());
  });

  it('puts slices holding every word before those holding fewer, then ranks by weight within each', async () => {
    // "Fractions" in a title outweighs it in body text, but the pizza slice holds both words.
    expect(sliceIds((await search('input=fractions%20pizza')).json())).toEqual([ids.pizza, ids.titled, ids.shared]);
  });

  it('returns 20 by default and as many as size asks', async () => {
    const many = await seedUpload(t, 'enh-many', { title: 'Volcanoes' });
    for (let i = 0; i < 23; i += 1) await seedSlice(t, many.id, i, { title: `Volcano ${i}`, text: 'Lava and volcanoes' });
    const many$ = await t.token({ sub: 'enh-many', email: 'many@school.example' });
    expect((await search('input=volcano', many$)).json().items).toHaveLength(20);
    expect((await search('input=volcano&size=50', many$)).json().items).toHaveLength(23);
    expect((await search('input=volcano&size=3', many$)).json().items).toHaveLength(3);
  });

  it('adds each upload’s thumbnail when asked', async () => {
    const body = (await search('input=pizza&thumbnails=true')).json();
    expect(body.items[0].upload.thumbnail).toBe(`data:image/png;base64,${makePng().toString('base64')}`);
    expect((await search('input=pizza')).json().items[0].upload.thumbnail).toBeUndefined();
  });
});

describe('bad input', () => {
  it.each([
    ['', [{ field: 'input', message: 'You must provide some input to search for' }]],
    ['input=', [{ field: 'input', message: 'You must provide some input to search for' }]],
    ['input=%20%20', [{ field: 'input', message: 'You must provide some input to search for' }]],
    [`input=${'x'.repeat(1001)}`, [{ field: 'input', message: 'The search is longer than 1000 characters; shorten it' }]],
    ['input=x&size=51', [{ field: 'size', message: "You can't request more than 50 enhancements at a time" }]],
    ['input=x&size=0', [{ field: 'size', message: 'size must be a whole number from 1 to 50' }]],
    ['input=x&size=many', [{ field: 'size', message: 'size must be a whole number from 1 to 50' }]],
    ['input=x&strictMatch=yes', [{ field: 'strictMatch', message: 'strictMatch must be true or false' }]],
    ['input=x&ownerIds[0]=', [{ field: 'ownerIds.0', message: 'ownerIds must not hold an empty id' }]],
    ['input=x&ownerIds.0=a', [{ field: 'ownerIds.0', message: 'Send ownerIds as ownerIds[0]=id&ownerIds[1]=id' }]],
  ])('?%s is a 400 with the spec’s message', async (query, errors) => {
    const before = await count('enhancement_requests');
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await count('enhancement_requests')).toBe(before);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.call('GET', '/api/v1/enhancements?input=fractions')).statusCode).toBe(401);
  });
});

describe('what a search records', () => {
  it('records the request for the caller and a search-result interaction on each result’s upload', async () => {
    const res = await search('input=number%20line&isQuestion=true&sessionHash=s1&userHash=u1');
    const { requestId } = res.json();
    const requests = (await t.call('GET', '/api/upload/enhancement-requests?pageSize=1', ana)).json();
    expect(requests.items).toEqual([
      {
        id: requestId,
        input: 'number line',
        size: 20,
        resultCount: 1,
        isQuestion: true,
        strictMatch: false,
        isTest: false,
        consumeOnResult: false,
        sessionHash: 's1',
        userHash: 'u1',
        createdAt: expect.any(String),
      },
    ]);
    expect(requests.continuationToken).toEqual(expect.any(String));
    // Ben owns the slice Ana found: the interaction is his to read, caused by Ana.
    const interactions = (await t.call('GET', '/api/upload/interactions', ben)).json().items;
    expect(interactions.filter((i: { requestId: string }) => i.requestId === requestId)).toEqual([
      { id: expect.any(String), uploadId: benUploadId, uploadTitle: 'Lesson recording', sliceId: ids.shared, kind: 'search-result', actorId: 'enh-ana', requestId, lessonId: null, createdAt: expect.any(String) },
    ]);
    // Nobody else reads Ben's interactions or Ana's requests.
    expect((await t.call('GET', '/api/upload/interactions', ana)).json().items.some((i: { requestId: string }) => i.requestId === requestId)).toBe(false);
    expect((await t.call('GET', '/api/upload/enhancement-requests', ben)).json().items.some((i: { id: string }) => i.id === requestId)).toBe(false);
  });

  it('pages the request list with a token', async () => {
    const first = (await t.call('GET', '/api/upload/enhancement-requests?pageSize=2', ana)).json();
    const second = (await t.call('GET', `/api/upload/enhancement-requests?pageSize=2&continuationToken=${first.continuationToken}`, ana)).json();
    expect(second.items).toHaveLength(2);
    expect(second.items.map((i: { id: string }) => i.id)).not.toContain(first.items[0].id);
  });

  it('costs one robot action; with consumeOnResult only when something was found; never when isTest', async () => {
    const before = await consumed(ana);
    await search('input=fractions');
    expect(await consumed(ana)).toBe(before + 1);
    await search('input=zebra&consumeOnResult=true');
    expect(await consumed(ana)).toBe(before + 1);
    await search('input=pizza&consumeOnResult=true');
    expect(await consumed(ana)).toBe(before + 2);
    const interactions = await count('upload_interactions');
    const test = await search('input=fractions&isTest=true');
    expect(test.json().items).toHaveLength(3);
    expect(await consumed(ana)).toBe(before + 2);
    expect(await count('upload_interactions')).toBe(interactions);
  });
});

describe('what a search costs', () => {
  const volcano = 'enh-volcano';
  let volcano$: string;
  beforeAll(async () => {
    volcano$ = await t.token({ sub: volcano, email: 'volcano@school.example' });
    const notes = await seedUpload(t, volcano, { title: 'Volcano notes' });
    for (let i = 0; i < 230; i += 1) await seedSlice(t, notes.id, i, { title: `Page ${i}`, text: `Magma rises through the crust ${i}` });
    await seedSlice(t, notes.id, 230, { title: 'Zeppelins', text: 'A zeppelin floats' });
  });

  it('ranks at most 200 of the slices holding every word, however many hold them', async () => {
    const { sql: text, params } = enhancementSearchQuery(t.database.db, { callerId: volcano, verifiedEmail: undefined, input: 'magma', size: 20, ownerIds: undefined, strictMatch: false }, ['magma'], 'every', 20).toSQL();
    const read = (await analysedPlan(t.database.db, text, params)).filter((n) => n['Relation Name'] === 'upload_slices');
    expect(Math.max(...read.map((n) => n['Actual Rows']))).toBe(200);
    // All 230 hold the word; a page of 50 still comes back whole, each holding it.
    const page = (await search('input=magma&size=50', volcano$)).json() as { items: { slice: { text: string } }[] };
    expect(page.items).toHaveLength(50);
    expect(page.items.every((i) => i.slice.text.startsWith('Magma rises'))).toBe(true);
  });

  it('searches a long input by its first 8 words', async () => {
    const filler = 'granite basalt obsidian pumice quartz feldspar mica';
    expect(sliceIds((await search(`input=${encodeURIComponent(`${filler} zeppelin`)}`, volcano$)).json())).toHaveLength(1);
    expect(sliceIds((await search(`input=${encodeURIComponent(`${filler} gneiss zeppelin`)}`, volcano$)).json())).toEqual([]);
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))('has the embedded database’s upkeep merge new slices into the search index', async () => {
    const pending = async () => Number((await t.database.db.execute<{ pages: number }>(sql`select gin_clean_pending_list('upload_slices_search'::regclass) as pages`)).rows[0]!.pages);
    const notes = await seedUpload(t, volcano, { title: 'More notes' });
    for (let i = 0; i < 120; i += 1) await seedSlice(t, notes.id, i, { text: `Lava cools into rock ${i}` });
    await t.database.db.execute(sql`select pg_stat_force_next_flush()`);
    expect(await analyzeChangedTables(t.database.db)).toContain('upload_slices');
    // Nothing left waiting: the upkeep merged it.
    expect(await pending()).toBe(0);
  });
});
