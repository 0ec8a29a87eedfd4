import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createStudentLessonImplementations } from './implementations';
import { studentLessonMachine } from './machine';
import * as select from './selectors';

/** Screen-level flow of /lesson/{key}. */
export function useStudentLesson(code: string) {
  const { lessonApi, inspect } = useRootSystem();
  const ref = useActorRef(studentLessonMachine.provide(createStudentLessonImplementations({ lessonApi })), { input: { code }, ...(inspect ? { inspect } : {}) });
  return {
    lesson: useSelector(ref, select.selectLesson),
    isJoining: useSelector(ref, select.selectIsJoining),
    notFound: useSelector(ref, select.selectNotFound),
    failed: useSelector(ref, select.selectFailed),
    retry: () => ref.send({ type: 'join.retry' }),
  };
}
