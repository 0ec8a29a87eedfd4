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
  /** Every word must be in the slice; otherwise any word will do, and slices with more of them rank higher. */
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

/**
 * Ranked full-text search over the enabled slices of enabled uploads the caller may see, best first (ts_rank_cd over
 * the slices' weighted search vector: title words weigh more than body words), then by id so ties keep one order.
 */
export function enhancementSearchQuery(db: Database, search: EnhancementSearch) {
  const query = search.strictMatch
    ? sql`plainto_tsquery('english', ${search.input})`
    : sql`replace(plainto_tsquery('english', ${search.input})::text, ' & ', ' | ')::tsquery`;
  const score = sql<number>`ts_rank_cd(${uploadSlices.search}, ${query})::float8`;
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
        sql`${uploadSlices.search} @@ ${query}`,
        eq(uploadSlices.enabled, true),
        eq(uploads.enabled, true),
        visibleTo(search),
        search.ownerIds ? inArray(uploads.ownerId, search.ownerIds) : undefined,
      ),
    )
    .orderBy(sql`${score} desc`, asc(uploadSlices.id))
    .limit(search.size);
}

export type EnhancementHit = Awaited<ReturnType<typeof enhancementSearchQuery>>[number];
