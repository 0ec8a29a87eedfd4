import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

/** A build as scripts/prerender-plugin.ts leaves it: the empty index.html, two public pages and the signed-in shell. */
const pages = {
  'index.html': '<div id="root"></div>',
  'prerendered/index.html': '<h1>Plan, assess and give feedback</h1>',
  'prerendered/login.html': '<h1>Sign in to Teachkit</h1>',
  'prerendered/_signed-in.html': '<p>Connecting...</p>',
};

/** The server started on a build folder holding `files`, for the tests of one describe block. */
function serverOn(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-first-html-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const server = { app: undefined as unknown as TestApp };
  beforeAll(async () => {
    server.app = await createTestApp({ env: { STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await server.app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return async (url: string) => (await server.app.app.inject({ method: 'GET', url })).body;
}

describe('the first HTML each address gets', () => {
  const firstHtml = serverOn({ ...pages, 'prerendered/_signed-in.json': JSON.stringify({ sections: ['dashboard', 'lessons', 'outcomes'] }) });

  it('answers the home and login pages with their prerendered HTML', async () => {
    expect(await firstHtml('/')).toBe('<h1>Plan, assess and give feedback</h1>');
    expect(await firstHtml('/login')).toBe('<h1>Sign in to Teachkit</h1>');
    expect(await firstHtml('/login?from=%2Fdashboard')).toBe('<h1>Sign in to Teachkit</h1>');
  });

  it('answers every address under a signed-in section with the signed-in frame while it connects', async () => {
    expect(await firstHtml('/dashboard')).toBe('<p>Connecting...</p>');
    expect(await firstHtml('/lessons')).toBe('<p>Connecting...</p>');
    expect(await firstHtml('/lessons/editor/0b6f3c1e-4d47-4a0e-9a51-7f8f3a9b2c10/plan')).toBe('<p>Connecting...</p>');
    expect(await firstHtml('/outcomes/create?code=3.NF.A.3')).toBe('<p>Connecting...</p>');
  });

  it('answers other addresses with the empty page, so a public page never shows the signed-in frame first', async () => {
    expect(await firstHtml('/faq')).toBe('<div id="root"></div>');
    expect(await firstHtml('/lesson/ABC123')).toBe('<div id="root"></div>');
    expect(await firstHtml('/shared/owner/item')).toBe('<div id="root"></div>');
    expect(await firstHtml('/dashboards')).toBe('<div id="root"></div>');
    expect(await firstHtml('/_signed-in')).toBe('<div id="root"></div>');
  });
});

describe('a build without the signed-in shell', () => {
  const firstHtml = serverOn({ 'index.html': pages['index.html'] });

  it('answers every address with the empty page', async () => {
    for (const url of ['/', '/login', '/dashboard', '/lessons/editor/x/plan']) expect(await firstHtml(url)).toBe('<div id="root"></div>');
  });
});
