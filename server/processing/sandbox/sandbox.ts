import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { ExtractionOptions } from '../extract/index.ts';
import { EXTRACTION_MESSAGES } from '../extract/messages.ts';
import { ExtractionError, type ExtractedImage, type ExtractProgress, type ExtractResult, type Extractor } from '../extract/types.ts';
import type { DecodeMessage, DecodeRequest } from './protocol.ts';

/** The decoding process's own file: TypeScript when the server runs from source, JavaScript beside the compiled server. */
const childUrl = new URL(import.meta.url.endsWith('.ts') ? './child.ts' : './decoder.js', import.meta.url);

/** How much one file's reading may take: memory (resident, the whole process) and time without progress. */
export interface DecodeLimits {
  memoryBytes: number;
  /**
   * The reading is taken as stuck when for this long it has neither made progress nor used any CPU (waiting on
   * nothing), or its process has not answered its own heartbeat (stuck in a loop that never yields).
   */
  stallMs: number;
}

/** A process that served its file and holds more than this share of the memory limit is ended rather than kept. */
const RECYCLE_SHARE = 0.5;
/** How often the process's memory, CPU time and heartbeat are looked at. */
const POLL_MS = 200;
/** A process with nothing to do for this long is ended; the next file starts another (about half a second). */
const IDLE_MS = 30_000;

/**
 * What Linux's /proc says of the process: its resident memory in bytes, and the CPU time (in clock ticks) it and the
 * programs it ran and waited for (pdftotext, say) have used; undefined where there is no /proc (the process then has
 * only its heap limit, and is judged by its progress alone).
 */
async function processUse(pid: number): Promise<{ bytes: number; cpuTicks: number } | undefined> {
  const [status, stat] = await Promise.all([readFile(`/proc/${pid}/status`, 'utf8').catch(() => ''), readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')]);
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (kilobytes === undefined || !stat) return undefined;
  // Fields after the command's name in parentheses: utime, stime, cutime and cstime are the 12th to 15th of them.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuTicks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  return { bytes: Number(kilobytes) * 1024, cpuTicks };
}

const inWords = (bytes: number) => (bytes >= 1024 ** 3 ? `${+(bytes / 1024 ** 3).toFixed(1)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`);
const minutesInWords = (ms: number) => (ms >= 60_000 ? `${+(ms / 60_000).toFixed(1)} minutes` : `${Math.round(ms / 1000)} seconds`);

/** Pictures cross the IPC channel as plain bytes; the rest of the server works with Buffers. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const withBuffer = (image: ExtractedImage | null): ExtractedImage | null => image && { ...image, bytes: asBuffer(image.bytes) };

/** A decoding process kept between requests, with the timer that ends it when it has been idle too long. */
interface IdleProcess {
  child: ChildProcess;
  idle: NodeJS.Timeout;
}

/** Thrown when the caller's signal stopped a reading (the upload was deleted, or processing restarted). */
export class DecodingAborted extends Error {
  constructor() {
    super('Reading this file was stopped: it is no longer wanted');
    this.name = 'DecodingAborted';
  }
}

/**
 * Files and pictures are decoded in processes of their own (server/processing/sandbox/child.ts), never in the web
 * server's: whatever a file makes a decoder do — run out of memory, crash in native code, throw where nothing catches
 * it, loop — ends at most that process, and the file fails with the reason while the server goes on answering. Each
 * process is watched: past `memoryBytes` of resident memory, or stuck for `stallMs` (see DecodeLimits), it is killed; a caller's
 * abort signal kills it at once. Each serves one request at a time; at most `processes` run at once (requests beyond
 * wait their turn). A process is kept between requests while it stays lean, and ended when idle.
 */
export class DecoderSandbox {
  readonly #limits: DecodeLimits;
  readonly #processes: number;
  readonly #idle: IdleProcess[] = [];
  readonly #running = new Set<ChildProcess>();
  readonly #waiting: (() => void)[] = [];
  #closed = false;

  constructor(limits: DecodeLimits, options: { processes?: number } = {}) {
    this.#limits = limits;
    this.#processes = Math.max(1, options.processes ?? 1);
  }

  /** An extractor that reads each file in the sandbox with these options. */
  extractor(options: ExtractionOptions): Extractor {
    // Only what extraction needs crosses to the process, never the rest of the server's configuration.
    const sent: ExtractionOptions = { transcription: options.transcription, pdfEngine: options.pdfEngine };
    return async (input, progress, signal) => {
      const result = (await this.#run({ op: 'extract', input, options: sent }, progress, signal)) as ExtractResult;
      return { ...result, thumbnail: withBuffer(result.thumbnail), slices: result.slices.map((slice) => ({ ...slice, image: withBuffer(slice.image) })) };
    };
  }

  /** The text in a picture (PNG or JPEG), its size checked before it is decoded, read by OCR in the sandbox. */
  async readText(picture: Buffer): Promise<string> {
    return (await this.#run({ op: 'readText', picture })) as string;
  }

  /** Ends every process; a request still running fails as one to try again, not as its file's fault. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const wake of this.#waiting.splice(0)) wake();
    const children = [...this.#running, ...this.#idle.splice(0).map(({ child, idle }) => (clearTimeout(idle), child))];
    await Promise.all(children.map(end));
  }

  async #run(request: DecodeRequest, progress?: ExtractProgress, signal?: AbortSignal): Promise<unknown> {
    while (!this.#closed && this.#running.size >= this.#processes) await new Promise<void>((wake) => this.#waiting.push(wake));
    if (this.#closed) throw new Error('The decoding process has been stopped');
    if (signal?.aborted) throw new DecodingAborted();
    const kept = this.#idle.pop();
    if (kept) clearTimeout(kept.idle);
    const child = kept && isAlive(kept.child) ? kept.child : this.#start();
    this.#running.add(child);
    try {
      return await this.#runIn(child, request, progress, signal);
    } finally {
      this.#running.delete(child);
      this.#waiting.shift()?.();
    }
  }

  #start(): ChildProcess {
    const memoryMb = Math.max(64, Math.floor(this.#limits.memoryBytes / 1024 ** 2));
    // Plain Node runs the process's TypeScript itself (type stripping), whatever loader the server was started with.
    const child = fork(childUrl, [], {
      execArgv: [`--max-old-space-size=${memoryMb}`, '--disable-warning=ExperimentalWarning'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('error', () => {}); // a failed start or send shows as its exit, handled per request
    return child;
  }

  async #runIn(child: ChildProcess, request: DecodeRequest, progress?: ExtractProgress, signal?: AbortSignal): Promise<unknown> {
    child.ref();
    child.channel?.ref();
    const { memoryBytes, stallMs } = this.#limits;
    let stoppedFor: 'memory' | 'stall' | 'abort' | undefined;
    const stop = (reason: 'memory' | 'stall' | 'abort') => {
      stoppedFor ??= reason;
      child.kill('SIGKILL');
    };
    const abort = () => stop('abort');
    signal?.addEventListener('abort', abort, { once: true });
    let peak = 0;
    let cpuTicks = -1;
    let lastActivity = Date.now();
    let lastHeartbeat = Date.now();
    const poll = setInterval(() => {
      void processUse(child.pid ?? 0).then((use) => {
        if (!use) return;
        peak = Math.max(peak, use.bytes);
        if (use.bytes > memoryBytes) stop('memory');
        if (use.cpuTicks !== cpuTicks) lastActivity = Date.now();
        cpuTicks = use.cpuTicks;
      });
      const now = Date.now();
      if (now - lastActivity > stallMs || now - lastHeartbeat > stallMs) stop('stall');
    }, POLL_MS);
    try {
      return await new Promise((resolve, reject) => {
        child.on('message', (message: DecodeMessage) => {
          if (message.kind === 'alive') lastHeartbeat = Date.now();
          else if (message.kind === 'progress') {
            lastActivity = lastHeartbeat = Date.now();
            progress?.(message.percent, message.pages);
          } else if (message.kind === 'done') resolve(message.value);
          else reject(message.permanent === null ? new Error(message.message) : new ExtractionError(message.message, { permanent: message.permanent }));
        });
        child.on('exit', (code, signal) => {
          if (stoppedFor === 'abort') return reject(new DecodingAborted());
          // Stopped with the server: not the file's doing, so the run may be tried again by whoever starts next.
          if (this.#closed) return reject(new Error('Reading this file was stopped because the server is stopping'));
          // A V8 heap that ran out aborts the process (SIGABRT, or exit code 134).
          const memory = stoppedFor === 'memory' || signal === 'SIGABRT' || code === 134;
          const message =
            stoppedFor === 'stall'
              ? EXTRACTION_MESSAGES.decodingStalled(minutesInWords(stallMs))
              : memory
                ? EXTRACTION_MESSAGES.decodingTooLarge(inWords(memoryBytes))
                : EXTRACTION_MESSAGES.decodingCrashed;
          reject(new ExtractionError(message, { permanent: true }));
        });
        child.send(request);
      });
    } finally {
      signal?.removeEventListener('abort', abort);
      clearInterval(poll);
      child.removeAllListeners('message');
      child.removeAllListeners('exit');
      const peakNow = (await processUse(child.pid ?? 0))?.bytes ?? peak;
      if (isAlive(child)) {
        if (this.#closed || peakNow > memoryBytes * RECYCLE_SHARE) child.kill('SIGKILL');
        else {
          const idle = setTimeout(() => {
            this.#idle.splice(this.#idle.findIndex((kept) => kept.child === child) >>> 0, 1);
            child.kill('SIGKILL');
          }, IDLE_MS);
          idle.unref();
          this.#idle.push({ child, idle });
        }
      }
      // The server need not wait for an idle decoder to end before it can exit.
      child.unref();
      child.channel?.unref();
    }
  }
}

const isAlive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Kills a process and waits for it to be gone. */
async function end(child: ChildProcess): Promise<void> {
  if (!isAlive(child)) return;
  child.ref();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
