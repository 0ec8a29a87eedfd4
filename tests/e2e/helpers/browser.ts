import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (DESIGN §2): playwright cannot download its own browser here. */
export function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error('Chromium is needed for the end-to-end tests: apt-get install -y chromium, or set CHROME_PATH');
  return found;
}

/** Launch flags that work as root on these machines (DESIGN §2); the profile folder is the caller's. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright gives every launch a fresh, empty profile of its own (it refuses a --user-data-dir argument). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: chromiumFlags,
  });
}
