import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { makePdf, multipartBody } from './helpers/files.ts';
import { seedSlice } from './helpers/slices.ts';

/**
 * A corpus of bad input thrown at every route the app declares (read from its route table, so a route added later
 * is in the corpus without anyone listing it): every answer is a 4xx with the spec's body, and nothing is stored or
 * charged.
 */

let t: TestApp;
let teacher: string;
let lessonId: string;
let syllabusId: string;
let uploadId: string;
let sliceId: string;

beforeAll(async () => {
  // The corpus sends a few thousand requests from one address: the per-address limits are not what is tested here.
  // Nor is processing: without a worker the upload stays as stored while the database is compared before and after.
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000', LOOKUP_ATTEMPTS_PER_MINUTE: '1000000', UPLOAD_WORKERS: 'off' } });
  teacher = await t.token({ sub: 'corpus-teacher', email: 'corpus@school.example', name: 'Corpus' });
  lessonId = (await t.call('POST', '/api/lesson', teacher, { title: 'Fractions', outcomes: ['3.NF.A.1'] })).json().id;
  syllabusId = (await t.call('POST', '/api/syllabus', teacher, { title: 'Year 3' })).json().id;
  expect((await t.call('PUT', `/api/sharing/lesson/${lessonId}/link`, teacher, {})).statusCode).toBe(200);
  const form = multipartBody([{ name: 'File', value: makePdf(), fileName: 'corpus.pdf' }]);
  const uploaded = await t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${teacher}`, 'content-type': form.contentType }, payload: form.payload });
  expect(uploaded.statusCode).toBe(201);
  uploadId = uploaded.json().id;
  sliceId = (await seedSlice(t, uploadId, 0, { title: 'Fractions', text: 'Fractions are parts of a whole' })).id;
});
afterAll(() => t.close());

/** A plausible value for each path parameter, so a request gets as far into its route as bad input can take it. */
function sampleParam(name: string, url: string): string {
  const samples: Record<string, string> = {
    id: url.startsWith('/api/syllabus') ? syllabusId : url.startsWith('/api/upload') ? uploadId : lessonId,
    itemId: lessonId,
    ownerId: 'corpus-teacher',
    code: 'ABC234',
    type: 'lesson',
    mode: 'link',
    who: 'someone@school.example',
    a: 'us-ccss-math',
    b: '3',
    outcomeId: 'CCSS.Math.Content.3.OA.A.1',
    uid: 'no-such-interaction',
    sliceId,
    studentId: 'no-such-student',
    tool: 'questions',
    name: 'questions',
    provider: 'wikipedia',
    bankId: '00000000-0000-4000-8000-000000000000',
    ref: '9780306406157',
    '*': url.startsWith('/api/syllabus') ? 'x/y' : 'token',
  };
  const value = samples[name];
  if (value === undefined) throw new Error(`The bad-input corpus needs a sample value for the path parameter ":${name}" (${url})`);
  return value;
}

const paramNames = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');

function fill(url: string, replace?: { name: string; value: string }): string {
  return url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => {
    const key = name ?? '*';
    return replace?.name === key ? replace.value : encodeURIComponent(sampleParam(key, url)).replace(/%2F/g, '/');
  });
}

interface Variant {
  what: string;
  url: string;
  /** A read that takes any text there (an unknown framework lists no outcomes) may answer it normally. */
  readMayAnswer?: boolean;
  payload?: string;
  contentType?: string;
}

/** Path parameters that are not text, or not UTF-8. */
const BAD_PARAMS = ['%00', 'abc%00', '%ED%A0%80', '%F0%9F', '%C0%AF'];
/** Longer than any id, code or key the app hands out. */
const LONG_PARAM = 'x'.repeat(101);
/** Query strings every route must refuse, whatever parameters it reads. */
const BAD_QUERIES = ['q=%00', '%00=1', 'accessKey=a%00b&input=x'];
/** Bodies no route accepts: broken text anywhere, no JSON object, or no JSON at all. */
const BAD_BODIES: { what: string; payload: string; contentType: string }[] = [
  { what: 'NUL in a value', payload: '{"title":"bad\\u0000","id":"x\\u0000","code":"\\u0000","emails":["\\u0000@x.example"]}', contentType: 'application/json' },
  { what: 'lone high surrogate', payload: '{"title":"bad\\ud800","name":"\\ud800"}', contentType: 'application/json' },
  { what: 'lone low surrogate deep down', payload: '{"phases":[{"teacherActions":["ok","\\udc00"]}]}', contentType: 'application/json' },
  { what: 'NUL in a key', payload: '{"ti\\u0000tle":"x"}', contentType: 'application/json' },
  { what: 'nested 5000 deep', payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, contentType: 'application/json' },
  { what: 'invalid JSON', payload: '{"title":', contentType: 'application/json' },
  { what: 'empty JSON', payload: '', contentType: 'application/json' },
  { what: 'prototype poisoning', payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  { what: 'an array', payload: '[{"title":"x"}]', contentType: 'application/json' },
  { what: 'a string', payload: '"title"', contentType: 'application/json' },
  { what: 'a huge number', payload: '1e999', contentType: 'application/json' },
  { what: 'plain text', payload: 'title=x', contentType: 'text/plain' },
  { what: 'XML', payload: '<title>x</title>', contentType: 'application/xml' },
  { what: 'a form with NUL', payload: 'title=x%00&email=a%00%40x.example&password=p%00', contentType: 'application/x-www-form-urlencoded' },
];
/** For routes that read a body: every common field with the wrong type or an absurd size. */
const WRONG_TYPES = {
  what: 'wrong types and huge numbers',
  payload: JSON.stringify({ id: { $ne: null }, title: ['x'], name: 5, code: 1e308, emails: 'x', durationMinutes: 1e308, onboarded: 'yes', outcomes: 'x' }),
  contentType: 'application/json',
};

/** Multipart forms (the upload route's kind of body) with broken text, a broken form, or a program for a file. */
const BAD_FORMS = [
  { what: 'a form field with NUL', parts: [{ name: 'File', value: makePdf(), fileName: 'a.pdf' }, { name: 'Reference', value: 'x\u0000' }] },
  { what: 'a file name with NUL', parts: [{ name: 'File', value: makePdf(), fileName: 'a\u0000.pdf' }] },
  { what: 'a form field name with NUL', parts: [{ name: 'File', value: makePdf(), fileName: 'a.pdf' }, { name: 'Isb\u0000n', value: '1' }] },
  { what: 'a program for a file', parts: [{ name: 'File', value: Buffer.from('\u007fELF\u0002\u0001\u0001'.padEnd(64, '\u0000'), 'latin1'), fileName: 'a.pdf' }] },
  { what: 'two files', parts: [{ name: 'File', value: makePdf(), fileName: 'a.pdf' }, { name: 'File', value: makePdf(), fileName: 'b.pdf' }] },
].map(({ what, parts }) => {
  const form = multipartBody(parts);
  return { what: `multipart: ${what}`, payload: form.payload.toString('latin1'), contentType: form.contentType };
});
const CUT_SHORT_FORM = (() => {
  const form = multipartBody([{ name: 'File', value: makePdf(), fileName: 'a.pdf' }]);
  return { what: 'multipart: cut short', payload: form.payload.subarray(0, 200).toString('latin1'), contentType: form.contentType };
})();

function variantsFor(method: string, url: string): Variant[] {
  const variants: Variant[] = [];
  for (const name of paramNames(url)) {
    for (const value of BAD_PARAMS) variants.push({ what: `:${name} = ${value}`, url: fill(url, { name, value }) });
    variants.push({ what: `:${name} 101 long`, url: fill(url, { name, value: LONG_PARAM }), readMayAnswer: true });
  }
  for (const query of BAD_QUERIES) variants.push({ what: `?${query}`, url: `${fill(url)}?${query}` });
  if (method !== 'GET') {
    // A DELETE ignores what its body says, so only bodies refused before any route runs go to it.
    // Nor do forms: a route that takes multipart does not read a DELETE's body.
    const bodies = method === 'DELETE' ? BAD_BODIES : [...BAD_BODIES, WRONG_TYPES, ...BAD_FORMS, CUT_SHORT_FORM];
    for (const body of bodies) variants.push({ what: body.what, url: fill(url), payload: body.payload, contentType: body.contentType });
  }
  return variants;
}

/** Everything in the database, as one fingerprint per table. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const db = t.database.db;
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const [row] = (await db.execute<{ digest: string }>(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`))).rows;
    fingerprint[name] = row!.digest;
  }
  return fingerprint;
}

function expectSpecBody(response: LightMyRequestResponse, label: string) {
  const body = response.json() as unknown;
  if (response.statusCode === 400) {
    expect(Array.isArray(body), `${label}: a 400 answers an array`).toBe(true);
    const errors = body as Record<string, unknown>[];
    expect(errors.length, label).toBeGreaterThan(0);
    for (const error of errors) {
      expect(Object.keys(error).sort(), label).toEqual(['field', 'message']);
      expect(typeof error.field === 'string' && typeof error.message === 'string' && error.message.length > 0, label).toBe(true);
    }
  } else {
    expect(Object.keys(body as object).sort(), label).toEqual(['message', 'statusCode']);
    expect((body as { statusCode: number }).statusCode, label).toBe(response.statusCode);
  }
}

describe('bad input on every route', () => {
  const exercised = new Set<string>();

  it('the route table lists the write routes and parameter routes the corpus must cover', () => {
    const declared = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(declared).toEqual(
      expect.arrayContaining([
        'POST /api/lesson',
        'POST /api/profile',
        'POST /api/syllabus',
        'POST /api/syllabus/:id/outcome',
        'PUT /api/sharing/:type/:id/:mode',
        'DELETE /api/sharing/:type/:id/:who',
        'DELETE /api/lesson/:id',
        'GET /api/lesson/join/:code',
        'POST /api/assessment/join/:code/claim',
        'PUT /api/assessment/join/:code/answers',
        'POST /api/assessment/join/:code/submit',
        'POST /api/assessment/:id/answering',
        'GET /api/sharing/shared/:ownerId/:itemId',
        'POST /api/lesson/:id/suggestion/implement',
        'PUT /api/upload',
        'DELETE /api/upload/:id',
        'GET /api/upload/:id/download',
        'GET /api/upload/references/:ref',
        'POST /api/upload',
        'POST /api/upload/slice',
        'PUT /api/upload/:id/slice',
        'DELETE /api/upload/:id/slice/:sliceId',
        'POST /identity/interaction/:uid/login',
        'POST /identity/interaction/:uid/signup',
      ]),
    );
  });

  it('answers every bad request with a 4xx in the spec’s body, and stores and charges nothing', async () => {
    const before = await databaseFingerprint();
    const routes = t.app.routeTable.filter((r) => r.method !== 'HEAD' && (r.method !== 'GET' || /[:*]/.test(r.url)));
    const failures: string[] = [];
    for (const route of routes) {
      // The provider behind /identity/* speaks OAuth 2.0's error format (RFC 6749 §5.2), not the API's.
      const apiShaped = !route.url.startsWith('/identity/');
      for (const variant of variantsFor(route.method, route.url)) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: variant.url,
          headers: { authorization: `Bearer ${teacher}`, ...(variant.contentType ? { 'content-type': variant.contentType } : {}) },
          ...(variant.payload !== undefined ? { payload: variant.contentType?.startsWith('multipart/') ? Buffer.from(variant.payload, 'latin1') : variant.payload } : {}),
        });
        const label = `${route.method} ${route.url} with ${variant.what}: ${response.statusCode} ${response.body.slice(0, 160)}`;
        exercised.add(`${route.method} ${route.url}`);
        const answeredRead = route.method === 'GET' && variant.readMayAnswer && response.statusCode === 200;
        if (answeredRead) continue;
        if (response.statusCode < 400 || response.statusCode >= 500) failures.push(label);
        else if (apiShaped) expectSpecBody(response, label);
      }
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint()).toEqual(before);
    // Every write route and every route with a parameter was in the corpus.
    for (const route of routes) expect(exercised.has(`${route.method} ${route.url}`), `${route.method} ${route.url}`).toBe(true);
    expect(exercised.size).toBeGreaterThanOrEqual(25);
  });
});

describe('the reported cases', () => {
  it('a NUL in a lesson title is a 400 naming the title, and no robot action is used', async () => {
    const consumed = (await t.call('GET', '/api/profile/limits', teacher)).json()[0].consumed;
    const res = await t.call('POST', '/api/lesson', teacher, { title: 'bad\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'title', message: 'Remove the NUL character (U+0000): text cannot contain it' }]);
    expect((await t.call('GET', '/api/profile/limits', teacher)).json()[0].consumed).toBe(consumed);
  });

  it('a lone surrogate is a 400 naming its field', async () => {
    const res = await t.call('POST', '/api/profile', teacher, { name: 'Ada \ud800' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'name', message: 'Contains a broken character (an unpaired UTF-16 surrogate): send valid Unicode text' }]);
  });

  it('GET /api/sharing/%00 and the shared fetch with %00 are 400s, signed in or not', async () => {
    const own = await t.call('GET', '/api/sharing/%00', teacher);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual([{ field: 'id', message: 'Remove the NUL character (U+0000): text cannot contain it' }]);
    const shared = await t.call('GET', `/api/sharing/shared/%00/${lessonId}`);
    expect(shared.statusCode).toBe(400);
    expect(shared.json()).toEqual([{ field: 'ownerId', message: 'Remove the NUL character (U+0000): text cannot contain it' }]);
  });

  it('invalid JSON, a body that is not an object and a wrong content type say what to send', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/lesson', headers: { authorization: `Bearer ${teacher}`, 'content-type': 'application/json' }, payload: '{"title":' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual([{ field: '(body)', message: 'The body is not valid JSON; send one JSON object' }]);
    const array = await t.call('POST', '/api/lesson', teacher, [{ title: 'x' }]);
    expect(array.json()).toEqual([{ field: '(body)', message: 'Send the fields as one JSON object' }]);
    const form = await t.app.inject({ method: 'POST', url: '/api/lesson', headers: { authorization: `Bearer ${teacher}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'title=x' });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ statusCode: 415, message: 'Send the body as JSON, with Content-Type: application/json' });
    const huge = await t.call('POST', '/api/lesson', teacher, { title: 'x', description: 'y'.repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ statusCode: 413, message: 'The body is larger than 1 MB, the most this address accepts; send a smaller one' });
  });

  it('a broken percent-encoding in the address is a 400 in the spec’s body', async () => {
    const res = await t.call('GET', '/api/lesson/join/%ED%A0%80');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: '(path)', message: 'The address holds a character that is not valid UTF-8 percent-encoding; encode it again' }]);
  });
});
