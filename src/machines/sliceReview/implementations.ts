import { fromPromise } from 'xstate';
import type { SliceEdits, UploadApi } from '../../services/uploadApi';
import type { ReviewedSlice } from './machine';

type SliceCall = { uploadId: string; sliceId: string };

export interface SliceReviewDeps {
  uploadApi: Pick<UploadApi, 'slice' | 'saveSlice' | 'extractSlice' | 'removeSlice' | 'picture' | 'analysePicture'>;
  /** Back to the upload's slices once this one is deleted. */
  leave: () => void;
}

export function createSliceReviewImplementations(deps: SliceReviewDeps) {
  const { uploadApi } = deps;
  /** The slice with its spelling and, when it has one, its picture. A picture that cannot be fetched is left out. */
  const read = async ({ uploadId, sliceId }: SliceCall, signal: AbortSignal): Promise<ReviewedSlice> => {
    const slice = await uploadApi.slice(uploadId, sliceId, { signal });
    const picture = slice.image ? await uploadApi.picture(slice.image, { signal }).catch(() => null) : null;
    return { ...slice, picture };
  };
  return {
    actors: {
      loadSlice: fromPromise<ReviewedSlice, SliceCall>(({ input, signal }) => read(input, signal)),
      // Saving and re-extracting answer with the slice alone; it is read again for the spelling checked since.
      saveSlice: fromPromise<ReviewedSlice, SliceCall & { edits: SliceEdits }>(async ({ input, signal }) => {
        await uploadApi.saveSlice(input.uploadId, input.sliceId, input.edits, { signal });
        return read(input, signal);
      }),
      reextractSlice: fromPromise<ReviewedSlice, SliceCall>(async ({ input, signal }) => {
        await uploadApi.extractSlice(input.uploadId, input.sliceId, { signal });
        return read(input, signal);
      }),
      deleteSlice: fromPromise<void, SliceCall>(({ input, signal }) => uploadApi.removeSlice(input.uploadId, input.sliceId, { signal })),
      // The analysis's own alt text when it has one, else its description of the picture.
      suggestAltText: fromPromise<string, SliceCall>(async ({ input, signal }) => {
        const analysis = await uploadApi.analysePicture(input.uploadId, input.sliceId, { signal });
        return (analysis.altText || analysis.description).trim();
      }),
    },
    actions: { leave: deps.leave },
  };
}
