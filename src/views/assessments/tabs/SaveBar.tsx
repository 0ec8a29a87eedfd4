import { SaveBar as DraftSaveBar, type DraftState } from '../../editing/SaveBar';
import { assessmentTexts as t } from '../texts';

/** Save and discard for the draft an editor's tabs share (an assessment's, a unit's); field messages stay at their fields. */
export function SaveBar({ editor, claimed }: { editor: DraftState; claimed: (field: string) => boolean }) {
  return <DraftSaveBar draft={editor} texts={t} claimed={claimed} />;
}
