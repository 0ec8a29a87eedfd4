import type { useAssessmentEditor } from '../../../machines/assessmentEditor/useAssessmentEditor';
import { SaveBar as DraftSaveBar } from '../../editing/SaveBar';
import { assessmentTexts as t } from '../texts';

/** Save and discard for the draft the details, items and rubric tabs share; field messages stay at their fields. */
export function SaveBar({ editor, claimed }: { editor: ReturnType<typeof useAssessmentEditor>; claimed: (field: string) => boolean }) {
  return <DraftSaveBar draft={editor} texts={t} claimed={claimed} />;
}
