import { useAssessmentEditor, useAssessmentEditorRef } from '../../../machines/assessmentEditor/useAssessmentEditor';
import { useItemSharing } from '../../../machines/itemSharing/useItemSharing';
import { AnsweringSection } from '../../answering/AnsweringSection';
import { ShareSettings } from '../../sharing/ShareSettings';
import { assessmentTexts } from '../texts';

/** Who can see the assessment, and its link; and the code students answer it online with. */
export function ShareTab() {
  const { assessment } = useAssessmentEditor(useAssessmentEditorRef());
  return assessment ? <AssessmentShare assessmentId={assessment.id} /> : null;
}

function AssessmentShare({ assessmentId }: { assessmentId: string }) {
  const s = useItemSharing({ itemType: 'assessment', itemId: assessmentId, joinCode: null });
  return (
    <ShareSettings s={s} itemType="assessment" loadingLabel={assessmentTexts.tabs.share}>
      <AnsweringSection assessmentId={assessmentId} />
    </ShareSettings>
  );
}
