import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from './helpers/session.ts';

const e2e = serverAndBrowser();

describe('the API reference page in Chromium', () => {
  it('shows every operation of the OpenAPI document, with nothing the Content-Security-Policy blocks', async () => {
    const page = await e2e.browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // A blocked script, style, image or font raises this event in the page; it is recorded before anything loads.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP blocked ${event.blockedURI} (${event.violatedDirective})`));
    });

    const response = await page.goto(`${e2e.server.url}/api/docs/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('.opblock').first().waitFor();

    const openApi = (await (await page.request.get(`${e2e.server.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(openApi.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    expect(operations).toBeGreaterThan(90);
    expect(await page.locator('.opblock').count()).toBe(operations);
    expect(await page.locator('.info .title').textContent()).toContain('Teachkit API');
    expect(problems).toEqual([]);
    await page.close();
  });
});
