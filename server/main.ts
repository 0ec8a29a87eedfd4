import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { KeysSecretError } from './identity/key-encryption.ts';
import { buildApp } from './app.ts';
import { loggerOptions } from './logging.ts';

/** Starts Teachkit: one process serving the SPA, the API under /api and the identity provider under /identity. */
async function main() {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config.logLevel, undefined, config.logFormat),
  });
  // A server whose database is gone would answer every request with an error: stop, so a supervisor restarts it.
  database.onFailure((error) => {
    app.log.fatal({ err: error }, 'the database stopped; Teachkit stops with it');
    process.exit(1);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      release();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A promise nobody waited for that fails costs what it was doing, not every teacher's server: it is logged.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'a failed promise was not handled; the server goes on'));

  await app.listen({ port: config.port, host: config.host });
  // The JSON log is for machines; a person at a terminal gets one plain line.
  if (process.stdout.isTTY) process.stdout.write(`\nTeachkit is ready: open ${config.publicUrl} in your browser (Ctrl+C stops it).\n\n`);
  app.log.info(`Teachkit is ready at ${config.publicUrl} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(2);
  }
  // A setting the administrator must fix is said in its own words, without a stack trace.
  console.error(error instanceof KeysSecretError ? error.message : error);
  process.exit(1);
});
