import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createSliceSearchImplementations } from './implementations';
import { sliceSearchMachine, type SliceSearchMachine } from './machine';

type Snapshot = SnapshotFrom<SliceSearchMachine>;

const selectInput = (s: Snapshot) => s.context.input;
const selectSearchedFor = (s: Snapshot) => s.context.searchedFor;
const selectHits = (s: Snapshot) => s.context.hits;
const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null);
const selectIsSearching = (s: Snapshot) => s.matches('searching');
const selectFoundNone = (s: Snapshot) => s.matches('found') && s.context.hits.length === 0;
const selectCanSearch = (s: Snapshot) => s.can({ type: 'search.submit' });

/** Screen-level flow of /uploads/search, searching the signed-in teacher's own uploads. */
export function useSliceSearch() {
  const { uploadApi, session, inspect } = useRootSystem();
  const ownerId = () => session.getSnapshot().context.profile?.id ?? null;
  const ref = useActorRef(sliceSearchMachine.provide(createSliceSearchImplementations({ uploadApi, ownerId })), inspect ? { inspect } : {});
  return {
    input: useSelector(ref, selectInput),
    searchedFor: useSelector(ref, selectSearchedFor),
    hits: useSelector(ref, selectHits),
    failure: useSelector(ref, selectFailure),
    isSearching: useSelector(ref, selectIsSearching),
    foundNone: useSelector(ref, selectFoundNone),
    canSearch: useSelector(ref, selectCanSearch),
    type: (text: string) => ref.send({ type: 'search.type', text }),
    search: () => ref.send({ type: 'search.submit' }),
  };
}
