import type { Failure } from '../../lib/failure';
import type { SharedItem } from '../../services/sharedItemApi';

export interface SharedItemInput {
  ownerId?: string | undefined;
  itemId?: string | undefined;
  accessKey?: string | null | undefined;
}

export interface SharedItemContext {
  ownerId: string;
  itemId: string;
  accessKey: string | null;
  item: SharedItem | null;
  /** Why the item cannot be shown, for the error state. */
  problem: string | null;
  /** Why the last "Make a copy" did not go through. */
  copyFailure: Failure | null;
}

export type SharedItemEvent = { type: 'sharedItem.retry' } | { type: 'sharedItem.copy' };
