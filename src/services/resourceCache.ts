import { isApiError } from './apiError';

/** Spec §9 data-fetching defaults. */
export const readRetries = 3;
export const retryBaseMs = 1000;
export const retryCapMs = 30_000;
export const cacheLifetimeMs = 5 * 60 * 1000;

type Load<T> = (options: { signal?: AbortSignal }) => Promise<T>;

export interface ReadOptions {
  signal?: AbortSignal;
  /** How long the result stays fresh; default 5 minutes. */
  ttlMs?: number;
}

export interface ResourceCache {
  /** An idempotent read: served from the cache while fresh, otherwise loaded with retries and cached. */
  read<T>(key: string, load: Load<T>, options?: ReadOptions): Promise<T>;
  /** Forgets every entry whose key starts with `prefix`: call it after a write that changes them. */
  invalidate(prefix: string): void;
}

/** Exponential back-off: 1 s, 2 s, 4 s ... capped at 30 s. */
export const backoffMs = (attempt: number) => Math.min(retryBaseMs * 2 ** attempt, retryCapMs);

/** A client error will not change on retry (except 429 and 408); a server or network failure may. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.statusCode >= 500 || error.statusCode === 429 || error.statusCode === 408;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The read was cancelled', 'AbortError');
}

/** Waits `ms`, or rejects as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs an idempotent read, retrying it 3 times with exponential back-off capped at 30 s; honours the signal. */
export async function withRetries<T>(load: Load<T>, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load({ signal });
    } catch (error) {
      if (signal?.aborted) throw abortError(signal);
      if (attempt >= readRetries || !isRetryable(error)) throw error;
      await sleep(backoffMs(attempt), signal);
    }
  }
}

export function createResourceCache({ now = () => Date.now() }: { now?: () => number } = {}): ResourceCache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    async read<T>(key: string, load: Load<T>, { signal, ttlMs = cacheLifetimeMs }: ReadOptions = {}) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as T;
      const value = await withRetries(load, { signal });
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return value;
    },
    invalidate(prefix) {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
