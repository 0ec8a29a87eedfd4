import { timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from './email-address.ts';

/** Who may see a shared item: decided here and nowhere else. */
// The modes and the kinds (server/domain/sharing/kinds.ts says how each is found and shown) are a shared contract.
import { SHAREABLE_TYPES, type ShareableType } from '../../src/contracts/sharing.ts';
export { SHARE_MODES, SHAREABLE_TYPES, type ShareMode, type ShareableType } from '../../src/contracts/sharing.ts';

/** Whether a name from an address or a stored row is a kind of item that can be shared. */
export const isShareableType = (type: string): type is ShareableType => (SHAREABLE_TYPES as readonly string[]).includes(type);

export interface ShareSettings {
  ownerId: string;
  mode: string;
  emails: string[];
  accessKey: string | null;
}

export interface Viewer {
  id: string;
  email: string;
  /** Only a verified address proves the viewer is the person the owner named. */
  emailVerified: boolean;
}

function sameKey(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The owner always; named people (by their verified email) when the mode is people; anyone with the exact access key
 * when the mode is link. Everything else, including a missing or wrong key, is denied. A share with an address whose
 * owner has not confirmed it yet waits until they do: until then anyone could have signed up with it.
 */
export function canView(ownerId: string, share: ShareSettings | undefined, viewer: Viewer | null, accessKey: string | undefined): boolean {
  return shareAudience(ownerId, share, viewer, accessKey) !== undefined;
}

/**
 * Who a shared item is shown to, which decides what of it is shown (server/domain/sharing/shapes.ts): 'people' for
 * a teacher the owner named (and the owner), 'link' for anyone holding the access key, who may be a student, a parent
 * or a stranger. The right key opens the link view even for the owner, so the owner sees what their link shows.
 */
export type ShareAudience = 'people' | 'link';

export function shareAudience(ownerId: string, share: ShareSettings | undefined, viewer: Viewer | null, accessKey: string | undefined): ShareAudience | undefined {
  if (share?.mode === 'link' && !!accessKey && !!share.accessKey && sameKey(accessKey, share.accessKey)) return 'link';
  if (viewer && viewer.id === ownerId) return 'people';
  if (share?.mode === 'people' && !!viewer && sharesWithViewer(share, viewer)) return 'people';
  return undefined;
}

function sharesWithViewer(share: ShareSettings, viewer: Viewer): boolean {
  const email = normaliseEmail(viewer.email);
  return viewer.emailVerified && !!email && share.emails.includes(email);
}

/** The address under which shares with this viewer are found, or undefined while it is unverified. */
export function verifiedEmailOf(viewer: Viewer): string | undefined {
  const email = normaliseEmail(viewer.email);
  return viewer.emailVerified && email ? email : undefined;
}

/** `emails` already checked one by one (checkEmail): one sorted list without repeats. */
export function normaliseEmails(emails: string[]): string[] {
  return [...new Set(emails.map(normaliseEmail).filter(Boolean))].sort();
}
