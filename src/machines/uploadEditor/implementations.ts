import { fromPromise } from 'xstate';
import type { Upload, UploadApi, UploadDetails } from '../../services/uploadApi';

export function createUploadEditorImplementations(deps: { uploadApi: Pick<UploadApi, 'get' | 'saveDetails'> }) {
  return {
    actors: {
      loadUpload: fromPromise<Upload, { id: string }>(({ input, signal }) => deps.uploadApi.get(input.id, { signal })),
      saveDetails: fromPromise<Upload, { id: string; changes: Partial<UploadDetails> }>(({ input, signal }) =>
        deps.uploadApi.saveDetails(input.id, input.changes, { signal }),
      ),
    },
  };
}
