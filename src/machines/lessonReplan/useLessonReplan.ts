import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { Lesson } from '../../services/lessonApi';
import { createLessonReplanImplementations } from './implementations';
import { lessonReplanMachine } from './machine';
import * as select from './selectors';

/**
 * Spawned by the outcomes tab with the saved lesson as it was when the tab opened; a re-planned lesson is handed to
 * the page's editor. `savedCodes` are the saved lesson's outcome codes now.
 */
export function useLessonReplan(lesson: Lesson, savedCodes: string[], onLessonChanged: (lesson: Lesson) => void) {
  const { lessonApi, platformLimit, inspect } = useRootSystem();
  const ref = useActorRef(
    lessonReplanMachine.provide(
      createLessonReplanImplementations({ lessonApi, onLessonChanged, refreshRobotActions: () => platformLimit.send({ type: 'limit.refresh' }) }),
    ),
    { input: { lessonId: lesson.id, plannedWith: lesson.outcomes.map((o) => o.code) }, ...(inspect ? { inspect } : {}) },
  );
  return {
    offered: useSelector(ref, select.selectOffersReplan(savedCodes)),
    isReplanning: useSelector(ref, select.selectIsReplanning),
    failure: useSelector(ref, select.selectFailure),
    replan: () => ref.send({ type: 'replan.start' }),
    keep: () => ref.send({ type: 'replan.keep', outcomeCodes: savedCodes }),
  };
}
