import { useItemSharing } from '../../../machines/itemSharing/useItemSharing';
import { ShareSettings } from '../../sharing/ShareSettings';
import { uploadTexts } from '../texts';

/** Who can see the upload, and its link; an upload has no join code. */
export function ShareTab({ uploadId }: { uploadId: string }) {
  const s = useItemSharing({ itemType: 'upload', itemId: uploadId, joinCode: null });
  return <ShareSettings s={s} itemType="upload" loadingLabel={uploadTexts.tabs.share} />;
}
