import type { Failure } from '../../lib/failure';
import type { Share, SharedItemType, ShareMode } from '../../services/sharingApi';

export interface ItemSharingContext {
  itemType: SharedItemType;
  itemId: string;
  /** What is saved on the server; null while the item was never shared. */
  share: Share | null;
  mode: ShareMode;
  /** The people list as typed: emails separated by commas, spaces or new lines. */
  emailsText: string;
  /** A lesson's join code for students; uploads have none. */
  joinCode: string | null;
  failure: Failure | null;
  /** What was last copied, so the view can say so. */
  copied: 'link' | 'code' | null;
  /** The last save went through and nothing was changed since: the view confirms it. */
  saved: boolean;
}

export type ItemSharingEvent =
  | { type: 'sharing.retry' }
  | { type: 'sharing.chooseMode'; mode: ShareMode }
  | { type: 'sharing.editEmails'; text: string }
  | { type: 'sharing.save' }
  /** Save after all, once told that the people named lose the item from "Shared with me". */
  | { type: 'sharing.confirmSave' }
  | { type: 'sharing.cancelSave' }
  | { type: 'sharing.copyLink' }
  | { type: 'sharing.copyCode' }
  | { type: 'sharing.regenerateCode' };

export interface ItemSharingInput {
  itemType: SharedItemType;
  itemId: string;
  /** A lesson's current join code; null for an upload. */
  joinCode: string | null;
}

/** Which item is meant, for the actors that load and save its share. */
export interface SharedItem {
  itemType: SharedItemType;
  itemId: string;
}

export interface ShareRequest extends SharedItem {
  mode: ShareMode;
  emails: string[];
}
