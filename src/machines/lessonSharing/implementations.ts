import { fromPromise } from 'xstate';
import type { LessonApi } from '../../services/lessonApi';
import type { Share, SharingApi } from '../../services/sharingApi';
import { shareUrl } from '../../services/sharingApi';
import type { ShareRequest } from './types';

export interface LessonSharingDeps {
  sharingApi: Pick<SharingApi, 'forItem' | 'share'>;
  lessonApi: Pick<LessonApi, 'regenerateJoinCode'>;
  origin: string;
  copyText: (text: string) => void;
}

export function createLessonSharingImplementations(deps: LessonSharingDeps) {
  return {
    actors: {
      loadShare: fromPromise<Share | null, { lessonId: string }>(async ({ input, signal }) => {
        const shares = await deps.sharingApi.forItem(input.lessonId, { signal });
        return shares.find((s) => s.type === 'lesson') ?? null;
      }),
      saveShare: fromPromise<Share, ShareRequest>(({ input, signal }) =>
        deps.sharingApi.share('lesson', input.lessonId, input.mode, input.emails, { signal }),
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
