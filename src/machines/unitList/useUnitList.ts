import { useRootSystem } from '../../app/RootSystemProvider';
import { usePagedList } from '../listPages/pagedList';
import { unitListMachine } from './machine';

/** Screen-level flow of /units. */
export function useUnitList() {
  const { unitApi } = useRootSystem();
  return usePagedList(unitListMachine, {
    loadPage: (continuationToken, signal) => unitApi.list({ continuationToken, signal }),
    deleteItem: (id, signal) => unitApi.remove(id, { signal }),
  });
}
