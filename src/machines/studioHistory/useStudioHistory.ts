import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { useLoadMoreSentinel } from '../listPages/useLoadMoreSentinel';
import { createStudioHistoryImplementations } from './implementations';
import { studioHistoryMachine } from './machine';
import * as select from './selectors';

/** Flow of /studio/history. */
export function useStudioHistory() {
  const { studioApi, inspect } = useRootSystem();
  const ref = useActorRef(studioHistoryMachine.provide(createStudioHistoryImplementations({ studioApi })), inspect ? { inspect } : {});
  const loadMore = () => ref.send({ type: 'history.loadMore' });
  return {
    runs: useSelector(ref, select.selectRuns),
    opened: useSelector(ref, select.selectOpened),
    answersShown: useSelector(ref, select.selectAnswersShown),
    failure: useSelector(ref, select.selectFailure),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    isOpening: useSelector(ref, select.selectIsOpening),
    hasMore: useSelector(ref, select.selectHasMore),
    isLoadingMore: useSelector(ref, select.selectIsLoadingMore),
    moreFailed: useSelector(ref, select.selectMoreFailed),
    /** Ref for the end of the list: loads the next page when it comes into view. */
    sentinelRef: useLoadMoreSentinel(loadMore, useSelector(ref, select.selectLoadsOnSight)),
    retry: () => ref.send({ type: 'history.retry' }),
    loadMore,
    open: (id: string) => ref.send({ type: 'history.open', id }),
    back: () => ref.send({ type: 'history.back' }),
    toggleAnswers: () => ref.send({ type: 'history.toggleAnswers' }),
  };
}
