import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/index.ts';
import { profiles } from '../../server/db/schema.ts';
import { PgliteWorker } from '../../server/db/pglite-worker-client.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.db.execute(sql`create table worker_probe (id int primary key, note text)`);
}, 120_000);
afterAll(() => database.close());

describe('the embedded database on its worker thread', () => {
  it('returns values with the JavaScript types PGlite gives them', async () => {
    const { rows } = await database.db.execute(sql`
      select '2026-01-02T03:04:05Z'::timestamptz as at, 9007199254740993::int8 as big, 7::int4 as small,
             '\\x0102'::bytea as bytes, '{"a":[1,true]}'::jsonb as doc, array[1,2]::int4[] as list, 1.5::numeric as amount`);
    expect(rows).toEqual([
      { at: '2026-01-02 03:04:05+00', big: 9007199254740993n, small: 7, bytes: new Uint8Array([1, 2]), doc: { a: [1, true] }, list: [1, 2], amount: '1.5' },
    ]);
  });

  it('gives Drizzle its timestamps as dates', async () => {
    await database.db.insert(profiles).values({ id: 'worker-types', email: 'types@school.example', name: 'Types', createdAt: new Date('2026-03-04T05:06:07Z') });
    const [row] = await database.db.select({ createdAt: profiles.createdAt }).from(profiles).where(eq(profiles.id, 'worker-types'));
    expect(row).toEqual({ createdAt: new Date('2026-03-04T05:06:07Z') });
  });

  it('rolls a failed transaction back whole', async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe values (1, 'half done')`);
      throw new Error('the second half failed');
    });
    await expect(failing).rejects.toThrow('the second half failed');
    const { rows } = await database.db.execute(sql`select count(*)::int as n from worker_probe where id = 1`);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('runs a query from outside an open transaction after it commits, never inside it', async () => {
    let outside: Promise<{ rows: unknown[] }> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe values (2, 'first')`);
      outside = database.db.execute(sql`select note from worker_probe where id in (2, 3) order by id`);
      // Gives the outside query every chance to run now, were it not held until the transaction ends.
      await new Promise((resolve) => setImmediate(resolve));
      await tx.execute(sql`insert into worker_probe values (3, 'second')`);
    });
    expect((await outside!).rows).toEqual([{ note: 'first' }, { note: 'second' }]);
  });

  it('keeps a database error’s code and constraint', async () => {
    await database.db.execute(sql`insert into worker_probe values (4, 'once')`);
    const error: unknown = await database.db.execute(sql`insert into worker_probe values (4, 'twice')`).catch((e: unknown) => e);
    expect((error as { cause: unknown }).cause).toMatchObject({ code: '23505', constraint: 'worker_probe_pkey', message: 'duplicate key value violates unique constraint "worker_probe_pkey"' });
  });

  it('keeps what it committed on disk', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-worker-'));
    try {
      const onDisk = await openDatabase({ dataDir: dir });
      await onDisk.db.execute(sql`create table kept (note text)`);
      await onDisk.db.transaction(async (tx) => tx.execute(sql`insert into kept values ('still here')`));
      await onDisk.close();
      const reopened = await openDatabase({ dataDir: dir, thread: 'main' });
      expect((await reopened.db.execute(sql`select note from kept`)).rows).toEqual([{ note: 'still here' }]);
      await reopened.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a database thread that dies', () => {
  // A stand-in thread that opens, then exits at the first query: how a crash of PostgreSQL's thread looks to the server.
  const dyingThread = () =>
    new Worker(
      `const { parentPort } = require('node:worker_threads');
       parentPort.on('message', (m) => (m.op === 'open' ? parentPort.postMessage({ id: m.id, ok: true, result: null }) : process.exit(7)));`,
      { eval: true },
    );

  it('fails the pending query and every later one with the reason, and tells the server', async () => {
    const client = await PgliteWorker.open('memory://', dyingThread());
    const heard: string[] = [];
    client.onFailure((error) => heard.push(error.message));
    await expect(client.query('select 1')).rejects.toThrow('The embedded database stopped: its thread exited with code 7');
    await expect(client.query('select 2')).rejects.toThrow('The embedded database stopped: its thread exited with code 7');
    expect(heard).toEqual(['The embedded database stopped: its thread exited with code 7']);
    await client.close();
  });
});
