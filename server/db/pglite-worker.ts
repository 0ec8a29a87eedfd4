import { parentPort } from 'node:worker_threads';
import { messages, type PGlite, type Transaction } from '@electric-sql/pglite';
import { createPglite } from './pglite-open.ts';
import { toTransferableError, type WorkerRequest, type WorkerResponse } from './pglite-protocol.ts';

/**
 * Owns the embedded database on a thread of its own, so PostgreSQL's work (WASM) and PGlite's protocol parsing never
 * hold up the server's event loop. PGlite is one session: a query outside an open transaction waits until it ends,
 * exactly as it does in-thread.
 */
const port = parentPort!;
let database: PGlite | undefined;
/** Open transactions by id: the session PGlite gives the transaction, and how to end it (commit, or roll back on false). */
const transactions = new Map<number, { tx: Transaction; finish: (commit: boolean) => void }>();
/** Each transaction's outcome: settles once PGlite committed it or rolled it back, rejects if its COMMIT failed. */
const outcomes = new Map<number, Promise<void>>();

const keepText = (value: string) => value;

async function handle(request: WorkerRequest): Promise<unknown> {
  if (request.op === 'open') {
    database = await createPglite(request.dataPath);
    return null;
  }
  const db = database;
  if (!db) throw new Error('The embedded database is not open.');
  switch (request.op) {
    case 'query': {
      const { textTypes, ...options } = request.options;
      const parsers = Object.fromEntries(textTypes.map((type) => [type, keepText]));
      return (request.tx === undefined ? db : openTransaction(request.tx).tx).query(request.sql, request.params, { ...options, parsers });
    }
    case 'exec':
      return (request.tx === undefined ? db : openTransaction(request.tx).tx).exec(request.sql);
    case 'begin':
      return begin(db, request.id);
    case 'end': {
      const outcome = outcomes.get(request.tx);
      openTransaction(request.tx).finish(request.commit);
      await outcome;
      return null;
    }
    case 'close':
      await db.close();
      database = undefined;
      return null;
  }
}

function openTransaction(tx: number) {
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open.`);
  return open;
}

class RolledBack extends Error {}

/** Opens a transaction and answers once it has begun; it commits or rolls back when the server says how it ended. */
function begin(db: PGlite, id: number): Promise<number> {
  return new Promise((started, failed) => {
    const done = db.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          transactions.set(id, { tx, finish: (ok) => (ok ? commit() : rollback(new RolledBack())) });
          started(id);
        }),
    );
    // Rejects `begin` if BEGIN itself failed; once begun, calling `failed` does nothing.
    done.catch(failed);
    const outcome = done
      .then(
        () => {},
        (error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        },
      )
      .finally(() => {
        transactions.delete(id);
        outcomes.delete(id);
      });
    // The `end` request reports a failed COMMIT; a BEGIN that failed was reported by `begin`.
    outcome.catch(() => {});
    outcomes.set(id, outcome);
  });
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies WorkerResponse),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: toTransferableError(error, (e) => e instanceof messages.DatabaseError) } satisfies WorkerResponse),
  );
});
