import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import type { DatabaseHandle } from '../../server/db/index.ts';
import { serverSecrets } from '../../server/db/schema.ts';
import { loadIdentitySecrets } from '../../server/identity/secrets.ts';
import { createTestDatabase, testConfig } from './helpers/app.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function storedSigningKeys(): Promise<string> {
  const [row] = await database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'identity.signing-keys'));
  return JSON.stringify(row!.value);
}

describe("the identity provider's keys at rest", () => {
  it('are encrypted once IDENTITY_KEYS_SECRET is set, and the provider refuses to start without it or with another', async () => {
    // Without a secret: kept in clear (the documented trade-off of a zero-configuration install).
    const clear = await loadIdentitySecrets(database.db);
    const privateExponent = String(clear.signingKeys[0]!.d);
    expect(await storedSigningKeys()).toContain(privateExponent);

    // The secret is set: the keys stored in clear are encrypted on start, and stay the same keys.
    const secret = 'correct horse battery staple';
    expect(await loadIdentitySecrets(database.db, secret)).toEqual(clear);
    const sealed = await storedSigningKeys();
    expect(sealed).not.toContain(privateExponent);
    expect(JSON.parse(sealed)).toMatchObject({ sealed: { v: 1, alg: 'A256GCM', kdf: 'scrypt' } });
    expect(await loadIdentitySecrets(database.db, secret)).toEqual(clear);

    await expect(loadIdentitySecrets(database.db)).rejects.toThrow(
      "The identity provider's keys in the database are encrypted, but IDENTITY_KEYS_SECRET is not set. Start Teachkit with the secret they were encrypted with.",
    );
    await expect(loadIdentitySecrets(database.db, 'another secret')).rejects.toThrow(
      'IDENTITY_KEYS_SECRET does not decrypt the identity provider\'s keys in the database ("identity.signing-keys"): it is not the secret they were encrypted with.',
    );
    // The whole server refuses to start the same way.
    const withoutSecret = testConfig();
    const withSecret = testConfig({ IDENTITY_KEYS_SECRET: secret });
    try {
      await expect(buildApp({ config: withoutSecret, database })).rejects.toThrow('IDENTITY_KEYS_SECRET is not set');
      await (await buildApp({ config: withSecret, database })).close();
    } finally {
      for (const config of [withoutSecret, withSecret]) fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
