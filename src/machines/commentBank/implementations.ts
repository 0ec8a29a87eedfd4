import { fromPromise } from 'xstate';
import type { BankComment, CommentApi } from '../../services/commentApi';

export function createCommentBankImplementations(deps: { commentApi: Pick<CommentApi, 'bank' | 'removeFromBank'> }) {
  return {
    actors: {
      loadBank: fromPromise<BankComment[]>(({ signal }) => deps.commentApi.bank({ signal })),
      deleteFromBank: fromPromise<void, { id: string }>(({ input, signal }) => deps.commentApi.removeFromBank(input.id, { signal })),
    },
  };
}
