import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createProfileUsageImplementations } from './implementations';
import { profileUsageMachine } from './machine';
import * as select from './selectors';

/** Screen-level flow: one actor while the profile page is open; the 30 days end today (UTC). */
export function useProfileUsage() {
  const { profileApi, inspect } = useRootSystem();
  const actor = useActorRef(profileUsageMachine.provide(createProfileUsageImplementations({ profileApi })), {
    input: { today: new Date().toISOString().slice(0, 10) },
    ...(inspect ? { inspect } : {}),
  });
  return {
    consumption: useSelector(actor, select.selectConsumption),
    consumptionLoading: useSelector(actor, select.selectConsumptionLoading),
    consumptionFailed: useSelector(actor, select.selectConsumptionFailed),
    portal: useSelector(actor, select.selectPortal),
    portalLoading: useSelector(actor, select.selectPortalLoading),
    portalFailed: useSelector(actor, select.selectPortalFailed),
    retryConsumption: () => actor.send({ type: 'usage.retry' }),
    retryPortal: () => actor.send({ type: 'plan.retry' }),
  };
}
