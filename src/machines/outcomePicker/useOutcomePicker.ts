import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createOutcomeBrowseImplementations, createOutcomeSearchImplementations } from './implementations';
import { outcomeBrowseMachine, outcomeSearchMachine } from './machine';
import * as select from './selectors';

export interface OutcomePickerRef {
  search: ActorRefFrom<typeof outcomeSearchMachine>;
  browse: ActorRefFrom<typeof outcomeBrowseMachine>;
}

/** Spawns the two picker flows for the screen that shows them (brief form, outcomes tabs, syllabus editor). */
export function useOutcomePickerActor(): OutcomePickerRef {
  const { syllabusApi, inspect } = useRootSystem();
  const options = inspect ? { inspect } : {};
  return {
    search: useActorRef(outcomeSearchMachine.provide(createOutcomeSearchImplementations({ syllabusApi })), options),
    browse: useActorRef(outcomeBrowseMachine.provide(createOutcomeBrowseImplementations({ syllabusApi })), options),
  };
}

/** The curriculum frameworks alone, for a screen that chooses one (a syllabus's details); the read is cached. */
export function useFrameworks() {
  const { syllabusApi, inspect } = useRootSystem();
  const ref = useActorRef(outcomeSearchMachine.provide(createOutcomeSearchImplementations({ syllabusApi })), inspect ? { inspect } : {});
  return useSelector(ref, select.selectFrameworks);
}

/** The curriculum frameworks (with their attribution texts), once loaded. */
export function useCurriculumOptions(picker: OutcomePickerRef) {
  return useSelector(picker.search, select.selectOptions);
}

export function useOutcomeSearch(ref: OutcomePickerRef['search']) {
  return {
    frameworks: useSelector(ref, select.selectFrameworks),
    options: useSelector(ref, select.selectOptions),
    input: useSelector(ref, select.selectInput),
    searchFramework: useSelector(ref, select.selectSearchFramework),
    searchLevel: useSelector(ref, select.selectSearchLevel),
    levels: useSelector(ref, select.selectSearchLevels, (a, b) => a.join() === b.join()),
    canShowMore: useSelector(ref, select.selectCanShowMore),
    searchedFor: useSelector(ref, select.selectSearchedFor),
    found: useSelector(ref, select.selectFound),
    failure: useSelector(ref, select.selectSearchFailure),
    isSearching: useSelector(ref, select.selectIsSearching),
    searchDone: useSelector(ref, select.selectSearchDone),
    searchFailed: useSelector(ref, select.selectSearchFailed),
    canSearch: useSelector(ref, select.selectCanSearch),
    type: (input: string) => ref.send({ type: 'outcomes.type', input }),
    chooseSearchFramework: (framework: string) => ref.send({ type: 'outcomes.chooseSearchFramework', framework }),
    chooseSearchLevel: (level: string) => ref.send({ type: 'outcomes.chooseSearchLevel', level }),
    search: () => ref.send({ type: 'outcomes.search' }),
    showMore: () => ref.send({ type: 'outcomes.showMore' }),
  };
}

export function useOutcomeBrowse(ref: OutcomePickerRef['browse']) {
  return {
    frameworks: useSelector(ref, select.selectFrameworks),
    options: useSelector(ref, select.selectOptions),
    browse: useSelector(ref, select.selectBrowse),
    listed: useSelector(ref, select.selectListed),
    failure: useSelector(ref, select.selectBrowseFailure),
    frameworksLoading: useSelector(ref, select.selectFrameworksLoading),
    frameworksFailed: useSelector(ref, select.selectFrameworksFailed),
    isListing: useSelector(ref, select.selectIsListing),
    listDone: useSelector(ref, select.selectListDone),
    browseFailed: useSelector(ref, select.selectBrowseFailed),
    chooseFramework: (framework: string) => ref.send({ type: 'outcomes.chooseFramework', framework }),
    chooseSubject: (subject: string) => ref.send({ type: 'outcomes.chooseSubject', subject }),
    chooseLevel: (level: string) => ref.send({ type: 'outcomes.chooseLevel', level }),
    retry: () => ref.send({ type: 'outcomes.retry' }),
  };
}
