import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

/** A built web app as the build leaves it: every text file beside its brotli and gzip copies. */
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-static-'));
const indexHtml = `<!doctype html><html><head><meta name="description" content="Teachkit"></head><body>${'<p>Plan a lesson</p>'.repeat(80)}</body></html>`;
const appJs = `export const greeting = ${JSON.stringify('Hello, teacher. '.repeat(200))};`;
const robotsTxt = 'User-agent: *\nDisallow: /api/\n';

function writeWithCompressedCopies(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true });
  fs.writeFileSync(path.join(staticDir, file), text);
  fs.writeFileSync(path.join(staticDir, `${file}.br`), zlib.brotliCompressSync(text));
  fs.writeFileSync(path.join(staticDir, `${file}.gz`), zlib.gzipSync(text));
}

let t: TestApp;
let ada: string;
let lessonId: string;

beforeAll(async () => {
  writeWithCompressedCopies('index.html', indexHtml);
  writeWithCompressedCopies('static/js/app-Ab12Cd34.js', appJs);
  fs.writeFileSync(path.join(staticDir, 'robots.txt'), robotsTxt);
  t = await createTestApp({ env: { STATIC_DIR: staticDir } });
  ada = await t.token({ sub: 'compression-ada', email: 'ada@school.example', name: 'Ada' });
  const lesson = await t.call('POST', '/api/lesson', ada, {
    title: 'Equivalent fractions',
    description: 'Using fraction strips to find fractions that name the same amount.',
    yearLevel: '3',
    subject: 'Mathematics',
    durationMinutes: 60,
    outcomes: ['3.NF.A.3a'],
  });
  lessonId = lesson.json().id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('static files are sent compressed at build time', () => {
  it('sends the brotli copy of index.html to a browser that accepts it, never cached for long', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
  });

  it('sends index.html compressed for a client route too', async () => {
    const res = await get('/dashboard', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(indexHtml);
  });

  it('sends hashed scripts compressed and cacheable for a year', async () => {
    const res = await get('/static/js/app-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await get('/static/js/app-Ab12Cd34.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(appJs);
  });

  it('serves robots.txt from the build as plain text', async () => {
    const res = await get('/robots.txt', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(robotsTxt);
  });
});

describe('API replies are compressed on the fly', () => {
  it('compresses a lesson plan with brotli', async () => {
    const res = await get(`/api/lesson/${lessonId}`, { authorization: `Bearer ${ada}`, 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    const plan = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString());
    expect(plan.id).toBe(lessonId);
    expect(plan.title).toBe('Equivalent fractions');
  });

  it('sends a small reply as it is', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends a plain reply to a client that accepts no compression', async () => {
    const res = await get(`/api/lesson/${lessonId}`, { authorization: `Bearer ${ada}` });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().id).toBe(lessonId);
  });

  it('leaves the .pptx download (already a zip) untouched', async () => {
    const res = await get(`/api/lesson/${lessonId}/presentation`, { authorization: `Bearer ${ada}`, 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toBe(`attachment; filename="lesson-${lessonId}.pptx"`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files)).toContain('ppt/slides/slide1.xml');
  });

  it('leaves the identity provider alone', async () => {
    const res = await get('/identity/.well-known/openid-configuration', { host: 'localhost:8080', 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().issuer).toBe('http://localhost:8080/identity');
  });
});
