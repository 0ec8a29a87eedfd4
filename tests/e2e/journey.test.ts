import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './helpers/browser.ts';
import { startServer, type RunningServer } from './helpers/server.ts';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { newTeacher, signIn, signUp } from './helpers/identity.ts';

let server: RunningServer;
let browser: Browser;

const teacher = newTeacher('Maria Montessori');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function countdownSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').first().textContent()) ?? '';
  const match = /(\d{2,}):(\d{2}):(\d{2})/.exec(text);
  if (!match) throw new Error(`no hh:mm:ss countdown in "${text}"`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

async function logout(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
}

describe('a new teacher signs up, onboards, and signs in again', () => {
  it('walks the whole journey through the real identity provider', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${server.url}/login`);
    // Audit the page once its lazy route chunk has rendered, not the empty shell before it.
    await page.getByRole('button', { name: 'Login / Register' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'login page');
    // Through the embedded provider's sign-up-or-sign-in page.
    await signUp(page, server.url, teacher);

    // Back in Teachkit: the waitlist notice is due and only "I understand" closes it.
    const understand = page.getByRole('button', { name: 'I understand' });
    await understand.waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(understand.isVisible()).resolves.toBe(true);
    await understand.click();
    await understand.waitFor({ state: 'hidden' });

    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: new RegExp(teacher.name) }).waitFor();

    // The countdown to the shift reset ticks every second.
    const first = await countdownSeconds(page);
    await page.waitForFunction(
      (before) => {
        const m = /(\d{2,}):(\d{2}):(\d{2})/.exec(document.querySelector('[role="timer"]')?.textContent ?? '');
        return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) < before : false;
      },
      first,
      { timeout: 5_000 },
    );
    await expectNoSeriousAxeViolations(page, 'dashboard');

    await logout(page);

    // Signing in again: the provider's session ended at logout, so the form is shown; no waitlist notice now.
    await signIn(page, server.url, teacher);
    await page.getByRole('heading', { name: new RegExp(teacher.name) }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'I understand' }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the teacher signed in across a server restart', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server.url, teacher);
    await page.getByRole('heading', { name: new RegExp(teacher.name) }).waitFor({ timeout: 30_000 });

    const { dataDir, port } = server;
    await server.stop();
    server = await startServer({ dataDir, port });
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: new RegExp(teacher.name) }).waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('answers a wrong password with a clear message and keeps the email', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server.url, teacher, 'not the password 1');
    await page.getByText('The email or password is incorrect.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(teacher.email);
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    await context.close();
  });
});
