import { fromPromise } from 'xstate';
import type { LessonApi, LessonSummary } from '../../services/lessonApi';
import type { Page } from '../listPages/pages';

export function createLessonListImplementations(deps: { lessonApi: Pick<LessonApi, 'list' | 'remove'> }) {
  return {
    actors: {
      loadLessons: fromPromise<Page<LessonSummary>, { continuationToken: string | null }>(({ input, signal }) =>
        deps.lessonApi.list({ continuationToken: input.continuationToken, signal }),
      ),
      deleteLesson: fromPromise<void, { id: string }>(({ input, signal }) => deps.lessonApi.remove(input.id, { signal })),
    },
  };
}
