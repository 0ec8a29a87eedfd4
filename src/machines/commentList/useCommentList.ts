import { useRootSystem } from '../../app/RootSystemProvider';
import { usePagedList } from '../listPages/pagedList';
import { commentListMachine } from './machine';

/** Screen-level flow of /comments. */
export function useCommentList() {
  const { commentApi } = useRootSystem();
  return usePagedList(commentListMachine, {
    loadPage: (continuationToken, signal) => commentApi.list({ continuationToken, signal }),
    deleteItem: (id, signal) => commentApi.remove(id, { signal }),
  });
}
