import type { Failure } from '../../lib/failure';
import type { Share, ShareMode } from '../../services/sharingApi';

export interface LessonSharingContext {
  lessonId: string;
  /** What is saved on the server; null while the lesson was never shared. */
  share: Share | null;
  mode: ShareMode;
  /** The people list as typed: emails separated by commas, spaces or new lines. */
  emailsText: string;
  joinCode: string | null;
  failure: Failure | null;
  /** What was last copied, so the view can say so. */
  copied: 'link' | 'code' | null;
}

export type LessonSharingEvent =
  | { type: 'sharing.retry' }
  | { type: 'sharing.chooseMode'; mode: ShareMode }
  | { type: 'sharing.editEmails'; text: string }
  | { type: 'sharing.save' }
  | { type: 'sharing.copyLink' }
  | { type: 'sharing.copyCode' }
  | { type: 'sharing.regenerateCode' };

export interface LessonSharingInput {
  lessonId: string;
  joinCode: string | null;
}

export interface ShareRequest {
  lessonId: string;
  mode: ShareMode;
  emails: string[];
}
