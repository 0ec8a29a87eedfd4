import { Worker } from 'node:worker_threads';
import { messages, type QueryOptions, type Results } from '@electric-sql/pglite';
import type { TransferableError, TransferableQueryOptions, WorkerRequest, WorkerResponse } from './pglite-protocol.ts';

/** The worker's own file: TypeScript when the server runs from source, JavaScript beside the compiled server. */
const workerUrl = new URL(import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url);

type Parser = (text: string, typeId: number) => unknown;

/** What a transaction's callback receives: queries that run inside the transaction, as PGlite's `Transaction`. */
export interface WorkerTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * The embedded database on a worker thread, with the part of PGlite's interface Drizzle and Teachkit use (query,
 * exec, transaction, close). The server's event loop only posts queries and receives rows; PostgreSQL runs on the
 * worker. If the worker dies, every pending and later query fails with the reason, and `onFailure` listeners hear it.
 */
export class PgliteWorker {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  readonly #failureListeners: ((error: Error) => void)[] = [];
  #nextId = 1;
  #failure: Error | undefined;
  #closing = false;

  /** Opens the database at `dataPath` on a new thread (`thread` replaces the worker, to test how its death is met). */
  static async open(dataPath: string, thread: Worker = new Worker(workerUrl)): Promise<PgliteWorker> {
    const client = new PgliteWorker(thread);
    try {
      await client.#request({ op: 'open', dataPath });
    } catch (error) {
      await client.#worker.terminate();
      throw error;
    }
    return client;
  }

  private constructor(thread: Worker) {
    this.#worker = thread;
    // Only pending queries keep the process alive (see #request); an idle database must not.
    this.#worker.unref();
    this.#worker.on('message', (response: WorkerResponse) => this.#settle(response));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`its thread exited with code ${code}`)));
  }

  /** Calls `listener` once if the worker dies (never after `close`). */
  onFailure(listener: (error: Error) => void) {
    if (this.#failure) listener(this.#failure);
    else this.#failureListeners.push(listener);
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#request({ op: 'exec', tx: undefined, sql }) as Promise<Results[]>;
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws or calls `rollback`. */
  async transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#request({ op: 'begin' })) as number;
    let closed = false;
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await this.#request({ op: 'end', tx: id, commit });
    };
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: WorkerTransaction = {
      query: async <R>(sql: string, params: unknown[] = [], options: QueryOptions = {}) => (open(), this.#query<R>(id, sql, params, options)),
      exec: async (sql: string) => (open(), this.#request({ op: 'exec', tx: id, sql }) as Promise<Results[]>),
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end(false).catch(() => {});
      throw error;
    }
    await end(true);
    return result;
  }

  async close() {
    if (this.#closing) return;
    this.#closing = true;
    try {
      if (!this.#failure) await this.#request({ op: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }

  async #query<T>(tx: number | undefined, sql: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    const { rowMode, paramTypes, parsers, ...rest } = options;
    const unsupported = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined);
    if (unsupported.length) throw new Error(`Query options ${unsupported.join(', ')} cannot cross to the database thread.`);
    const transferable: TransferableQueryOptions = { textTypes: parsers ? Object.keys(parsers).map(Number) : [] };
    if (rowMode) transferable.rowMode = rowMode;
    if (paramTypes) transferable.paramTypes = paramTypes;
    const result = (await this.#request({ op: 'query', tx, sql, params, options: transferable })) as Results<T>;
    if (parsers && transferable.textTypes.length) applyParsers(result, parsers as Record<number, Parser>, rowMode ?? 'object');
    return result;
  }

  #request(request: Request): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  #settle(response: WorkerResponse) {
    const pending = this.#pending.get(response.id);
    if (!pending) return;
    this.#pending.delete(response.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (response.ok) pending.resolve(response.result);
    else pending.reject(fromTransferableError(response.error));
  }

  #fail(cause: Error) {
    if (this.#failure || this.#closing) return;
    this.#failure = new Error(`The embedded database stopped: ${cause.message}`, { cause });
    for (const { reject } of this.#pending.values()) reject(this.#failure);
    this.#pending.clear();
    for (const listener of this.#failureListeners.splice(0)) listener(this.#failure);
  }
}

/** Rebuilds the error the worker caught; a database error becomes PGlite's DatabaseError with its code, constraint… */
function fromTransferableError(error: TransferableError): Error {
  const rebuilt = error.database ? new messages.DatabaseError(error.message, 0, 'error') : new Error(error.message);
  return Object.assign(rebuilt, error.fields, { name: error.name });
}

/** Runs the caller's parsers on the values the worker left as PostgreSQL's text, as PGlite does in-thread. */
function applyParsers(result: Results<unknown>, parsers: Record<number, Parser>, rowMode: 'array' | 'object') {
  const columns = result.fields.map((field, index) => ({ key: rowMode === 'array' ? index : field.name, parser: parsers[field.dataTypeID], type: field.dataTypeID }));
  // In object mode a repeated column name holds its last column's value: parse it once, with that column's parser.
  const parsed = rowMode === 'array' ? columns : [...new Map(columns.map((column) => [column.key, column])).values()];
  const withParser = parsed.filter((column) => column.parser);
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, parser, type } of withParser) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parser!(value as string, type);
    }
  }
}
