import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ValidationError } from './errors.ts';
import { parseInput, isUuid } from './validation.ts';
import type { Page } from '../src/contracts/page.ts';

/**
 * Keyset pagination for every list that grows without bound (lessons, syllabi; later uploads and their slices,
 * assessments, units, comments). A page is `{ items, continuationToken }`; the token is opaque to clients and
 * carries the position of the page's last row: its sort key and id. The next page is "the rows after that
 * position" in a stable order (sort key, then id), so rows added or removed elsewhere never shift or repeat a page,
 * and reading page 400 costs what reading page 1 costs (an index range scan, never an OFFSET).
 */
export type { Page };

/** Where the previous page ended. `at` keeps PostgreSQL's microseconds, which a JavaScript Date would lose. */
export interface Cursor {
  at: string;
  id: string;
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
/** A list's `?pageSize=&continuationToken=`; a list with filters extends it, so its OpenAPI document names them all. */
export const pageQuery = z.object({
  pageSize: z.coerce.number({ error: PAGE_SIZE_MESSAGE }).int(PAGE_SIZE_MESSAGE).min(1, PAGE_SIZE_MESSAGE).max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE).optional(),
  continuationToken: z.string({ error: 'continuationToken must be text' }).optional(),
});

export interface PageRequest {
  pageSize: number;
  after: Cursor | null;
}

const TOKEN = /^[A-Za-z0-9_-]{1,300}$/;
const TIMESTAMP = /^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** A real instant, not one PostgreSQL would refuse (a 30 February would be a 500, not a 400). */
const isInstant = (at: string) => TIMESTAMP.test(at) && !Number.isNaN(Date.parse(at)) && new Date(at).toISOString().slice(0, 19) === at.slice(0, 19);
const BAD_TOKEN = 'This continuationToken was not given out by this list; start again without it to get the first page';

/** The token names its list, so a token from one list handed to another is refused rather than misread. */
export function encodeCursor(list: string, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([list, cursor.at, cursor.id])).toString('base64url');
}

/** The 400 a token this list did not give out is answered with. */
export const refuseToken = () => new ValidationError([{ field: 'continuationToken', message: BAD_TOKEN }]);

/**
 * The values a token carries after the list's name, or the spec's 400 body: a tampered token is bad input, never a
 * server error. Each list checks the values' types itself.
 */
export function readToken(list: string, token: string, values: number): unknown[] {
  if (!TOKEN.test(token)) throw refuseToken();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw refuseToken();
  }
  if (!Array.isArray(value) || value.length !== values + 1 || value[0] !== list) throw refuseToken();
  return value.slice(1) as unknown[];
}

/** Reads a token back, or throws the spec's 400 body. */
export function decodeCursor(list: string, token: string): Cursor {
  const [at, id] = readToken(list, token, 2);
  if (typeof at !== 'string' || !isInstant(at)) throw refuseToken();
  if (!isUuid(id)) throw refuseToken();
  return { at, id: id.toLowerCase() };
}

/** `?pageSize=&continuationToken=` of a list request, validated (400 with the field to fix). */
export function parsePageRequest(list: string, query: unknown): PageRequest {
  const raw = (query ?? {}) as Record<string, unknown>;
  // The first page at the default size, what a list screen asks for most, needs no checking.
  if (raw.pageSize === undefined && raw.continuationToken === undefined) return { pageSize: DEFAULT_PAGE_SIZE, after: null };
  const { pageSize, continuationToken } = parseInput(pageQuery, { pageSize: raw.pageSize, continuationToken: raw.continuationToken });
  return {
    pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
    after: continuationToken ? decodeCursor(list, continuationToken) : null,
  };
}

/**
 * The SQL pieces of one keyset order over a timestamp column and a uuid id column. Needs an index on
 * (owner, sort, id) — a btree serves both directions — so that a page is one range scan.
 */
export function keyset(list: string, sort: AnyColumn, id: AnyColumn, direction: 'asc' | 'desc' = 'desc') {
  const order = direction === 'desc' ? desc : asc;
  const comparison = direction === 'desc' ? sql.raw('<') : sql.raw('>');
  return {
    /** Select this beside each row: its sort key at full precision, for the token. */
    key: sql<string>`to_char(${sort} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    /** The condition "after the cursor" (none for the first page). */
    after: (cursor: Cursor | null): SQL | undefined =>
      cursor ? sql`(${sort}, ${id}) ${comparison} (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined,
    /** The same condition with the cursor as placeholders `afterAt` and `afterId`, for a prepared statement. */
    afterPlaceholders: () => sql`(${sort}, ${id}) ${comparison} (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
    orderBy: [order(sort), order(id)] as const,
    /** Ask for one row more than the page holds: its presence says whether there is a next page. */
    limit: (request: PageRequest) => request.pageSize + 1,
    /** Cuts the rows fetched with `limit` into a page and its token. */
    page<Row extends { id: string; cursorKey: string }, Item>(rows: Row[], request: PageRequest, toItem: (row: Row) => Item): Page<Item> {
      const more = rows.length > request.pageSize;
      const shown = more ? rows.slice(0, request.pageSize) : rows;
      const last = shown[shown.length - 1];
      return {
        items: shown.map(toItem),
        continuationToken: more && last ? encodeCursor(list, { at: last.cursorKey, id: last.id }) : null,
      };
    },
  };
}

export const mapPage = <T, U>(page: Page<T>, toItem: (item: T) => U): Page<U> => ({ items: page.items.map(toItem), continuationToken: page.continuationToken });

/**
 * The JSON text of a page whose items are JSON texts already (written by the database): the answer is put together,
 * not serialised again.
 */
export const pageJson = (page: Page<string>): string =>
  `{"items":[${page.items.join(',')}],"continuationToken":${JSON.stringify(page.continuationToken)}}`;
