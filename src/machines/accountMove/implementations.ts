import { fromPromise } from 'xstate';
import type { MoveRequested, ProfileApi } from '../../services/profileApi';

export interface AccountMoveDeps {
  profileApi: Pick<ProfileApi, 'requestAccountMove'>;
}

export function createAccountMoveImplementations(deps: AccountMoveDeps) {
  return {
    actors: {
      requestMove: fromPromise<MoveRequested, { toEmail: string }>(({ input, signal }) => deps.profileApi.requestAccountMove(input.toEmail, { signal })),
    },
  };
}
