import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

/** Rate limits count per client address; X-Forwarded-For names that address only when the proxy is trusted. */

const clock = { now: new Date('2026-03-02T09:00:00Z') };
/** Default settings: no proxy trusted, 600 requests and 20 missed look-ups per address and minute. */
let t: TestApp;
/** Small limit, proxies trusted by address. */
let listed: TestApp;
/** Small limit, one proxy hop trusted. */
let oneHop: TestApp;
let teacher: string;
let lesson: { id: string };
let joinCode: string;
let accessKey: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now });
  listed = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'loopback, 10.1.0.0/16' } });
  oneHop = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' } });
  // The teacher works from an address of their own, so the tests start with every other address's allowance whole.
  teacher = await t.token({ sub: 'lookup-teacher', email: 'lookup@school.example' });
  const asTeacher = (method: 'POST' | 'PUT', url: string, payload: object = {}) =>
    t.app.inject({ method, url, payload, remoteAddress: '10.8.0.1', headers: { authorization: `Bearer ${teacher}` } }).then((r) => r.json());
  lesson = await asTeacher('POST', '/api/lesson', { title: 'Fractions', outcomes: ['3.NF.A.1'] });
  joinCode = (await asTeacher('POST', `/api/lesson/${lesson.id}/join/regenerate`)).joinCode;
  accessKey = (await asTeacher('PUT', `/api/sharing/lesson/${lesson.id}/link`)).accessKey;
});
afterAll(async () => {
  await Promise.all([t.close(), listed.close(), oneHop.close()]);
});

/** `count` requests to GET /api/health from one socket address, each claiming a different client in X-Forwarded-For. */
async function rotatingForwardedFor(app: TestApp, count: number, remoteAddress = '127.0.0.1'): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const forged = `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const res = await app.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers: { 'x-forwarded-for': forged } });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

describe('API rate limit per client address', () => {
  it('by default ignores X-Forwarded-For: 600 requests a minute pass, the next 100 are 429 whatever the header says', async () => {
    // The limiter's clock stands still while the requests are sent, so the minute it names is whole however long a
    // busy machine takes to send 700 requests (at load 10 that was over a second, and the reply said "59 seconds").
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const statuses = await rotatingForwardedFor(t, 700);
    expect(tally(statuses)).toEqual({ 200: 600, 429: 100 });
    expect(statuses.slice(0, 600).every((s) => s === 200)).toBe(true);
    const refused = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ statusCode: 429, message: 'Too many requests from this address; try again in 1 minute' });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('counts a different socket address on its own', async () => {
    expect(await rotatingForwardedFor(t, 1, '10.0.0.2')).toEqual([200]);
  });

  it('with TRUST_PROXY=1 the nearest peer is the proxy and X-Forwarded-For names the client', async () => {
    expect(await rotatingForwardedFor(oneHop, 20)).toEqual(Array(20).fill(200));
    const same = { method: 'GET' as const, url: '/api/health', headers: { 'x-forwarded-for': '198.51.100.7' } };
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await oneHop.app.inject(same)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('with TRUST_PROXY listing the proxy, only that peer may name the client', async () => {
    expect(await rotatingForwardedFor(listed, 4, '127.0.0.1')).toEqual([200, 200, 200, 200]);
    expect(await rotatingForwardedFor(listed, 4, '10.1.2.3')).toEqual([200, 200, 200, 200]);
    // Any other peer is the client itself, whatever it claims.
    expect(await rotatingForwardedFor(listed, 4, '192.0.2.50')).toEqual([200, 200, 200, 429]);
  });
});

describe('join-code and shared-link look-ups', () => {
  const join = (code: string, remoteAddress: string, forwardedFor = '198.51.100.1') =>
    t.app.inject({ method: 'GET', url: `/api/lesson/join/${code}`, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

  it('allows 20 wrong codes a minute per address, then answers 429 whatever X-Forwarded-For says', async () => {
    // Codes with a 0 in them are never handed out, so none of these can be right.
    const statuses = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await join(`Q0${String(i).padStart(4, '0')}`, '10.9.0.1', `198.51.100.${i + 1}`)).statusCode);
    expect(statuses).toEqual([...Array(20).fill(404), ...Array(5).fill(429)]);
    const refused = await join(joinCode, '10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ statusCode: 429, message: 'Too many join codes were tried from this address. Wait 60 seconds before trying again.' });
    expect(refused.headers['retry-after']).toBe('60');
    // Another address is not held up, and the first is free again once its minute is over.
    expect((await join(joinCode, '10.9.0.2')).statusCode).toBe(200);
    clock.now = new Date('2026-03-02T09:01:00Z');
    expect((await join(joinCode, '10.9.0.1')).statusCode).toBe(200);
  });

  it('does not count codes that find their lesson, so a class behind one address can all join', async () => {
    const statuses = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await join(joinCode, '10.9.0.3')).statusCode);
    expect(statuses).toEqual(Array(40).fill(200));
  });

  it('limits shared-item look-ups that miss, with their own message', async () => {
    const shared = (key: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/sharing/shared/lookup-teacher/${lesson.id}?accessKey=${encodeURIComponent(key)}`,
        remoteAddress: '10.9.0.4',
        headers: { 'x-forwarded-for': `198.51.100.${key.length}` },
      });
    expect((await shared(accessKey)).statusCode).toBe(200);
    const guesses = [];
    for (let i = 0; i < 22; i += 1) guesses.push((await shared(`guess-${i}`)).statusCode);
    expect(guesses).toEqual([...Array(20).fill(404), 429, 429]);
    const refused = await shared(accessKey);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many shared items were looked up from this address without success. Wait 60 seconds before trying again.');
  });
});
