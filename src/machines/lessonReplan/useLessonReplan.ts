import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { Lesson } from '../../services/lessonApi';
import { createLessonReplanImplementations } from './implementations';
import { lessonReplanMachine } from './machine';
import * as select from './selectors';

/**
 * Spawned by the outcomes tab for the saved lesson the page's editor holds (`saved`, as it is now); a re-planned or
 * kept lesson is handed back to that editor, whose saved lesson the offer follows.
 */
export function useLessonReplan(saved: Lesson, onLessonChanged: (lesson: Lesson) => void) {
  const { lessonApi, platformLimit, inspect } = useRootSystem();
  const ref = useActorRef(
    lessonReplanMachine.provide(
      createLessonReplanImplementations({ lessonApi, onLessonChanged, refreshRobotActions: () => platformLimit.send({ type: 'limit.refresh' }) }),
    ),
    { input: { lessonId: saved.id }, ...(inspect ? { inspect } : {}) },
  );
  return {
    offered: useSelector(ref, select.selectOffersReplan(saved)),
    isReplanning: useSelector(ref, select.selectIsReplanning),
    isKeeping: useSelector(ref, select.selectIsKeeping),
    failure: useSelector(ref, select.selectFailure),
    replan: () => ref.send({ type: 'replan.start' }),
    keep: () => ref.send({ type: 'replan.keep' }),
  };
}
