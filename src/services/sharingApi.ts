import type { HttpClient } from './http';
import { withRetries } from './resourceCache';

export type ShareMode = 'private' | 'people' | 'link';
/** What a teacher can share. */
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

type Signal = { signal?: AbortSignal };

export function createSharingApi(http: HttpClient) {
  return {
    forItem: (id: string, { signal }: Signal = {}) =>
      withRetries((options) => http.get<Share[]>(`/sharing/${encodeURIComponent(id)}`, options), signal ? { signal } : {}),
    share: (type: SharedItemType, id: string, mode: ShareMode, emails: string[], { signal }: Signal = {}) =>
      http.request<Share>(`/sharing/${type}/${encodeURIComponent(id)}/${mode}`, { method: 'PUT', body: { emails }, signal }),
  };
}

export type SharingApi = ReturnType<typeof createSharingApi>;

/** The full address to hand out: the page origin and the share's path. */
export const shareUrl = (origin: string, share: Pick<Share, 'path'>) => `${origin}${share.path}`;
