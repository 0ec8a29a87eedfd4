import fs from 'node:fs';
import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's worker thread (server/db/pglite-worker.ts) as production runs it, except that the
 * in-memory database it opens starts from the test run's template data folder (see database-template.ts) rather
 * than an empty one. Only PGlite's constructor is wrapped, before the worker's own module loads.
 */
const { templateFile } = workerData as { templateFile: string };
const template = new Blob([fs.readFileSync(templateFile)]);
const create = PGlite.create.bind(PGlite) as (dataDir: string, options: object) => Promise<PGlite>;
(PGlite as unknown as { create: typeof create }).create = (dataDir, options) => create(dataDir, { ...options, loadDataDir: template });

await import('../../../server/db/pglite-worker.ts');
