import type { HttpClient } from './http';
import { withRetries } from './resourceCache';

// What the API answers is inferred from the schemas the server answers with (src/contracts/schemas/sharing.ts).
import type { ListedSharing, ShareableType, ShareMode, Sharing, SharedWithMe } from '../contracts/sharing';
import { SHARE_MODES } from '../contracts/sharing';

export type { ShareMode };
/** What a teacher can share: a lesson, an upload, an assessment, a comment set or a unit of work. */
export type SharedItemType = ShareableType;
export const shareModes: readonly ShareMode[] = SHARE_MODES;

/** How an item is shared; its path is /shared/{ownerId}/{itemId}, with ?key= for a link share. */
export type Share = Sharing;
/** A share in the sharing overview (GET /sharing): with its item's title. */
export type ListedShare = ListedSharing;
/** An item another teacher shares with me (GET /sharing/withme). */
export type ShareWithMe = SharedWithMe;

type Signal = { signal?: AbortSignal };
const sharePath = (type: string, id: string) => `/sharing/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;

export function createSharingApi(http: HttpClient) {
  return {
    forItem: (id: string, { signal }: Signal = {}) =>
      withRetries((options) => http.get<Share[]>(`/sharing/${encodeURIComponent(id)}`, options), signal ? { signal } : {}),
    share: (type: SharedItemType, id: string, mode: ShareMode, emails: string[], { signal }: Signal = {}) =>
      http.request<Share>(`${sharePath(type, id)}/${mode}`, { method: 'PUT', body: { emails }, signal }),
    /** Everything the teacher shares, most recently changed first. */
    mine: ({ signal }: Signal = {}) => withRetries((options) => http.get<ListedShare[]>('/sharing', options), signal ? { signal } : {}),
    withMe: ({ signal }: Signal = {}) => withRetries((options) => http.get<ShareWithMe[]>('/sharing/withme', options), signal ? { signal } : {}),
    /** Stops sharing the item with anyone: its link stops working and the people named lose it. */
    stop: (type: string, id: string, { signal }: Signal = {}) => http.request<void>(`${sharePath(type, id)}/*`, { method: 'DELETE', signal }),
  };
}

export type SharingApi = ReturnType<typeof createSharingApi>;

/** The full address to hand out: the page origin and the share's path. */
export const shareUrl = (origin: string, share: Pick<Share, 'path'>) => `${origin}${share.path}`;
