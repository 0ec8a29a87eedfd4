import type { Page } from '../contracts/page';
import type {
  PictureAnalysis,
  Slice,
  SliceAlignment,
  SliceSearchHit,
  SliceSearchResults,
  SliceWithSpelling,
  SpellingIssue,
  Upload,
  UploadOutcome,
  UploadSpellingIssue,
  UploadState,
} from '../contracts/upload';
import type { HttpClient, RequestOptions } from './http';
import type { Query } from './query';
import { withRetries } from './resourceCache';

export type { PictureAnalysis, Slice, SliceAlignment, SliceSearchHit, SliceWithSpelling, SpellingIssue, Upload, UploadOutcome, UploadSpellingIssue, UploadState };

/** Spec §3 "Upload create form": the file and the three fields sent beside it, by the names the server reads. */
export interface UploadForm {
  file: File;
  reference: string;
  isbn: string;
  language: string;
}

/** What the editor's details tab may change (POST /upload); an empty ISBN removes it. */
export interface UploadDetails {
  title: string;
  description: string;
  enabled: boolean;
  isbn: string;
}

/** What the teacher may change in one slice (PUT /upload/{id}/slice). */
export interface SliceEdits {
  title: string;
  text: string;
  enabled: boolean;
  /** Only a slice with a picture has alt text; the server refuses one for a slice without. */
  altText?: string;
}

/** Spec §3 slice list filters (pageSize and continuationToken are the list's own). */
export interface SliceFilters {
  searchText: string;
  imageFilter: 'all' | 'with' | 'without';
  accessibilityFilter: 'all' | 'missingAltText';
  /** An outcome code; '' for every outcome. */
  outcomeFilter: string;
  alignmentFilter: 'all' | 'aligned' | 'unaligned';
  suggestionFilter: 'all' | 'with' | 'without';
  /** A content type; '' for every type. */
  contentFilter: string;
  enabledFilter: 'all' | 'enabled' | 'disabled';
}

/** Spec §9: thumbnails are requested one at a time. */
export const thumbnailCount = 1;
/** Slices asked for per page while scrolling. */
export const slicePageSize = 30;

type Signal = { signal?: AbortSignal };
type Thumbnail = string | { url: string };

const uploadPath = (id: string) => `/upload/${encodeURIComponent(id)}`;
const slicePath = (id: string, sliceId: string) => `${uploadPath(id)}/slice/${encodeURIComponent(sliceId)}`;

/** Filters as the query says them: a value that means "everything" is left out. */
export function sliceQuery(filters: SliceFilters, continuationToken: string | null): Query {
  const query: Query = { pageSize: slicePageSize };
  if (continuationToken) query.continuationToken = continuationToken;
  for (const [key, value] of Object.entries(filters)) {
    const text = String(value).trim();
    if (text && text !== 'all') query[key] = text;
  }
  return query;
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(blob);
  });
}

export function createUploadApi(http: HttpClient) {
  /** Reads are idempotent: retried with back-off (spec §9), not cached, since processing changes them. */
  const read = <T>(path: string, { signal, query }: Signal & { query?: Query } = {}) =>
    withRetries<T>((options) => http.get<T>(path, { ...options, ...(query ? { query } : {}) }), signal ? { signal } : {});
  return {
    /** One page of the teacher's uploads (only those in `state`, when given), most recently changed first. */
    list: ({ continuationToken, state, signal }: Signal & { continuationToken?: string | null; state?: UploadState } = {}) =>
      read<Page<Upload>>('/upload', { signal, query: { continuationToken, state } }),
    get: (id: string, { signal }: Signal = {}) => http.get<Upload>(uploadPath(id), { signal }),
    /** The first thumbnail's address, or null when the upload has none. */
    thumbnail: async (id: string, { signal }: Signal = {}): Promise<string | null> => {
      const thumbnails = await http.get<Thumbnail[]>(`${uploadPath(id)}/thumbnails`, { query: { count: thumbnailCount }, signal });
      const first = thumbnails[0];
      if (!first) return null;
      return typeof first === 'string' ? first : first.url;
    },
    /** PUT /upload as a multipart form (spec §7), reporting how much of it has been sent; one robot action. */
    create: (form: UploadForm, { signal, onProgress }: Signal & { onProgress?: (sent: number, total: number) => void } = {}) => {
      const body = new FormData();
      body.append('Reference', form.reference.trim());
      body.append('Isbn', form.isbn.trim());
      body.append('Language', form.language.trim());
      // The file goes last: the server reads the fields before it streams the file to storage.
      body.append('File', form.file, form.file.name);
      return http.sendForm<Upload>('/upload', body, { method: 'PUT', ...(signal ? { signal } : {}), ...(onProgress ? { onProgress } : {}) });
    },
    /** Sends only what changed; an empty ISBN removes it. */
    saveDetails: (id: string, changes: Partial<UploadDetails>, { signal }: Signal = {}) => {
      const body: Record<string, unknown> = { id, ...changes };
      // Spaces around a title or an ISBN are not part of it.
      if (changes.title !== undefined) body.title = changes.title.trim();
      if (changes.isbn !== undefined) body.isbn = changes.isbn.trim();
      return http.post<Upload>('/upload', body, { signal });
    },
    slices: (id: string, filters: SliceFilters, continuationToken: string | null, { signal }: Signal = {}) =>
      read<Page<Slice>>(`${uploadPath(id)}/slices`, { signal, query: sliceQuery(filters, continuationToken) }),
    outcomes: (id: string, { signal }: Signal = {}) => read<UploadOutcome[]>(`${uploadPath(id)}/outcomes`, { signal }),
    spelling: (id: string, { signal }: Signal = {}) => read<UploadSpellingIssue[]>(`${uploadPath(id)}/spelling`, { signal }),
    slice: (id: string, sliceId: string, { signal }: Signal = {}) => read<SliceWithSpelling>(slicePath(id, sliceId), { signal }),
    saveSlice: (id: string, sliceId: string, edits: SliceEdits, { signal }: Signal = {}) =>
      http.request<Slice>(`${uploadPath(id)}/slice`, { method: 'PUT', body: { id: sliceId, ...edits }, signal }),
    removeSlice: (id: string, sliceId: string, { signal }: Signal = {}) => http.request<void>(slicePath(id, sliceId), { method: 'DELETE', signal }),
    /**
     * A slice's picture as a data: URL the page can show: its API path needs the bearer token, which an <img> cannot
     * send (a data: URL, unlike an object URL, needs no releasing when the page goes).
     */
    picture: async (apiPath: string, { signal }: Signal = {}): Promise<string> =>
      dataUrlOf(await http.request<Blob>(apiPath, { signal, responseType: 'blob' } as unknown as RequestOptions)),
    analysePicture: (id: string, sliceId: string, { signal }: Signal = {}) => read<PictureAnalysis>(`${slicePath(id, sliceId)}/image/analysis`, { signal }),
    /** Reads the slice again from the original file (same place in the upload). */
    /**
     * The teacher's enabled slices that best match some words, across all their enabled uploads (the enhancement search,
     * narrowed to their own uploads). A search that finds something is one robot action; one that finds nothing is free.
     */
    searchSlices: (input: string, ownerId: string | null, { signal }: Signal = {}) =>
      http.get<SliceSearchResults>('/v1/enhancements', { signal, query: { input, consumeOnResult: true, ...(ownerId ? { ownerIds: [ownerId] } : {}) } }),
    extractSlice: (id: string, sliceId: string, { signal }: Signal = {}) => http.post<Slice>(`${slicePath(id, sliceId)}/extract`, {}, { signal }),
  };
}

export type UploadApi = ReturnType<typeof createUploadApi>;

/** One of the teacher's finished uploads, as a list to choose from offers it. */
export interface UploadChoice {
  id: string;
  title: string;
}
