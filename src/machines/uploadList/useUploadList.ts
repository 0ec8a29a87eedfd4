import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { Upload } from '../../services/uploadApi';
import { useLoadMoreSentinel } from '../listPages/useLoadMoreSentinel';
import { createUploadListImplementations } from './implementations';
import { uploadListMachine } from './machine';
import * as select from './selectors';

/** Screen-level flow of /uploads. */
export function useUploadList() {
  const { uploadApi, inspect } = useRootSystem();
  const ref = useActorRef(uploadListMachine.provide(createUploadListImplementations({ uploadApi })), inspect ? { inspect } : {});
  const loadMore = () => ref.send({ type: 'uploads.loadMore' });
  return {
    uploads: useSelector(ref, select.selectUploads),
    failure: useSelector(ref, select.selectFailure),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    hasMore: useSelector(ref, select.selectHasMore),
    isLoadingMore: useSelector(ref, select.selectIsLoadingMore),
    moreFailed: useSelector(ref, select.selectMoreFailed),
    sentinelRef: useLoadMoreSentinel(loadMore, useSelector(ref, select.selectLoadsOnSight)),
    retry: () => ref.send({ type: 'uploads.retry' }),
    loadMore,
    /** For the upload dialog's hand-over. */
    add: (upload: Upload) => ref.send({ type: 'uploads.added', upload }),
  };
}
