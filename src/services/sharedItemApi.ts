import type { HttpClient } from './http';

/** The lesson as a share carries it (GET /sharing/shared/{ownerId}/{itemId}). */
export interface SharedLesson {
  id: string;
  title: string;
  description: string;
  methodology: 'project' | 'direct' | 'inquiry';
  enhancementEnabled: boolean;
  yearLevel: string;
  subject: string;
  durationMinutes: number;
  outcomes: { code: string; statement: string; framework: string }[];
  phases: {
    key: string;
    title: string;
    minutes: number;
    teacherActions: string[];
    studentActions: string[];
    resources: string[];
    outcomeCodes: string[];
  }[];
  successCriteria: { text: string; outcomeCode: string; bloomLevel: string }[];
  keyVocabulary: string[];
  differentiation: { support: string[]; extension: string[]; languageSupport: string[] };
  provenance?: unknown;
  joinCode?: string | null;
}

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
