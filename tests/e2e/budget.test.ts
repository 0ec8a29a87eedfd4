import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './helpers/browser.ts';
import { startServer, type RunningServer } from './helpers/server.ts';
import { newTeacher, signUpAndOnboard } from './helpers/identity.ts';
import { describeTransfers, scriptsLoadedBy, totalBytes } from './helpers/wire.ts';

/**
 * The JavaScript budget, counted as a browser receives it: every script a first visit loads, at its size on the wire
 * (compressed). A visitor on a phone pays for these bytes before the page works. The aim for the public pages is
 * 150 kB; React, React Router, Chakra and XState alone come to about 150 kB today.
 */
const budgetBytes = {
  home: 165_000,
  login: 165_000,
  dashboard: 265_000,
};

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

describe('JavaScript on the wire for a first visit', () => {
  it('the home page stays within its budget, compressed', async () => {
    const context = await browser.newContext();
    const scripts = await scriptsLoadedBy(context, `${server.url}/`, (page) => page.getByRole('heading', { level: 1 }).waitFor());
    await context.close();
    console.log(describeTransfers('/', scripts));
    expect(scripts.filter((s) => s.contentEncoding === null).map((s) => s.url)).toEqual([]);
    expect(totalBytes(scripts)).toBeLessThanOrEqual(budgetBytes.home);
  });

  it('the login page stays within its budget, compressed', async () => {
    const context = await browser.newContext();
    const scripts = await scriptsLoadedBy(context, `${server.url}/login`, (page) => page.getByRole('button', { name: 'Login / Register' }).waitFor());
    await context.close();
    console.log(describeTransfers('/login', scripts));
    expect(totalBytes(scripts)).toBeLessThanOrEqual(budgetBytes.login);
  });

  it('the dashboard of a signed-in teacher stays within its budget, compressed', async () => {
    const context = await browser.newContext();
    const teacher = newTeacher('Loris Malaguzzi');
    const page = await context.newPage();
    await signUpAndOnboard(page, server.url, teacher);
    await page.close();
    const scripts = await scriptsLoadedBy(context, `${server.url}/dashboard`, (tab) =>
      tab.getByRole('heading', { name: new RegExp(teacher.name) }).waitFor({ timeout: 30_000 }),
    );
    await context.close();
    console.log(describeTransfers('/dashboard (signed in)', scripts));
    expect(totalBytes(scripts)).toBeLessThanOrEqual(budgetBytes.dashboard);
  });
});

describe('the first HTML', () => {
  it('describes the site before any script runs, and robots.txt keeps crawlers to the public pages', async () => {
    const html = await fetch(`${server.url}/`).then((response) => response.text());
    expect(html).toContain('<meta name="description" content="Teachkit is an open-source, self-hostable, AI-assisted teaching toolkit');
    const robots = await fetch(`${server.url}/robots.txt`).then((response) => response.text());
    expect(robots).toContain('Allow: /pricing\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Disallow: /identity/\n');
    expect(robots).toContain('Disallow: /dashboard\n');
  });

  it("gives way to the page's own description once the app runs", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Login / Register' }).waitFor();
    const descriptions = await page.locator('meta[name="description"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    await page.close();
    expect(descriptions).toEqual(['Sign in to Teachkit, or register, to plan lessons against your curriculum and keep your teaching files in one place.']);
  });
});
