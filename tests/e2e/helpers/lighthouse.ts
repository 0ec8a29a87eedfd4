import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromePath, chromiumFlags } from './browser.ts';
import { newTeacher, signUpAndOnboard } from './identity.ts';
import { freePort, startServer } from './server.ts';

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

/** One Lighthouse run of one page: the performance score (0–100) and the two metrics that weigh most in it. */
export interface PageAudit {
  score: number;
  /** Largest Contentful Paint, in ms (simulated on a mid-range phone over a slow 4G link). */
  lcpMs: number;
  /** Total Blocking Time, in ms: main-thread work past 50 ms per task between first paint and interactive. */
  tbtMs: number;
}

/**
 * Lighthouse's mobile audit of `url` (its default config: a Moto G Power's screen, 4× CPU slowdown, slow 4G, simulated
 * throttling). Lighthouse clears the HTTP cache (a first visit) but by default keeps cookies, local storage and
 * IndexedDB, so a teacher signed in in this browser stays signed in.
 */
export async function auditPage(url: string, port: number): Promise<PageAudit> {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' });
  const score = result?.lhr.categories.performance?.score;
  const lcpMs = result?.lhr.audits['largest-contentful-paint']?.numericValue;
  const tbtMs = result?.lhr.audits['total-blocking-time']?.numericValue;
  if (score === null || score === undefined || lcpMs === undefined || tbtMs === undefined) {
    throw new Error(`Lighthouse could not score ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
  }
  return { score: Math.round(score * 100), lcpMs: Math.round(lcpMs), tbtMs: Math.round(tbtMs) };
}

/**
 * A run whose trace Lighthouse could not record (NO_NAVSTART, NO_FCP: it happens on a busy machine, most often on a
 * browser's first audit) is run again, twice at most; the page is not scored on a run that did not record.
 */
async function auditPageRetrying(url: string, port: number): Promise<PageAudit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditPage(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${(error as Error).message}; running it again`);
    }
  }
}

export const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The pages a new visitor and a teacher see first, and the score each must reach (the product's bar). */
export const auditedPaths = ['/', '/login', '/dashboard'] as const;
export const minimumScore = 90;

export interface PageScores {
  path: (typeof auditedPaths)[number];
  runs: PageAudit[];
  /** The median of each figure over the runs, taken separately. */
  median: PageAudit;
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
    const audits: PageAudit[] = [];
    for (let run = 0; run < runs; run++) audits.push(await auditPageRetrying(`${serverUrl}${path}`, chrome.port));
    results.push({
      path,
      runs: audits,
      median: { score: median(audits.map((a) => a.score)), lcpMs: median(audits.map((a) => a.lcpMs)), tbtMs: median(audits.map((a) => a.tbtMs)) },
    });
  }
  return results;
}

/** Starts the built server (`entry`, a fresh data folder) and Chromium, audits the first pages, and stops both. */
export async function auditBuiltServer(entry: string, runs: number): Promise<PageScores[]> {
  const server = await startServer({ entry });
  try {
    const chrome = await launchDebuggableChrome();
    try {
      return await auditFirstPages(server.url, chrome, runs);
    } finally {
      await chrome.close();
    }
  } finally {
    await server.stop();
  }
}

export const describeScores = ({ path, runs, median: middle }: PageScores) =>
  `Lighthouse ${path.padEnd(10)} performance ${middle.score} (runs ${runs.map((run) => run.score).join(', ')}), ` +
  `LCP ${(middle.lcpMs / 1000).toFixed(2)} s, TBT ${middle.tbtMs} ms (medians of ${runs.length})`;
