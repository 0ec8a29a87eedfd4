import { describe, expect, it, vi } from 'vitest';
import { createPrefetch } from '../../src/services/prefetch';
import { signedInRoutes } from '../../src/app/routes';
import type { PageHandle } from '../../src/app/routes';
import type { RootSystem } from '../../src/app/rootSystem';

describe('a read started before its screen has rendered', () => {
  it('is handed to the first taker only, as the same answer', async () => {
    const prefetch = createPrefetch<string[]>();
    const load = vi.fn(async () => ['Equivalent fractions']);
    prefetch.start(load);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(prefetch.take()).resolves.toEqual(['Equivalent fractions']);
    expect(prefetch.take()).toBeUndefined();
  });

  it('is not handed out once stale: a later visit asks the server again', () => {
    let clock = 1_000;
    const prefetch = createPrefetch<string>({ maxAgeMs: 10_000, now: () => clock });
    prefetch.start(async () => 'first page');
    clock = 11_001;
    expect(prefetch.take()).toBeUndefined();
    prefetch.start(async () => 'first page again');
    clock = 21_001;
    expect(prefetch.take()).toBeDefined();
  });

  it('is forgotten on sign-out, and nothing was started before any start', () => {
    const prefetch = createPrefetch<string>();
    expect(prefetch.take()).toBeUndefined();
    prefetch.start(async () => "Ada's lessons");
    prefetch.clear();
    expect(prefetch.take()).toBeUndefined();
  });

  it('hands a failure to its taker, and one nobody takes is no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const prefetch = createPrefetch<string>();
    prefetch.start(async () => {
      throw new Error('HTTP 503');
    });
    await expect(prefetch.take()).rejects.toThrow('HTTP 503');
    prefetch.start(async () => {
      throw new Error('HTTP 500');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('the signed-in pages that read ahead', () => {
  it('the dashboard and /lessons ask for the first page of lessons; no other page reads ahead', () => {
    const system = { prefetchLessons: vi.fn() } as unknown as RootSystem;
    const readingAhead = signedInRoutes.filter((route) => (route.handle as PageHandle).prefetch).map((route) => route.path);
    expect(readingAhead).toEqual(['dashboard', 'lessons']);
    signedInRoutes.forEach((route) => (route.handle as PageHandle).prefetch?.(system));
    expect(system.prefetchLessons).toHaveBeenCalledTimes(2);
  });
});
