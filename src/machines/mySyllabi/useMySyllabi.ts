import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { SyllabusDetails } from '../../services/syllabusApi';
import { useLoadMoreSentinel } from '../listPages/useLoadMoreSentinel';
import { createMySyllabiImplementations } from './implementations';
import { mySyllabiMachine } from './machine';
import * as select from './selectors';

export const syllabusEditorPath = (id: string, tab = 'outcomes') => `/syllabi/editor/${encodeURIComponent(id)}/${tab}`;

/** Spawned by the "My syllabi" and "Create" tabs of /outcomes. */
export function useMySyllabi() {
  const { syllabusApi, inspect } = useRootSystem();
  const navigate = useNavigate();
  const ref = useActorRef(
    mySyllabiMachine.provide(createMySyllabiImplementations({ syllabusApi, openSyllabus: (id) => navigate(syllabusEditorPath(id)) })),
    inspect ? { inspect } : {},
  );
  const loadMore = () => ref.send({ type: 'syllabi.loadMore' });
  return {
    syllabi: useSelector(ref, select.selectSyllabi),
    draft: useSelector(ref, select.selectDraft),
    listFailure: useSelector(ref, select.selectListFailure),
    createFailure: useSelector(ref, select.selectCreateFailure),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    isCreating: useSelector(ref, select.selectIsCreating),
    canCreate: useSelector(ref, select.selectCanCreate),
    hasMore: useSelector(ref, select.selectHasMore),
    isLoadingMore: useSelector(ref, select.selectIsLoadingMore),
    moreFailed: useSelector(ref, select.selectMoreFailed),
    /** Ref for the end of the list: loads the next page when it comes into view. */
    sentinelRef: useLoadMoreSentinel(loadMore, useSelector(ref, select.selectLoadsOnSight)),
    retry: () => ref.send({ type: 'syllabi.retry' }),
    loadMore,
    edit: (changes: Partial<SyllabusDetails>) => ref.send({ type: 'syllabi.edit', changes }),
    create: () => ref.send({ type: 'syllabi.create' }),
  };
}
