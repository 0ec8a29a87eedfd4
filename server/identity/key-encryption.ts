import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

/** A secret value as stored when IDENTITY_KEYS_SECRET is set: AES-256-GCM under a key derived with scrypt. */
export interface SealedValue {
  sealed: { v: 1; alg: 'A256GCM'; kdf: 'scrypt'; salt: string; iv: string; tag: string; data: string };
}

export class KeysSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeysSecretError';
  }
}

export function isSealed(value: unknown): value is SealedValue {
  return typeof value === 'object' && value !== null && 'sealed' in value;
}

function keyFrom(secret: string, salt: Buffer): Buffer {
  // A passphrase from the environment may be short: scrypt makes each guess at it cost 32 MiB and some time.
  return scryptSync(secret.normalize('NFKC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
}

/** Encrypts a JSON value; `name` is bound in as associated data, so a sealed value cannot be moved to another row. */
export function seal(value: unknown, secret: string, name: string): SealedValue {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret, salt), iv);
  cipher.setAAD(Buffer.from(name));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const b64 = (buffer: Buffer) => buffer.toString('base64url');
  return { sealed: { v: 1, alg: 'A256GCM', kdf: 'scrypt', salt: b64(salt), iv: b64(iv), tag: b64(cipher.getAuthTag()), data: b64(data) } };
}

export function unseal<T>(value: SealedValue, secret: string | undefined, name: string): T {
  if (!secret) {
    throw new KeysSecretError(
      `The identity provider's keys in the database are encrypted, but IDENTITY_KEYS_SECRET is not set. Start Teachkit with the secret they were encrypted with.`,
    );
  }
  const { salt, iv, tag, data } = value.sealed;
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret, Buffer.from(salt, 'base64url')), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(name));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  try {
    const clear = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
    return JSON.parse(clear.toString('utf8')) as T;
  } catch {
    throw new KeysSecretError(
      `IDENTITY_KEYS_SECRET does not decrypt the identity provider's keys in the database ("${name}"): it is not the secret they were encrypted with.`,
    );
  }
}
