import { fromPromise } from 'xstate';
import type { MadeCopy, SharedItem, SharedItemApi, SharedItemRequest } from '../../services/sharedItemApi';

/** Where the teacher's copy opens: the editor of its kind. */
const editors: Record<MadeCopy['type'], string> = { lesson: 'lessons', assessment: 'assessments', unit: 'units', comment: 'comments' };
export const copyEditorPath = (copy: MadeCopy) => `/${editors[copy.type]}/editor/${encodeURIComponent(copy.id)}`;

export function createSharedItemImplementations(deps: { sharedItemApi: Pick<SharedItemApi, 'get' | 'copy'>; navigate: (path: string) => void }) {
  return {
    actors: {
      fetchSharedItem: fromPromise<SharedItem, SharedItemRequest>(({ input, signal }) => deps.sharedItemApi.get(input, { signal })),
      copySharedItem: fromPromise<MadeCopy, SharedItemRequest>(({ input, signal }) => deps.sharedItemApi.copy(input, { signal })),
    },
    actions: {
      openCopy: (_: unknown, { copy }: { copy: MadeCopy }) => deps.navigate(copyEditorPath(copy)),
    },
  };
}
