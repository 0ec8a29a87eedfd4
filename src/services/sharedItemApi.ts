import type { HttpClient } from './http';
import type { Lesson } from './lessonApi';
import type { Upload } from './uploadApi';
// What a share carries is inferred from the schemas the server answers with (src/contracts/schemas/sharing.ts).
export type { PublicSharedAssessment, PublicSharedUnit, SharedAssessment, SharedCommentSet, SharedItem, SharedUnit, SharedUnitLesson } from '../contracts/sharing';
import type { MadeCopy, SharedItem } from '../contracts/sharing';
export type { MadeCopy };

/** The lesson as a share carries it (GET /sharing/shared/{ownerId}/{itemId}): the same shape as GET /lesson/{id}. */
export type SharedLesson = Lesson;
/** The upload as a share carries it: the same shape as GET /upload/{id}. */
export type SharedUpload = Upload;

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
    /** The signed-in teacher's own copy of an item shared with them by name (one robot action). */
    copy: ({ ownerId, itemId }: SharedItemRequest, { signal }: { signal?: AbortSignal } = {}) =>
      http.post<MadeCopy>(`/sharing/shared/${encodeURIComponent(ownerId)}/${encodeURIComponent(itemId)}/copy`, {}, { signal }),
  };
}

export type SharedItemApi = ReturnType<typeof createSharedItemApi>;
