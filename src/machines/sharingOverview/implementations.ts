import { fromPromise } from 'xstate';
import type { ProfileApi } from '../../services/profileApi';
import type { ListedShare, Share, SharingApi } from '../../services/sharingApi';
import { shareUrl } from '../../services/sharingApi';
import type { SaveRequest, Shares } from './types';

export interface SharingOverviewDeps {
  sharingApi: Pick<SharingApi, 'mine' | 'withMe' | 'share' | 'stop'>;
  profileApi: Pick<ProfileApi, 'emailConfirmation' | 'sendConfirmationLink'>;
  origin: string;
  copyText: (text: string) => void;
}

export function createSharingOverviewImplementations(deps: SharingOverviewDeps) {
  return {
    actors: {
      loadShares: fromPromise<Shares, void>(async ({ signal }) => {
        // The confirmation only explains an empty "Shared with me": when it cannot be read, the lists still show.
        const [mine, withMe, confirmation] = await Promise.all([
          deps.sharingApi.mine({ signal }),
          deps.sharingApi.withMe({ signal }),
          deps.profileApi.emailConfirmation({ signal }).catch(() => null),
        ]);
        return { mine, withMe, confirmation };
      }),
      sendConfirmationLink: fromPromise<{ message: string }, void>(({ signal }) => deps.profileApi.sendConfirmationLink({ signal })),
      saveShare: fromPromise<Share, SaveRequest>(({ input, signal }) =>
        deps.sharingApi.share(input.type as Parameters<SharingApi['share']>[0], input.id, input.mode, input.emails, { signal }),
      ),
      stopShare: fromPromise<void, { type: string; id: string }>(({ input, signal }) => deps.sharingApi.stop(input.type, input.id, { signal })),
    },
    actions: {
      copyLink: (_: unknown, { share }: { share: ListedShare }) => deps.copyText(shareUrl(deps.origin, share)),
    },
  };
}
