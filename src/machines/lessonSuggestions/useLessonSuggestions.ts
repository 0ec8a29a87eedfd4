import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { Lesson, SuggestionType } from '../../services/lessonApi';
import { createLessonSuggestionsImplementations } from './implementations';
import { lessonSuggestionsMachine } from './machine';
import * as select from './selectors';

/** Spawned by the suggestions tab; implemented suggestions are handed to the page's editor. */
export function useLessonSuggestions(lessonId: string, onLessonChanged: (lesson: Lesson) => void) {
  const { lessonApi, inspect } = useRootSystem();
  const ref = useActorRef(lessonSuggestionsMachine.provide(createLessonSuggestionsImplementations({ lessonApi, onLessonChanged })), {
    input: { lessonId },
    ...(inspect ? { inspect } : {}),
  });
  return {
    type: useSelector(ref, select.selectType),
    suggestions: useSelector(ref, select.selectSuggestions),
    implementing: useSelector(ref, select.selectImplementing),
    implemented: useSelector(ref, select.selectImplemented),
    landed: useSelector(ref, select.selectLanded),
    failure: useSelector(ref, select.selectFailure),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    canImplement: useSelector(ref, select.selectCanImplement),
    chooseType: (suggestionType: SuggestionType) => ref.send({ type: 'suggestions.chooseType', suggestionType }),
    retry: () => ref.send({ type: 'suggestions.retry' }),
    implement: (id: string, lesson: Lesson | null) => ref.send({ type: 'suggestions.implement', id, lesson }),
  };
}
