import { useItemSharing } from '../../../machines/itemSharing/useItemSharing';
import { ShareSettings } from '../../sharing/ShareSettings';
import { commentTexts } from '../texts';

/** Who can see the comment set, and its link. */
export function ShareTab({ commentSetId }: { commentSetId: string }) {
  const s = useItemSharing({ itemType: 'comment', itemId: commentSetId, joinCode: null });
  return <ShareSettings s={s} itemType="comment" loadingLabel={commentTexts.tabs.share} />;
}
