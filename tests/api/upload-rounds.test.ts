import { randomBytes } from 'node:crypto';
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
import { openUploadQueue, QUICK_FILE_BYTES, UPLOAD_QUEUE } from '../../server/processing/queue.ts';
import { startUploadWorker } from '../../server/processing/worker.ts';
import type { StepContext, UploadStep } from '../../server/processing/steps.ts';

/**
 * A long PDF is read in rounds of ten pages here: each round's slices are written after the earlier rounds', the
 * upload is queued again between rounds so another teacher's long file is read in turn with it, a round taken up
 * again writes no copies, and the tasks after reading start once, over every slice, after the last round.
 */

let t: TestApp;
/** Each round the upload step began: the upload's title, the page it began at, and the bar's percent and message then. */
const rounds: { title: string; from: number; percent: number; message: string }[] = [];
/** The slices the spelling task found, per upload title, each time it ran. */
const spellingSaw: { title: string; slices: number }[] = [];
const gates = new Map<string, () => void>();

const uploadRow = async (context: Pick<StepContext, 'db'>, id: string) => (await context.db.select().from(uploads).where(eq(uploads.id, id)))[0]!;
const realStep = (context: StepContext) =>
  createUploadStep({ repository: createUploadProcessingRepository(context.db), extract: extractFile, tempDir: path.join(t.config.dataDir, 'tmp'), round: { pages: 10, seconds: 600 } });

/** The real upload step in rounds of ten pages; an upload titled "held …" waits at a gate before its first round. */
const upload: UploadStep = async (context, id) => {
  const row = await uploadRow(context, id);
  rounds.push({ title: row.title, from: row.extractedPages + 1, percent: row.progressPercent, message: row.message });
  if (row.title.startsWith('held') && row.extractedPages === 0) await new Promise<void>((open) => gates.set(row.title, open));
  return realStep(context)(context, id);
};
const spelling: UploadStep = async (context, id) => {
  const slices = await context.db.select({ id: uploadSlices.id }).from(uploadSlices).where(eq(uploadSlices.uploadId, id));
  spellingSaw.push({ title: (await uploadRow(context, id)).title, slices: slices.length });
};
const done: UploadStep = (context) => context.progress(100);

beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '1000', UPLOAD_RETRY_DELAY_SECONDS: '0' }, uploadSteps: { upload, spelling, align: done, 'extract-outcomes': done } });
});
afterAll(async () => {
  for (const open of gates.values()) open();
  await t.close();
});

/** A PDF of `pages` pages, page n saying "Text on sheet n"; with `padTo`, an attachment makes it weigh that much. */
async function sheets(pages: number, padTo = 0): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1) pdf.addPage([612, 792]).drawText(`Text on sheet ${index + 1}`, { x: 72, y: 400, size: 12, font });
  if (padTo) await pdf.attach(randomBytes(padTo), 'scanner-log.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await pdf.save());
}
const SHEETS = Array.from({ length: 25 }, (_, index) => `Text on sheet ${index + 1}`);

const teacher = (sub: string) => t.token({ sub, email: `${sub}@school.example`, name: sub });

async function uploadPdf(token: string, title: string, bytes: Buffer, app = t): Promise<string> {
  const { payload, contentType } = multipartBody([{ name: 'File', value: bytes, fileName: `${title}.pdf`, contentType: 'application/octet-stream' }]);
  const res = await app.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const state = async (token: string, id: string, app = t) => (await app.call('GET', `/api/upload/${id}`, token)).json().state as string;
const slicesOf = (id: string, app = t) =>
  app.database.db.select({ id: uploadSlices.id, ordinal: uploadSlices.ordinal, page: uploadSlices.page, text: uploadSlices.text }).from(uploadSlices).where(eq(uploadSlices.uploadId, id)).orderBy(asc(uploadSlices.ordinal));

async function until(check: () => Promise<boolean> | boolean) {
  for (let tries = 0; tries < 600; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('waited 60 s in vain');
}

describe('a long PDF read in rounds', () => {
  it('gives its 25 pages’ slices once, in order, over three rounds; the bar moves between rounds; spelling runs once, over all 25', async () => {
    const token = await teacher('rounds-one');
    const id = await uploadPdf(token, 'workbook', await sheets(25));
    await until(async () => (await state(token, id)) === 'complete');
    expect(rounds.filter((round) => round.title === 'workbook')).toEqual([
      { title: 'workbook', from: 1, percent: 0, message: '' },
      // 10 and 20 of 25 pages read: 85.5% of the bar (reading's share of it) times 10/25 and 20/25.
      { title: 'workbook', from: 11, percent: 34, message: 'Read 10 of 25 pages' },
      { title: 'workbook', from: 21, percent: 68, message: 'Read 20 of 25 pages' },
    ]);
    const slices = await slicesOf(id);
    expect(slices.map((slice) => [slice.ordinal, slice.page, slice.text])).toEqual(SHEETS.map((text, index) => [index, index + 1, text]));
    expect(spellingSaw.filter((run) => run.title === 'workbook')).toEqual([{ title: 'workbook', slices: 25 }]);
    expect(await uploadRow(t.database, id)).toMatchObject({ extractedPages: 25, extractedSlices: 25, thumbnailKey: `${id}/thumbnail.png`, message: '' });

    // A round taken up again (a retry after its slices were written) rewrites its ordinals in place: no copies.
    await t.database.db.update(uploads).set({ state: 'inProgress', task: 'upload', extractedPages: 10, extractedSlices: 10 }).where(eq(uploads.id, id));
    const context: StepContext = { db: t.database.db, storage: t.app.storage, log: t.app.log, progress: async () => {}, signal: new AbortController().signal };
    expect(await realStep(context)(context, id)).toBe('again');
    const again = await slicesOf(id);
    expect(again).toEqual(slices);
    expect(await uploadRow(t.database, id)).toMatchObject({ extractedPages: 20, extractedSlices: 20 });

    // A round whose upload was restarted meanwhile (its cursor moved) writes nothing.
    const repository = createUploadProcessingRepository(t.database.db);
    const stale = { page: 11, pageIndexOffset: null, contentType: 'page', title: 'Page 11', text: 'Stale', imageKey: null, start: null, end: null, speakerName: null };
    expect(await repository.writeRound(id, [stale], { pagesBefore: 10, slicesBefore: 10, pagesRead: 11, last: false })).toBe(false);
    expect(await slicesOf(id)).toEqual(slices);
  });

  it('reads two teachers’ long files in turns, a round each, while each teacher’s later file waits for their first', async () => {
    const alice = await teacher('rounds-alice');
    const bruno = await teacher('rounds-bruno');
    // Over 5 MB: files long to read, which only the general lane takes.
    const long = await sheets(25, QUICK_FILE_BYTES);
    const first = await uploadPdf(alice, 'held alice', long);
    await until(() => gates.has('held alice'));
    const second = await uploadPdf(bruno, 'bruno', long);
    const later = await uploadPdf(alice, 'alice later', await sheets(12, QUICK_FILE_BYTES));
    gates.get('held alice')!();
    for (const [token, id] of [[alice, first], [bruno, second], [alice, later]] as const) await until(async () => (await state(token, id)) === 'complete');
    const turns = rounds.filter((round) => ['held alice', 'bruno', 'alice later'].includes(round.title)).map((round) => `${round.title} from ${round.from}`);
    expect(turns).toEqual([
      'held alice from 1',
      'bruno from 1',
      'held alice from 11',
      'bruno from 11',
      'held alice from 21',
      'bruno from 21',
      'alice later from 1',
      'alice later from 11',
    ]);
    for (const id of [first, second]) expect((await slicesOf(id)).map((slice) => slice.text)).toEqual(SHEETS);
    expect((await slicesOf(later)).map((slice) => slice.text)).toEqual(SHEETS.slice(0, 12));
  });

  it('is read again from page 1 when the teacher chooses Regenerate, keeping the slices’ places', async () => {
    const token = await teacher('rounds-regenerate');
    const id = await uploadPdf(token, 'regenerated', await sheets(25));
    await until(async () => (await state(token, id)) === 'complete');
    const before = await slicesOf(id);
    expect((await t.call('GET', `/api/upload/${id}/regenerate`, token)).statusCode).toBe(202);
    await until(async () => (await state(token, id)) === 'complete');
    expect(rounds.filter((round) => round.title === 'regenerated').map((round) => round.from)).toEqual([1, 11, 21, 1, 11, 21]);
    expect(await slicesOf(id)).toEqual(before);
  });
});

/**
 * On the embedded database only this process runs jobs, so a starting worker tells a run cut off by the process's end
 * (its job still running) from a file waiting for its next round (its job queued). On PostgreSQL a cut-off run's job
 * is taken up once its worker's heartbeat lapses (see upload-processing-crash.test.ts), and nothing is counted.
 */
describe.skipIf(Boolean(process.env.DATABASE_URL))('a worker that starts on the embedded database', () => {
  it('takes up a long file waiting between two rounds at its next round, not counted as cut off; one cut off mid-round resumes at that round', async () => {
    // No worker of its own: this test starts one once the uploads stand where a stopped server left them.
    const app = await createTestApp({ env: { UPLOAD_WORKERS: 'off', LIMIT_FREE: '1000', UPLOAD_RETRY_DELAY_SECONDS: '0' } });
    const queue = await openUploadQueue({ database: app.database, settings: app.config.uploadProcessing, log: app.app.log, supervise: false });
    try {
      const token = await app.token({ sub: 'rounds-restart', email: 'rounds-restart@school.example', name: 'rounds-restart' });
      const context: StepContext = { db: app.database.db, storage: app.app.storage, log: app.app.log, progress: async () => {}, signal: new AbortController().signal };
      const firstRound = async (id: string) => {
        await app.database.db.update(uploads).set({ state: 'inProgress' }).where(eq(uploads.id, id));
        expect(await realStep(context)(context, id)).toBe('again');
        // Marked, to tell the first round's slices from any read again.
        await app.database.db.update(uploadSlices).set({ text: 'Read before the server stopped' }).where(eq(uploadSlices.uploadId, id));
      };
      // Cut off in its second round: its job was running when the server stopped.
      const cutOff = await uploadPdf(token, 'cut off', await sheets(25), app);
      await firstRound(cutOff);
      expect((await queue.boss.fetch(UPLOAD_QUEUE)).map((job) => (job.data as { uploadId: string }).uploadId)).toEqual([cutOff]);
      // Waiting for its second round: its job is queued, not running.
      const waiting = await uploadPdf(token, 'waiting', await sheets(25), app);
      await firstRound(waiting);

      await startUploadWorker(queue, {
        db: app.database.db,
        database: app.database,
        storage: app.app.storage,
        log: app.app.log,
        repository: createUploadProcessingRepository(app.database.db),
        steps: { upload, spelling, align: done, 'extract-outcomes': done },
      });
      for (const id of [cutOff, waiting]) await until(async () => (await state(token, id, app)) === 'complete');
      expect(rounds.filter((round) => ['cut off', 'waiting'].includes(round.title)).map((round) => `${round.title} from ${round.from}`).sort()).toEqual([
        'cut off from 11',
        'cut off from 21',
        'waiting from 11',
        'waiting from 21',
      ]);
      const row = async (id: string) => (await app.database.db.select({ interruptions: uploads.interruptions }).from(uploads).where(eq(uploads.id, id)))[0];
      expect([await row(cutOff), await row(waiting)]).toEqual([{ interruptions: 1 }, { interruptions: 0 }]);
      for (const id of [cutOff, waiting]) {
        expect((await slicesOf(id, app)).map((slice) => slice.text)).toEqual([...Array.from({ length: 10 }, () => 'Read before the server stopped'), ...SHEETS.slice(10)]);
      }
    } finally {
      await queue.stop();
      await app.close();
    }
  });
});
