import { useRootSystem } from '../../app/RootSystemProvider';
import { usePagedList } from '../listPages/pagedList';
import { lessonListMachine } from './machine';

/** Screen-level flow of /lessons (and the dashboard's recent lessons). */
export function useLessonList() {
  const { lessonApi, lessonFirstPage } = useRootSystem();
  return usePagedList(lessonListMachine, {
    // The first page may already be on its way, asked for beside the profile (src/app/rootSystem.ts).
    loadPage: (continuationToken, signal) => (continuationToken === null ? lessonFirstPage.take() : undefined) ?? lessonApi.list({ continuationToken, signal }),
    deleteItem: (id, signal) => lessonApi.remove(id, { signal }),
  });
}
