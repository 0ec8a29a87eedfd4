import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { assessments, commentSets, lessons, shares, units, uploads } from '../db/schema.ts';
import type { ShareableType } from '../domain/access.ts';
import { isUuid } from '../validation.ts';

/*
 * A share stands only while its item does: it is written while the item is held, and deleted with the item.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where each kind of shareable item is kept. */
const ITEM_TABLES = { lesson: lessons, upload: uploads, assessment: assessments, comment: commentSets, unit: units } as const;

/**
 * Whether the owner has the item, holding it until the transaction ends: its deletion (which deletes its share) then
 * waits for the share being written, or the share waits for the deletion and finds no item.
 */
export async function holdItem(tx: Transaction, ownerId: string, itemType: string, itemId: string): Promise<boolean> {
  const table = ITEM_TABLES[itemType as ShareableType] as (typeof ITEM_TABLES)[ShareableType] | undefined;
  if (!table || !isUuid(itemId)) return false;
  const held = await tx.execute(sql`select 1 from ${table} where ${table.ownerId} = ${ownerId} and ${table.id} = ${itemId}::uuid for key share`);
  return held.rows.length > 0;
}

/**
 * Deletes an owner's item with `removeItem` and, in the same transaction, their share of it, so a share's access key
 * and named people never outlive the item, and neither goes without the other. `removeItem` deletes the owner's item
 * only and answers the rows it deleted; none deleted, no share is touched. The share is matched whatever case the id
 * was spelled in when it was shared.
 */
export async function removeWithShare<Row>(
  db: Database,
  item: { ownerId: string; type: ShareableType; id: string },
  removeItem: (tx: Transaction) => Promise<Row[]>,
): Promise<Row[]> {
  return db.transaction(async (tx) => {
    const removed = await removeItem(tx);
    if (removed.length > 0) {
      await tx
        .delete(shares)
        .where(and(eq(shares.ownerId, item.ownerId), eq(shares.itemType, item.type), sql`lower(${shares.itemId}) = lower(${item.id})`));
    }
    return removed;
  });
}
