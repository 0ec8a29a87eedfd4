import { afterAll, vi } from 'vitest';

/**
 * Test files of a layer run one after another in the same process, sharing its modules and globals
 * (vitest.config.ts). Whatever a file changed there and did not put back is put back when it ends: spies on shared
 * objects (console, crypto), stubbed globals and environment variables, fake timers.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
