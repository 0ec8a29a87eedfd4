import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { UploadProcessingConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/index.ts';

/** The queue of uploads waiting to be processed; a job only names its upload, whose row says where to start. */
export const UPLOAD_QUEUE = 'upload-processing';

export interface UploadJob {
  uploadId: string;
}

/**
 * Where an upload stands in the queue: jobs are taken highest priority first, then oldest first. A quick file (see
 * isQuickToRead) is placed above every long one, and has a lane of its own (SMALL_LANE_PRIORITY and up) that a long
 * file never holds, so it never waits behind one; among files of one kind, each of a teacher's files already waiting
 * or running places the next one lower, so a teacher's second file waits for other teachers' first.
 */
export const SMALL_LANE_PRIORITY = 1_000_000;
/** The quick files' lane takes jobs from this priority up: every quick file's, however many its teacher queued. */
export const SMALL_LANE_MIN_PRIORITY = 1;
export function queuePriority(quick: boolean, aheadOfIt: number): number {
  const ahead = Math.min(aheadOfIt, SMALL_LANE_PRIORITY - 1);
  return (quick ? SMALL_LANE_PRIORITY : 0) - ahead;
}

/**
 * What may take long to read grows with its size: a PDF's pages (a scan's each read by OCR, seconds apiece), an
 * archive's files, a recording's minutes. Up to this size such a file is quick (a few dozen scanned pages at most).
 */
export const QUICK_FILE_BYTES = 5 * 1024 ** 2;
/** Kinds read in about the same short time whatever their size: their text is in their XML, or one picture is read. */
const QUICK_KINDS = new Set(['docx', 'pptx', 'txt', 'text', 'md', 'markdown', 'html', 'htm', 'png', 'jpg', 'jpeg']);
export const isQuickToRead = (fileExtension: string, byteSize: number) => QUICK_KINDS.has(fileExtension) || byteSize <= QUICK_FILE_BYTES;

export interface QueueOptions {
  database: DatabaseHandle;
  settings: UploadProcessingConfig;
  log: FastifyBaseLogger;
  /** Whether this process keeps the queue's tables tidy and fails jobs of workers that went silent (workers do). */
  supervise: boolean;
}

export interface UploadQueue {
  boss: PgBoss;
  settings: UploadProcessingConfig;
  /** Queues processing of the upload at `priority` (see queuePriority); a job already waiting for it is enough. */
  enqueue(uploadId: string, priority?: number): Promise<void>;
  /** Has this process's worker look for work as soon as something is queued, instead of at its next poll. */
  wakeOnEnqueue(workerId: string): void;
  stop(): Promise<void>;
}

/**
 * Opens the job queue in the application's own database (pg-boss keeps its tables in the schema `pgboss`), over the
 * application's connections: on the embedded database the queue's statements go to the same database thread.
 */
export async function openUploadQueue({ database, settings, log, supervise }: QueueOptions): Promise<UploadQueue> {
  const boss = new PgBoss({
    db: database.jobStore,
    backend: database.kind,
    schedule: false,
    supervise,
    // Expired and silent jobs are found at a third of the heartbeat, so a killed worker's upload moves on soon.
    monitorIntervalSeconds: Math.max(1, Math.floor(settings.heartbeatSeconds / 3)),
    superviseIntervalSeconds: Math.max(1, Math.floor(settings.heartbeatSeconds / 3)),
  });
  boss.on('error', (error) => log.error({ err: error }, 'the upload queue reported an error'));
  await boss.start();
  const retries = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    // Each retry waits about twice as long as the one before, up to an hour; without a delay they follow at once.
    ...(settings.retryDelaySeconds > 0 ? { retryBackoff: true, retryDelayMax: 3600 } : { retryBackoff: false }),
    heartbeatSeconds: settings.heartbeatSeconds,
    // A silent worker is caught by its heartbeat; this only bounds a worker that reports but never finishes.
    expireInSeconds: 6 * 3600,
  };
  // The configuration may have changed since the queue was made: its retries and heartbeat follow it.
  if (await boss.getQueue(UPLOAD_QUEUE)) await boss.updateQueue(UPLOAD_QUEUE, retries);
  // At most one job per upload waiting and one running: a restart asked for while it runs waits for that run.
  else await boss.createQueue(UPLOAD_QUEUE, { policy: 'stately', ...retries });
  let stopped = false;
  const localWorkers: string[] = [];
  return {
    boss,
    settings,
    async enqueue(uploadId, priority = 0) {
      await boss.send(UPLOAD_QUEUE, { uploadId } satisfies UploadJob, { singletonKey: uploadId, priority });
      for (const worker of localWorkers) boss.notifyWorker(worker);
    },
    wakeOnEnqueue(workerId) {
      localWorkers.push(workerId);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // A running step may finish within the wait; one that does not is failed back to the queue, and whoever
      // starts next resumes it. The wait stays inside the server's ten seconds of shutdown.
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
