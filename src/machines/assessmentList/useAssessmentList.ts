import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { useLoadMoreSentinel } from '../listPages/useLoadMoreSentinel';
import { createAssessmentListImplementations } from './implementations';
import { assessmentListMachine } from './machine';
import * as select from './selectors';

/** Screen-level flow of /assessments. */
export function useAssessmentList() {
  const { assessmentApi, inspect } = useRootSystem();
  const ref = useActorRef(assessmentListMachine.provide(createAssessmentListImplementations({ assessmentApi })), inspect ? { inspect } : {});
  const loadMore = () => ref.send({ type: 'assessments.loadMore' });
  return {
    assessments: useSelector(ref, select.selectAssessments),
    pending: useSelector(ref, select.selectPending),
    failure: useSelector(ref, select.selectFailure),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    isConfirming: useSelector(ref, select.selectIsConfirming),
    isDeleting: useSelector(ref, select.selectIsDeleting),
    hasMore: useSelector(ref, select.selectHasMore),
    isLoadingMore: useSelector(ref, select.selectIsLoadingMore),
    moreFailed: useSelector(ref, select.selectMoreFailed),
    /** Ref for the end of the list: loads the next page when it comes into view. */
    sentinelRef: useLoadMoreSentinel(loadMore, useSelector(ref, select.selectLoadsOnSight)),
    retry: () => ref.send({ type: 'assessments.retry' }),
    loadMore,
    askToDelete: (id: string) => ref.send({ type: 'assessments.delete', id }),
    confirmDelete: () => ref.send({ type: 'assessments.confirmDelete' }),
    cancelDelete: () => ref.send({ type: 'assessments.cancelDelete' }),
  };
}
