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
 * it was cut off that way before (see UploadProcessingRepository.interrupted). A long file's next round is queued as
 * its run ends (see UploadStep's 'again').
 */
export async function startUploadWorker(queue: UploadQueue, deps: PipelineDeps & { database: DatabaseHandle }): Promise<string[]> {
  await requeueUnfinished(queue, deps.repository, deps.database.kind === 'pglite');
  const handler = async ([taken]: Job<UploadJob>[]) => {
    // includeMetadata hands over the job's retry counts, which the Job type leaves out.
    const job = taken as JobWithMetadata<UploadJob>;
    const { uploadId } = job.data;
    const outcome = await processUpload(deps, uploadId, { retryCount: job.retryCount, retryLimit: job.retryLimit });
    if (outcome === 'next-round') {
      // Queued behind whatever waits at its priority (the queue takes the oldest first): another teacher's long file
      // gets the lane between two rounds of this one, and this one's next round comes after theirs.
      const priority = await deps.repository.queuePlacement(uploadId);
      if (priority !== undefined) await queue.enqueue(uploadId, priority);
      return;
    }
    deps.log.info({ uploadId, outcome }, 'upload processing ended');
  };
  const options = { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS } as const;
  // Two lanes: one takes any upload (small files first); the other only small files, so a small file never waits
  // behind a long one.
  const ids = [await queue.boss.work<UploadJob>(UPLOAD_QUEUE, options, handler), await queue.boss.work<UploadJob>(UPLOAD_QUEUE, { ...options, minPriority: SMALL_LANE_MIN_PRIORITY }, handler)];
  for (const id of ids) queue.wakeOnEnqueue(id);
  return ids;
}

/**
 * A long file between two rounds is in progress with its next round's job waiting, not running: it was not cut off,
 * and its job takes it up where its rounds left it.
 */
const WAITING_JOB_STATES = new Set(['created', 'retry']);

async function requeueUnfinished(queue: UploadQueue, repository: UploadProcessingRepository, onlyProcess: boolean) {
  for (const upload of await repository.unfinished()) {
    if (onlyProcess && upload.state === 'inProgress') {
      const jobs = await queue.boss.findJobs(UPLOAD_QUEUE, { key: upload.id });
      const cutOff = jobs.filter((job) => job.state === 'active');
      if (cutOff.length) await queue.boss.cancel(UPLOAD_QUEUE, cutOff.map((job) => job.id));
      // Its next round was queued (the process may have ended as the round's job was being marked done): not cut off.
      if (jobs.some((job) => WAITING_JOB_STATES.has(job.state))) continue;
      if (!(await repository.interrupted(upload.id))) continue;
    }
    await queue.enqueue(upload.id, await repository.queuePlacement(upload.id));
  }
}
