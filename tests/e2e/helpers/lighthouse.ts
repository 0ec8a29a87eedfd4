import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromePath, chromiumFlags } from './browser.ts';
import { newTeacher, signUpAndOnboard } from './identity.ts';
import { freePort } from './server.ts';

export interface DebuggableChrome {
  /** The DevTools endpoint, for Lighthouse and for playwright's connectOverCDP. */
  port: number;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with a DevTools port (DESIGN §2 flags), so Lighthouse and playwright can drive the same browser
 * and share its storage: a teacher signed in by playwright is signed in for Lighthouse too.
 */
export async function launchDebuggableChrome(): Promise<DebuggableChrome> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-lighthouse-'));
  const chrome: ChildProcess = spawn(
    chromePath(),
    [
      '--headless',
      ...chromiumFlags,
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => chrome.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (chrome.exitCode !== null || Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    async close() {
      if (chrome.exitCode === null) chrome.kill('SIGTERM');
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse's performance score (0–100) for `url`, with its default mobile emulation and simulated throttling.
 * Lighthouse clears the HTTP cache (a first visit) but by default keeps cookies, local storage and IndexedDB, so a
 * teacher signed in in this browser stays signed in.
 */
export async function performanceScore(url: string, port: number): Promise<number> {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'] });
  const score = result?.lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse could not score ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
  return Math.round(score * 100);
}

export const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The pages a new visitor and a teacher see first, and the score each must reach (the product's bar). */
export const auditedPaths = ['/', '/login', '/dashboard'] as const;
export const minimumScore = 90;

export interface PageScores {
  path: (typeof auditedPaths)[number];
  scores: number[];
  median: number;
}

/**
 * Audits each of `auditedPaths` `runs` times in `chrome`. Before /dashboard a teacher signs up in the same browser;
 * Lighthouse keeps cookies and local storage, so /dashboard is audited signed in.
 */
export async function auditFirstPages(serverUrl: string, chrome: DebuggableChrome, runs: number): Promise<PageScores[]> {
  const results: PageScores[] = [];
  for (const path of auditedPaths) {
    if (path === '/dashboard') {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await signUpAndOnboard(page, serverUrl, newTeacher('Lev Vygotsky'));
      await page.waitForURL(`${serverUrl}/dashboard`);
      await page.close();
      await browser.close();
    }
    const scores: number[] = [];
    for (let run = 0; run < runs; run++) scores.push(await performanceScore(`${serverUrl}${path}`, chrome.port));
    results.push({ path, scores, median: median(scores) });
  }
  return results;
}

export const describeScores = ({ path, scores, median: middle }: PageScores) => `Lighthouse performance ${path}: median ${middle}, runs ${scores.join(', ')}`;
