import { Button, Stack, Text } from '@chakra-ui/react';
import { useAssessmentEditor, useAssessmentEditorRef } from '../../../machines/assessmentEditor/useAssessmentEditor';
import { useAssessmentFiles } from '../../../machines/assessmentFiles/useAssessmentFiles';
import { FailureAlert } from '../../lessons/parts';
import { assessmentTexts as t } from '../texts';

/** The saved assessment as a paper to print and as a QTI package. */
export function ExportTab() {
  const { assessment } = useAssessmentEditor(useAssessmentEditorRef());
  return assessment ? <Downloads id={assessment.id} title={assessment.title} /> : null;
}

function Downloads({ id, title }: { id: string; title: string }) {
  const files = useAssessmentFiles(id, title);
  return (
    <Stack gap="5" maxW="2xl">
      <Text color="page.muted">{t.exportIntro}</Text>
      <FailureAlert failure={files.failure} />
      <Stack gap="2" align="start">
        <Button colorPalette="brand" onClick={() => files.download('docx')} loading={files.downloading === 'docx'} loadingText={t.downloadingFile} disabled={files.downloading !== null}>
          {t.downloadDocx}
        </Button>
        <Text fontSize="sm" color="page.muted">
          {t.docxHelp}
        </Text>
      </Stack>
      <Stack gap="2" align="start">
        <Button variant="outline" onClick={() => files.download('qti')} loading={files.downloading === 'qti'} loadingText={t.downloadingFile} disabled={files.downloading !== null}>
          {t.downloadQti}
        </Button>
        <Text fontSize="sm" color="page.muted">
          {t.qtiHelp}
        </Text>
      </Stack>
    </Stack>
  );
}
