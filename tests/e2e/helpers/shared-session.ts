import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromePath, chromiumFlags } from './browser.ts';
import { seededDataDir } from './seeded-data.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one server, as `npm start` runs it, on a copy of the seeded data folder. */
    e2eServerUrl: string;
    /** Where the test files connect to the run's one Chromium. */
    e2eBrowserEndpoint: string;
  }
}

/**
 * Vitest global setup of the end-to-end project (after seeded-data.ts): one server and one Chromium for every file
 * that uses `serverAndBrowser()` (helpers/session.ts), started once rather than once a file. Every file works as its
 * own newly signed-up teachers in browser contexts of its own, so what one file leaves on the server is not what
 * another reads. Stopped when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer({ dataDir: await seededDataDir() });
  const browser = await chromium.launchServer({ executablePath: chromePath(), headless: true, args: chromiumFlags });
  project.provide('e2eServerUrl', server.url);
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    const code = await server.stop('SIGTERM');
    if (code !== 0) throw new Error(`the end-to-end run's server stopped with ${code}:\n${server.output()}`);
  };
}
