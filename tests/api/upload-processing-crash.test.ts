import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers/app.ts';

/**
 * A worker killed with SIGKILL in the middle of processing (its slices written, the task not yet moved on): the next
 * worker resumes the upload, and the slices are rewritten in place, never added twice. On the embedded database the
 * next worker knows the run was cut off; on PostgreSQL it takes the upload once the dead worker's heartbeat lapsed.
 */

const child = path.join(import.meta.dirname, 'helpers', 'upload-worker-child.ts');
const serverUrl = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-crash-'));
let databaseUrl = '';
let dropDatabase = async () => {};
const uploadId = randomUUID();
const running: ChildProcess[] = [];

/**
 * On PostgreSQL the shortest heartbeat; on the embedded database one far longer than the test, so it passes only if
 * the next worker resumes the cut-off run without waiting for the heartbeat to lapse.
 */
const HEARTBEAT = serverUrl ? '10' : '600';

const paragraph = (topic: string) => `${topic}. ${'Equivalent fractions name the same part of a whole. '.repeat(40).trim()}`;
const TEXT = `${paragraph('Equivalent fractions')}\n\n${paragraph('Comparing fractions')}`;

beforeAll(async () => {
  if (!serverUrl) return;
  const created = await createPostgresDatabase(serverUrl);
  databaseUrl = created.url;
  dropDatabase = created.drop;
});

afterAll(async () => {
  for (const worker of running) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

interface Report {
  slicesWritten?: { id: string; ordinal: number; title: string }[];
  resumedFrom?: { state: string; task: string };
  finished?: { state: string; task: string };
  slices?: { id: string; ordinal: number; title: string }[];
}

/** Starts a worker process; `reports` resolves with its JSON lines once it printed one with `key`. */
function startWorker(env: Record<string, string>, key: keyof Report): { worker: ChildProcess; reports: Promise<Report> } {
  const worker = spawn(process.execPath, ['--import', 'tsx', child], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, STATIC_DIR: '', UPLOAD_ID: uploadId, UPLOAD_HEARTBEAT_SECONDS: HEARTBEAT, UPLOAD_RETRY_DELAY_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(worker);
  let output = '';
  const reports = new Promise<Report>((resolve, reject) => {
    const seen: Report = {};
    worker.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const lines = output.split('\n');
      output = lines.pop()!;
      for (const line of lines) Object.assign(seen, JSON.parse(line) as Report);
      if (seen[key]) resolve(seen);
    });
    let errors = '';
    worker.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    worker.on('exit', (code) => reject(new Error(`the worker exited (${code}) before reporting ${key}:\n${errors}`)));
  });
  return { worker, reports };
}

const exited = (worker: ChildProcess) => new Promise((resolve) => (worker.exitCode !== null || worker.signalCode !== null ? resolve(null) : worker.once('exit', resolve)));

describe('a worker killed during processing', () => {
  it('leaves the upload to the next worker, which resumes it without duplicating slices', { timeout: 120_000 }, async () => {
    const first = startWorker({ SEED_TEXT: TEXT, STOP_AFTER_SLICES: '1' }, 'slicesWritten');
    const { slicesWritten } = await first.reports;
    first.worker.kill('SIGKILL');
    await exited(first.worker);
    expect(slicesWritten!.map((s) => [s.ordinal, s.title.slice(0, 20)])).toEqual([
      // Text without headings is one section under the upload's title, cut in two past 4,000 characters.
      [0, 'Fractions'],
      [1, 'Fractions (part 2)'],
    ]);

    const second = startWorker({}, 'finished');
    const report = await second.reports;
    expect(await exited(second.worker)).toBe(0);
    // The kill left the upload mid-run, at the task whose slices were already written.
    expect(report.resumedFrom).toEqual({ state: 'inProgress', task: 'upload' });
    expect(report.finished).toEqual({ state: 'complete', task: 'extract-outcomes' });
    expect(report.slices).toEqual(slicesWritten);
  });
});
