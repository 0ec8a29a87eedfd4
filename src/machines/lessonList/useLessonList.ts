import { useRootSystem } from '../../app/RootSystemProvider';
import { usePagedList } from '../listPages/pagedList';
import { lessonListMachine } from './machine';

/** Screen-level flow of /lessons (and the dashboard's recent lessons). */
export function useLessonList() {
  const { lessonApi } = useRootSystem();
  return usePagedList(lessonListMachine, {
    loadPage: (continuationToken, signal) => lessonApi.list({ continuationToken, signal }),
    deleteItem: (id, signal) => lessonApi.remove(id, { signal }),
  });
}
