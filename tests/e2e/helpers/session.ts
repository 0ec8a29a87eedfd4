import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { seededDataDir } from './seeded-data.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * One real server and one Chromium for a test file: started before its first test, stopped after its last. The
 * server starts on a data folder already seeded (seededDataDir), as after its first start.
 */
export function serverAndBrowser(): { readonly server: RunningServer; readonly browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer({ dataDir: await seededDataDir() });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
  };
}
