import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { seededDataDir } from './seeded-data.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * The real server and a Chromium for a test file. By default the run's one server and browser (shared-session.ts):
 * the file connects to them before its first test and lets go after its last. For the file alone, stopped after its
 * last test:
 * - `ownServer`: a server and a Chromium, for a file whose tests watch the server process itself;
 * - `localBrowser`: a Chromium (the shared server), for a file that reads a download's file (Playwright gives its
 *   path only on the machine that runs the browser's client).
 * Either server starts on a data folder already seeded (seededDataDir), as after its first start.
 */
export function serverAndBrowser(options: { ownServer: true }): { readonly server: RunningServer; readonly browser: Browser };
export function serverAndBrowser(options?: { localBrowser?: true }): { readonly server: Pick<RunningServer, 'url'>; readonly browser: Browser };
export function serverAndBrowser(options: { ownServer?: true; localBrowser?: true } = {}): { readonly server: Pick<RunningServer, 'url'>; readonly browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (options.ownServer) server = await startServer({ dataDir: await seededDataDir() });
    browser = options.ownServer || options.localBrowser ? await launchBrowser() : await chromium.connect(inject('e2eBrowserEndpoint'));
  });
  afterAll(async () => {
    // On the shared Chromium this closes the file's contexts and lets go of it.
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      return server ?? { url: inject('e2eServerUrl') };
    },
    get browser() {
      return browser!;
    },
  };
}
