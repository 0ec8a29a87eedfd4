import { useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import {
  selectCountdown,
  selectHitPlatformLimit,
  selectIsFirstLimitLoading,
  selectIsLimitKnown,
  selectLimit,
  selectLimitDialogOpen,
  selectRemainingActions,
} from './selectors';

export function usePlatformLimit() {
  const { platformLimit } = useRootSystem();
  return {
    limit: useSelector(platformLimit, selectLimit),
    isKnown: useSelector(platformLimit, selectIsLimitKnown),
    isFirstLoading: useSelector(platformLimit, selectIsFirstLimitLoading),
    hitPlatformLimit: useSelector(platformLimit, selectHitPlatformLimit),
    remainingActions: useSelector(platformLimit, selectRemainingActions),
    countdown: useSelector(platformLimit, selectCountdown),
    isDialogOpen: useSelector(platformLimit, selectLimitDialogOpen),
    dismissDialog: () => platformLimit.send({ type: 'limit.dismissDialog' }),
  };
}
