import type { ReactNode } from 'react';
import type { Upload } from '../../services/uploadApi';
import type { useUploadEditor } from '../../machines/uploadEditor/useUploadEditor';
import { PageTitle } from '../layout/PageTitle';
import { LoadState } from '../lessons/parts';
import { uploadTexts } from './texts';

/** The page title and loading state of a page about one upload; the page itself once the upload is there. */
export function LoadedUpload({ e, children }: { e: ReturnType<typeof useUploadEditor>; children: (upload: Upload) => ReactNode }) {
  return (
    <>
      <PageTitle title={e.upload?.title ?? uploadTexts.uploadLoading} />
      <LoadState isLoading={e.isLoading} failed={e.loadFailed} failure={e.failure} retry={e.retry} loadingLabel={uploadTexts.uploadLoading}>
        {e.upload && children(e.upload)}
      </LoadState>
    </>
  );
}
