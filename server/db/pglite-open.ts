import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DurableNodeFS, durablePgliteStartParams } from './durable-nodefs.ts';

/** Opens the embedded database: in memory for `memory://`, else durably in the given folder, with pg_trgm for outcome search. */
export async function createPglite(dataPath: string): Promise<PGlite> {
  if (dataPath === 'memory://') return PGlite.create(dataPath, { extensions: { pg_trgm } });
  fs.mkdirSync(dataPath, { recursive: true });
  return PGlite.create({ fs: new DurableNodeFS(dataPath), startParams: durablePgliteStartParams, extensions: { pg_trgm } });
}
