import { fromPromise } from 'xstate';
import type { SliceEdits, SliceWithSpelling, UploadApi } from '../../services/uploadApi';

type SliceCall = { uploadId: string; sliceId: string };

export interface SliceReviewDeps {
  uploadApi: Pick<UploadApi, 'slice' | 'saveSlice' | 'extractSlice' | 'removeSlice'>;
  /** Back to the upload's slices once this one is deleted. */
  leave: () => void;
}

export function createSliceReviewImplementations(deps: SliceReviewDeps) {
  const { uploadApi } = deps;
  return {
    actors: {
      loadSlice: fromPromise<SliceWithSpelling, SliceCall>(({ input, signal }) => uploadApi.slice(input.uploadId, input.sliceId, { signal })),
      // Saving and re-extracting answer with the slice alone; it is read again for the spelling checked since.
      saveSlice: fromPromise<SliceWithSpelling, SliceCall & { edits: SliceEdits }>(async ({ input, signal }) => {
        await uploadApi.saveSlice(input.uploadId, input.sliceId, input.edits, { signal });
        return uploadApi.slice(input.uploadId, input.sliceId, { signal });
      }),
      reextractSlice: fromPromise<SliceWithSpelling, SliceCall>(async ({ input, signal }) => {
        await uploadApi.extractSlice(input.uploadId, input.sliceId, { signal });
        return uploadApi.slice(input.uploadId, input.sliceId, { signal });
      }),
      deleteSlice: fromPromise<void, SliceCall>(({ input, signal }) => uploadApi.removeSlice(input.uploadId, input.sliceId, { signal })),
    },
    actions: { leave: deps.leave },
  };
}
