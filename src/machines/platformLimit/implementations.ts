import { fromCallback, fromPromise } from 'xstate';
import { onTooManyRequests } from '../../services/browserEvents';
import type { PlatformLimit, ProfileApi } from '../../services/profileApi';
import type { PlatformLimitEvent } from './types';

export interface PlatformLimitDeps {
  profileApi: Pick<ProfileApi, 'platformLimit'>;
  /** Where tooManyRequests events are dispatched; the window in the browser. */
  eventTarget?: EventTarget;
}

export function createPlatformLimitImplementations(deps: PlatformLimitDeps) {
  return {
    actors: {
      fetchPlatformLimit: fromPromise<PlatformLimit | null, void>(({ signal }) => deps.profileApi.platformLimit({ signal })),
      listenForTooManyRequests: fromCallback<PlatformLimitEvent>(({ sendBack }) =>
        onTooManyRequests(({ message }) => sendBack({ type: 'limit.tooManyRequests', message }), deps.eventTarget),
      ),
    },
  };
}
