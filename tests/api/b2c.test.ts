import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/** The same app against Azure AD B2C, by configuration alone. */
let t: TestApp;
const env = {
  B2C_TENANT: 'contoso',
  B2C_TENANT_ID: '11111111-2222-3333-4444-555555555555',
  B2C_CLIENT_ID: 'aaaaaaaa-0000-0000-0000-000000000001',
  B2C_API_AUDIENCE: 'aaaaaaaa-0000-0000-0000-000000000002',
  B2C_API_SCOPE: 'https://contoso.onmicrosoft.com/teachkit-api/access',
};

beforeAll(async () => {
  t = await createTestApp({ env });
});
afterAll(() => t.close());

describe('Azure AD B2C configuration', () => {
  it('points the browser at the hosted sign-up-or-sign-in policy with the API scope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      apiBase: '/api',
      uploadMaxBytes: 209715200,
      plans: { actionsPerShift: { free: 10, starter: 100, pro: 300, pilot: 300, institution: 1000 }, billingPortalUrl: null },
      identity: {
        mode: 'b2c',
        clientId: env.B2C_CLIENT_ID,
        authority: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_signupsignin',
        knownAuthorities: ['contoso.b2clogin.com'],
        protocolMode: 'AAD',
        scopes: ['openid', 'profile', 'email', 'offline_access', env.B2C_API_SCOPE],
        apiScopes: [env.B2C_API_SCOPE],
      },
    });
  });

  it('switches the embedded provider off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/identity/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
  });

  it("accepts B2C access tokens (typ JWT, B2C's issuer and the API's audience) and refuses others", async () => {
    expect(t.config.identity.issuer).toBe('https://contoso.b2clogin.com/11111111-2222-3333-4444-555555555555/v2.0/');
    const token = await t.token({ sub: 'b2c-user', email: 'teacher@contoso.example', name: 'B2C Teacher' }, { typ: 'JWT' });
    const ok = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: 'b2c-user', email: 'teacher@contoso.example' });
    const wrongAudience = await t.token({ sub: 'b2c-user' }, { typ: 'JWT', audience: env.B2C_CLIENT_ID });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${wrongAudience}` } })).statusCode).toBe(401);
  });

  it('counts an address as verified when the token has no email_verified claim (B2C_EMAILS_VERIFIED), and believes the claim when present', async () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const owner = await t.token({ sub: 'b2c-owner', email: 'owner@contoso.example' }, { typ: 'JWT' });
    const lesson = await t.app.inject({ method: 'POST', url: '/api/lesson', headers: bearer(owner), payload: { title: 'Tides', outcomes: ['3.NF.A.1'] } });
    const shared = await t.app.inject({
      method: 'PUT',
      url: `/api/sharing/lesson/${lesson.json().id}/people`,
      headers: bearer(owner),
      payload: { emails: ['reader@contoso.example'] },
    });
    expect(shared.statusCode).toBe(200);
    const withMe = async (emailVerified: boolean | null) => {
      const token = await t.token({ sub: 'b2c-reader', email: 'Reader@Contoso.example', emailVerified }, { typ: 'JWT' });
      return (await t.app.inject({ method: 'GET', url: '/api/sharing/withme', headers: bearer(token) })).json().length;
    };
    expect(await withMe(null)).toBe(1);
    expect(await withMe(true)).toBe(1);
    expect(await withMe(false)).toBe(0);

    expect(loadConfig({ ...env, PUBLIC_URL: 'http://localhost:8080' }).identity.emailVerifiedWithoutClaim).toBe(true);
    expect(loadConfig({ ...env, B2C_EMAILS_VERIFIED: 'false' }).identity.emailVerifiedWithoutClaim).toBe(false);
    expect(() => loadConfig({ ...env, B2C_EMAILS_VERIFIED: 'maybe' })).toThrow('B2C_EMAILS_VERIFIED must be true or false, got "maybe"');
  });
});
