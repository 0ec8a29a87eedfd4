import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { multipartBody } from './helpers/files.ts';
import { uploads, uploadSlices } from '../../server/db/schema.ts';
import { createUploadProcessingRepository } from '../../server/repositories/upload-processing.ts';
import { createUploadStep } from '../../server/processing/upload-step.ts';
import { extractFile } from '../../server/processing/extract/index.ts';
import type { StepContext, UploadStep } from '../../server/processing/steps.ts';

/**
 * A long file's retries are the file's, not each round's: with UPLOAD_RETRY_LIMIT 2, a 25-page PDF read in rounds
 * of ten whose every round fails once is given up at its third failure, and a round that fails after writing its
 * slices is followed by the next round, never by copies.
 */

let t: TestApp;
/** Every run of the upload step: the upload's title, the page it began at, and whether it failed. */
const runs: string[] = [];
/** The pages at which a run has failed so far, per title: a round fails on its first run only. */
const failedAt = new Map<string, Set<number>>();

const uploadRow = async (context: Pick<StepContext, 'db'>, id: string) => (await context.db.select().from(uploads).where(eq(uploads.id, id)))[0]!;
const realStep = (context: StepContext) =>
  createUploadStep({ repository: createUploadProcessingRepository(context.db), extract: extractFile, tempDir: path.join(t.config.dataDir, 'tmp'), round: { pages: 10, seconds: 600 } });

/**
 * "flaky …": each round's first run fails before reading (a worker that lost its connection). "hiccup after 11":
 * the round from page 11 fails on its first run once its slices are written.
 */
const upload: UploadStep = async (context, id) => {
  const row = await uploadRow(context, id);
  const from = row.extractedPages + 1;
  const failed = failedAt.get(row.title) ?? new Set<number>();
  failedAt.set(row.title, failed);
  const firstRun = !failed.has(from);
  if (row.title.startsWith('flaky') && firstRun) {
    failed.add(from);
    runs.push(`${row.title} from ${from} failed`);
    throw new Error('connection reset by peer');
  }
  const outcome = await realStep(context)(context, id);
  if (row.title === 'hiccup after 11' && from === 11 && firstRun) {
    failed.add(from);
    runs.push(`${row.title} from ${from} failed after writing`);
    throw new Error('connection reset by peer');
  }
  runs.push(`${row.title} from ${from}`);
  return outcome;
};
const done: UploadStep = (context) => context.progress(100);

beforeAll(async () => {
  t = await createTestApp({
    env: { LIMIT_FREE: '1000', UPLOAD_RETRY_LIMIT: '2', UPLOAD_RETRY_DELAY_SECONDS: '0' },
    uploadSteps: { upload, spelling: done, align: done, 'extract-outcomes': done },
  });
});
afterAll(() => t.close());

/** A PDF of `pages` pages, page n saying "Text on sheet n". */
async function sheets(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1) pdf.addPage([612, 792]).drawText(`Text on sheet ${index + 1}`, { x: 72, y: 400, size: 12, font });
  return Buffer.from(await pdf.save());
}

async function uploadPdf(token: string, title: string, bytes: Buffer): Promise<string> {
  const { payload, contentType } = multipartBody([{ name: 'File', value: bytes, fileName: `${title}.pdf`, contentType: 'application/octet-stream' }]);
  const res = await t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const card = async (token: string, id: string) => (await t.call('GET', `/api/upload/${id}`, token)).json() as { state: string; message: string };
const slicesOf = (id: string) =>
  t.database.db.select({ ordinal: uploadSlices.ordinal, text: uploadSlices.text }).from(uploadSlices).where(eq(uploadSlices.uploadId, id)).orderBy(asc(uploadSlices.ordinal));

async function until(check: () => Promise<boolean> | boolean) {
  for (let tries = 0; tries < 600; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('waited 60 s in vain');
}

describe('retries of a file read in rounds', () => {
  it('gives a file whose every round fails once up at its third failure in all, with the rounds before it kept', async () => {
    const token = await t.token({ sub: 'retries-flaky', email: 'retries-flaky@school.example', name: 'Flaky' });
    const id = await uploadPdf(token, 'flaky workbook', await sheets(25));
    await until(async () => ['broken', 'complete'].includes((await card(token, id)).state));
    expect(runs.filter((run) => run.startsWith('flaky workbook'))).toEqual([
      'flaky workbook from 1 failed',
      'flaky workbook from 1',
      'flaky workbook from 11 failed',
      'flaky workbook from 11',
      'flaky workbook from 21 failed',
    ]);
    expect(await card(token, id)).toMatchObject({
      state: 'broken',
      message: 'Teachkit could not process this file after several tries. Choose Regenerate to try again, or upload the file again.',
    });
    expect(await uploadRow(t.database, id)).toMatchObject({ failedAttempts: 3, extractedPages: 20, extractedSlices: 20 });
    expect((await slicesOf(id)).map((slice) => [slice.ordinal, slice.text])).toEqual(Array.from({ length: 20 }, (_, index) => [index, `Text on sheet ${index + 1}`]));

    // Regenerate gives the file its whole budget again.
    expect((await t.call('GET', `/api/upload/${id}/regenerate`, token)).statusCode).toBe(202);
    await until(async () => (await card(token, id)).state === 'complete');
    expect(runs.filter((run) => run.startsWith('flaky workbook')).slice(5)).toEqual(['flaky workbook from 1', 'flaky workbook from 11', 'flaky workbook from 21']);
    expect(await uploadRow(t.database, id)).toMatchObject({ failedAttempts: 0 });
  });

  it('follows a round that failed after writing its slices with the next round, writing each page once', async () => {
    const token = await t.token({ sub: 'retries-hiccup', email: 'retries-hiccup@school.example', name: 'Hiccup' });
    const id = await uploadPdf(token, 'hiccup after 11', await sheets(25));
    await until(async () => ['broken', 'complete'].includes((await card(token, id)).state));
    expect(runs.filter((run) => run.startsWith('hiccup'))).toEqual(['hiccup after 11 from 1', 'hiccup after 11 from 11 failed after writing', 'hiccup after 11 from 21']);
    expect(await card(token, id)).toMatchObject({ state: 'complete', message: '' });
    expect(await uploadRow(t.database, id)).toMatchObject({ failedAttempts: 1, extractedPages: 25, extractedSlices: 25 });
    expect((await slicesOf(id)).map((slice) => [slice.ordinal, slice.text])).toEqual(Array.from({ length: 25 }, (_, index) => [index, `Text on sheet ${index + 1}`]));
  });
});
