import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './helpers/browser.ts';
import { startServer, type RunningServer } from './helpers/server.ts';
import { statecharts } from '../../src/machines/registry.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('/statecharts for product owners', () => {
  it('draws every machine in the browser, under the real CSP, with the live state named', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/statecharts`);
    // Mermaid renders one chart after another; wait for the whole gallery (or its error) rather than for time.
    await page.waitForFunction(
      (expected) => document.querySelectorAll('svg[id^="chart-"]').length === expected || document.body.textContent?.includes('could not be drawn'),
      statecharts.length,
      { timeout: 60_000 },
    );
    expect(await page.getByText('The statecharts could not be drawn.').count()).toBe(0);
    expect(await page.locator('svg[id^="chart-"]').count()).toBe(statecharts.length);
    await page.getByText('Now: signedOut').first().waitFor();
    expect(errors).toEqual([]);
  });
});
