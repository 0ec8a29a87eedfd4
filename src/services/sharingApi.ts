import type { HttpClient } from './http';
import { withRetries } from './resourceCache';

export type ShareMode = 'private' | 'people' | 'link';
/** What a teacher can share: a lesson, an upload, an assessment, a comment set or a unit of work. */
export type SharedItemType = 'lesson' | 'upload' | 'assessment' | 'comment' | 'unit';
export const shareModes: readonly ShareMode[] = ['private', 'people', 'link'];

export interface Share {
  type: string;
  id: string;
  mode: ShareMode;
  emails: string[];
  accessKey: string | null;
  /** /shared/{ownerId}/{itemId}, with ?key= for a link share. */
  path: string;
  updatedAt: string;
}

/** A share in the sharing overview (GET /sharing): with its item's title. */
export interface ListedShare extends Share {
  title: string;
}

/** An item another teacher shares with me (GET /sharing/withme). */
export interface ShareWithMe extends ListedShare {
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
}

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
