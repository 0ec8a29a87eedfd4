import type { HttpClient } from './http';

export type UploadState = 'ready' | 'inProgress' | 'complete' | 'failed' | 'broken';

/** Spec §3 Upload. */
export interface Upload {
  id: string;
  title: string;
  description: string;
  task: string;
  state: UploadState;
  message: string;
  progressPercent: number;
  byteSize: number;
  durationSeconds: number | null;
  lastUpdated: string;
  fileExtension: string;
  enabled: boolean;
  isbn: string | null;
  doi: string | null;
}

/** Spec §9: thumbnails are requested one at a time. */
export const thumbnailCount = 1;

type Signal = { signal?: AbortSignal };
type Thumbnail = string | { url: string };

const uploadPath = (id: string) => `/upload/${encodeURIComponent(id)}`;

export function createUploadApi(http: HttpClient) {
  return {
    get: (id: string, { signal }: Signal = {}) => http.get<Upload>(uploadPath(id), { signal }),
    /** The first thumbnail's address, or null when the upload has none. */
    thumbnail: async (id: string, { signal }: Signal = {}): Promise<string | null> => {
      const thumbnails = await http.get<Thumbnail[]>(`${uploadPath(id)}/thumbnails`, { query: { count: thumbnailCount }, signal });
      const first = thumbnails[0];
      if (!first) return null;
      return typeof first === 'string' ? first : first.url;
    },
  };
}

export type UploadApi = ReturnType<typeof createUploadApi>;
