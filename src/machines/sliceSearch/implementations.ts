import { fromPromise } from 'xstate';
import type { SliceSearchHit, UploadApi } from '../../services/uploadApi';
import type { SliceSearchRequest } from './machine';

/**
 * `ownerId` is read when a search starts (the profile may arrive after the page opens): the search is narrowed to the
 * teacher's own uploads, whose slices they can review; without it the enhancement search would reach shared ones too.
 */
export function createSliceSearchImplementations(deps: { uploadApi: Pick<UploadApi, 'searchSlices'>; ownerId: () => string | null }) {
  return {
    actors: {
      searchSlices: fromPromise<SliceSearchHit[], SliceSearchRequest>(async ({ input, signal }) => (await deps.uploadApi.searchSlices(input.input, deps.ownerId(), { signal })).items),
    },
  };
}
