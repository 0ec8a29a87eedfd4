import type { Failure } from '../../lib/failure';
import type { EmailConfirmation } from '../../services/profileApi';
import type { ListedShare, ShareMode, ShareWithMe } from '../../services/sharingApi';

/** The share being changed: its mode and people list as chosen and typed so far. */
export interface ShareDraft {
  share: ListedShare;
  mode: ShareMode;
  /** Emails separated by commas, spaces or new lines. */
  emailsText: string;
}

/** What the teacher last did, said back to them until they do something else. */
export type SharingNotice = { kind: 'saved'; title: string; mode: ShareMode } | { kind: 'stopped'; title: string } | { kind: 'linkSent'; message: string };

export interface SharingOverviewContext {
  mine: ListedShare[];
  withMe: ShareWithMe[];
  /** Whether the teacher's address is confirmed: until it is, nothing shared with it is listed. Null when unknown. */
  confirmation: EmailConfirmation | null;
  draft: ShareDraft | null;
  /** The share the teacher asked to stop, waiting for their confirmation. */
  stopping: ListedShare | null;
  notice: SharingNotice | null;
  /** The share whose link was last copied. */
  copied: string | null;
  failure: Failure | null;
}

export interface Shares {
  mine: ListedShare[];
  withMe: ShareWithMe[];
  confirmation: EmailConfirmation | null;
}

export type SharingOverviewEvent =
  | { type: 'overview.retry' }
  | { type: 'overview.edit'; share: ListedShare }
  | { type: 'overview.chooseMode'; mode: ShareMode }
  | { type: 'overview.editEmails'; text: string }
  | { type: 'overview.save' }
  | { type: 'overview.cancelEdit' }
  | { type: 'overview.copyLink'; share: ListedShare }
  | { type: 'overview.stop'; share: ListedShare }
  | { type: 'overview.confirmStop' }
  | { type: 'overview.cancelStop' }
  /** Load both lists again, e.g. after confirming the address in the emailed link. */
  | { type: 'overview.refresh' }
  | { type: 'overview.sendConfirmation' };

export interface SaveRequest {
  type: string;
  id: string;
  mode: ShareMode;
  emails: string[];
}
