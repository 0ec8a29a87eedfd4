import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { handWrittenZip, multipartBody, pdfWithPageBox } from './helpers/files.ts';

/**
 * Files built to stop a server, sent the way a signed-up teacher (or their API key) can send them. Each is refused
 * with its reason or read to the end, and the server — this test's own process — answers the next request. Before
 * the decoders checked sizes and ran in a process of their own, each of these ended the whole server.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '1000', UPLOAD_RETRY_DELAY_SECONDS: '0' } });
});
afterAll(() => t.close());

const teacher = (sub: string) => t.token({ sub, email: `${sub}@school.example`, name: sub });
const consumed = async (token: string) => (await t.call('GET', '/api/profile/limits', token)).json()[0].consumed as number;
const blankPng = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).greyscale().png({ compressionLevel: 9 }).toBuffer();
const asImage = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

async function stillAnswers(token: string) {
  const profile = await t.call('GET', '/api/profile', token);
  expect(profile.statusCode).toBe(200);
}

async function upload(token: string, fileName: string, bytes: Buffer): Promise<string> {
  const { payload, contentType } = multipartBody([{ name: 'File', value: bytes, fileName, contentType: 'application/octet-stream' }]);
  const res = await t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** The upload once processing has ended, one way or the other (processing runs on the queue; this asks every 200 ms). */
async function settled(token: string, id: string): Promise<{ id: string; state: string; message: string; task: string }> {
  for (let tries = 0; tries < 600; tries += 1) {
    const row = (await t.call('GET', `/api/upload/${id}`, token)).json();
    if (row.state === 'complete' || row.state === 'broken') return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`upload ${id} did not finish processing`);
}

describe('pictures sent to /v1 to be read', () => {
  it('a PNG of 40,000 × 8 pixels, a few hundred bytes, is read as holding no text, and the server answers on', async () => {
    const token = await teacher('tall-png');
    const png = await blankPng(40_000, 8);
    expect(png.length).toBeLessThan(2048);
    const res = await t.call('POST', '/api/v1/questions', token, { image: asImage(png), grade: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'image', message: 'Too little text could be read in the picture; send a sharper picture of the page, or the text itself' }]);
    await stillAnswers(token);
  });

  it('a picture over 100 megapixels (65,000 × 2,000) is refused from its header, with the limit, and costs no robot action', async () => {
    const token = await teacher('huge-png');
    const before = await consumed(token);
    const res = await t.call('POST', '/api/v1/questions', token, { image: asImage(await blankPng(65_000, 2_000)), grade: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { field: 'image', message: 'The picture is larger than 100 megapixels; scale it down (to 4000 pixels on its longer side, say) and upload it again' },
    ]);
    expect(await consumed(token)).toBe(before);
    await stillAnswers(token);
  });

  it('a JPEG whose header declares 20,000 × 20,000 pixels (400 megapixels) is refused as too large, not as damaged', async () => {
    const token = await teacher('declared-jpeg');
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(20_000, frame + 5);
    jpeg.writeUInt16BE(20_000, frame + 7);
    const res = await t.call('POST', '/api/v1/questions', token, { image: `data:image/jpeg;base64,${jpeg.toString('base64')}`, grade: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { field: 'image', message: 'The picture is larger than 100 megapixels; scale it down (to 4000 pixels on its longer side, say) and upload it again' },
    ]);
    await stillAnswers(token);
  });
});

describe('uploads built to exhaust a reader', () => {
  it('a one-page PDF whose page is 100 × 2,100 points is drawn within bounds for OCR and its thumbnail, and completes', async () => {
    const token = await teacher('tall-pdf');
    const pdf = pdfWithPageBox(100, 2100);
    expect(pdf.length).toBeLessThan(512);
    const row = await settled(token, await upload(token, 'strip.pdf', pdf));
    expect(row.state).toBe('complete');
    expect((await t.call('GET', `/api/upload/${row.id}/slices`, token)).json()).toMatchObject({ items: [] });
    await stillAnswers(token);
  });

  const WORD_TOO_LARGE =
    'This Word document holds a part that unpacks to more than 100 MB (or more than 1 GB in all), far more than any real Word document does, so Teachkit will not open it. Open it on your computer, save it again (or save it as PDF), and upload that copy.';
  const CONTENT_TYPES =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  const wordParts = (documentSize: number, declaredSize?: number) => [
    { name: '[Content_Types].xml', fill: CONTENT_TYPES, size: CONTENT_TYPES.length },
    { name: 'word/document.xml', fill: ' ', size: documentSize, ...(declaredSize === undefined ? {} : { declaredSize }) },
  ];

  it('a 1 MB Word file whose main part unpacks to 423 MB is refused from its directory, and the server answers on', async () => {
    const token = await teacher('word-bomb');
    const docx = await handWrittenZip(wordParts(423 * 1024 ** 2));
    expect(docx.length).toBeLessThan(1.5 * 1024 ** 2);
    const row = await settled(token, await upload(token, 'report.docx', docx));
    expect(row).toMatchObject({ state: 'broken', message: WORD_TOO_LARGE });
    await stillAnswers(token);
  });

  it('a Word file whose main part claims 1 MB and unpacks to 300 MB is refused once it passes the size it claimed', async () => {
    const token = await teacher('word-liar');
    const docx = await handWrittenZip(wordParts(300 * 1024 ** 2, 1024 ** 2));
    const row = await settled(token, await upload(token, 'notes.docx', docx));
    expect(row).toMatchObject({ state: 'broken', message: WORD_TOO_LARGE });
    await stillAnswers(token);
  });
});
