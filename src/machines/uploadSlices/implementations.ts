import { fromPromise } from 'xstate';
import type { Slice, SliceFilters, UploadApi } from '../../services/uploadApi';
import type { Page } from '../listPages/pages';

export function createUploadSlicesImplementations(deps: { uploadApi: Pick<UploadApi, 'slices'> }) {
  return {
    actors: {
      loadSlices: fromPromise<Page<Slice>, { uploadId: string; filters: SliceFilters; continuationToken: string | null }>(({ input, signal }) =>
        deps.uploadApi.slices(input.uploadId, input.filters, input.continuationToken, { signal }),
      ),
    },
  };
}
