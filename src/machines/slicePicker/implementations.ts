import { fromPromise } from 'xstate';
import type { Slice, UploadApi } from '../../services/uploadApi';
import { allSlices, finishedUploads } from '../uploadSlices/machine';
import type { SlicesPage, UploadsPage } from './types';

export interface SlicePickerDeps {
  uploadApi: Pick<UploadApi, 'list' | 'slices'>;
  /** Where a used slice's text goes. */
  use: (text: string) => void;
}

export function createSlicePickerImplementations(deps: SlicePickerDeps) {
  return {
    actors: {
      loadUploads: fromPromise<UploadsPage, { continuationToken: string | null }>(({ input, signal }) => finishedUploads(deps.uploadApi, input.continuationToken, { signal })),
      loadSlices: fromPromise<SlicesPage, { uploadId: string; query: string; continuationToken: string | null }>(({ input, signal }) =>
        deps.uploadApi.slices(input.uploadId, { ...allSlices(), searchText: input.query, enabledFilter: 'enabled' }, input.continuationToken, { signal }),
      ),
    },
    actions: {
      handOver: (_: unknown, { slice }: { slice: Slice }) => deps.use(slice.text),
    },
  };
}
