import { fromPromise } from 'xstate';
import type { BankComment, CommentApi, CommentSet, CommentSetEdits } from '../../services/commentApi';
import type { RewriteRequest } from './machine';
import type { Rewrite } from './types';

export interface CommentEditorDeps {
  commentApi: Pick<CommentApi, 'get' | 'save' | 'generate' | 'perspective' | 'summary' | 'addToBank'>;
  refreshRobotActions: () => void;
}

export function createCommentEditorImplementations(deps: CommentEditorDeps) {
  const api = deps.commentApi;
  return {
    actors: {
      loadCommentSet: fromPromise<CommentSet, { id: string }>(({ input, signal }) => api.get(input.id, { signal })),
      saveCommentSet: fromPromise<CommentSet, CommentSetEdits>(({ input, signal }) => api.save(input, { signal })),
      generateComments: fromPromise<CommentSet, { commentSetId: string; studentId: string | null }>(({ input, signal }) =>
        api.generate(input.commentSetId, input.studentId, { signal }),
      ),
      rewriteComment: fromPromise<Rewrite, RewriteRequest>(async ({ input, signal }) => {
        if ('perspective' in input) {
          const { text } = await api.perspective(input.commentSetId, input.studentId, input.perspective, { signal });
          return { studentId: input.studentId, kind: input.perspective, text };
        }
        const { text } = await api.summary(input.commentSetId, input.studentId, input.maxCharacters, { signal });
        return { studentId: input.studentId, kind: 'summary', text };
      }),
      saveToBank: fromPromise<BankComment, { text: string }>(({ input, signal }) => api.addToBank(input.text, { signal })),
    },
    actions: {
      refreshRobotActions: () => deps.refreshRobotActions(),
    },
  };
}
