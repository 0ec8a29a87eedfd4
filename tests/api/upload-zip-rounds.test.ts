import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { handWrittenZip, multipartBody } from './helpers/files.ts';
import { uploads, uploadSlices } from '../../server/db/schema.ts';
import { createUploadProcessingRepository } from '../../server/repositories/upload-processing.ts';
import { createUploadStep, type RoundSize } from '../../server/processing/upload-step.ts';
import { extractFile } from '../../server/processing/extract/index.ts';
import type { StepContext, UploadStep } from '../../server/processing/steps.ts';

/**
 * A ZIP archive is read in rounds of its files, as a long PDF is of its pages: here two files a round ("… by two"),
 * or one file a round once a round's files hold a byte ("… by bytes"). Each round's slices follow the earlier
 * rounds', the card counts the files read, what could not be read is listed once the last round is read, a round
 * taken up again writes no copies, and the archive limits still refuse an archive before anything is read.
 */

let t: TestApp;
/** Each round the upload step began: the upload's title, the file it began at, and the card's message then. */
const rounds: { title: string; from: number; message: string }[] = [];

const uploadRow = async (context: Pick<StepContext, 'db'>, id: string) => (await context.db.select().from(uploads).where(eq(uploads.id, id)))[0]!;
const roundSizeFor = (title: string): RoundSize => (title.endsWith('by bytes') ? { pages: 100, seconds: 600, bytes: 1 } : { pages: 2, seconds: 600 });
const realStep = (context: StepContext, title: string) =>
  createUploadStep({ repository: createUploadProcessingRepository(context.db), extract: extractFile, tempDir: path.join(t.config.dataDir, 'tmp'), round: roundSizeFor(title) });

const upload: UploadStep = async (context, id) => {
  const row = await uploadRow(context, id);
  rounds.push({ title: row.title, from: row.extractedPages + 1, message: row.message });
  return realStep(context, row.title)(context, id);
};
const done: UploadStep = (context) => context.progress(100);

beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '1000', UPLOAD_RETRY_DELAY_SECONDS: '0' }, uploadSteps: { upload, spelling: done, align: done, 'extract-outcomes': done } });
});
afterAll(() => t.close());

/** Five files: four of text, one of a kind Teachkit does not read. */
async function unitFolder(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('1 intro.txt', 'Fractions are parts of a whole.');
  zip.file('2 halves.md', '# Halves\n\nA half is one of two equal parts.');
  zip.file('3 quarters.txt', 'A quarter is one of four equal parts.');
  zip.file('4 answers.xyz', 'not read');
  zip.file('5 thirds.txt', 'A third is one of three equal parts.');
  return zip.generateAsync({ type: 'nodebuffer' });
}
const TEXTS = ['Fractions are parts of a whole.', 'A half is one of two equal parts.', 'A quarter is one of four equal parts.', 'A third is one of three equal parts.'];
const NOT_READ = '4 answers.xyz: Teachkit does not read .xyz files.';

async function uploadZip(token: string, title: string, bytes: Buffer): Promise<string> {
  const { payload, contentType } = multipartBody([{ name: 'File', value: bytes, fileName: `${title}.zip`, contentType: 'application/zip' }]);
  const res = await t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const card = async (token: string, id: string) => (await t.call('GET', `/api/upload/${id}`, token)).json() as { state: string; message: string };
const slicesOf = (id: string) =>
  t.database.db.select({ ordinal: uploadSlices.ordinal, text: uploadSlices.text }).from(uploadSlices).where(eq(uploadSlices.uploadId, id)).orderBy(asc(uploadSlices.ordinal));
const settled = async (token: string, id: string) => {
  for (let tries = 0; tries < 600; tries += 1) {
    const now = await card(token, id);
    if (['complete', 'broken'].includes(now.state)) return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('waited 60 s in vain');
};

describe('a ZIP archive read in rounds', () => {
  it('reads its five files two a round, counting files on the card, each text once in order, and lists what it could not read at the end', async () => {
    const token = await t.token({ sub: 'zip-rounds', email: 'zip-rounds@school.example', name: 'Zip' });
    const id = await uploadZip(token, 'fractions unit by two', await unitFolder());
    expect(await settled(token, id)).toMatchObject({ state: 'complete', message: NOT_READ });
    expect(rounds.filter((round) => round.title === 'fractions unit by two')).toEqual([
      { title: 'fractions unit by two', from: 1, message: '' },
      { title: 'fractions unit by two', from: 3, message: 'Read 2 of 5 files' },
      { title: 'fractions unit by two', from: 5, message: 'Read 4 of 5 files' },
    ]);
    expect((await slicesOf(id)).map((slice) => [slice.ordinal, slice.text])).toEqual(TEXTS.map((text, index) => [index, text]));
    expect(await uploadRow(t.database, id)).toMatchObject({ extractedPages: 5, extractedSlices: 4, extractedNotes: [{ file: 4, note: NOT_READ }] });

    // The round from the third file taken up again (a retry after it was written) rewrites its slices in place.
    const before = await slicesOf(id);
    await t.database.db.update(uploads).set({ state: 'inProgress', task: 'upload', extractedPages: 2, extractedSlices: 2 }).where(eq(uploads.id, id));
    const context: StepContext = { db: t.database.db, storage: t.app.storage, log: t.app.log, progress: async () => {}, signal: new AbortController().signal };
    expect(await realStep(context, 'fractions unit by two')(context, id)).toBe('again');
    expect(await slicesOf(id)).toEqual(before);
    expect(await uploadRow(t.database, id)).toMatchObject({ extractedPages: 4, extractedSlices: 3, extractedNotes: [{ file: 4, note: NOT_READ }] });
  });

  it('begins no further file once a round’s files hold its bytes: one file a round', async () => {
    const token = await t.token({ sub: 'zip-bytes', email: 'zip-bytes@school.example', name: 'Bytes' });
    const id = await uploadZip(token, 'fractions unit by bytes', await unitFolder());
    expect(await settled(token, id)).toMatchObject({ state: 'complete', message: NOT_READ });
    expect(rounds.filter((round) => round.title === 'fractions unit by bytes').map((round) => round.from)).toEqual([1, 2, 3, 4, 5]);
    expect((await slicesOf(id)).map((slice) => slice.text)).toEqual(TEXTS);
  });

  it('still refuses an archive past the limits before any round reads a file', async () => {
    const token = await t.token({ sub: 'zip-limits', email: 'zip-limits@school.example', name: 'Limits' });
    const members = Array.from({ length: 1001 }, (_, index) => ({ name: `sheet ${index + 1}.txt`, fill: 'a', size: 10 }));
    const id = await uploadZip(token, 'too many by two', await handWrittenZip(members));
    expect(await settled(token, id)).toEqual(
      expect.objectContaining({
        state: 'broken',
        message: 'This ZIP archive holds more than 1000 files, more than Teachkit unpacks from one upload. Split it into smaller archives, or upload the files you need on their own.',
      }),
    );
    expect(rounds.filter((round) => round.title === 'too many by two').map((round) => round.from)).toEqual([1]);
    expect(await slicesOf(id)).toEqual([]);
  });
});
