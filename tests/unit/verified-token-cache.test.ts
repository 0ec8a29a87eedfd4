import { describe, expect, it } from 'vitest';
import { VerifiedTokenCache } from '../../server/plugins/verified-tokens.ts';

/** A verifier that counts its calls and answers with a payload expiring at `exp` (seconds). */
function verifier(exp: number | undefined) {
  const calls = { count: 0 };
  const verify = async () => {
    calls.count += 1;
    return { sub: 'ada', ...(exp === undefined ? {} : { exp }) };
  };
  return { calls, verify };
}

describe('the verified-token cache', () => {
  it('verifies a token once and answers from memory until its expiry', async () => {
    let now = 1_000_000;
    const cache = new VerifiedTokenCache({ now: () => now });
    const { calls, verify } = verifier(1_060);
    await cache.verify('token-a', verify);
    now = 1_059_999;
    expect(await cache.verify('token-a', verify)).toEqual({ sub: 'ada', exp: 1_060 });
    expect(calls.count).toBe(1);
    now = 1_060_000;
    await expect(cache.verify('token-a', async () => Promise.reject(new Error('expired')))).rejects.toThrow('expired');
    expect(cache.size).toBe(0);
  });

  it('never keeps a failure', async () => {
    const cache = new VerifiedTokenCache({ now: () => 0 });
    let attempts = 0;
    const failing = async () => {
      attempts += 1;
      throw new Error('bad signature');
    };
    await expect(cache.verify('token-b', failing)).rejects.toThrow('bad signature');
    await expect(cache.verify('token-b', failing)).rejects.toThrow('bad signature');
    expect(attempts).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps no token without an expiry', async () => {
    const cache = new VerifiedTokenCache({ now: () => 0 });
    const { calls, verify } = verifier(undefined);
    await cache.verify('token-c', verify);
    await cache.verify('token-c', verify);
    expect(calls.count).toBe(2);
  });

  it('holds at most its capacity, dropping the least recently used token', async () => {
    const cache = new VerifiedTokenCache({ capacity: 2, now: () => 0 });
    const first = verifier(60);
    const second = verifier(60);
    const third = verifier(60);
    await cache.verify('first', first.verify);
    await cache.verify('second', second.verify);
    await cache.verify('first', first.verify);
    await cache.verify('third', third.verify);
    expect(cache.size).toBe(2);
    await cache.verify('first', first.verify);
    await cache.verify('second', second.verify);
    expect([first.calls.count, second.calls.count, third.calls.count]).toEqual([1, 2, 1]);
  });
});
