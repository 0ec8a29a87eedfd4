import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityAccounts } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * A teacher named in a people-share who has not confirmed their address: the API says so (for the empty "Shared with
 * me" to explain itself), and the moment they confirm, what is shared with them opens with the token they already
 * hold, not only after signing out and in.
 */

let t: TestApp;
let owner: string;
let recipient: string;
let lessonId: string;
const RECIPIENT = 'rita@school.example';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.token({ sub: 'confirm-owner', email: 'olive@school.example', name: 'Olive Owner' });
  // An account of the embedded provider, signed up but not confirmed; its token says so.
  await t.database.db.insert(identityAccounts).values({ id: 'confirm-recipient', email: RECIPIENT, name: 'Rita Recipient', passwordHash: 'not-used' });
  recipient = await t.token({ sub: 'confirm-recipient', email: RECIPIENT, name: 'Rita Recipient', emailVerified: false });
  lessonId = (await t.call('POST', '/api/lesson', owner, { title: 'Water cycle', outcomes: ['3.NF.A.1'] })).json().id;
  expect((await t.call('PUT', `/api/sharing/lesson/${lessonId}/people`, owner, { emails: [RECIPIENT] })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('"Shared with me" and an unconfirmed address', () => {
  it('tells an unconfirmed teacher their address waits for confirmation, and that Teachkit sends the link', async () => {
    const res = await t.call('GET', '/api/profile/email-verification', recipient);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: RECIPIENT, confirmed: false, canSendLink: true });
    expect((await t.call('GET', '/api/sharing/withme', recipient)).json()).toEqual([]);
    expect((await t.call('GET', '/api/profile/email-verification', owner)).json()).toEqual({ email: 'olive@school.example', confirmed: true, canSendLink: true });
  });

  it('once the address is confirmed, the token issued before it opens the share at once', async () => {
    await t.database.db.update(identityAccounts).set({ emailVerifiedAt: new Date() }).where(eq(identityAccounts.id, 'confirm-recipient'));
    expect((await t.call('GET', '/api/profile/email-verification', recipient)).json()).toMatchObject({ confirmed: true });
    const withMe = await t.call('GET', '/api/sharing/withme', recipient);
    expect(withMe.json()).toEqual([expect.objectContaining({ id: lessonId, title: 'Water cycle', ownerName: 'Olive Owner' })]);
    expect((await t.call('GET', `/api/sharing/shared/confirm-owner/${lessonId}`, recipient)).statusCode).toBe(200);
  });

  it('a token for someone without an account here is taken at its word', async () => {
    const stranger = await t.token({ sub: 'no-account', email: RECIPIENT, emailVerified: false });
    expect((await t.call('GET', '/api/sharing/withme', stranger)).json()).toEqual([]);
  });
});
