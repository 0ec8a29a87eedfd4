import http from 'node:http';
import { summarise } from './stats.ts';

export interface LoadResult {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
  /** Body bytes of one answer (the last one read). */
  bytes: number;
  /** Requests that did not answer 200 (timeouts, errors); they are not in the latency samples. */
  failures: number;
  /** Why the first failure failed. */
  firstFailure: string | null;
  /**
   * CPU time of the calling thread per answered request, in ms: the load generator's and, when the server runs in
   * this process, its event loop's (work a server does on other threads is not counted).
   */
  threadCpuPerRequest: number;
}

/**
 * A bounded closed-loop load over loopback HTTP: `concurrency` clients each send their next request as soon as the
 * previous one answered, until `requests` were sent. Keep-alive sockets, one per client, as a browser or proxy would.
 */
export async function load(
  urls: string | string[],
  options: { requests: number; concurrency: number; headers?: Record<string, string>; timeoutMs?: number },
): Promise<LoadResult> {
  const list = Array.isArray(urls) ? urls : [urls];
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const samples: number[] = [];
  let bytes = 0;
  let failures = 0;
  let firstFailure: string | null = null;
  let next = 0;
  const once = (url: string) =>
    new Promise<number>((resolve, reject) => {
      const start = performance.now();
      const req = http.get(url, { agent, headers: options.headers ?? {}, timeout: options.timeoutMs ?? 30_000 }, (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => (size += chunk.length));
        res.on('end', () => {
          bytes = size;
          if (res.statusCode === 200) resolve(performance.now() - start);
          else reject(new Error(`status ${res.statusCode}: ${size} bytes`));
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
    });
  const started = performance.now();
  const cpuBefore = process.threadCpuUsage();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.requests) {
        const url = list[next % list.length]!;
        next += 1;
        try {
          samples.push(await once(url));
        } catch (error) {
          failures += 1;
          firstFailure ??= (error as Error).message;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.threadCpuUsage(cpuBefore);
  agent.destroy();
  const threadCpuPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(samples.length, 1);
  return { ...summarise(samples), rps: samples.length / seconds, bytes, failures, firstFailure, threadCpuPerRequest };
}

export const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} kB`);
