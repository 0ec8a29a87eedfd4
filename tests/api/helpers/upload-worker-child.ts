import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../../server/config.ts';
import { runUploadWorkers } from '../../../server/processing/run-workers.ts';
import { productionSteps } from '../../../server/processing/production-steps.ts';
import { createFileExtractor } from '../../../server/processing/extract/index.ts';
import { profiles, uploads, uploadSlices } from '../../../server/db/schema.ts';
import { createStorage } from '../../../server/storage/index.ts';
import type { UploadStep } from '../../../server/processing/steps.ts';

/**
 * A worker process as `npm run worker` starts it, for the crash test; it prints what it saw as JSON lines.
 * - With SEED_TEXT it first stores a plain-text upload UPLOAD_ID holding that text, and queues it.
 * - With STOP_AFTER_SLICES=1 its upload step writes the slices, prints them, and never returns, so the test can kill
 *   the process in the middle of the run.
 * - Otherwise it waits until the upload is complete, prints its row and slices, and stops gracefully.
 */
const config = loadConfig();
const log = Fastify({ logger: { level: 'warn' } }).log;
const uploadId = process.env.UPLOAD_ID!;
let realUpload: UploadStep | undefined;
let onComplete = () => {};
const completed = new Promise<void>((resolve) => (onComplete = resolve));

const workers = await runUploadWorkers(config, log, {
  async upload(context, id) {
    realUpload ??= productionSteps(context.db, config.dataDir, createFileExtractor(config)).upload;
    await realUpload(context, id);
    if (process.env.STOP_AFTER_SLICES === '1') {
      process.stdout.write(`${JSON.stringify({ slicesWritten: await slices() })}\n`);
      await new Promise(() => {});
    }
  },
  async 'extract-outcomes'(context) {
    await context.progress(100);
    // The run marks the upload complete once this step returns; the check below waits for that.
    setImmediate(onComplete);
  },
});
const { db } = workers.database;

function slices() {
  return db.select({ id: uploadSlices.id, ordinal: uploadSlices.ordinal, title: uploadSlices.title }).from(uploadSlices).where(eq(uploadSlices.uploadId, uploadId)).orderBy(uploadSlices.ordinal);
}
const row = async () => (await db.select({ state: uploads.state, task: uploads.task }).from(uploads).where(eq(uploads.id, uploadId)))[0];

if (process.env.SEED_TEXT) {
  const text = Buffer.from(process.env.SEED_TEXT);
  const storageKey = `${uploadId}/original`;
  await createStorage(config).put(storageKey, Readable.from([text]));
  await db.insert(profiles).values({ id: 'crash-teacher' });
  const fields = { ownerId: 'crash-teacher', title: 'Fractions', fileName: 'Fractions.txt', fileExtension: 'txt', mimeType: 'text/plain' };
  await db.insert(uploads).values({ id: uploadId, ...fields, byteSize: text.length, sha256: '0'.repeat(64), storageKey });
  await workers.queue.enqueue(uploadId);
} else {
  process.stdout.write(`${JSON.stringify({ resumedFrom: await row() })}\n`);
  await completed;
  for (let tries = 0; (await row())?.state !== 'complete' && tries < 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  process.stdout.write(`${JSON.stringify({ finished: await row(), slices: await slices() })}\n`);
  await workers.stop();
}
