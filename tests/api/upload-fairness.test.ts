import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { makePdf, multipartBody } from './helpers/files.ts';
import { uploads } from '../../server/db/schema.ts';
import type { StepContext, UploadStep } from '../../server/processing/steps.ts';
import { isQuickToRead, QUICK_FILE_BYTES, queuePriority } from '../../server/processing/queue.ts';

/**
 * Processing is shared fairly: a quick file has a lane that a long one never holds, so it never waits behind one;
 * a teacher's second file is placed after other teachers' first; an upload deleted while it is read stops its run.
 */

let t: TestApp;
const gates = new Map<string, () => void>();
const started: string[] = [];
const stopped: string[] = [];

async function titleOf(context: StepContext, uploadId: string) {
  const [row] = await context.db.select({ title: uploads.title }).from(uploads).where(eq(uploads.id, uploadId));
  return row?.title ?? '';
}

/** Uploads titled "held …" wait at a gate until the test opens it, or until their run is no longer wanted. */
const upload: UploadStep = async (context, uploadId) => {
  const title = await titleOf(context, uploadId);
  started.push(title);
  if (!title.startsWith('held')) return context.progress(100);
  await new Promise<void>((open, fail) => {
    gates.set(title, open);
    context.signal.addEventListener('abort', () => {
      stopped.push(title);
      fail(new Error('no longer wanted'));
    });
  });
};
const done: UploadStep = (context) => context.progress(100);

beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '1000', UPLOAD_RETRY_DELAY_SECONDS: '0' }, uploadSteps: { upload, spelling: done, align: done, 'extract-outcomes': done } });
});
afterAll(async () => {
  for (const open of gates.values()) open();
  await t.close();
});

const teacher = (sub: string) => t.token({ sub, email: `${sub}@school.example`, name: sub });

/** A text file, or a PDF padded to `bytes` (a PDF over 5 MB is long to read). */
async function uploadFile(token: string, title: string, kind: 'txt' | 'pdf', bytes: number): Promise<string> {
  const file = kind === 'pdf' ? makePdf('Rivers carve valleys', bytes) : Buffer.alloc(bytes, 'Rivers carve valleys. ');
  const { payload, contentType } = multipartBody([{ name: 'File', value: file, fileName: `${title}.${kind}`, contentType: 'application/octet-stream' }]);
  const res = await t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const state = async (token: string, id: string) => (await t.call('GET', `/api/upload/${id}`, token)).json().state as string;

async function until(check: () => Promise<boolean> | boolean) {
  for (let tries = 0; tries < 300; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('waited 30 s in vain');
}

describe('the processing queue', () => {
  it('places quick files above long ones, and each teacher\u2019s next file below the files they already queued', () => {
    expect(queuePriority(true, 0)).toBe(1_000_000);
    expect(queuePriority(true, 3)).toBe(999_997);
    expect(queuePriority(false, 0)).toBe(0);
    expect(queuePriority(false, 2)).toBe(-2);
  });

  it('counts PDFs, archives and recordings over 5 MB as long to read; Word, PowerPoint, text and pictures as quick', () => {
    expect(isQuickToRead('pdf', 5 * 1024 ** 2)).toBe(true);
    expect(isQuickToRead('pdf', 5 * 1024 ** 2 + 1)).toBe(false);
    expect(isQuickToRead('zip', 40 * 1024 ** 2)).toBe(false);
    expect(isQuickToRead('mp4', 40 * 1024 ** 2)).toBe(false);
    expect(isQuickToRead('pptx', 40 * 1024 ** 2)).toBe(true);
    expect(isQuickToRead('txt', 40 * 1024 ** 2)).toBe(true);
  });

  it('a quick file is processed while two long ones hold the other lane and wait, and a deleted one stops its run', async () => {
    const alice = await teacher('alice-fair');
    const bruno = await teacher('bruno-fair');
    const large = QUICK_FILE_BYTES + 1024;
    const first = await uploadFile(alice, 'held first', 'pdf', large);
    await until(() => started.includes('held first'));
    const second = await uploadFile(alice, 'held second', 'pdf', large);
    const small = await uploadFile(bruno, 'worksheet', 'txt', 2048);
    await until(async () => (await state(bruno, small)) === 'complete');
    // The quick files' lane never takes a long one: Alice's second file still waits for her first.
    expect(started).not.toContain('held second');
    expect(await state(alice, second)).toBe('ready');

    expect((await t.call('DELETE', `/api/upload/${first}`, alice)).statusCode).toBe(204);
    await until(() => stopped.includes('held first'));
    await until(() => started.includes('held second'));
    gates.get('held second')!();
    await until(async () => (await state(alice, second)) === 'complete');
  });
});
