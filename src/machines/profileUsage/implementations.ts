import { fromPromise } from 'xstate';
import type { Consumption, ProfileApi, SubscriptionPortal } from '../../services/profileApi';

export interface ProfileUsageDeps {
  profileApi: Pick<ProfileApi, 'consumption' | 'subscriptionPortal'>;
}

export function createProfileUsageImplementations(deps: ProfileUsageDeps) {
  return {
    actors: {
      loadConsumption: fromPromise<Consumption, { startDate: string; endDate: string }>(({ input, signal }) => deps.profileApi.consumption(input, { signal })),
      loadPortal: fromPromise<SubscriptionPortal, void>(({ signal }) => deps.profileApi.subscriptionPortal({ signal })),
    },
  };
}
