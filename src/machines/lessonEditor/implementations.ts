import { fromPromise } from 'xstate';
import type { Lesson, LessonApi, LessonEdits } from '../../services/lessonApi';

export interface LessonEditorDeps {
  lessonApi: Pick<LessonApi, 'get' | 'save'>;
}

export function createLessonEditorImplementations(deps: LessonEditorDeps) {
  return {
    actors: {
      loadLesson: fromPromise<Lesson, { id: string }>(({ input, signal }) => deps.lessonApi.get(input.id, { signal })),
      saveLesson: fromPromise<Lesson, LessonEdits>(({ input, signal }) => deps.lessonApi.save(input, { signal })),
    },
  };
}
