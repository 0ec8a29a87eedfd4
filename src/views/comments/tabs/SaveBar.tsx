import type { useCommentEditor } from '../../../machines/commentEditor/useCommentEditor';
import { SaveBar as DraftSaveBar } from '../../editing/SaveBar';
import { commentTexts as t } from '../texts';

/** Save and discard for the draft the class, outcomes, comments and bank tabs share. */
export function SaveBar({ editor, claimed }: { editor: ReturnType<typeof useCommentEditor>; claimed?: (field: string) => boolean }) {
  return <DraftSaveBar draft={editor} texts={t} claimed={claimed} busy={editor.isBusy} />;
}
