import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
const now = { value: new Date('2026-11-22T10:00:00Z') };

beforeAll(async () => {
  t = await createTestApp({ now: () => now.value });
});
afterAll(() => t.close());

async function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('authentication', () => {
  it('answers 401 JSON without a token', async () => {
    const res = await get('/api/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: 'A bearer access token or an API key (X-Api-Key) is required' });
  });

  it('answers 401 for a token with a bad signature', async () => {
    const good = await t.token({ sub: 'tampered' });
    const [header, payload] = good.split('.');
    const res = await get('/api/profile', `${header}.${payload}.c2lnbmF0dXJl`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('The access token is not valid');
  });

  it('answers 401 for an expired token', async () => {
    const res = await get('/api/profile', await t.token({ sub: 'late' }, { expiresIn: '-1m' }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('The access token has expired');
  });

  it('answers 401 for a token meant for another audience', async () => {
    const res = await get('/api/profile', await t.token({ sub: 'other' }, { audience: 'https://elsewhere.example/api' }));
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for an ID token presented as an access token', async () => {
    const res = await get('/api/profile', await t.token({ sub: 'id-token' }, { typ: 'JWT' }));
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/profile', () => {
  it('creates the profile from the token claims on the first call', async () => {
    const token = await t.token({ sub: 'teacher-1', email: 'ada@school.example', name: 'Ada Lovelace' });
    const res = await get('/api/profile', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 'teacher-1',
      name: 'Ada Lovelace',
      email: 'ada@school.example',
      onboarded: false,
      subscription: '',
      subscriptionEnd: null,
      market: '',
    });
    const again = await get('/api/profile', token);
    expect(again.json().id).toBe('teacher-1');
  });
});

describe('POST /api/profile', () => {
  it('merges a partial update and keeps the other fields', async () => {
    const token = await t.token({ sub: 'teacher-2', email: 'grace@school.example', name: 'Grace' });
    const res = await t.app.inject({ method: 'POST', url: '/api/profile', headers: { authorization: `Bearer ${token}` }, payload: { onboarded: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'teacher-2', name: 'Grace', onboarded: true, email: 'grace@school.example' });
    expect((await get('/api/profile', token)).json().onboarded).toBe(true);
  });

  it('answers 400 with the array body for bad fields and changes nothing', async () => {
    const token = await t.token({ sub: 'teacher-3', email: 'alan@school.example', name: 'Alan' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { onboarded: 'yes', name: 'A new name' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'onboarded', message: 'onboarded must be true or false' }]);
    expect((await get('/api/profile', token)).json()).toMatchObject({ name: 'Alan', onboarded: false });
  });

  it('refuses to let a teacher set their own subscription', async () => {
    const token = await t.token({ sub: 'teacher-4', email: 'x@school.example' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { subscription: 'institution' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].message).toBe('These fields cannot be changed here: subscription');
    expect((await get('/api/profile', token)).json().subscription).toBe('');
  });
});

describe('GET /api/profile/limits', () => {
  it('answers an array whose first element is the platform limit of this shift', async () => {
    const token = await t.token({ sub: 'teacher-5', email: 'free@school.example' });
    const res = await get('/api/profile/limits?key=platform', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ max: 10, consumed: 0, resetTimeUtc: '2026-11-23T00:00:00.000Z' }]);
  });

  it('counts metered actions and answers 429 with Retry-After once the shift allowance is used', async () => {
    const token = await t.token({ sub: 'teacher-6', email: 'busy@school.example' });
    await get('/api/profile', token);
    const profile = (await t.app.profiles.find('teacher-6'))!;
    for (let i = 0; i < 10; i += 1) await t.app.metering.charge(profile, 'lesson.create', async () => undefined);
    expect((await get('/api/profile/limits', token)).json()[0]).toMatchObject({ max: 10, consumed: 10 });
    const refused = await t.app.metering.charge(profile, 'lesson.create', async () => undefined).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 429, headers: { 'retry-after': String(14 * 3600) } });
  });

  it('gives a paid tier its allowance only while the subscription has not ended', async () => {
    const token = await t.token({ sub: 'teacher-7', email: 'pro@school.example' });
    await get('/api/profile', token);
    const { profiles } = await import('../../server/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(profiles).set({ subscription: 'pro', subscriptionEnd: new Date('2026-12-31T00:00:00Z') }).where(eq(profiles.id, 'teacher-7'));
    expect((await get('/api/profile/limits', token)).json()[0].max).toBe(300);
    await t.database.db.update(profiles).set({ subscriptionEnd: new Date('2026-11-01T00:00:00Z') }).where(eq(profiles.id, 'teacher-7'));
    expect((await get('/api/profile/limits', token)).json()[0].max).toBe(10);
  });

  it('starts a new shift at 00:00 UTC', async () => {
    const token = await t.token({ sub: 'teacher-8', email: 'night@school.example' });
    await get('/api/profile', token);
    const profile = (await t.app.profiles.find('teacher-8'))!;
    now.value = new Date('2026-11-22T23:59:00Z');
    await t.app.metering.charge(profile, 'upload.create', async () => undefined);
    expect((await get('/api/profile/limits', token)).json()[0].consumed).toBe(1);
    now.value = new Date('2026-11-23T00:00:01Z');
    expect((await get('/api/profile/limits', token)).json()[0]).toEqual({ max: 10, consumed: 0, resetTimeUtc: '2026-11-24T00:00:00.000Z' });
    now.value = new Date('2026-11-22T10:00:00Z');
  });

  it('rejects an unknown limit kind', async () => {
    const token = await t.token({ sub: 'teacher-9' });
    const res = await get('/api/profile/limits?key=other', token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'key', message: 'key must be "platform"' }]);
  });
});

describe('client configuration', () => {
  it('names an https authority with inline discovery for the embedded provider on http loopback', async () => {
    const res = await get('/api/config');
    expect(res.statusCode).toBe(200);
    const { identity } = res.json();
    expect(identity.authority).toBe('https://localhost:8080/identity');
    expect(identity.knownAuthorities).toEqual(['localhost:8080']);
    expect(identity.protocolMode).toBe('OIDC');
    expect(identity.scopes).toEqual(['openid', 'profile', 'email', 'offline_access', 'api']);
    expect(JSON.parse(identity.authorityMetadata).issuer).toBe('http://localhost:8080/identity');
  });

  it('tells the browser the largest upload it accepts, so a larger file is refused before it is sent', async () => {
    const res = await get('/api/config');
    expect(res.json().uploadMaxBytes).toBe(209715200);
  });
});
