import { fromPromise } from 'xstate';
import type { LessonApi, LessonSummary } from '../../services/lessonApi';

export function createLessonListImplementations(deps: { lessonApi: Pick<LessonApi, 'list' | 'remove'> }) {
  return {
    actors: {
      loadLessons: fromPromise<LessonSummary[], void>(({ signal }) => deps.lessonApi.list({ signal })),
      deleteLesson: fromPromise<void, { id: string }>(({ input, signal }) => deps.lessonApi.remove(input.id, { signal })),
    },
  };
}
