import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { useLoadMoreSentinel } from '../listPages/useLoadMoreSentinel';
import { createLessonListImplementations } from './implementations';
import { lessonListMachine } from './machine';
import * as select from './selectors';

/** Screen-level flow of /lessons. */
export function useLessonList() {
  const { lessonApi, inspect } = useRootSystem();
  const ref = useActorRef(lessonListMachine.provide(createLessonListImplementations({ lessonApi })), inspect ? { inspect } : {});
  const loadMore = () => ref.send({ type: 'lessons.loadMore' });
  return {
    lessons: useSelector(ref, select.selectLessons),
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
    retry: () => ref.send({ type: 'lessons.retry' }),
    loadMore,
    askToDelete: (id: string) => ref.send({ type: 'lessons.delete', id }),
    confirmDelete: () => ref.send({ type: 'lessons.confirmDelete' }),
    cancelDelete: () => ref.send({ type: 'lessons.cancelDelete' }),
  };
}
