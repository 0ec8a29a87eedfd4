import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/index.ts';
import { serverSecrets } from '../db/schema.ts';
import { isSealed, seal, unseal } from './key-encryption.ts';

export interface IdentitySecrets {
  /** Private signing keys (RSA, RS256), newest first. */
  signingKeys: JWK[];
  /** Keys that sign the provider's cookies, newest first. */
  cookieKeys: string[];
}

/**
 * Reads a secret, creating it once; when two processes race, the first insert wins and both use it. With a keys
 * secret, values are stored encrypted, and one found in clear (from before the secret was set) is encrypted now.
 */
async function loadOrCreate<T>(db: Database, name: string, create: () => Promise<T>, keysSecret: string | undefined): Promise<T> {
  const stored = (value: T) => (keysSecret ? seal(value, keysSecret, name) : value);
  const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!existing) {
    await db.insert(serverSecrets).values({ name, value: stored(await create()) }).onConflictDoNothing({ target: serverSecrets.name });
  }
  const [row] = existing ? [existing] : await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (isSealed(row!.value)) return unseal<T>(row!.value, keysSecret, name);
  const value = row!.value as T;
  if (keysSecret) await db.update(serverSecrets).set({ value: stored(value) }).where(eq(serverSecrets.name, name));
  return value;
}

async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/**
 * The provider's signing and cookie keys. Without `keysSecret` they are kept in clear in the database, so anyone who
 * can read the database (or a backup of it) can sign tokens; with it they are encrypted (AES-256-GCM).
 */
export async function loadIdentitySecrets(db: Database, keysSecret?: string): Promise<IdentitySecrets> {
  const signing = await loadOrCreate(db, 'identity.signing-keys', async () => ({ keys: [await createSigningKey()] }), keysSecret);
  const cookies = await loadOrCreate(db, 'identity.cookie-keys', async () => ({ keys: [randomBytes(32).toString('base64url')] }), keysSecret);
  return { signingKeys: signing.keys, cookieKeys: cookies.keys };
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

export function publicJwk(jwk: JWK): JWK {
  const copy: JWK = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy;
}
