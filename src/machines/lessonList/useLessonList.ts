import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { LessonSummary } from '../../services/lessonApi';
import { usePagedListState } from '../listPages/pagedList';
import { createLessonListImplementations } from './implementations';
import { lessonListMachine } from './machine';
import { selectLessons } from './selectors';

/** Screen-level flow of /lessons. */
export function useLessonList() {
  const { lessonApi, inspect } = useRootSystem();
  const ref = useActorRef(lessonListMachine.provide(createLessonListImplementations({ lessonApi })), inspect ? { inspect } : {});
  const loadMore = () => ref.send({ type: 'lessons.loadMore' });
  return {
    lessons: useSelector(ref, selectLessons),
    ...usePagedListState<LessonSummary>(ref, loadMore),
    retry: () => ref.send({ type: 'lessons.retry' }),
    loadMore,
    askToDelete: (id: string) => ref.send({ type: 'lessons.delete', id }),
    confirmDelete: () => ref.send({ type: 'lessons.confirmDelete' }),
    cancelDelete: () => ref.send({ type: 'lessons.cancelDelete' }),
  };
}
