import { fromPromise } from 'xstate';
import type { ListedShare, Share, SharingApi } from '../../services/sharingApi';
import { shareUrl } from '../../services/sharingApi';
import type { SaveRequest, Shares } from './types';

export interface SharingOverviewDeps {
  sharingApi: Pick<SharingApi, 'mine' | 'withMe' | 'share' | 'stop'>;
  origin: string;
  copyText: (text: string) => void;
}

export function createSharingOverviewImplementations(deps: SharingOverviewDeps) {
  return {
    actors: {
      loadShares: fromPromise<Shares, void>(async ({ signal }) => {
        const [mine, withMe] = await Promise.all([deps.sharingApi.mine({ signal }), deps.sharingApi.withMe({ signal })]);
        return { mine, withMe };
      }),
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
