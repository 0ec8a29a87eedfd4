import { fromPromise } from 'xstate';
import type { Lesson, LessonApi, LessonBrief } from '../../services/lessonApi';

export interface LessonBriefDeps {
  lessonApi: Pick<LessonApi, 'create'>;
  /** Where the new lesson opens: its plan tab. */
  openLesson: (id: string) => void;
  refreshRobotActions: () => void;
}

export function createLessonBriefImplementations(deps: LessonBriefDeps) {
  return {
    actors: {
      planLesson: fromPromise<Lesson, LessonBrief>(({ input, signal }) => deps.lessonApi.create(input, { signal })),
    },
    actions: {
      openLesson: (_: unknown, { id }: { id: string }) => deps.openLesson(id),
      refreshRobotActions: () => deps.refreshRobotActions(),
    },
  };
}
