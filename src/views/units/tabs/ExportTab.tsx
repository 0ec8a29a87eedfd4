import { useUnitEditor, useUnitEditorRef } from '../../../machines/unitEditor/useUnitEditor';
import { useUnitFiles } from '../../../machines/unitFiles/useUnitFiles';
import { DownloadChoices } from '../../shared/DownloadChoices';
import { unitTexts as t } from '../texts';

/** The saved unit as a planning document and as a Common Cartridge. */
export function ExportTab() {
  const { unit } = useUnitEditor(useUnitEditorRef());
  return unit ? <Downloads id={unit.id} title={unit.title} /> : null;
}

function Downloads({ id, title }: { id: string; title: string }) {
  const files = useUnitFiles(id, title);
  return (
    <DownloadChoices
      intro={t.exportIntro}
      choices={[
        { kind: 'docx', label: t.downloadDocx, help: t.docxHelp },
        { kind: 'imscc', label: t.downloadImscc, help: t.imsccHelp },
      ]}
      downloading={files.downloading}
      failure={files.failure}
      busyLabel={t.downloadingFile}
      onDownload={files.download}
    />
  );
}
