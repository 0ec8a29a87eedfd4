import { fromPromise } from 'xstate';
import type { Analytics } from '../../services/analytics';
import { analyticsEvents } from '../../services/analytics';
import type { Profile, ProfileApi } from '../../services/profileApi';

export interface WaitlistDeps {
  profileApi: Pick<ProfileApi, 'save'>;
  analytics: Analytics;
  onProfileSaved: (profile: Profile) => void;
}

export function createWaitlistImplementations(deps: WaitlistDeps) {
  return {
    actors: {
      saveOnboarded: fromPromise<Profile, void>(({ signal }) => deps.profileApi.save({ onboarded: true }, { signal })),
    },
    actions: {
      recordAcknowledged: () => deps.analytics.event(analyticsEvents.waitlistAcknowledged),
      applySavedProfile: (_: unknown, { profile }: { profile: Profile }) => deps.onProfileSaved(profile),
    },
  };
}
