import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { SliceFilters } from '../../services/uploadApi';
import { useLoadMoreSentinel } from '../listPages/useLoadMoreSentinel';
import { createUploadSlicesImplementations } from './implementations';
import type { UploadSlicesMachine } from './machine';
import { uploadSlicesMachine } from './machine';

type Snapshot = SnapshotFrom<UploadSlicesMachine>;

const selectSlices = (s: Snapshot) => s.context.slices;
const selectFilters = (s: Snapshot) => s.context.filters;
const selectContentTypes = (s: Snapshot) => s.context.contentTypes;
const selectOutcomes = (s: Snapshot) => s.context.outcomes;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectIsLoading = (s: Snapshot) => s.matches('loading') || s.matches('settling');
const selectLoadFailed = (s: Snapshot) => s.matches('failed');
const selectHasMore = (s: Snapshot) => s.matches('ready') && s.context.continuationToken !== null;
const selectIsLoadingMore = (s: Snapshot) => s.matches({ ready: 'loadingMore' });
const selectMoreFailed = (s: Snapshot) => s.matches({ ready: 'moreFailed' });
const selectLoadsOnSight = (s: Snapshot) => s.matches({ ready: 'idle' }) && s.context.continuationToken !== null;

/** The editor's slices tab. */
export function useUploadSlices(uploadId: string) {
  const { uploadApi, inspect } = useRootSystem();
  const ref = useActorRef(uploadSlicesMachine.provide(createUploadSlicesImplementations({ uploadApi })), {
    input: { uploadId },
    ...(inspect ? { inspect } : {}),
  });
  const loadMore = () => ref.send({ type: 'slices.loadMore' });
  return {
    slices: useSelector(ref, selectSlices),
    filters: useSelector(ref, selectFilters),
    contentTypes: useSelector(ref, selectContentTypes),
    outcomes: useSelector(ref, selectOutcomes),
    failure: useSelector(ref, selectFailure),
    isLoading: useSelector(ref, selectIsLoading),
    loadFailed: useSelector(ref, selectLoadFailed),
    hasMore: useSelector(ref, selectHasMore),
    isLoadingMore: useSelector(ref, selectIsLoadingMore),
    moreFailed: useSelector(ref, selectMoreFailed),
    sentinelRef: useLoadMoreSentinel(loadMore, useSelector(ref, selectLoadsOnSight)),
    filter: (changes: Partial<SliceFilters>) => ref.send({ type: 'slices.filter', changes }),
    loadMore,
    retry: () => ref.send({ type: 'slices.retry' }),
  };
}
