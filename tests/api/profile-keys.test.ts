import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
const now = { value: new Date('2026-11-23T10:00:00Z') };

beforeAll(async () => {
  t = await createTestApp({ now: () => now.value, env: { LIMIT_FREE: '3', BILLING_PORTAL_URL: '' } });
});
afterAll(() => t.close());

const withKey = (method: 'GET' | 'POST' | 'DELETE', url: string, key: string, header: 'x-api-key' | 'bearer' = 'x-api-key') =>
  t.app.inject({ method, url, headers: header === 'x-api-key' ? { 'x-api-key': key } : { authorization: `Bearer ${key}` } });

describe('API keys', () => {
  it('makes a key shown once, lists it by its first characters only, and lets it call the API as its teacher', async () => {
    const teacher = await t.token({ sub: 'key-teacher', email: 'grace@school.example', name: 'Grace Hopper' });
    const made = await t.call('GET', '/api/profile/api-key?name=Gradebook%20sync', teacher);
    expect(made.statusCode).toBe(200);
    const body = made.json();
    expect(body.name).toBe('Gradebook sync');
    expect(body.key).toMatch(/^tk_[A-Za-z0-9_-]{43}$/);
    expect(body.prefix).toBe(body.key.slice(0, 10));
    expect(body.createdAt).toBe('2026-11-23T10:00:00.000Z');

    const listed = (await t.call('GET', '/api/profile/api-keys', teacher)).json();
    expect(listed).toEqual([{ id: body.id, name: 'Gradebook sync', prefix: body.prefix, createdAt: '2026-11-23T10:00:00.000Z', lastUsedAt: null }]);
    expect(JSON.stringify(listed)).not.toContain(body.key);

    const viaHeader = await withKey('GET', '/api/profile', body.key);
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.json()).toMatchObject({ id: 'key-teacher', name: 'Grace Hopper' });
    const viaBearer = await withKey('GET', '/api/lesson', body.key, 'bearer');
    expect(viaBearer.statusCode).toBe(200);
    expect((await t.call('GET', '/api/profile/api-keys', teacher)).json()[0].lastUsedAt).toBe('2026-11-23T10:00:00.000Z');
  });

  it('charges each call made with a key as a robot action and refuses calls past the limit', async () => {
    const teacher = await t.token({ sub: 'metered-teacher', email: 'm@school.example' });
    const { key } = (await t.call('POST', '/api/profile/api-key', teacher)).json();
    expect((await withKey('GET', '/api/profile', key)).statusCode).toBe(200);
    expect((await withKey('GET', '/api/profile', key)).statusCode).toBe(200);
    expect((await withKey('GET', '/api/profile', key)).statusCode).toBe(200);
    const over = await withKey('GET', '/api/profile', key);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Your robot has hit the limit! It is back when the shift resets.');
    // The teacher's own session is metered by what it does, not by being signed in.
    expect((await t.call('GET', '/api/profile/limits', teacher)).json()[0]).toMatchObject({ consumed: 3, max: 3 });
  });

  it('refuses a revoked or made-up key, and never lets a key manage keys', async () => {
    const teacher = await t.token({ sub: 'revoking-teacher', email: 'r@school.example' });
    const { id, key } = (await t.call('GET', '/api/profile/api-key', teacher)).json();
    const managing = await withKey('GET', '/api/profile/api-key', key);
    expect(managing.statusCode).toBe(403);
    expect(managing.json().message).toBe('An API key cannot manage API keys or the account: sign in to Teachkit and use your profile page.');
    expect((await withKey('DELETE', `/api/profile/api-key/${id}`, key)).statusCode).toBe(403);

    expect((await t.call('DELETE', `/api/profile/api-key/${id}`, teacher)).statusCode).toBe(204);
    const revoked = await withKey('GET', '/api/profile', key);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('The API key is not valid: it may have been revoked. Make a new one on your profile page.');
    expect((await withKey('GET', '/api/profile', 'tk_made-up')).statusCode).toBe(401);
    expect((await t.call('DELETE', `/api/profile/api-key/${id}`, teacher)).json()).toEqual({ statusCode: 404, message: 'API key not found' });
  });

  it("cannot revoke another teacher's key", async () => {
    const owner = await t.token({ sub: 'key-owner', email: 'o@school.example' });
    const other = await t.token({ sub: 'key-other', email: 'x@school.example' });
    const { id } = (await t.call('GET', '/api/profile/api-key', owner)).json();
    expect((await t.call('DELETE', `/api/profile/api-key/${id}`, other)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/profile/api-keys', owner)).json()).toHaveLength(1);
  });

  it('holds at most ten keys per teacher and checks the name', async () => {
    const teacher = await t.token({ sub: 'many-keys', email: 'k@school.example' });
    for (let i = 0; i < 10; i += 1) expect((await t.call('POST', `/api/profile/api-key?name=k${i}`, teacher)).statusCode).toBe(200);
    const eleventh = await t.call('POST', '/api/profile/api-key', teacher);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('You already have 10 API keys, the most one teacher may hold: revoke one you no longer use, then make a new one.');
    const unnamed = await t.call('GET', '/api/profile/api-key?name=%20', teacher);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual([{ field: 'name', message: 'Give the key a name' }]);
  });
});

describe('where an API key reaches', () => {
  it("is refused, with a 403 that says why, at the account's email address, its keys and sign-in", async () => {
    const teacher = await t.token({ sub: 'reach-teacher', email: 'reach@school.example', emailVerified: false });
    const { key } = (await t.call('GET', '/api/profile/api-key', teacher)).json();
    const email = "An API key cannot confirm or change the account's email address: sign in to Teachkit and use your profile page.";
    const keys = 'An API key cannot manage API keys or the account: sign in to Teachkit and use your profile page.';
    const refused: [method: 'GET' | 'POST' | 'DELETE', url: string, message: string][] = [
      ['POST', '/api/profile/email-verification', email],
      ['GET', '/api/profile/migrate?toEmail=elsewhere@school.example', email],
      ['GET', '/api/profile/api-keys', keys],
      ['POST', '/api/profile/api-key', keys],
      ['POST', '/api/profile', keys],
      ['GET', '/identity/me', 'An API key works only with the Teachkit API under /api, not with sign-in.'],
    ];
    for (const [method, url, message] of refused) {
      for (const header of ['x-api-key', 'bearer'] as const) {
        const answer = await withKey(method, url, key, header);
        expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({ url, status: 403, body: { statusCode: 403, message } });
      }
    }
    // None of the refusals was charged, and the key still reaches the teacher's lessons and the generic calls.
    expect((await t.call('GET', '/api/profile/limits', teacher)).json()[0]).toMatchObject({ consumed: 0 });
    expect((await withKey('GET', '/api/lesson', key)).statusCode).toBe(200);
  });
});

describe('robot actions of API key calls', () => {
  it('are charged only for calls that succeed: a 404, 403 or 400 gives the action back', async () => {
    const teacher = await t.token({ sub: 'charged-on-success', email: 'success@school.example' });
    const { key } = (await t.call('GET', '/api/profile/api-key', teacher)).json();
    const consumed = async () => (await t.call('GET', '/api/profile/limits', teacher)).json()[0].consumed as number;

    expect((await withKey('GET', '/api/lesson/0b7d3a4e-9d8f-4c1b-8a55-3e1f2c4d5e6f', key)).statusCode).toBe(404);
    expect((await withKey('GET', '/api/profile/consumption?startDate=yesterday', key)).statusCode).toBe(400);
    expect((await withKey('DELETE', '/api/profile?confirm=success@school.example', key)).statusCode).toBe(403);
    expect(await consumed()).toBe(0);

    expect((await withKey('GET', '/api/lesson', key)).statusCode).toBe(200);
    expect(await consumed()).toBe(1);
  });
});

describe('GET /api/profile/consumption', () => {
  it('counts robot actions per UTC day, every day of the span listed', async () => {
    const teacher = await t.token({ sub: 'consuming-teacher', email: 'c@school.example' });
    const { key } = (await t.call('GET', '/api/profile/api-key', teacher)).json();
    now.value = new Date('2026-11-21T23:59:00Z');
    await withKey('GET', '/api/profile', key);
    now.value = new Date('2026-11-23T08:00:00Z');
    await withKey('GET', '/api/profile', key);
    await withKey('GET', '/api/profile', key);
    const res = await t.call('GET', '/api/profile/consumption?startDate=2026-11-20&endDate=2026-11-23', teacher);
    expect(res.json()).toEqual({
      startDate: '2026-11-20',
      endDate: '2026-11-23',
      total: 3,
      days: [
        { date: '2026-11-20', actions: 0 },
        { date: '2026-11-21', actions: 1 },
        { date: '2026-11-22', actions: 0 },
        { date: '2026-11-23', actions: 2 },
      ],
    });
  });

  it('says what is wrong with the dates', async () => {
    const teacher = await t.token({ sub: 'dates-teacher', email: 'd@school.example' });
    const bad = async (query: string) => (await t.call('GET', `/api/profile/consumption?${query}`, teacher)).json();
    expect(await bad('startDate=23/11/2026&endDate=2026-11-23')).toEqual([{ field: 'startDate', message: 'startDate must be a date written YYYY-MM-DD' }]);
    expect(await bad('startDate=2026-02-30&endDate=2026-03-01')).toEqual([{ field: 'startDate', message: 'startDate is not a calendar date' }]);
    expect(await bad('startDate=2026-11-23&endDate=2026-11-01')).toEqual([{ field: 'endDate', message: 'endDate must be on or after startDate' }]);
    expect(await bad('startDate=2024-01-01&endDate=2026-01-01')).toEqual([{ field: 'endDate', message: 'Ask for at most 366 days at a time' }]);
  });
});

describe('GET /api/profile/subscription-portal-url and /api/profile/{id}', () => {
  it('says the plan is managed by the school when no billing portal is configured', async () => {
    const teacher = await t.token({ sub: 'portal-teacher', email: 'p@school.example' });
    expect((await t.call('GET', '/api/profile/subscription-portal-url', teacher)).json()).toEqual({
      url: null,
      managed: true,
      message: "Your plan is managed by your school's Teachkit administrator: ask them to change it.",
    });
  });

  it('shows a teacher who shares with the caller, and nobody else', async () => {
    const owner = await t.token({ sub: 'sharing-owner', email: 'owner@school.example', name: 'Maria Montessori' });
    const friend = await t.token({ sub: 'sharing-friend', email: 'friend@school.example', name: 'Friend' });
    const stranger = await t.token({ sub: 'sharing-stranger', email: 'stranger@school.example' });
    await t.call('GET', '/api/profile', owner);
    const lesson = await t.call('POST', '/api/lesson', owner, { title: 'Shared plan', outcomes: ['3.NF.A.1'] });
    const lessonId = lesson.json().id as string;
    const shared = await t.call('PUT', `/api/sharing/lesson/${lessonId}/people`, owner, { emails: ['friend@school.example'] });
    expect(shared.statusCode).toBe(200);
    expect((await t.call('GET', '/api/profile/sharing-owner', friend)).json()).toEqual({ id: 'sharing-owner', name: 'Maria Montessori' });
    expect((await t.call('GET', '/api/profile/sharing-owner', stranger)).json()).toEqual({ statusCode: 404, message: 'Profile not found' });
    expect((await t.call('GET', '/api/profile/sharing-friend', friend)).json()).toMatchObject({ id: 'sharing-friend', email: 'friend@school.example' });
  });
});
