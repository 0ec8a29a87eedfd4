import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/index.ts';
import { serverSecrets } from '../db/schema.ts';

export interface IdentitySecrets {
  /** Private signing keys (RSA, RS256), newest first. */
  signingKeys: JWK[];
  /** Keys that sign the provider's cookies, newest first. */
  cookieKeys: string[];
}

/** Reads a secret, creating it once; when two processes race, the first insert wins and both use it. */
async function loadOrCreate<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing) return existing.value as T;
  await db.insert(serverSecrets).values({ name, value: await create() }).onConflictDoNothing({ target: serverSecrets.name });
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return stored!.value as T;
}

async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

export async function loadIdentitySecrets(db: Database): Promise<IdentitySecrets> {
  const signing = await loadOrCreate(db, 'identity.signing-keys', async () => ({ keys: [await createSigningKey()] }));
  const cookies = await loadOrCreate(db, 'identity.cookie-keys', async () => ({ keys: [randomBytes(32).toString('base64url')] }));
  return { signingKeys: signing.keys, cookieKeys: cookies.keys };
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

export function publicJwk(jwk: JWK): JWK {
  const copy: JWK = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy;
}
