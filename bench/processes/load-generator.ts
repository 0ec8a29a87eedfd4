import { load } from '../http-load.ts';

/**
 * The load generator as a process of its own, so the server under test never shares a thread (or a core's time
 * slice with a thread) with the clients that load it. Reads its job as JSON from argv, writes the result as JSON.
 */
const job = JSON.parse(process.argv[2]!) as { urls: string[]; requests: number; concurrency: number; headers: Record<string, string>; timeoutMs: number };
const result = await load(job.urls, { requests: job.requests, concurrency: job.concurrency, headers: job.headers, timeoutMs: job.timeoutMs });
process.stdout.write(JSON.stringify(result));
