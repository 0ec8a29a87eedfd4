import { fromPromise } from 'xstate';
import type { Profile, ProfileApi, ProfileChanges } from '../../services/profileApi';

export interface ProfileDetailsDeps {
  profileApi: Pick<ProfileApi, 'save'>;
  onProfileSaved: (profile: Profile) => void;
}

export function createProfileDetailsImplementations(deps: ProfileDetailsDeps) {
  return {
    actors: {
      saveDetails: fromPromise<Profile, ProfileChanges>(({ input, signal }) => deps.profileApi.save(input, { signal })),
    },
    actions: {
      applySavedProfile: (_: unknown, { profile }: { profile: Profile }) => deps.onProfileSaved(profile),
    },
  };
}
