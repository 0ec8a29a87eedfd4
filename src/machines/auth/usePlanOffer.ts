import { useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { DEFAULT_PLAN_OFFER, upgradeTargetOf } from '../../lib/plans';
import { selectPlanOffer } from './selectors';

/** Each plan's allowance and where a teacher gets more, from the configuration the auth actor loaded. */
export function usePlanOffer() {
  const { auth } = useRootSystem();
  const offer = useSelector(auth, selectPlanOffer) ?? DEFAULT_PLAN_OFFER;
  return { offer, upgradeTarget: upgradeTargetOf(offer) };
}
