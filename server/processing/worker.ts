import type { JobWithMetadata } from 'pg-boss';
import type { DatabaseHandle } from '../db/index.ts';
import type { UploadProcessingRepository } from '../repositories/upload-processing.ts';
import { processUpload, type PipelineDeps } from './pipeline.ts';
import { UPLOAD_QUEUE, type UploadJob, type UploadQueue } from './queue.ts';

/** How often an idle worker asks for work; a job queued by this process wakes its worker at once. */
const POLLING_SECONDS = 1;

/**
 * Starts this process's processing worker: one upload at a time (extraction is heavy on CPU and memory). Before it
 * takes work it makes sure every upload still waiting or cut off mid-run has a job, so nothing is forgotten across a
 * crash. On the embedded database, which only this process can open, a job still marked running was cut off by the
 * process's own end: it is cancelled and queued afresh at once instead of waiting for its heartbeat to lapse.
 */
export async function startUploadWorker(queue: UploadQueue, deps: PipelineDeps & { database: DatabaseHandle }): Promise<string> {
  await requeueUnfinished(queue, deps.repository, deps.database.kind === 'pglite');
  const id = await queue.boss.work<UploadJob>(
    UPLOAD_QUEUE,
    { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS },
    async ([taken]) => {
      // includeMetadata hands over the job's retry counts, which the Job type leaves out.
      const job = taken as JobWithMetadata<UploadJob>;
      const outcome = await processUpload(deps, job.data.uploadId, { retryCount: job.retryCount, retryLimit: job.retryLimit });
      deps.log.info({ uploadId: job.data.uploadId, outcome }, 'upload processing ended');
    },
  );
  queue.wakeOnEnqueue(id);
  return id;
}

async function requeueUnfinished(queue: UploadQueue, repository: UploadProcessingRepository, onlyProcess: boolean) {
  for (const upload of await repository.unfinished()) {
    if (onlyProcess && upload.state === 'inProgress') {
      const cutOff = (await queue.boss.findJobs(UPLOAD_QUEUE, { key: upload.id })).filter((job) => job.state === 'active');
      if (cutOff.length) await queue.boss.cancel(UPLOAD_QUEUE, cutOff.map((job) => job.id));
    }
    await queue.enqueue(upload.id);
  }
}
