import type { BrowserContext, Page } from 'playwright-core';

export interface ScriptTransfer {
  url: string;
  /** Bytes of the response body as sent on the wire (compressed when the server compressed it). */
  encodedBytes: number;
  contentEncoding: string | null;
}

/**
 * Opens `url` in a new tab of `context` with the HTTP cache off (so a signed-in context measures a first visit too),
 * waits until the page has rendered `ready` and the network is quiet, and lists every script the page fetched.
 */
export async function scriptsLoadedBy(context: BrowserContext, url: string, ready: (page: Page) => Promise<unknown>): Promise<ScriptTransfer[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending: Promise<ScriptTransfer>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return { url: request.url(), encodedBytes: sizes.responseBodySize, contentEncoding: (await response?.headerValue('content-encoding')) ?? null };
      })(),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  await page.close();
  return scripts;
}

export const totalBytes = (scripts: ScriptTransfer[]) => scripts.reduce((sum, script) => sum + script.encodedBytes, 0);

export function describeTransfers(label: string, scripts: ScriptTransfer[]): string {
  const lines = scripts
    .toSorted((a, b) => b.encodedBytes - a.encodedBytes)
    .map((s) => `  ${(s.encodedBytes / 1000).toFixed(1).padStart(7)} kB ${s.contentEncoding ?? 'identity'} ${new URL(s.url).pathname}`);
  return `${label}: ${scripts.length} scripts, ${(totalBytes(scripts) / 1000).toFixed(1)} kB on the wire\n${lines.join('\n')}`;
}

/** zod names each of its schema classes ("$ZodObject", "$ZodString"…), and minifying keeps those strings. */
export const carriesZod = (code: string) => /\$Zod[A-Z]/.test(code);
