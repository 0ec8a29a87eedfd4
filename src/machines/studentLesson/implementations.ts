import { fromPromise } from 'xstate';
import type { LessonApi, StudentLesson } from '../../services/lessonApi';

export function createStudentLessonImplementations(deps: { lessonApi: Pick<LessonApi, 'join'> }) {
  return {
    actors: {
      joinLesson: fromPromise<StudentLesson, { code: string }>(({ input, signal }) => deps.lessonApi.join(input.code, { signal })),
    },
  };
}
