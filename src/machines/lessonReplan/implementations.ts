import { fromPromise } from 'xstate';
import type { Lesson, LessonApi } from '../../services/lessonApi';

export interface LessonReplanDeps {
  lessonApi: Pick<LessonApi, 'replan' | 'keepPlan'>;
  onLessonChanged: (lesson: Lesson) => void;
  refreshRobotActions: () => void;
}

export function createLessonReplanImplementations(deps: LessonReplanDeps) {
  return {
    actors: {
      replanLesson: fromPromise<Lesson, { lessonId: string }>(({ input, signal }) => deps.lessonApi.replan(input.lessonId, { signal })),
      keepPlan: fromPromise<Lesson, { lessonId: string }>(({ input, signal }) => deps.lessonApi.keepPlan(input.lessonId, { signal })),
    },
    actions: {
      lessonChanged: (_: unknown, { lesson }: { lesson: Lesson }) => deps.onLessonChanged(lesson),
      refreshRobotActions: () => deps.refreshRobotActions(),
    },
  };
}
