import { fromPromise } from 'xstate';
import type { Analytics } from '../../services/analytics';
import { analyticsEvents } from '../../services/analytics';
import type { SignedInAccount } from '../../services/authTypes';
import type { Profile, ProfileApi } from '../../services/profileApi';

export interface SessionDeps {
  profileApi: Pick<ProfileApi, 'get'>;
  analytics: Analytics;
  refreshPlatformLimit: () => void;
  clearPlatformLimit: () => void;
  onProfileChanged: (profile: Profile | null) => void;
}

export function createSessionImplementations(deps: SessionDeps) {
  return {
    actors: {
      fetchProfile: fromPromise<Profile, { account: SignedInAccount }>(({ signal }) => deps.profileApi.get({ signal })),
    },
    actions: {
      identifyUser: (_: unknown, { profile }: { profile: Profile }) =>
        deps.analytics.identify(profile.id, { email: profile.email, name: profile.name, market: profile.market }),
      recordLogin: (_: unknown, { profile }: { profile: Profile }) =>
        deps.analytics.event(analyticsEvents.login, { subscription: profile.subscription || 'free' }),
      refreshPlatformLimit: () => deps.refreshPlatformLimit(),
      clearPlatformLimit: () => deps.clearPlatformLimit(),
      announceProfile: (_: unknown, { profile }: { profile: Profile | null }) => deps.onProfileChanged(profile),
    },
  };
}
