import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from './helpers/session.ts';
import { statecharts } from '../../src/machines/registry.ts';

const e2e = serverAndBrowser();

describe('/statecharts for product owners', () => {
  it('draws every machine in the browser, under the real CSP, with the live state named', async () => {
    const page = await e2e.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${e2e.server.url}/statecharts`);
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
