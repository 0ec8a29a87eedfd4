import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/index.ts';

let dir: string;
let database: DatabaseHandle;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-durability-'));
  // On the calling thread, where the spy below sees PostgreSQL's flushes; the worker thread opens it the same way.
  database = await openDatabase({ dataDir: dir, thread: 'main' });
  await database.db.execute(sql`create table durability_probe (id int primary key, note text)`);
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Records the files flushed to disk while `work` runs (their paths, read from /proc while the descriptor is open). */
async function flushedDuring(work: () => Promise<unknown>): Promise<string[]> {
  const flushed: string[] = [];
  const real = fs.fsyncSync;
  const spy = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd: number) => {
    flushed.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
    real(fd);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return flushed;
}

describe.runIf(process.platform === 'linux')('the embedded database on disk', () => {
  it('flushes the write-ahead log to disk before a commit is acknowledged', async () => {
    const flushed = await flushedDuring(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into durability_probe values (1, 'kept after a power cut')`);
      }),
    );
    const wal = `${path.join(dir, 'db', 'pg_wal')}${path.sep}`;
    expect(flushed.filter((file) => file.startsWith(wal)).length).toBeGreaterThanOrEqual(1);
  });

  it('flushes nothing for a read', async () => {
    const flushed = await flushedDuring(() => database.db.execute(sql`select note from durability_probe where id = 1`));
    expect(flushed).toEqual([]);
  });
});

describe('the embedded database on disk, on its worker thread', () => {
  it('runs PostgreSQL with its flushes on', async () => {
    const workerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-durability-worker-'));
    const onWorker = await openDatabase({ dataDir: workerDir });
    try {
      const { rows } = await onWorker.db.execute(sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`);
      expect(rows).toEqual([{ fsync: 'on', method: 'fsync' }]);
    } finally {
      await onWorker.close();
      fs.rmSync(workerDir, { recursive: true, force: true });
    }
  }, 120_000);
});
