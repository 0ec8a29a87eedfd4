import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityAccounts, profiles, shares } from '../../server/db/schema.ts';
import { createAccountRepository } from '../../server/identity/accounts.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('addresses stored before normalisation covered Unicode', () => {
  it('are brought to the one spelling on start: accounts and share lists', async () => {
    const { db } = t.database;
    await db.insert(identityAccounts).values([
      { id: 'legacy-1', email: 'ｆｒｅｄ@schüle.de', name: 'Fred', passwordHash: 'scrypt$x' },
      { id: 'legacy-2', email: 'plain@school.example', name: 'Plain', passwordHash: 'scrypt$x' },
    ]);
    await db.insert(profiles).values({ id: 'legacy-owner' });
    await db.insert(shares).values({ ownerId: 'legacy-owner', itemType: 'lesson', itemId: 'legacy-item', mode: 'people', emails: ['ｆｒｅｄ@schüle.de', 'zoe@school.example'] });

    const accounts = createAccountRepository(db);
    await accounts.normaliseStoredEmails();
    await t.app.shares.normaliseStoredEmails();

    expect((await accounts.find('legacy-1'))!.email).toBe('fred@xn--schle-mva.de');
    expect((await accounts.find('legacy-2'))!.email).toBe('plain@school.example');
    expect((await t.app.shares.find('legacy-owner', 'lesson', 'legacy-item'))!.emails).toEqual(['fred@xn--schle-mva.de', 'zoe@school.example']);
  });
});
