import { fromPromise } from 'xstate';
import type { Lesson, LessonApi, LessonSuggestion, SuggestionType } from '../../services/lessonApi';

export interface LessonSuggestionsDeps {
  lessonApi: Pick<LessonApi, 'suggestions' | 'implementSuggestion'>;
  onLessonChanged: (lesson: Lesson) => void;
}

export function createLessonSuggestionsImplementations(deps: LessonSuggestionsDeps) {
  return {
    actors: {
      loadSuggestions: fromPromise<LessonSuggestion[], { lessonId: string; type: SuggestionType }>(({ input, signal }) =>
        deps.lessonApi.suggestions(input.lessonId, input.type, { signal }),
      ),
      implementSuggestion: fromPromise<Lesson, { lessonId: string; id: string }>(({ input, signal }) =>
        deps.lessonApi.implementSuggestion(input.lessonId, input.id, { signal }),
      ),
    },
    actions: {
      lessonChanged: (_: unknown, { lesson }: { lesson: Lesson }) => deps.onLessonChanged(lesson),
    },
  };
}
