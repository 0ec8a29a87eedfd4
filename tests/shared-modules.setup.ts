import { afterAll, vi } from 'vitest';

/**
 * Test files of a layer run one after another in the same process, sharing its modules and globals (and, for the
 * view and model layers, one jsdom window): vitest.config.ts. Whatever a file changed there and did not put back is
 * put back when it ends: spies on shared objects (console, crypto), stubbed globals and environment variables, fake
 * timers.
 */
afterAll(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof window === 'undefined') return;
  // jsdom runs animation frames on one interval made with whatever timers were current; fake timers taken away with a
  // frame pending stop animation frames in the window for good, and with them every dialog's closing. Say so here,
  // at the file that did it, rather than in a later file that only shares the window.
  const framesRun = await new Promise<boolean>((resolve) => {
    const timeout = setTimeout(() => resolve(false), 2000);
    window.requestAnimationFrame(() => {
      clearTimeout(timeout);
      resolve(true);
    });
  });
  if (!framesRun) throw new Error('This file left jsdom without animation frames: it put real timers back while a frame was pending on fake ones.');
});
