import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PROJECT_ROOT } from '../paths.ts';
import * as schema from './schema.ts';
import { DurableNodeFS, durablePgliteStartParams } from './durable-nodefs.ts';

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(PROJECT_ROOT, 'drizzle');

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
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
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataPath = options.dataDir === 'memory://' ? 'memory://' : path.join(options.dataDir, 'db');
  if (dataPath !== 'memory://') fs.mkdirSync(dataPath, { recursive: true });
  const client =
    dataPath === 'memory://'
      ? await PGlite.create(dataPath, { extensions: { pg_trgm } })
      : await PGlite.create({ fs: new DurableNodeFS(dataPath), startParams: durablePgliteStartParams, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
