import type { HttpClient } from './http';
import type { Lesson } from './lessonApi';

/** The lesson as a share carries it (GET /sharing/shared/{ownerId}/{itemId}): the same shape as GET /lesson/{id}. */
export type SharedLesson = Lesson;

export interface SharedUpload {
  id: string;
  title: string;
  description: string;
}

/** Spec §3 Shared item. */
export interface SharedItem {
  type: string;
  id: string;
  ownerId: string;
  ownerEmail: string;
  ownerName: string;
  sharedUpload?: { upload?: SharedUpload | null } | null;
  sharedLesson?: { lesson?: SharedLesson | null } | null;
}

export interface SharedItemRequest {
  ownerId: string;
  itemId: string;
  accessKey?: string | null;
}

export function createSharedItemApi(http: HttpClient) {
  return {
    /** Works anonymously: the client sends a bearer token only when someone is signed in. */
    get: ({ ownerId, itemId, accessKey }: SharedItemRequest, { signal }: { signal?: AbortSignal } = {}) =>
      http.get<SharedItem>(`/sharing/shared/${encodeURIComponent(ownerId)}/${encodeURIComponent(itemId)}`, {
        query: { accessKey: accessKey ?? undefined },
        signal,
      }),
  };
}

export type SharedItemApi = ReturnType<typeof createSharedItemApi>;
