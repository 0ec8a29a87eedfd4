import { fromPromise } from 'xstate';
import type { LessonApi } from '../../services/lessonApi';
import type { Share, SharingApi } from '../../services/sharingApi';
import { shareUrl } from '../../services/sharingApi';
import type { SharedItem, ShareRequest } from './types';

export interface ItemSharingDeps {
  sharingApi: Pick<SharingApi, 'forItem' | 'share'>;
  lessonApi: Pick<LessonApi, 'regenerateJoinCode'>;
  origin: string;
  copyText: (text: string) => void;
}

export function createItemSharingImplementations(deps: ItemSharingDeps) {
  return {
    actors: {
      loadShare: fromPromise<Share | null, SharedItem>(async ({ input, signal }) => {
        const shares = await deps.sharingApi.forItem(input.itemId, { signal });
        return shares.find((s) => s.type === input.itemType) ?? null;
      }),
      saveShare: fromPromise<Share, ShareRequest>(({ input, signal }) =>
        deps.sharingApi.share(input.itemType, input.itemId, input.mode, input.emails, { signal }),
      ),
      regenerateJoinCode: fromPromise<string, { lessonId: string }>(async ({ input, signal }) =>
        (await deps.lessonApi.regenerateJoinCode(input.lessonId, { signal })).joinCode,
      ),
    },
    actions: {
      copyLink: (_: unknown, { share }: { share: Share | null }) => {
        if (share) deps.copyText(shareUrl(deps.origin, share));
      },
      copyCode: (_: unknown, { code }: { code: string | null }) => {
        if (code) deps.copyText(code);
      },
    },
  };
}
