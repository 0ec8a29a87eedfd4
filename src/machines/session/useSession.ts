import { useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { selectHasSubscription, selectIsLoading, selectProfile } from './selectors';

export function useSession() {
  const { session } = useRootSystem();
  return {
    profile: useSelector(session, selectProfile),
    isLoading: useSelector(session, selectIsLoading),
    hasSubscription: useSelector(session, selectHasSubscription),
  };
}
