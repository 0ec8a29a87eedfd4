import { fromPromise } from 'xstate';
import type { Upload, UploadApi } from '../../services/uploadApi';
import type { SendUploadInput } from './machine';

export interface UploadDialogDeps {
  uploadApi: Pick<UploadApi, 'create'>;
  /** Gives the accepted upload to the list of uploads. */
  handOver: (upload: Upload) => void;
}

export function createUploadDialogImplementations(deps: UploadDialogDeps) {
  return {
    actors: {
      sendUpload: fromPromise<Upload, SendUploadInput>(({ input, signal }) =>
        deps.uploadApi.create(input.form, { signal, onProgress: (sent, total) => input.reportTo.send({ type: 'upload.progress', sent, total }) }),
      ),
    },
    actions: {
      handOver: (_: unknown, params: { upload: Upload }) => deps.handOver(params.upload),
    },
  };
}
