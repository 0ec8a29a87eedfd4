import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/services/apiError';
import { backoffMs, createResourceCache, withRetries } from '../../src/services/resourceCache';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('idempotent reads (spec §9)', () => {
  it('backs off exponentially and never waits more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries a failing read 3 times with back-off, then gives up with the last error', async () => {
    const load = vi.fn(async () => {
      throw new ApiError(503, 'down');
    });
    const result = withRetries(load).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(load).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toMatchObject({ statusCode: 503 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not retry a client error such as 404', async () => {
    const load = vi.fn(async () => {
      throw new ApiError(404, 'Not found');
    });
    await expect(withRetries(load)).rejects.toMatchObject({ statusCode: 404 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops waiting and rejects when the signal aborts', async () => {
    const controller = new AbortController();
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    const result = withRetries(load, { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new Error('left the page'));
    await expect(result).resolves.toMatchObject({ message: 'left the page' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a read from the cache for 5 minutes, then loads it again', async () => {
    const cache = createResourceCache();
    const load = vi.fn(async () => ({ title: 'Fractions' }));
    await cache.read('/lesson/1', load);
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1);
    await cache.read('/lesson/1', load);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await cache.read('/lesson/1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets what a write changed', async () => {
    const cache = createResourceCache();
    const load = vi.fn(async () => 'v');
    await cache.read('/lesson/1', load);
    await cache.read('/lesson', load);
    await cache.read('/upload/2', load);
    cache.invalidate('/lesson');
    await cache.read('/lesson/1', load);
    await cache.read('/lesson', load);
    await cache.read('/upload/2', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('keeps a thumbnail for the hour it is given', async () => {
    const cache = createResourceCache();
    const load = vi.fn(async () => 'thumb.png');
    await cache.read('/upload/1/thumbnails', load, { ttlMs: 3_600_000 });
    await vi.advanceTimersByTimeAsync(3_599_999);
    await cache.read('/upload/1/thumbnails', load, { ttlMs: 3_600_000 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
