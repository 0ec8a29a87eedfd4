import { useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import {
  selectCountdown,
  selectHitPlatformLimit,
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
    hitPlatformLimit: useSelector(platformLimit, selectHitPlatformLimit),
    remainingActions: useSelector(platformLimit, selectRemainingActions),
    countdown: useSelector(platformLimit, selectCountdown),
    isDialogOpen: useSelector(platformLimit, selectLimitDialogOpen),
    dismissDialog: () => platformLimit.send({ type: 'limit.dismissDialog' }),
  };
}
