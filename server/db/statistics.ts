import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from './index.ts';

/** PostgreSQL's autovacuum defaults: a table is re-analysed once 50 rows plus 10% of it changed. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;
export const STATISTICS_INTERVAL_MS = 60_000;

/**
 * Gathers planner statistics for the tables that changed enough since they were last gathered, as autovacuum's
 * analyze does on a PostgreSQL server. PGlite has no autovacuum: without this its planner never learns that a
 * teacher has thousands of lessons, and sorts them all instead of reading one page from the list's index.
 * The same tables' GIN indexes (full-text search over slices and outcomes) get their pending lists merged: new
 * entries wait in a list that every search reads through in full, megabytes of it after a large upload, until
 * autovacuum merges them, which on PGlite nothing else does. Returns the tables analysed.
 */
export async function analyzeChangedTables(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ relname: string }>(sql`
    select relname from pg_stat_user_tables
    where n_mod_since_analyze > ${ANALYZE_THRESHOLD} + ${ANALYZE_SCALE}::float8 * greatest(n_live_tup, 0)
    order by relname`);
  for (const { relname } of rows) {
    await db.execute(sql`analyze ${sql.identifier(relname)}`);
    await db.execute(sql`
      select gin_clean_pending_list(i.indexrelid) from pg_index i
      join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
      where a.amname = 'gin' and i.indrelid = ${relname}::regclass`);
  }
  return rows.map((r) => r.relname);
}

/** On the embedded database: analyse changed tables when the server is ready, then every minute while it runs. */
export function keepStatisticsFresh(app: FastifyInstance, db: Database, intervalMs = STATISTICS_INTERVAL_MS) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    analyzeChangedTables(db).then(
      (tables) => tables.length && app.log.debug({ tables }, 'planner statistics gathered'),
      (error: unknown) => app.log.warn({ err: error }, 'gathering planner statistics failed'),
    );
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
