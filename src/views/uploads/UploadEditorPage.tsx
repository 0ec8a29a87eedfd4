import { Heading, Stack } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RoutedTabs } from '../../components/RoutedTabs';
import { useUploadEditor } from '../../machines/uploadEditor/useUploadEditor';
import { LoadedUpload } from './LoadedUpload';
import { uploadEditorTabPath, uploadPath, uploadsPath } from './paths';
import { DetailsTab } from './tabs/DetailsTab';
import { OutcomesTab, SpellingTab } from './tabs/ReportTabs';
import { ShareTab } from './tabs/ShareTab';
import { SlicesTab } from './tabs/SlicesTab';
import type { UploadEditorTab } from './texts';
import { isUploadEditorTab, uploadEditorTabs, uploadTexts } from './texts';

function Editor({ uploadId, tab }: { uploadId: string; tab: UploadEditorTab }) {
  const e = useUploadEditor(uploadId);
  return (
    <LoadedUpload e={e}>
      {(upload) => (
        <Stack gap="6">
          <Breadcrumbs
            home="/dashboard"
            crumbs={[{ label: uploadTexts.listTitle, to: uploadsPath }, { label: upload.title, to: uploadPath(uploadId) }, { label: uploadTexts.tabs[tab] }]}
          />
          <Heading as="h1" size="2xl">
            {upload.title}
          </Heading>
          <RoutedTabs value={tab} tabs={uploadEditorTabs} names={uploadTexts.tabs} label={uploadTexts.editorTabsLabel} pathOf={(t) => uploadEditorTabPath(uploadId, t)}>
            {tab === 'details' && <DetailsTab e={e} />}
            {tab === 'slices' && <SlicesTab uploadId={uploadId} />}
            {tab === 'outcomes' && <OutcomesTab uploadId={uploadId} />}
            {tab === 'spelling' && <SpellingTab uploadId={uploadId} />}
            {tab === 'share' && <ShareTab uploadId={uploadId} />}
          </RoutedTabs>
        </Stack>
      )}
    </LoadedUpload>
  );
}

/** /uploads/editor/{id} and /{tab}: details, slices, outcomes, spelling, share. One editor actor per upload, kept across tabs. */
export default function UploadEditorPage() {
  const { id = '', tab } = useParams();
  if (tab !== undefined && !isUploadEditorTab(tab)) return <Navigate to={uploadEditorTabPath(id, 'details')} replace />;
  return <Editor key={id} uploadId={id} tab={tab ?? 'details'} />;
}
