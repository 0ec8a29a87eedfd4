import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkTimeoutMs, loadChunk } from '../../src/services/chunks';
import { scrollToElement, scrollToTop } from '../../src/services/scroll';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lazy chunks (spec §9)', () => {
  it('wait 120 seconds for a chunk, then fail with a ChunkLoadError', async () => {
    expect(chunkTimeoutMs).toBe(120_000);
    const result = loadChunk(() => new Promise(() => {})).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkLoadError);
  });

  it('pass a chunk through and turn an import failure into a ChunkLoadError', async () => {
    await expect(loadChunk(async () => ({ default: 'page' }))).resolves.toEqual({ default: 'page' });
    await expect(loadChunk(async () => Promise.reject(new Error('404')))).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

describe('scrolling (spec §2, §9)', () => {
  it('scrolls smoothly to an element, aligned to its start', () => {
    const scrollIntoView = vi.fn();
    scrollToElement({ scrollIntoView });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(() => scrollToElement(null)).not.toThrow();
  });

  it('scrolls the page to the top', () => {
    const scrollTo = vi.fn();
    scrollToTop({ scrollTo } as unknown as Window);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
