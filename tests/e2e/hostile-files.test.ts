import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newTeacher, signUpAndOnboard, watchAuthorization } from './helpers/identity.ts';
import { serverAndBrowser } from './helpers/session.ts';
import { handWrittenZip, multipartBody, pdfWithPageBox } from '../api/helpers/files.ts';

/**
 * The files that stopped the whole server (app, API and sign-in) — sent to the built server as `npm start` runs it,
 * over HTTP, by a teacher who signed up, with an API key and with their sign-in. Each is refused with its reason or
 * read to the end, the server process stays up, and the teacher sees the reason on their Uploads page.
 */
// A server of its own: these tests check that the server process itself stays up.
const e2e = serverAndBrowser({ ownServer: true });

const WORD_TOO_LARGE =
  'This Word document holds a part that unpacks to more than 100 MB (or more than 1 GB in all), far more than any real Word document does, so Teachkit will not open it.';
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

describe('files built to stop the server', () => {
  it('a tall PNG to /v1, a PDF with a huge page and a Word file that unpacks to 423 MB leave the server answering', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const authorization = watchAuthorization(page);
    await signUpAndOnboard(page, e2e.server.url, newTeacher('Ada Lovelace'));
    await page.waitForURL(`${e2e.server.url}/dashboard`);
    await expect.poll(authorization).not.toBe('');
    const api = (path: string, init: RequestInit = {}) => fetch(`${e2e.server.url}${path}`, { ...init, headers: { authorization: authorization(), ...init.headers } });
    const stillAnswering = async () => {
      expect(e2e.server.process.exitCode).toBeNull();
      expect((await fetch(`${e2e.server.url}/api/health`)).status).toBe(200);
    };

    const key = (await (await api('/api/profile/api-key?name=Probe')).json()).key as string;
    const tall = await sharp({ create: { width: 40_000, height: 8, channels: 3, background: '#ffffff' } }).greyscale().png({ compressionLevel: 9 }).toBuffer();
    const read = await fetch(`${e2e.server.url}/api/v1/questions`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ image: `data:image/png;base64,${tall.toString('base64')}`, grade: 5 }),
    });
    expect(read.status).toBe(400);
    expect(await read.json()).toEqual([{ field: 'image', message: 'Too little text could be read in the picture; send a sharper picture of the page, or the text itself' }]);
    await stillAnswering();

    const send = async (fileName: string, bytes: Buffer) => {
      const { payload, contentType } = multipartBody([{ name: 'File', value: bytes, fileName, contentType: 'application/octet-stream' }]);
      const res = await api('/api/upload', { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(payload) });
      expect(res.status).toBe(201);
      return (await res.json()).id as string;
    };
    const strip = await send('Strip.pdf', pdfWithPageBox(100, 2100));
    const bomb = await send('Report.docx', await handWrittenZip([
      { name: '[Content_Types].xml', fill: CONTENT_TYPES, size: CONTENT_TYPES.length },
      { name: 'word/document.xml', fill: ' ', size: 423 * 1024 ** 2 },
    ]));
    const stateOf = async (id: string) => ((await (await api(`/api/upload/${id}`)).json()) as { state: string }).state;
    await expect.poll(() => stateOf(strip), { timeout: 90_000, interval: 500 }).toBe('complete');
    await expect.poll(() => stateOf(bomb), { timeout: 90_000, interval: 500 }).toBe('broken');
    await stillAnswering();

    // What the teacher sees: the Word file's card says why it was not opened.
    await page.goto(`${e2e.server.url}/uploads`);
    await page.getByText(WORD_TOO_LARGE, { exact: false }).first().waitFor({ timeout: 30_000 });
    await context.close();
    await stillAnswering();
  });
});
