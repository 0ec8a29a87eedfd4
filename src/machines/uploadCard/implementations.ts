import { fromPromise } from 'xstate';
import type { ResourceCache } from '../../services/resourceCache';
import type { Upload, UploadApi } from '../../services/uploadApi';

/** Spec §9: thumbnails are cached for 1 hour. */
export const thumbnailCacheMs = 60 * 60 * 1000;

export interface UploadCardDeps {
  uploadApi: Pick<UploadApi, 'get' | 'thumbnail'>;
  cache: ResourceCache;
}

export function createUploadCardImplementations(deps: UploadCardDeps) {
  return {
    actors: {
      // The card follows the upload live: always a fresh read, never the cache.
      fetchUpload: fromPromise<Upload, { id: string }>(({ input, signal }) => deps.uploadApi.get(input.id, { signal })),
      fetchThumbnail: fromPromise<string | null, { id: string }>(({ input, signal }) =>
        deps.cache.read(`/upload/${input.id}/thumbnails`, ({ signal: readSignal }) => deps.uploadApi.thumbnail(input.id, { signal: readSignal }), {
          signal,
          ttlMs: thumbnailCacheMs,
        }),
      ),
    },
  };
}
