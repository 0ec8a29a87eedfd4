import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { profiles, shares, uploads, uploadSlices } from '../db/schema.ts';

export interface EnhancementSearch {
  callerId: string;
  /** The caller's address when their identity provider vouches for it; people-shares with it are searched too. */
  verifiedEmail: string | undefined;
  input: string;
  size: number;
  /** Narrows the search to these owners' uploads; never widens it past what the caller may see. */
  ownerIds: string[] | undefined;
  /** Every word must be in the slice; otherwise slices with fewer of the words follow those with more. */
  strictMatch: boolean;
}

/**
 * The uploads a caller may search: their own and those shared with them by name (people mode, verified address).
 * A link share is not "shared with" anyone in particular, so it opens nothing here.
 */
function visibleTo(search: EnhancementSearch): SQL {
  const own = eq(uploads.ownerId, search.callerId);
  if (!search.verifiedEmail) return own;
  const shared = sql`exists (select 1 from ${shares} where ${shares.ownerId} = ${uploads.ownerId} and ${shares.itemType} = 'upload'
    and ${shares.itemId} = ${uploads.id}::text and ${shares.mode} = 'people' and ${shares.emails} @> ${JSON.stringify([search.verifiedEmail])}::jsonb)`;
  return sql`(${own} or ${shared})`;
}

/** A lexeme as tsquery text reads it: quoted, with quotes and backslashes escaped. */
const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * At most this many slices holding every word, and as many again holding only some, are ranked. When a common word
 * puts thousands of slices in a library in the running, ranking all of them (and reading each row) is what made a
 * search slow; these are the first found through the GIN index.
 */
export const CANDIDATES = 200;
/** At most this many of the input's distinct words are searched for (the first ones): a pasted paragraph costs no more. */
export const MAX_SEARCH_WORDS = 8;

/** Slices the caller may search matching `query`, as id and search vector, at most CANDIDATES of them. */
function candidatesHolding(db: Database, search: EnhancementSearch, query: SQL) {
  return db
    .select({ id: sql<string>`${uploadSlices.id}`.as('candidate_id'), search: sql<string>`${uploadSlices.search}`.as('candidate_search') })
    .from(uploadSlices)
    .innerJoin(uploads, eq(uploads.id, uploadSlices.uploadId))
    .where(and(query, eq(uploadSlices.enabled, true), eq(uploads.enabled, true), visibleTo(search), search.ownerIds ? inArray(uploads.ownerId, search.ownerIds) : undefined))
    .limit(CANDIDATES);
}

/**
 * One part of the page: the candidates holding every word, or (`some`) those holding only some of them, ordered by how
 * many of the words each holds, then ts_rank_cd over all the words; only the page's rows are read whole.
 */
export function enhancementSearchQuery(db: Database, search: EnhancementSearch, words: string[], part: 'every' | 'some', limit: number) {
  const everyWord = sql`${uploadSlices.search} @@ ${words.map(quoted).join(' & ')}::tsquery`;
  const anyWord = words.map(quoted).join(' | ');
  const candidates = candidatesHolding(db, search, part === 'every' ? everyWord : sql`${uploadSlices.search} @@ ${anyWord}::tsquery and not (${everyWord})`).as('candidates');
  // Every candidate of the first part holds all the words: only the second needs counting them.
  const held =
    part === 'every'
      ? sql`${words.length}`
      : sql.join(
          words.map((word) => sql`(${candidates.search} @@ ${quoted(word)}::tsquery)::int`),
          sql` + `,
        );
  const score = sql<number>`ts_rank_cd(${candidates.search}, ${anyWord}::tsquery)::float8`;
  const best = db
    .select({ id: sql<string>`${candidates.id}`.as('best_id'), held: sql<number>`${held}`.as('best_held'), score: sql<number>`${score}`.as('best_score') })
    .from(candidates)
    .orderBy(sql`${held} desc`, sql`${score} desc`, asc(candidates.id))
    .limit(limit)
    .as('best');
  return db
    .select({
      slice: uploadSlices,
      uploadTitle: uploads.title,
      ownerId: uploads.ownerId,
      ownerName: profiles.name,
      ownerEmail: profiles.email,
      score: best.score,
    })
    .from(best)
    .innerJoin(uploadSlices, eq(uploadSlices.id, best.id))
    .innerJoin(uploads, eq(uploads.id, uploadSlices.uploadId))
    .innerJoin(profiles, eq(profiles.id, uploads.ownerId))
    .orderBy(sql`${best.held} desc`, sql`${best.score} desc`, asc(uploadSlices.id));
}

export type EnhancementHit = Awaited<ReturnType<typeof enhancementSearchQuery>>[number];

/**
 * Ranked full-text search over the enabled slices of enabled uploads the caller may see. Slices holding every word
 * of the input come first, then those holding all but one, and so on down to one word (strictMatch wants every
 * word); among slices holding as many words, ts_rank_cd over the slices' weighted search vector (title words weigh
 * more than body words), then id, so ties keep one order. Its cost is bounded whatever the input and the library: at
 * most MAX_SEARCH_WORDS words, and at most CANDIDATES slices holding every word and as many holding some are ranked.
 */
export async function searchEnhancements(db: Database, search: EnhancementSearch): Promise<EnhancementHit[]> {
  // In the order the input gives them, so a long input is searched by its first words.
  const lexemes = await db.execute<{ word: string }>(
    sql`select lexeme as word from unnest(to_tsvector('english', ${search.input})) order by positions[1] limit ${MAX_SEARCH_WORDS}`,
  );
  const words = lexemes.rows.map((r) => r.word);
  if (words.length === 0) return [];
  const hits = await enhancementSearchQuery(db, search, words, 'every', search.size);
  // Slices holding only some of the words are asked for only when those holding every word do not fill the page.
  if (hits.length === search.size || search.strictMatch || words.length === 1) return hits;
  return [...hits, ...(await enhancementSearchQuery(db, search, words, 'some', search.size - hits.length))];
}
