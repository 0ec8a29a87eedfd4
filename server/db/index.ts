import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fromPglite, type Db as IDatabase } from 'pg-boss';
import { PROJECT_ROOT } from '../paths.ts';
import * as schema from './schema.ts';
import { createPglite } from './pglite-open.ts';
import { PgliteWorker } from './pglite-worker-client.ts';

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Calls `listener` if the database stops under the server (the embedded database's thread died). */
  onFailure(listener: (error: Error) => void): void;
  /** Plain SQL over the same connections, for the job queue (server/processing/queue.ts) to keep its tables in. */
  jobStore: IDatabase;
}

const migrationsFolder = path.join(PROJECT_ROOT, 'drizzle');

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * Where the embedded database runs: on a worker thread (the default), so its work never holds up the server's
   * event loop, or on the calling thread.
   */
  thread?: 'worker' | 'main';
}

/** Opens the database and applies pending migrations from code (drizzle-kit's CLI cannot load PGlite extensions). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped from the pool and a
    // new one is opened on demand; unheard, the pool's error event would stop the whole process.
    pool.on('error', (error) => console.error(`A PostgreSQL connection was closed by the server: ${error.message}`));
    // One drizzle type for both drivers: the query builder surface we use is identical.
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migratePg(db as never, { migrationsFolder });
    const jobStore: IDatabase = { executeSql: (text, values) => pool.query(text, values) };
    return { db, kind: 'postgres', close: () => pool.end(), onFailure: () => {}, jobStore };
  }
  const dataPath = options.dataDir === 'memory://' ? 'memory://' : path.join(options.dataDir, 'db');
  if (options.thread === 'main') {
    const client = await createPglite(dataPath);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db, kind: 'pglite', close: () => client.close(), onFailure: () => {}, jobStore: fromPglite(client) };
  }
  const client = await PgliteWorker.open(dataPath);
  try {
    // Drizzle's PGlite driver calls only query and transaction, which the worker's client answers as PGlite does.
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    await migratePglite(db, { migrationsFolder });
    // The worker's client answers query and exec as PGlite does, which is all the queue's adapter calls.
    return { db, kind: 'pglite', close: () => client.close(), onFailure: (listener) => client.onFailure(listener), jobStore: fromPglite(client) };
  } catch (error) {
    await client.close();
    throw error;
  }
}
