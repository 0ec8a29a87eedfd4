import { createHash } from 'node:crypto';
import type { JWTPayload } from 'jose';

interface Entry {
  payload: JWTPayload;
  /** When the token expires, in milliseconds since the epoch. */
  expiresAt: number;
}

/**
 * Remembers access tokens whose signature and claims were verified, until each one expires, so a client that sends
 * the same token on every request pays for one signature check instead of one per request. Only successes are kept
 * (a token that failed is checked again every time), a token without an expiry is never kept, and the cache holds at
 * most `capacity` tokens, dropping the least recently used. Keys are hashes: the tokens themselves are not held.
 */
export class VerifiedTokenCache {
  readonly #entries = new Map<string, Entry>();
  readonly #capacity: number;
  readonly #now: () => number;

  constructor(options: { capacity?: number; now?: () => number } = {}) {
    this.#capacity = options.capacity ?? 10_000;
    this.#now = options.now ?? (() => Date.now());
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The verified payload of `token`: from the cache while it is unexpired, otherwise from `verifyToken`. */
  async verify(token: string, verifyToken: () => Promise<JWTPayload>): Promise<JWTPayload> {
    const key = createHash('sha256').update(token).digest('base64url');
    const cached = this.#entries.get(key);
    if (cached) {
      this.#entries.delete(key);
      if (cached.expiresAt > this.#now()) {
        this.#entries.set(key, cached);
        return cached.payload;
      }
    }
    const payload = await verifyToken();
    if (typeof payload.exp === 'number' && payload.exp * 1000 > this.#now()) {
      this.#entries.set(key, { payload, expiresAt: payload.exp * 1000 });
      if (this.#entries.size > this.#capacity) this.#entries.delete(this.#entries.keys().next().value!);
    }
    return payload;
  }
}
