import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
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

/** More "k of n words" alternatives than this in one tier, and the tier is skipped for the next smaller k. */
const MAX_ALTERNATIVES = 64;

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

/** Every way to choose k of the words, as one tsquery: (a & b) | (a & c) | (b & c). */
function atLeast(words: string[], k: number): string {
  const alternatives: string[] = [];
  const pick = (from: number, chosen: string[]) => {
    if (chosen.length === k) {
      alternatives.push(`(${chosen.map(quoted).join(' & ')})`);
      return;
    }
    for (let i = from; i <= words.length - (k - chosen.length); i += 1) pick(i + 1, [...chosen, words[i]!]);
  };
  pick(0, []);
  return alternatives.join(' | ');
}

const binomial = (n: number, k: number) => {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
};

/** One tier: slices holding at least k of the words, best first by ts_rank_cd over all the words. */
function tierQuery(db: Database, search: EnhancementSearch, tier: string, anyWord: string, found: string[], limit: number) {
  const score = sql<number>`ts_rank_cd(${uploadSlices.search}, ${anyWord}::tsquery)::float8`;
  return db
    .select({
      slice: uploadSlices,
      uploadTitle: uploads.title,
      ownerId: uploads.ownerId,
      ownerName: profiles.name,
      ownerEmail: profiles.email,
      score,
    })
    .from(uploadSlices)
    .innerJoin(uploads, eq(uploads.id, uploadSlices.uploadId))
    .innerJoin(profiles, eq(profiles.id, uploads.ownerId))
    .where(
      and(
        sql`${uploadSlices.search} @@ ${tier}::tsquery`,
        eq(uploadSlices.enabled, true),
        eq(uploads.enabled, true),
        visibleTo(search),
        search.ownerIds ? inArray(uploads.ownerId, search.ownerIds) : undefined,
        found.length ? notInArray(uploadSlices.id, found) : undefined,
      ),
    )
    .orderBy(sql`${score} desc`, asc(uploadSlices.id))
    .limit(limit);
}

export type EnhancementHit = Awaited<ReturnType<typeof tierQuery>>[number];

/**
 * Ranked full-text search over the enabled slices of enabled uploads the caller may see. Slices holding every word
 * of the input come first, then those holding all but one, and so on down to one word (strictMatch stops after the
 * first tier); within a tier, ts_rank_cd over the slices' weighted search vector (title words weigh more than body
 * words), then id, so ties keep one order. Tiers are asked for one after another and only until the page is full:
 * ranking every slice that holds any one common word ("number" is in a third of a maths library) would cost a scan
 * of the whole table, where "at least k of the words" is answered from the GIN index.
 */
export async function searchEnhancements(db: Database, search: EnhancementSearch): Promise<EnhancementHit[]> {
  const lexemes = await db.execute<{ word: string }>(sql`select word from unnest(tsvector_to_array(to_tsvector('english', ${search.input}))) as word`);
  const words = lexemes.rows.map((r) => r.word);
  if (words.length === 0) return [];
  const anyWord = words.map(quoted).join(' | ');
  const hits: EnhancementHit[] = [];
  const lowest = search.strictMatch ? words.length : 1;
  for (let k = words.length; k >= lowest && hits.length < search.size; k -= 1) {
    if (k !== words.length && k !== 1 && binomial(words.length, k) > MAX_ALTERNATIVES) continue;
    const tier = k === words.length ? words.map(quoted).join(' & ') : atLeast(words, k);
    hits.push(...(await tierQuery(db, search, tier, anyWord, hits.map((h) => h.slice.id), search.size - hits.length)));
  }
  return hits;
}
