/**
 * Messages between the server and the worker thread that owns the embedded database. Values cross by structured
 * clone, which keeps the types PGlite returns (Date, bigint, Uint8Array, parsed JSON); functions cannot cross, so a
 * caller's result parsers run on the server's side (see pglite-worker-client.ts).
 */
export type WorkerRequest =
  | { id: number; op: 'open'; dataPath: string }
  | { id: number; op: 'query'; tx: number | undefined; sql: string; params: unknown[]; options: TransferableQueryOptions }
  | { id: number; op: 'exec'; tx: number | undefined; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export interface TransferableQueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  /** Types whose values come back as PostgreSQL's text, for the caller's own parser to read. */
  textTypes: number[];
}

export type WorkerResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: TransferableError };

/** An error's message and own fields (a DatabaseError's code, constraint, detail…), which structured clone drops. */
export interface TransferableError {
  message: string;
  name: string;
  database: boolean;
  fields: Record<string, unknown>;
}

export function toTransferableError(error: unknown, isDatabaseError: (error: unknown) => boolean): TransferableError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', database: false, fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (value === null || typeof value !== 'object' || Array.isArray(value)) fields[key] = value;
  return { message: error.message, name: error.name, database: isDatabaseError(error), fields };
}
