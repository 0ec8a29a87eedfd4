import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
