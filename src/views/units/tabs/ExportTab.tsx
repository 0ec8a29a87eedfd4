import { Button, Stack, Text } from '@chakra-ui/react';
import { useUnitEditor, useUnitEditorRef } from '../../../machines/unitEditor/useUnitEditor';
import { useUnitFiles } from '../../../machines/unitFiles/useUnitFiles';
import { FailureAlert } from '../../lessons/parts';
import { unitTexts as t } from '../texts';

/** The saved unit as a planning document and as a Common Cartridge. */
export function ExportTab() {
  const { unit } = useUnitEditor(useUnitEditorRef());
  return unit ? <Downloads id={unit.id} title={unit.title} /> : null;
}

function Downloads({ id, title }: { id: string; title: string }) {
  const files = useUnitFiles(id, title);
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
        <Button variant="outline" onClick={() => files.download('imscc')} loading={files.downloading === 'imscc'} loadingText={t.downloadingFile} disabled={files.downloading !== null}>
          {t.downloadImscc}
        </Button>
        <Text fontSize="sm" color="page.muted">
          {t.imsccHelp}
        </Text>
      </Stack>
    </Stack>
  );
}
