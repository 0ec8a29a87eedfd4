import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/index.ts';
import { lockDataDir } from '../db/lock.ts';
import { createStorage } from '../storage/index.ts';
import { createUploadProcessingRepository } from '../repositories/upload-processing.ts';
import { openUploadQueue, type UploadQueue } from './queue.ts';
import { startUploadWorker, UPLOAD_LANES } from './worker.ts';
import { productionSteps } from './production-steps.ts';
import { DecoderSandbox } from './sandbox/sandbox.ts';
import type { UploadSteps } from './steps.ts';

export interface RunningWorkers {
  database: DatabaseHandle;
  queue: UploadQueue;
  /** Lets a running step finish (or hands it back to the queue), then closes the database. */
  stop(): Promise<void>;
}

/**
 * Processing workers without the web server (`npm run worker`), on the database the configuration names. On the
 * embedded database they take the data folder's lock, so they run only while no server holds it.
 */
export async function runUploadWorkers(config: ServerConfig, log: FastifyBaseLogger, steps: Partial<UploadSteps> = {}): Promise<RunningWorkers> {
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const queue = await openUploadQueue({ database, settings: config.uploadProcessing, log, supervise: true });
    const decoders = new DecoderSandbox(config.decoding, { processes: UPLOAD_LANES });
    await startUploadWorker(queue, {
      db: database.db,
      database,
      storage: createStorage(config),
      log,
      repository: createUploadProcessingRepository(database.db),
      steps: { ...productionSteps(database.db, config.dataDir, decoders.extractor(config)), ...steps },
    });
    return {
      database,
      queue,
      async stop() {
        try {
          await queue.stop();
          await decoders.close();
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
