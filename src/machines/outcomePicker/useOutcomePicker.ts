import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createOutcomePickerImplementations } from './implementations';
import { outcomePickerMachine } from './machine';
import * as select from './selectors';

export type OutcomePickerRef = ActorRefFrom<typeof outcomePickerMachine>;

/** Spawns a picker for the screen that shows it (brief form, outcomes tabs, syllabus editor). */
export function useOutcomePickerActor(): OutcomePickerRef {
  const { syllabusApi, inspect } = useRootSystem();
  return useActorRef(outcomePickerMachine.provide(createOutcomePickerImplementations({ syllabusApi })), inspect ? { inspect } : {});
}

export function useOutcomePicker(ref: OutcomePickerRef) {
  return {
    frameworks: useSelector(ref, select.selectFrameworks),
    options: useSelector(ref, select.selectOptions),
    frameworksFailed: useSelector(ref, select.selectFrameworksFailed),
    input: useSelector(ref, select.selectInput),
    searchFramework: useSelector(ref, select.selectSearchFramework),
    searchedFor: useSelector(ref, select.selectSearchedFor),
    found: useSelector(ref, select.selectFound),
    isSearching: useSelector(ref, select.selectIsSearching),
    searchDone: useSelector(ref, select.selectSearchDone),
    searchFailed: useSelector(ref, select.selectSearchFailed),
    canSearch: useSelector(ref, select.selectCanSearch),
    browse: useSelector(ref, select.selectBrowse),
    listed: useSelector(ref, select.selectListed),
    isListing: useSelector(ref, select.selectIsListing),
    listDone: useSelector(ref, select.selectListDone),
    browseFailed: useSelector(ref, select.selectBrowseFailed),
    failure: useSelector(ref, select.selectFailure),
    type: (input: string) => ref.send({ type: 'outcomes.type', input }),
    chooseSearchFramework: (framework: string) => ref.send({ type: 'outcomes.chooseSearchFramework', framework }),
    search: () => ref.send({ type: 'outcomes.search' }),
    chooseFramework: (framework: string) => ref.send({ type: 'outcomes.chooseFramework', framework }),
    chooseSubject: (subject: string) => ref.send({ type: 'outcomes.chooseSubject', subject }),
    chooseLevel: (level: string) => ref.send({ type: 'outcomes.chooseLevel', level }),
    retry: () => ref.send({ type: 'outcomes.retry' }),
  };
}
