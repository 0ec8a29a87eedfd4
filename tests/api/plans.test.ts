import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let defaults: TestApp;
let configured: TestApp;
beforeAll(async () => {
  defaults = await createTestApp();
  configured = await createTestApp({ env: { LIMIT_FREE: '5', LIMIT_PRO: '250', BILLING_PORTAL_URL: 'https://billing.school.example/portal' } });
});
afterAll(async () => {
  await defaults.close();
  await configured.close();
});

describe('GET /api/config: the plans on offer', () => {
  it('names each plan’s robot actions per shift and that the administrator assigns plans when there is no billing portal', async () => {
    const res = await defaults.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().plans).toEqual({ actionsPerShift: { free: 10, starter: 100, pro: 300, pilot: 300, institution: 1000 }, billingPortalUrl: null });
  });

  it('follows LIMIT_* and names the billing portal when BILLING_PORTAL_URL is set', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().plans).toEqual({
      actionsPerShift: { free: 5, starter: 100, pro: 250, pilot: 300, institution: 1000 },
      billingPortalUrl: 'https://billing.school.example/portal',
    });
  });
});
