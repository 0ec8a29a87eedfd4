import Fastify from 'fastify';
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { loggerOptions } from './logging.ts';
import { runUploadWorkers } from './processing/run-workers.ts';

/**
 * `npm run worker`: processes uploads in a process of its own, beside servers started with UPLOAD_WORKERS=off (or to
 * add workers to them). It shares their database and their storage; it serves nothing.
 */
async function main() {
  const config = loadConfig();
  // Fastify's logger without a server: the same JSON lines and redaction as the server's.
  const log = Fastify({ logger: loggerOptions(config.logLevel, undefined, config.logFormat) }).log;
  const workers = await runUploadWorkers(config, log);
  workers.database.onFailure((error) => {
    log.fatal({ err: error }, 'the database stopped; the upload worker stops with it');
    process.exit(1);
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'upload worker shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await workers.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'a failed promise was not handled; the worker goes on'));
  log.info(`Teachkit's upload worker is running (database: ${config.databaseUrl ? 'postgres' : `pglite in ${config.dataDir}`})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(error instanceof DataDirLockedError ? 2 : 1);
});
