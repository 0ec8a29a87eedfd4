import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { LinkButton } from '../../components/ui/link';
import { useUploadEditor } from '../../machines/uploadEditor/useUploadEditor';
import { PageTitle } from '../layout/PageTitle';
import { LoadState } from '../lessons/parts';
import { uploadEditorPath, uploadsPath } from './paths';
import { uploadTexts } from './texts';
import { UploadCard } from './UploadCard';

function Upload({ uploadId }: { uploadId: string }) {
  const e = useUploadEditor(uploadId);
  return (
    <>
      <PageTitle title={e.upload?.title ?? uploadTexts.uploadLoading} />
      <LoadState isLoading={e.isLoading} failed={e.loadFailed} failure={e.failure} retry={e.retry} loadingLabel={uploadTexts.uploadLoading}>
        {e.upload && (
          <Stack gap="6">
            <Breadcrumbs home="/dashboard" crumbs={[{ label: uploadTexts.listTitle, to: uploadsPath }, { label: e.upload.title }]} />
            <Heading as="h1" size="2xl">
              {e.upload.title}
            </Heading>
            {e.upload.description && <Text>{e.upload.description}</Text>}
            {/* The card follows the upload while it is processed, and shows its picture once complete. */}
            <UploadCard id={uploadId} upload={e.upload} variant="thin" />
            <HStack gap="3">
              <LinkButton to={uploadEditorPath(uploadId)} colorPalette="brand">
                {uploadTexts.openEditor}
              </LinkButton>
              <LinkButton to={uploadsPath} variant="outline">
                {uploadTexts.backToUploads}
              </LinkButton>
            </HStack>
          </Stack>
        )}
      </LoadState>
    </>
  );
}

/** /uploads/{id}: one upload, followed live while it is processed, with the way to its editor. */
export default function UploadPage() {
  const { id = '' } = useParams();
  return <Upload key={id} uploadId={id} />;
}
