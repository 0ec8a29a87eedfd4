import { useRootSystem } from '../../app/RootSystemProvider';
import { usePagedList } from '../listPages/pagedList';
import { assessmentListMachine } from './machine';

/** Screen-level flow of /assessments. */
export function useAssessmentList() {
  const { assessmentApi } = useRootSystem();
  return usePagedList(assessmentListMachine, {
    loadPage: (continuationToken, signal) => assessmentApi.list({ continuationToken, signal }),
    deleteItem: (id, signal) => assessmentApi.remove(id, { signal }),
  });
}
