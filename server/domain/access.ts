import { timingSafeEqual } from 'node:crypto';

/** Who may see a shared item: decided here and nowhere else. */
export const SHARE_MODES = ['private', 'people', 'link'] as const;
export type ShareMode = (typeof SHARE_MODES)[number];
export const SHAREABLE_TYPES = ['lesson', 'upload'] as const;
export type ShareableType = (typeof SHAREABLE_TYPES)[number];

export interface ShareSettings {
  ownerId: string;
  mode: string;
  emails: string[];
  accessKey: string | null;
}

export interface Viewer {
  id: string;
  email: string;
}

function sameKey(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The owner always; named people (by their verified email) when the mode is people; anyone with the exact access key
 * when the mode is link. Everything else, including a missing or wrong key, is denied.
 */
export function canView(ownerId: string, share: ShareSettings | undefined, viewer: Viewer | null, accessKey: string | undefined): boolean {
  if (viewer && viewer.id === ownerId) return true;
  if (!share) return false;
  if (share.mode === 'people') {
    const email = viewer?.email.trim().toLowerCase();
    return !!email && share.emails.includes(email);
  }
  if (share.mode === 'link') return !!accessKey && !!share.accessKey && sameKey(accessKey, share.accessKey);
  return false;
}

export function normaliseEmails(emails: string[]): string[] {
  return [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))].sort();
}
