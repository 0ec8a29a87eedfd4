import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import { seedCurriculum } from '../../../server/curriculum/seed.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/db/index.ts';
import { createPglite } from '../../../server/db/pglite-open.ts';
import { PgliteWorker } from '../../../server/db/pglite-worker-client.ts';
import { PROJECT_ROOT } from '../../../server/paths.ts';
import * as schema from '../../../server/db/schema.ts';

/**
 * One migrated, seeded database per test run, which every test file's database starts as a copy of.
 *
 * A fresh database costs a PostgreSQL initdb (embedded), every migration and the curriculum seed (7,000 outcomes and
 * their search index): seconds of CPU per test file. The run's global setup does that work once; a test file then
 * gets its own copy: the embedded database loaded from the template's data folder, or on a PostgreSQL server a
 * `create database … template`. The migrations still run against every copy (finding nothing to apply) and the app
 * still seeds at start-up (finding every file's hash stored), as a server does on its next start.
 *
 * Outside a Vitest run (the benchmarks) no template is set, and a test database is built from nothing as before.
 */

/** The run's template, as JSON in the environment the test files' processes inherit (set by the global setup below). */
const TEMPLATE_ENV = 'TEACHKIT_TEST_DATABASE_TEMPLATE';

export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

const migrationsFolder = path.join(PROJECT_ROOT, 'drizzle');

/** Vitest global setup of the API project: builds the template, and removes it when the run ends. */
export default async function setup(): Promise<() => Promise<void>> {
  // Every group of API files (vitest.config.ts) names this setup; the first builds the template and the rest share it.
  if (process.env[TEMPLATE_ENV]) return async () => {};
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `teachkit_template_${randomUUID().replace(/-/g, '')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = databaseUrl(serverUrl, name);
    const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    try {
      await seedCurriculum(handle.db);
    } finally {
      await handle.close();
    }
    process.env[TEMPLATE_ENV] = JSON.stringify({ kind: 'postgres', name } satisfies DatabaseTemplate);
    return async () => {
      delete process.env[TEMPLATE_ENV];
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-template-'));
  const file = path.join(folder, 'pglite-data.tar');
  const client = await createPglite('memory://');
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    await seedCurriculum(db);
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await client.close();
  }
  process.env[TEMPLATE_ENV] = JSON.stringify({ kind: 'pglite', file } satisfies DatabaseTemplate);
  return async () => {
    delete process.env[TEMPLATE_ENV];
    fs.rmSync(folder, { recursive: true, force: true });
  };
}

/** The run's template, when the global setup built one. */
export function databaseTemplate(): DatabaseTemplate | undefined {
  const template = process.env[TEMPLATE_ENV];
  return template ? (JSON.parse(template) as DatabaseTemplate) : undefined;
}

/**
 * The embedded database on its worker thread, as openDatabase opens it (server/db/index.ts), started from the
 * template's data folder instead of an empty one.
 */
export async function openPgliteFromTemplate(templateFile: string): Promise<DatabaseHandle> {
  const thread = new Worker(new URL('./pglite-template-worker.ts', import.meta.url), { workerData: { templateFile } });
  const client = await PgliteWorker.open('memory://', thread);
  try {
    const db = drizzle(client as unknown as PGlite, { schema }) as Database;
    await migrate(db, { migrationsFolder });
    return { db, kind: 'pglite', close: () => client.close(), onFailure: (listener) => client.onFailure(listener), jobStore: fromPglite(client) };
  } catch (error) {
    await client.close();
    throw error;
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
