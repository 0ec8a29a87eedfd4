import { fromPromise } from 'xstate';
import type { ProfileApi } from '../../services/profileApi';

export interface AccountRemovalDeps {
  profileApi: Pick<ProfileApi, 'removeAccount'>;
  signOut: () => void;
}

export function createAccountRemovalImplementations(deps: AccountRemovalDeps) {
  return {
    actors: {
      removeAccount: fromPromise<void, { confirm: string }>(({ input, signal }) => deps.profileApi.removeAccount(input.confirm, { signal })),
    },
    actions: {
      signOut: () => deps.signOut(),
    },
  };
}
