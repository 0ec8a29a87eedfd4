import { fromPromise } from 'xstate';
import type { Page } from '../listPages/pages';
import type { Upload, UploadApi } from '../../services/uploadApi';

export function createUploadListImplementations(deps: { uploadApi: Pick<UploadApi, 'list'> }) {
  return {
    actors: {
      loadUploads: fromPromise<Page<Upload>, { continuationToken: string | null }>(({ input, signal }) =>
        deps.uploadApi.list({ continuationToken: input.continuationToken, signal }),
      ),
    },
  };
}
