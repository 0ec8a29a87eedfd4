import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { multipartBody } from './helpers/files.ts';
import { uploads, uploadSlices } from '../../server/db/schema.ts';
import fs from 'node:fs';
import path from 'node:path';
import { ExtractionError, type ExtractInput, type Extractor } from '../../server/processing/extract/types.ts';
import { extractFile } from '../../server/processing/extract/index.ts';
import type { StepContext, UploadStep } from '../../server/processing/steps.ts';
import { createUploadStep } from '../../server/processing/upload-step.ts';
import { createUploadProcessingRepository } from '../../server/repositories/upload-processing.ts';
import { makePng } from './helpers/files.ts';

/**
 * Processing on the job queue, with the real upload step on plain text and later steps that behave as each test's
 * upload title asks: wait at a gate, fail once, always fail, or fail for good.
 */

let t: TestApp;
const calls: { task: string; title: string }[] = [];
const gates = new Map<string, () => void>();
const seen = new Map<string, number>();

async function titleOf(context: StepContext, uploadId: string) {
  const [row] = await context.db.select({ title: uploads.title }).from(uploads).where(eq(uploads.id, uploadId));
  return row!.title;
}

/** A later step whose behaviour the upload's title chooses. */
function step(task: string): UploadStep {
  return async (context, uploadId) => {
    const title = await titleOf(context, uploadId);
    calls.push({ task, title });
    const times = (seen.get(`${task}:${title}`) ?? 0) + 1;
    seen.set(`${task}:${title}`, times);
    if (task === 'spelling' && title.startsWith('gated') && times === 1) {
      await context.progress(40, 'Checking slice 2 of 5');
      await new Promise<void>((open) => gates.set(title, open));
    }
    if (task === 'align' && title === 'fails once' && times === 1) throw new Error('connection reset by peer');
    if (task === 'align' && title === 'always fails') throw new Error('connection reset by peer');
    if (task === 'spelling' && title === 'locked') throw new ExtractionError('This file is locked with a password; save it without one and upload it again', { permanent: true });
    await context.progress(100);
  };
}

/** What the extractor for "a recording" was handed: the input, and the bytes of the file it named. */
const handedOver: { input: ExtractInput; bytes: string }[] = [];
const PICTURE = makePng();
/** Stands in for a reader of recordings: one timed slice with a picture, a thumbnail and a length. */
const recordingExtractor: Extractor = async (input, progress) => {
  handedOver.push({ input, bytes: fs.readFileSync(input.filePath, 'utf8') });
  progress(50);
  const picture = { bytes: PICTURE, mimeType: 'image/png' as const, width: 1, height: 1 };
  return {
    slices: [{ page: null, pageIndexOffset: null, contentType: 'transcript', title: 'Introduction', text: 'Today we add fractions.', image: picture, start: 0, end: 70.5, speakerName: 'Ms Rivera' }],
    durationSeconds: 754.5,
    thumbnail: picture,
    notice: 'No transcript: captions were found for the first minute only.',
  };
};

/** The real upload step; for "a recording", with the reader above instead of the file-type dispatcher. */
const uploadStep: UploadStep = async (context, uploadId) => {
  const extract = (await titleOf(context, uploadId)) === 'a recording' ? recordingExtractor : extractFile;
  const tempDir = path.join(t.config.dataDir, 'tmp');
  await createUploadStep({ repository: createUploadProcessingRepository(context.db), extract, tempDir })(context, uploadId);
};

beforeAll(async () => {
  t = await createTestApp({
    env: { UPLOAD_RETRY_LIMIT: '1', UPLOAD_RETRY_DELAY_SECONDS: '1', LIMIT_FREE: '1000' },
    uploadSteps: { upload: uploadStep, spelling: step('spelling'), align: step('align'), 'extract-outcomes': step('extract-outcomes') },
  });
});
afterAll(() => t.close());

const teacher = (sub: string) => t.token({ sub, email: `${sub}@school.example`, name: sub });

const LESSON = 'Adding fractions\n\nWhen the denominators differ, find a common denominator first.\n\nThen add the numerators.';

async function uploadText(token: string, title: string, text = LESSON): Promise<string> {
  const { payload, contentType } = multipartBody([{ name: 'File', value: Buffer.from(text), fileName: `${title}.txt`, contentType: 'text/plain' }]);
  const reply = await t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().id;
}

const read = async (token: string, id: string) => (await t.call('GET', `/api/upload/${id}`, token)).json();

/** Reads the upload until `done` says so (the worker runs on its own); fails after 20 s. */
async function until(token: string, id: string, done: (upload: { state: string; task: string; progressPercent: number; message: string }) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const upload = await read(token, id);
    if (done(upload)) return upload;
    if (Date.now() > deadline) throw new Error(`upload never reached the expected state; last: ${JSON.stringify(upload)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const slicesOf = (id: string) =>
  t.database.db
    .select({ id: uploadSlices.id, ordinal: uploadSlices.ordinal, title: uploadSlices.title, text: uploadSlices.text })
    .from(uploadSlices)
    .where(eq(uploadSlices.uploadId, id))
    .orderBy(uploadSlices.ordinal);
const consumed = async (token: string) => (await t.call('GET', '/api/profile/limits', token)).json()[0].consumed as number;

describe('processing an upload', () => {
  it('goes Queued → In Progress task by task with its progress → Complete, and writes the slices', async () => {
    const token = await teacher('states');
    const id = await uploadText(token, 'gated');
    const waiting = await until(token, id, (u) => u.task === 'spelling' && u.progressPercent === 40);
    const slicesWhileWaiting = await slicesOf(id);
    // Let the step go on before anything is checked, so a failed check leaves no worker waiting for the next test.
    gates.get('gated')!();
    expect(waiting).toMatchObject({ state: 'inProgress', task: 'spelling', progressPercent: 40, message: 'Checking slice 2 of 5' });
    // The plain-text reader makes the short first line the section's title and the rest its text.
    expect(slicesWhileWaiting).toEqual([
      {
        id: expect.any(String),
        ordinal: 0,
        title: 'Adding fractions',
        text: 'When the denominators differ, find a common denominator first.\nThen add the numerators.',
      },
    ]);
    const done = await until(token, id, (u) => u.state === 'complete');
    expect(done).toMatchObject({ state: 'complete', task: 'extract-outcomes', progressPercent: 100, durationSeconds: null });
    expect(calls.filter((c) => c.title === 'gated').map((c) => c.task)).toEqual(['spelling', 'align', 'extract-outcomes']);
  });

  it('is Failed - Retrying after a failed attempt, and completes on the retry', async () => {
    const token = await teacher('retry');
    const id = await uploadText(token, 'fails once');
    const failed = await until(token, id, (u) => u.state === 'failed');
    expect(failed).toMatchObject({ state: 'failed', task: 'align', message: 'Processing stopped unexpectedly; Teachkit tries again shortly.' });
    const done = await until(token, id, (u) => u.state === 'complete');
    expect(done).toMatchObject({ state: 'complete', task: 'extract-outcomes', message: '' });
    // The retry resumed at the task that failed: extraction and spelling ran once.
    expect(calls.filter((c) => c.title === 'fails once').map((c) => c.task)).toEqual(['spelling', 'align', 'align', 'extract-outcomes']);
    expect(await slicesOf(id)).toHaveLength(1);
    // The queue kept the job with the configured retries, each waiting longer than the last.
    const jobs = await t.database.db.execute(sql`select retry_count, retry_limit, retry_delay, retry_backoff from pgboss.job where singleton_key = ${id}`);
    expect(jobs.rows).toEqual([{ retry_count: 1, retry_limit: 1, retry_delay: 1, retry_backoff: true }]);
  });

  it('is broken with a message for the teacher once the last retry failed', async () => {
    const token = await teacher('gives-up');
    const id = await uploadText(token, 'always fails');
    const broken = await until(token, id, (u) => u.state === 'broken');
    expect(broken).toMatchObject({
      state: 'broken',
      task: 'align',
      message: 'Teachkit could not process this file after several tries. Choose Regenerate to try again, or upload the file again.',
    });
    expect(calls.filter((c) => c.title === 'always fails').map((c) => c.task)).toEqual(['spelling', 'align', 'align']);
  });

  it('is broken at once, with the error’s own message, when the file cannot be processed', async () => {
    const token = await teacher('permanent');
    const id = await uploadText(token, 'locked');
    const broken = await until(token, id, (u) => u.state === 'broken');
    expect(broken).toMatchObject({ state: 'broken', task: 'spelling', message: 'This file is locked with a password; save it without one and upload it again' });
    expect(calls.filter((c) => c.title === 'locked').map((c) => c.task)).toEqual(['spelling']);
  });
});

describe('the upload task', () => {
  it('reads a private copy of the original, stores the slice pictures and the thumbnail, and records the length', async () => {
    const token = await teacher('recording');
    const id = await uploadText(token, 'a recording', 'A lesson recorded on Monday');
    const done = await until(token, id, (u) => u.state === 'complete');
    expect(done).toMatchObject({ durationSeconds: 754.5, message: 'No transcript: captions were found for the first minute only.' });
    expect(handedOver).toEqual([
      {
        input: {
          filePath: expect.stringMatching(/\/tmp\/extract-[^/]+\/original\.txt$/),
          fileName: 'a recording.txt',
          extension: 'txt',
          mimeType: 'text/plain',
          language: 'en',
          // A teacher on the Free plan: files of up to 500 pages, recordings of up to two hours.
          limits: { plan: 'Free', pages: 500, recordingMinutes: 120 },
          // The first round, up to 200 pages (an archive's files, or 200 MB of them) or 15 seconds' reading: a reader of unpaged files reads them whole.
          round: { from: 1, pages: 200, seconds: 15, bytes: 209_715_200 },
        },
        bytes: 'A lesson recorded on Monday',
      },
    ]);
    // The copy is gone once the task is done.
    expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
    const [row] = await t.database.db.select({ thumbnailKey: uploads.thumbnailKey }).from(uploads).where(eq(uploads.id, id));
    expect(row).toEqual({ thumbnailKey: `${id}/thumbnail.png` });
    const slices = await t.database.db
      .select({ ordinal: uploadSlices.ordinal, imageKey: uploadSlices.imageKey, start: uploadSlices.start, end: uploadSlices.end, speakerName: uploadSlices.speakerName, contentType: uploadSlices.contentType })
      .from(uploadSlices)
      .where(eq(uploadSlices.uploadId, id));
    expect(slices).toEqual([{ ordinal: 0, imageKey: `${id}/slices/0.png`, start: 0, end: 70.5, speakerName: 'Ms Rivera', contentType: 'transcript' }]);
    const stored = (key: string) => fs.readFileSync(path.join(t.config.dataDir, 'uploads', key));
    expect(stored(`${id}/slices/0.png`).equals(PICTURE)).toBe(true);
    expect(stored(`${id}/thumbnail.png`).equals(PICTURE)).toBe(true);
  });
});

describe('an upload whose original is gone from storage', () => {
  it('is broken at once, with a message that says to upload it again', async () => {
    const token = await teacher('lost-file');
    const id = await uploadText(token, 'lost');
    await until(token, id, (u) => u.state === 'complete');
    fs.rmSync(path.join(t.config.dataDir, 'uploads', id, 'original'));
    expect((await t.call('GET', `/api/upload/${id}/regenerate`, token)).statusCode).toBe(202);
    const broken = await until(token, id, (u) => u.state === 'broken');
    expect(broken).toMatchObject({ task: 'upload', message: 'The file of this upload is no longer stored; upload it again' });
  });
});

describe('asking for processing again', () => {
  it('restarts from a chosen task, charging one robot action, and regenerates without duplicating slices', async () => {
    const token = await teacher('restart');
    const id = await uploadText(token, 'restart me');
    await until(token, id, (u) => u.state === 'complete');
    const before = await slicesOf(id);
    const actions = await consumed(token);

    const restarted = await t.call('POST', `/api/upload/${id}/task`, token, { task: 'align' });
    expect(restarted.statusCode).toBe(202);
    expect(restarted.json()).toMatchObject({ id, task: 'align', state: 'ready', progressPercent: 0, message: '' });
    expect(await consumed(token)).toBe(actions + 1);
    await until(token, id, (u) => u.state === 'complete');
    expect(calls.filter((c) => c.title === 'restart me').map((c) => c.task)).toEqual(['spelling', 'align', 'extract-outcomes', 'align', 'extract-outcomes']);

    const regenerated = await t.call('GET', `/api/upload/${id}/regenerate`, token);
    expect(regenerated.statusCode).toBe(202);
    expect(regenerated.json()).toMatchObject({ id, task: 'upload', state: 'ready' });
    expect(await consumed(token)).toBe(actions + 2);
    await until(token, id, (u) => u.state === 'complete');
    // The same slices, rewritten in place by ordinal.
    expect(await slicesOf(id)).toEqual(before);
  });

  it('keeps the slices a teacher added after the file’s own when the file is read again, longer or shorter', async () => {
    const token = await teacher('teacher-slices');
    const id = await uploadText(token, 'read again');
    await until(token, id, (u) => u.state === 'complete');
    const repository = createUploadProcessingRepository(t.database.db);
    const page = (title: string) => ({ page: null, pageIndexOffset: null, contentType: 'section', title, text: `${title} text`, imageKey: null, start: null, end: null, speakerName: null });
    const noChange = { durationSeconds: null, thumbnailKey: null };
    await repository.writeExtraction(id, [page('One'), page('Two'), page('Three')], noChange);
    const added = await t.call('POST', '/api/upload/slice', token, { uploadId: id, title: 'My own question', text: 'What is 1/2 + 1/4?' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().ordinal).toBe(3);

    await repository.writeExtraction(id, [page('One'), page('Two'), page('Three'), page('Four'), page('Five')], noChange);
    expect((await slicesOf(id)).map((s) => [s.ordinal, s.title])).toEqual([[0, 'One'], [1, 'Two'], [2, 'Three'], [3, 'Four'], [4, 'Five'], [5, 'My own question']]);

    await repository.writeExtraction(id, [page('Uno')], noChange);
    const after = await slicesOf(id);
    expect(after.map((s) => [s.ordinal, s.title])).toEqual([[0, 'Uno'], [1, 'My own question']]);
    expect(after[1]!.id).toBe(added.json().id);

    const reExtract = await t.call('POST', `/api/upload/${id}/slice/${added.json().id}/extract`, token);
    expect(reExtract.statusCode).toBe(409);
  });

  it('lets a run that is under way stop at its next task when the teacher restarts, and runs the restart after it', async () => {
    const token = await teacher('restart-while-running');
    const id = await uploadText(token, 'gated restart');
    await until(token, id, (u) => u.task === 'spelling' && u.progressPercent === 40);
    const restarted = await t.call('GET', `/api/upload/${id}/regenerate`, token);
    expect(restarted.json()).toMatchObject({ task: 'upload', state: 'ready', progressPercent: 0 });
    gates.get('gated restart')!();
    await until(token, id, (u) => u.state === 'complete');
    // The first run stopped after its spelling step; the restart ran every task once.
    expect(calls.filter((c) => c.title === 'gated restart').map((c) => c.task)).toEqual(['spelling', 'spelling', 'align', 'extract-outcomes']);
    expect(await slicesOf(id)).toHaveLength(1);
  });

  it('answers 400 for an unknown task and 404 for another teacher’s upload or an id that is no upload', async () => {
    const token = await teacher('owner');
    const id = await uploadText(token, 'not yours');
    await until(token, id, (u) => u.state === 'complete');
    const bad = await t.call('POST', `/api/upload/${id}/task`, token, { task: 'translate' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([{ field: 'task', message: 'task must be one of upload, spelling, align, extract-outcomes' }]);
    const extra = await t.call('POST', `/api/upload/${id}/task`, token, { task: 'align', priority: 1 });
    expect(extra.json()).toEqual([{ field: 'priority', message: 'These fields are not accepted here: priority' }]);

    const other = await teacher('someone-else');
    const [slice] = await slicesOf(id);
    for (const [method, url] of [
      ['POST', `/api/upload/${id}/task`],
      ['GET', `/api/upload/${id}/regenerate`],
      ['POST', `/api/upload/${id}/slice/${slice!.id}/extract`],
      ['GET', '/api/upload/not-a-uuid/regenerate'],
    ] as const) {
      const reply = await t.call(method, url, other, method === 'POST' ? { task: 'upload' } : undefined);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json()).toEqual({ statusCode: 404, message: 'Upload not found' });
    }
    const noSlice = await t.call('POST', `/api/upload/${id}/slice/6f1c2a55-0000-4000-8000-000000000000/extract`, token);
    expect(noSlice.json()).toEqual({ statusCode: 404, message: 'Slice not found' });
    expect((await read(token, id)).state).toBe('complete');
  });

  it('re-extracts one slice from the original in place, replacing the teacher’s edits', async () => {
    const token = await teacher('re-extract');
    const id = await uploadText(token, 'edited');
    await until(token, id, (u) => u.state === 'complete');
    const [slice] = await slicesOf(id);
    await t.database.db.update(uploadSlices).set({ title: 'Mangled', text: 'Mangled text' }).where(eq(uploadSlices.id, slice!.id));
    const actions = await consumed(token);

    const reply = await t.call('POST', `/api/upload/${id}/slice/${slice!.id}/extract`, token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      id: slice!.id,
      uploadId: id,
      ordinal: 0,
      page: null,
      pageIndexOffset: null,
      contentType: 'section',
      title: 'Adding fractions',
      text: 'When the denominators differ, find a common denominator first.\nThen add the numerators.',
      image: null,
      start: null,
      end: null,
      speakerName: null,
      enabled: true,
      // Checked again like an edited slice: aligned anew (this teacher names no market, so every framework counts).
      alignments: expect.arrayContaining([
        expect.objectContaining({ outcomeCode: 'NC-MA-KS2-FRACTIONS-INCLUDING-DECIMALS-ADD-SUBTRACT-FRACTIONS-SAME-DENOMINATOR' }),
      ]),
      suggestionCount: 0,
      altText: null,
    });
    expect(await consumed(token)).toBe(actions + 1);

    // A slice the teacher added has no part of the file behind it.
    const [added] = (await t.database.db.execute<{ id: string }>(sql`insert into upload_slices (upload_id, ordinal, title, text, from_file) values (${id}, 1, 'My note', 'Mine', false) returning id`)).rows;
    const handMade = await t.call('POST', `/api/upload/${id}/slice/${added!.id}/extract`, token);
    expect(handMade.statusCode).toBe(409);
    expect(handMade.json().message).toBe('This slice was not read from the file (it was added by hand), so there is nothing to extract again');
    expect(await consumed(token)).toBe(actions + 1);
  });
});

describe('stopping the server', () => {
  it('lets a step that is running finish before the queue closes', async () => {
    let release = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const own = await createTestApp({
      uploadSteps: {
        async spelling(context) {
          await context.progress(50);
          started();
          await new Promise<void>((resolve) => (release = resolve));
        },
      },
    });
    const token = await own.token({ sub: 'stopping', email: 'stopping@school.example', name: 'Stopping' });
    const { payload, contentType } = multipartBody([{ name: 'File', value: Buffer.from(LESSON), fileName: 'Stop.txt', contentType: 'text/plain' }]);
    const id = (await own.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload })).json().id;
    await running;
    const closing = own.app.close();
    setImmediate(() => release());
    await closing;
    const [row] = await own.database.db.select({ state: uploads.state, task: uploads.task }).from(uploads).where(eq(uploads.id, id));
    expect(row).toEqual({ state: 'complete', task: 'extract-outcomes' });
    await own.database.close();
    fs.rmSync(own.config.dataDir, { recursive: true, force: true });
  });
});
