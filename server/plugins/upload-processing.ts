import fp from 'fastify-plugin';
import type { UploadTask } from '../db/schema.ts';
import { createUploadProcessingRepository, type UploadProcessingRepository } from '../repositories/upload-processing.ts';
import type { UploadRow } from '../repositories/uploads.ts';
import { openUploadQueue } from '../processing/queue.ts';
import { startUploadWorker, UPLOAD_LANES } from '../processing/worker.ts';
import { productionSteps } from '../processing/production-steps.ts';
import { DecoderSandbox } from '../processing/sandbox/sandbox.ts';
import type { UploadSteps } from '../processing/steps.ts';
import type { Extractor } from '../processing/extract/types.ts';

export interface UploadProcessing {
  repository: UploadProcessingRepository;
  /** Queues a new upload for processing. */
  enqueue(uploadId: string): Promise<void>;
  /** Reads a file into slices in the decoding sandbox (for reading one slice again; the workers have their own). */
  extract: Extractor;
  /** Processes the owner's upload again from `task`; undefined when they have no such upload. */
  restart(ownerId: string, uploadId: string, task: UploadTask): Promise<UploadRow | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadProcessing: UploadProcessing;
  }
}

export interface UploadProcessingOptions {
  /** Steps to run instead of the production ones (tests replace some to make them fail or wait). */
  steps?: Partial<UploadSteps>;
}

/**
 * The upload queue, and (with UPLOAD_WORKERS=inline, the default) this process's worker. The worker starts once the
 * server is ready and stops with it: a step still running gets a few seconds to finish, else it is resumed by
 * whoever starts next.
 */
export default fp<UploadProcessingOptions>(async (app, options) => {
  const { database, config } = app;
  const settings = config.uploadProcessing;
  const inline = settings.workers === 'inline';
  const repository = createUploadProcessingRepository(database.db);
  const queue = await openUploadQueue({ database, settings, log: app.log, supervise: inline });
  app.addHook('onClose', () => queue.stop());
  // Files are read in processes of their own: nothing in a file can stop the server (see DecoderSandbox).
  const onRequest = new DecoderSandbox(config.decoding);
  app.addHook('onClose', () => onRequest.close());
  if (inline) {
    const decoders = new DecoderSandbox(config.decoding, { processes: UPLOAD_LANES });
    app.addHook('onClose', () => decoders.close());
    const steps = { ...productionSteps(database.db, config.dataDir, decoders.extractor(config)), ...options.steps };
    app.addHook('onReady', async () => {
      await startUploadWorker(queue, { db: database.db, database, storage: app.storage, log: app.log, repository, steps });
    });
  }
  app.decorate('uploadProcessing', {
    repository,
    extract: onRequest.extractor(config),
    enqueue: async (uploadId) => queue.enqueue(uploadId, await repository.queuePlacement(uploadId)),
    async restart(ownerId, uploadId, task) {
      const row = await repository.restart(ownerId, uploadId, task);
      if (row) await queue.enqueue(uploadId, await repository.queuePlacement(uploadId));
      return row;
    },
  } satisfies UploadProcessing);
});
