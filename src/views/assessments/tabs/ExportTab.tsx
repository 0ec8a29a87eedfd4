import { useAssessmentEditor, useAssessmentEditorRef } from '../../../machines/assessmentEditor/useAssessmentEditor';
import { useAssessmentFiles } from '../../../machines/assessmentFiles/useAssessmentFiles';
import { DownloadChoices } from '../../shared/DownloadChoices';
import { assessmentTexts as t } from '../texts';

/** The saved assessment as a paper to print and as a QTI package. */
export function ExportTab() {
  const { assessment } = useAssessmentEditor(useAssessmentEditorRef());
  return assessment ? <Downloads id={assessment.id} title={assessment.title} /> : null;
}

function Downloads({ id, title }: { id: string; title: string }) {
  const files = useAssessmentFiles(id, title);
  return (
    <DownloadChoices
      intro={t.exportIntro}
      choices={[
        { kind: 'docx', label: t.downloadDocx, help: t.docxHelp },
        { kind: 'qti', label: t.downloadQti, help: t.qtiHelp },
      ]}
      downloading={files.downloading}
      failure={files.failure}
      busyLabel={t.downloadingFile}
      onDownload={files.download}
    />
  );
}
