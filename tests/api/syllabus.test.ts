import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { is, Placeholder } from 'drizzle-orm';
import { seedCurriculum } from '../../server/curriculum/seed.ts';
import { outcomeSearchQuery } from '../../server/curriculum/outcomes.ts';

let t: TestApp;
let ada: string;
let grace: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.token({ sub: 'teacher-ada', email: 'ada@school.example', name: 'Ada' });
  grace = await t.token({ sub: 'teacher-grace', email: 'grace@school.example', name: 'Grace' });
});
afterAll(() => t.close());

const call = (...args: Parameters<TestApp['call']>) => t.call(...args);

async function createSyllabus(token: string, body: Record<string, unknown> = { title: 'Year 3 maths' }) {
  const res = await call('POST', '/api/syllabus', token, body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; title: string; market: string; framework: string; outcomes: unknown[] };
}

describe('curriculum seed', () => {
  it('loads every framework at start-up and skips unchanged files on the next start', async () => {
    const again = await seedCurriculum(t.database.db);
    expect(again.loaded).toEqual([]);
    expect(again.unchanged.sort()).toEqual(['au-v8', 'au-v9-math', 'au-v9-tech', 'en-nc', 'us-ccss-ela', 'us-ccss-math']);
  });
});

describe('authentication', () => {
  it.each([
    ['GET', '/api/syllabus/options'],
    ['GET', '/api/syllabus/recommended/outcomes?input=fractions'],
    ['GET', '/api/syllabus/us-ccss-math/3/outcomes'],
    ['GET', '/api/syllabus'],
    ['POST', '/api/syllabus'],
    ['DELETE', '/api/syllabus/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await call(method, url, undefined, method === 'POST' ? { title: 'x' } : undefined);
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/syllabus/options', () => {
  it('lists every framework with its licence, attribution, subjects and levels', async () => {
    const res = await call('GET', '/api/syllabus/options', ada);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.markets).toEqual(['us', 'au', 'uk']);
    const ids = body.frameworks.map((f: { id: string }) => f.id);
    expect(ids).toEqual(['au-v8', 'au-v9-math', 'au-v9-tech', 'en-nc', 'us-ccss-ela', 'us-ccss-math']);
    const math = body.frameworks.find((f: { id: string }) => f.id === 'us-ccss-math');
    expect(math).toMatchObject({ market: 'us', licence: 'CCSS Public License', officialCodes: true, outcomeCount: 517 });
    expect(math.attribution).toContain('© Copyright 2010. National Governors Association Center for Best Practices');
    expect(math.subjects).toEqual([{ name: 'Mathematics', levels: ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] }]);
    const england = body.frameworks.find((f: { id: string }) => f.id === 'en-nc');
    expect(england.officialCodes).toBe(false);
    expect(england.attribution).toContain('Contains public sector information licensed under the Open Government Licence v3.0.');
  });

  it('filters by market', async () => {
    const res = await call('GET', '/api/syllabus/options?market=au', ada);
    expect(res.json().frameworks.map((f: { id: string }) => f.id)).toEqual(['au-v8', 'au-v9-math', 'au-v9-tech']);
  });

  it("with preferencesOnly uses the teacher's market from their profile", async () => {
    const teacher = await t.token({ sub: 'teacher-uk' });
    await call('POST', '/api/profile', teacher, { market: 'uk' });
    const res = await call('GET', '/api/syllabus/options?preferencesOnly=true', teacher);
    expect(res.json().market).toBe('uk');
    expect(res.json().frameworks.map((f: { id: string }) => f.id)).toEqual(['en-nc']);
  });

  it('answers 400 with the field for an unknown market', async () => {
    const res = await call('GET', '/api/syllabus/options?market=fr', ada);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'market', message: 'market must be one of: us, au, uk, or empty' }]);
  });
});

describe('GET /api/syllabus/recommended/outcomes', () => {
  it('finds fraction-equivalence outcomes first for "fractions equivalent"', async () => {
    const res = await call('GET', '/api/syllabus/recommended/outcomes?input=fractions%20equivalent', ada);
    expect(res.statusCode).toBe(200);
    const outcomes = res.json() as { code: string; statement: string; framework: string; levels: string[] }[];
    expect(outcomes.length).toBe(20);
    for (const outcome of outcomes.slice(0, 5)) {
      expect(outcome.statement.toLowerCase()).toMatch(/fraction/);
      expect(outcome.statement.toLowerCase()).toMatch(/equivalen/);
    }
    expect(outcomes[0]).toEqual(
      expect.objectContaining({ code: expect.any(String), statement: expect.any(String), framework: expect.any(String), levels: expect.any(Array) }),
    );
  });

  it('narrows to a market and honours length', async () => {
    const res = await call('GET', '/api/syllabus/recommended/outcomes?input=equivalent%20fractions&market=us&length=6', ada);
    const outcomes = res.json() as { code: string; framework: string; statement: string }[];
    expect(outcomes).toHaveLength(6);
    expect(outcomes.every((o) => o.framework.startsWith('us-'))).toBe(true);
    expect(outcomes.map((o) => o.code)).toContain('CCSS.Math.Content.3.NF.A.3');
  });

  it('puts an exact code first', async () => {
    const res = await call('GET', '/api/syllabus/recommended/outcomes?input=ACMNA098', ada);
    expect(res.json()[0]).toMatchObject({ code: 'ACMNA098', framework: 'au-v8' });
  });

  it('ranks outcomes holding every word first, then outcomes holding some of the words', async () => {
    const res = await call('GET', '/api/syllabus/recommended/outcomes?input=equivalent%20fractions&market=us&length=14', ada);
    expect(res.json().map((o: { code: string }) => o.code.replace('CCSS.Math.Content.', ''))).toEqual([
      // "equivalent" and "fraction" in the statement
      '3.NF.A.3b', '3.NF.A.3', '4.NF.A.1', '3.NF.A.3a', '5.NF.A.1', '4.NF.C.5', '3.NF.A.3c', '5.NF.B.5b', '4.NF.B.3c', '7.RP.A.1', '5.NF.B.4a',
      // both words, one only in the heading ("Extend understanding of fraction equivalence and ordering")
      '4.NF.A.2', '5.NF.A.2',
      // "fractions" alone, ranked above 4.NF.A.2 by ts_rank but holding one word of two
      '3.NF.A.2',
    ]);
    expect(res.json()[1].statement).toMatch(/^Explain equivalence of fractions in special cases/);
  });

  it.each(['ac9m7m03', 'AC9M7M03', 'Ac9m7M03'])('finds the code %s in any case, first', async (input) => {
    const res = await call('GET', `/api/syllabus/recommended/outcomes?input=${input}`, ada);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({ code: 'AC9M7M03', framework: 'au-v9-math', statement: expect.stringMatching(/^describe the relationship between π and the features of circles/) });
  });

  it('finds a short code in any case', async () => {
    const res = await call('GET', '/api/syllabus/recommended/outcomes?input=3.nf.a.3&length=3', ada);
    expect(res.json().map((o: { code: string }) => o.code)).toEqual(['CCSS.Math.Content.3.NF.A.3']);
  });

  it('uses the indexes, never a scan of every outcome', async () => {
    const { sql: text, params } = outcomeSearchQuery(t.database.db, { market: false, framework: false, level: false }).toSQL();
    const named: Record<string, unknown> = { text: 'equivalent fractions', every: "'equival' & 'fraction'", some: "'equival' | 'fraction'", ranked: "'equival' | 'fraction'", limit: 20 };
    const values = params.map((p) => (is(p, Placeholder) ? named[p.name] : p));
    const client = (t.database.db as unknown as { $client: { query(q: string, v: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
    const { rows } = await client.query(`explain (format json) ${text}`, values);
    const raw = rows[0]!['QUERY PLAN'];
    const plan = JSON.stringify(typeof raw === 'string' ? JSON.parse(raw) : raw);
    expect(plan).toContain('"Index Name":"curriculum_outcomes_lower_code"');
    expect(plan).toContain('"Index Name":"curriculum_outcomes_search"');
    expect(plan).not.toMatch(/"Node Type":"Seq Scan"[^}]*"Relation Name":"curriculum_outcomes"/);
  });

  it.each(['', '%20%20', undefined])('answers 400 for an empty input (%s)', async (input) => {
    const res = await call('GET', `/api/syllabus/recommended/outcomes${input === undefined ? '' : `?input=${input}`}`, ada);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'input', message: 'Enter some words to search for' }]);
  });

  it('answers an empty list when only stop words are given', async () => {
    const res = await call('GET', '/api/syllabus/recommended/outcomes?input=the%20and', ada);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/syllabus/{a}/{b}/outcomes', () => {
  it('lists a framework by year level in the publisher order', async () => {
    const res = await call('GET', '/api/syllabus/us-ccss-math/3/outcomes', ada);
    expect(res.statusCode).toBe(200);
    const outcomes = res.json() as { code: string; shortCode: string; levels: string[]; parentCode: string | null }[];
    expect(outcomes.length).toBeGreaterThan(30);
    expect(outcomes.every((o) => o.levels.includes('3'))).toBe(true);
    // The Standards for Mathematical Practice apply to every grade and open the document; then domain by domain.
    expect(outcomes.slice(0, 8).map((o) => o.shortCode)).toEqual(['MP1', 'MP2', 'MP3', 'MP4', 'MP5', 'MP6', 'MP7', 'MP8']);
    expect(outcomes[8]).toMatchObject({ code: 'CCSS.Math.Content.3.OA.A.1', shortCode: '3.OA.A.1' });
    expect(outcomes.find((o) => o.code === 'CCSS.Math.Content.3.NF.A.3a')?.parentCode).toBe('CCSS.Math.Content.3.NF.A.3');
  });

  it('lists a framework by subject, by name or slug, optionally narrowed by level', async () => {
    const byName = await call('GET', '/api/syllabus/au-v9-tech/Digital%20Technologies/outcomes', ada);
    const bySlug = await call('GET', '/api/syllabus/au-v9-tech/digital-technologies/outcomes', ada);
    expect(byName.json()).toEqual(bySlug.json());
    expect(byName.json().every((o: { subject: string }) => o.subject === 'Digital Technologies')).toBe(true);
    const year8 = await call('GET', '/api/syllabus/au-v8/mathematics/outcomes?level=Year%208', ada);
    expect(year8.json().length).toBeGreaterThan(10);
    expect(year8.json().every((o: { code: string; levels: string[] }) => o.code.startsWith('ACM') && o.levels.includes('8'))).toBe(true);
  });

  it('treats K and F as the first year of school in either market', async () => {
    const res = await call('GET', '/api/syllabus/au-v9-math/K/outcomes', ada);
    expect(res.json().length).toBeGreaterThan(5);
    expect(res.json()[0].levels).toEqual(['F']);
  });

  it.each([
    '/api/syllabus//3/outcomes',
    '/api/syllabus/us-ccss-math//outcomes',
    '/api/syllabus/undefined/3/outcomes',
    '/api/syllabus/us-ccss-math/undefined/outcomes',
    '/api/syllabus/null/null/outcomes',
    '/api/syllabus/no-such-framework/3/outcomes',
    '/api/syllabus/us-ccss-math/no-such-subject/outcomes',
  ])('answers an empty list for %s', async (url) => {
    const res = await call('GET', url, ada);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('teacher syllabi', () => {
  it('creates, lists, reads, updates and deletes a syllabus of the teacher', async () => {
    const created = await createSyllabus(ada, { title: '  Year 3 maths  ', framework: 'us-ccss-math', subject: 'Mathematics', yearLevel: '3' });
    expect(created).toMatchObject({ title: 'Year 3 maths', market: 'us', framework: 'us-ccss-math', subject: 'Mathematics', yearLevel: '3', outcomes: [] });

    const list = await call('GET', '/api/syllabus', ada);
    expect(list.json()).toEqual({ items: [expect.objectContaining({ id: created.id, title: 'Year 3 maths', outcomeCount: 0 })], continuationToken: null });

    const updated = await call('POST', '/api/syllabus', ada, { id: created.id, title: 'Year 3 number' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, title: 'Year 3 number', framework: 'us-ccss-math', market: 'us' });

    const read = await call('GET', `/api/syllabus/${created.id}`, ada);
    expect(read.json()).toMatchObject({ title: 'Year 3 number', outcomes: [] });

    const removed = await call('DELETE', `/api/syllabus/${created.id}`, ada);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/api/syllabus/${created.id}`, ada)).statusCode).toBe(404);
  });

  it("answers 404 for another teacher's syllabus on every call", async () => {
    const mine = await createSyllabus(ada, { title: 'Private' });
    await call('POST', `/api/syllabus/${mine.id}/outcome`, ada, { code: 'ACMNA098' });
    const calls = [
      call('GET', `/api/syllabus/${mine.id}`, grace),
      call('POST', '/api/syllabus', grace, { id: mine.id, title: 'Taken over' }),
      call('POST', `/api/syllabus/${mine.id}/outcome`, grace, { code: 'ACMNA099' }),
      call('DELETE', `/api/syllabus/${mine.id}/outcome/ACMNA098`, grace),
      call('DELETE', `/api/syllabus/${mine.id}`, grace),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Syllabus not found' });
    }
    expect((await call('GET', '/api/syllabus', grace)).json().items.map((s: { id: string }) => s.id)).not.toContain(mine.id);
    const still = await call('GET', `/api/syllabus/${mine.id}`, ada);
    expect(still.json()).toMatchObject({ title: 'Private', outcomes: [expect.objectContaining({ code: 'ACMNA098' })] });
  });

  it('answers 404 for an id that is not a syllabus id', async () => {
    expect((await call('GET', '/api/syllabus/not-a-uuid', ada)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/syllabus/not-a-uuid', ada)).statusCode).toBe(404);
  });

  it('answers 400 with an array of field errors for an invalid syllabus', async () => {
    const res = await call('POST', '/api/syllabus', ada, { title: ' ', market: 'fr', colour: 'blue' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Enter a title for the syllabus' },
        { field: 'market', message: 'market must be one of: us, au, uk, or empty' },
        { field: 'colour', message: 'These fields are not part of a syllabus: colour' },
      ]),
    );
  });

  it('answers 400 for an unknown framework or a framework of another market', async () => {
    const unknown = await call('POST', '/api/syllabus', ada, { title: 'x', framework: 'fr-socle' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()[0]).toMatchObject({ field: 'framework', message: expect.stringContaining('Unknown framework "fr-socle"') });
    const mismatch = await call('POST', '/api/syllabus', ada, { title: 'x', framework: 'en-nc', market: 'us' });
    expect(mismatch.json()).toEqual([{ field: 'market', message: 'The framework "en-nc" belongs to market "uk"' }]);
  });
});

describe('syllabus outcomes', () => {
  it('adds outcomes by official or short code, keeps order, ignores duplicates and removes by code or row id', async () => {
    const syllabus = await createSyllabus(ada, { title: 'Fractions', framework: 'us-ccss-math' });
    const url = `/api/syllabus/${syllabus.id}/outcome`;
    expect((await call('POST', url, ada, { code: '3.NF.A.3' })).statusCode).toBe(200);
    await call('POST', url, ada, { code: 'CCSS.Math.Content.3.NF.A.1' });
    const duplicate = await call('POST', url, ada, { code: 'CCSS.Math.Content.3.NF.A.3' });
    expect(duplicate.statusCode).toBe(200);
    const outcomes = duplicate.json().outcomes as { id: string; code: string; statement: string; position: number; missing: boolean }[];
    expect(outcomes.map((o) => o.code)).toEqual(['CCSS.Math.Content.3.NF.A.3', 'CCSS.Math.Content.3.NF.A.1']);
    expect(outcomes[0]!.statement).toMatch(/^Explain equivalence of fractions/);
    expect(outcomes.every((o) => !o.missing)).toBe(true);

    const list = await call('GET', '/api/syllabus', ada);
    expect(list.json().items.find((s: { id: string }) => s.id === syllabus.id).outcomeCount).toBe(2);

    const byRow = await call('DELETE', `${url}/${outcomes[0]!.id}`, ada);
    expect(byRow.json().outcomes.map((o: { code: string }) => o.code)).toEqual(['CCSS.Math.Content.3.NF.A.1']);
    const byShortCode = await call('DELETE', `${url}/3.NF.A.1`, ada);
    expect(byShortCode.json().outcomes).toEqual([]);
    const again = await call('DELETE', `${url}/3.NF.A.1`, ada);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('That outcome is not in this syllabus');
  });

  it('answers 400 for a code that does not exist', async () => {
    const syllabus = await createSyllabus(ada, { title: 'Codes' });
    const res = await call('POST', `/api/syllabus/${syllabus.id}/outcome`, ada, { code: 'XYZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'code', message: 'Unknown outcome code "XYZ"' }]);
    const empty = await call('POST', `/api/syllabus/${syllabus.id}/outcome`, ada, {});
    expect(empty.json()).toEqual([{ field: 'code', message: 'Enter an outcome code' }]);
  });

  it('accepts the Teachkit codes of the National Curriculum in England', async () => {
    const syllabus = await createSyllabus(ada, { title: 'KS1 maths', framework: 'en-nc' });
    const res = await call('POST', `/api/syllabus/${syllabus.id}/outcome`, ada, { code: 'NC-MA-KS1-COUNT-100-BEGINNING-0-1' });
    expect(res.json().outcomes[0]).toMatchObject({ framework: 'en-nc', levels: ['1'], statement: expect.stringMatching(/^Count to and across 100/) });
  });
});

describe('GET /api/syllabus pages', () => {
  type Page = { items: { id: string; title: string; outcomeCount: number }[]; continuationToken: string | null };
  const page = async (token: string, query = '') => {
    const res = await call('GET', `/api/syllabus${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };
  const numbered = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `Syllabus ${String(from - i).padStart(2, '0')}`);

  it('pages 30 syllabi as 25 and 5, most recently changed first, each with its outcome count; another teacher sees none', async () => {
    const teacher = await t.token({ sub: 'syllabus-pager' });
    const ids: string[] = [];
    for (let n = 1; n <= 30; n += 1) ids.push((await createSyllabus(teacher, { title: `Syllabus ${String(n).padStart(2, '0')}` })).id);
    await call('POST', `/api/syllabus/${ids[9]}/outcome`, teacher, { code: 'ACMNA098' });
    await call('POST', `/api/syllabus/${ids[9]}/outcome`, teacher, { code: 'ACMNA099' });

    const first = await page(teacher);
    // Adding outcomes changed "Syllabus 10", so it comes first now.
    expect(first.items.map((s) => s.title)).toEqual(['Syllabus 10', ...numbered(30, 11), ...numbered(9, 6)]);
    expect(first.items[0]!.outcomeCount).toBe(2);
    expect(first.items.slice(1).every((s) => s.outcomeCount === 0)).toBe(true);
    const second = await page(teacher, `?continuationToken=${first.continuationToken}`);
    expect(second.items.map((s) => s.title)).toEqual(numbered(5, 1));
    expect(second.continuationToken).toBeNull();

    const theirs = await page(grace, `?continuationToken=${first.continuationToken}&pageSize=100`);
    expect(theirs.items.filter((s) => ids.includes(s.id))).toEqual([]);
  });

  it('answers 400 for a lesson list token, a tampered token or a pageSize out of range', async () => {
    const lessonToken = Buffer.from(JSON.stringify(['lessons', '2026-03-01T09:00:00.123021Z', '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    const wrongList = await call('GET', `/api/syllabus?continuationToken=${lessonToken}`, ada);
    expect(wrongList.statusCode).toBe(400);
    expect(wrongList.json()).toEqual([
      { field: 'continuationToken', message: 'This continuationToken was not given out by this list; start again without it to get the first page' },
    ]);
    expect((await call('GET', '/api/syllabus?continuationToken=%E2%9C%93', ada)).statusCode).toBe(400);
    const tooMany = await call('GET', '/api/syllabus?pageSize=500', ada);
    expect(tooMany.json()).toEqual([{ field: 'pageSize', message: 'pageSize must be a whole number from 1 to 100' }]);
  });
});
