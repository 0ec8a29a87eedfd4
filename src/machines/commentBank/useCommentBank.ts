import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createCommentBankImplementations } from './implementations';
import { commentBankMachine } from './machine';
import * as select from './selectors';

/** Spawned by the bank tab of a comment set's editor. */
export function useCommentBank() {
  const { commentApi, inspect } = useRootSystem();
  const ref = useActorRef(commentBankMachine.provide(createCommentBankImplementations({ commentApi })), inspect ? { inspect } : {});
  return {
    comments: useSelector(ref, select.selectComments),
    deleting: useSelector(ref, select.selectDeleting),
    failure: useSelector(ref, select.selectFailure),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    retry: () => ref.send({ type: 'bank.retry' }),
    remove: (id: string) => ref.send({ type: 'bank.delete', id }),
  };
}
