import type { Job, JobWithMetadata } from 'pg-boss';
import type { DatabaseHandle } from '../db/index.ts';
import type { UploadProcessingRepository } from '../repositories/upload-processing.ts';
import { processUpload, type PipelineDeps } from './pipeline.ts';
import { SMALL_LANE_MIN_PRIORITY, UPLOAD_QUEUE, type UploadJob, type UploadQueue } from './queue.ts';

/** How often an idle worker asks for work; a job queued by this process wakes its worker at once. */
const POLLING_SECONDS = 1;
/** Uploads processed at once by one worker process: one in each lane (see queuePriority). */
export const UPLOAD_LANES = 2;

/**
 * Starts this process's processing worker: two uploads at a time, one in each lane (extraction is heavy on CPU and
 * memory, and each upload's file is read in a decoding process of its own). Before it
 * takes work it makes sure every upload still waiting or cut off mid-run has a job, so nothing is forgotten across a
 * crash. On the embedded database, which only this process can open, a job still marked running was cut off by the
 * process's own end: it is cancelled and queued afresh at once instead of waiting for its heartbeat to lapse, unless
 * it was cut off that way before (see UploadProcessingRepository.interrupted).
 */
export async function startUploadWorker(queue: UploadQueue, deps: PipelineDeps & { database: DatabaseHandle }): Promise<string[]> {
  await requeueUnfinished(queue, deps.repository, deps.database.kind === 'pglite');
  const handler = async ([taken]: Job<UploadJob>[]) => {
    // includeMetadata hands over the job's retry counts, which the Job type leaves out.
    const job = taken as JobWithMetadata<UploadJob>;
    const outcome = await processUpload(deps, job.data.uploadId, { retryCount: job.retryCount, retryLimit: job.retryLimit });
    deps.log.info({ uploadId: job.data.uploadId, outcome }, 'upload processing ended');
  };
  const options = { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS } as const;
  // Two lanes: one takes any upload (small files first); the other only small files, so a small file never waits
  // behind a long one.
  const ids = [await queue.boss.work<UploadJob>(UPLOAD_QUEUE, options, handler), await queue.boss.work<UploadJob>(UPLOAD_QUEUE, { ...options, minPriority: SMALL_LANE_MIN_PRIORITY }, handler)];
  for (const id of ids) queue.wakeOnEnqueue(id);
  return ids;
}

async function requeueUnfinished(queue: UploadQueue, repository: UploadProcessingRepository, onlyProcess: boolean) {
  for (const upload of await repository.unfinished()) {
    if (onlyProcess && upload.state === 'inProgress') {
      const cutOff = (await queue.boss.findJobs(UPLOAD_QUEUE, { key: upload.id })).filter((job) => job.state === 'active');
      if (cutOff.length) await queue.boss.cancel(UPLOAD_QUEUE, cutOff.map((job) => job.id));
      if (!(await repository.interrupted(upload.id))) continue;
    }
    await queue.enqueue(upload.id, await repository.queuePlacement(upload.id));
  }
}
