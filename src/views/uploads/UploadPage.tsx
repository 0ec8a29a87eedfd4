import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { LinkButton } from '../../components/ui/link';
import { useUploadEditor } from '../../machines/uploadEditor/useUploadEditor';
import { LoadedUpload } from './LoadedUpload';
import { uploadEditorPath, uploadsPath } from './paths';
import { uploadTexts } from './texts';
import { UploadCard } from './UploadCard';

function Upload({ uploadId }: { uploadId: string }) {
  const e = useUploadEditor(uploadId);
  return (
    <LoadedUpload e={e}>
      {(upload) => (
        <Stack gap="6">
          <Breadcrumbs home="/dashboard" crumbs={[{ label: uploadTexts.listTitle, to: uploadsPath }, { label: upload.title }]} />
          <Heading as="h1" size="2xl">
            {upload.title}
          </Heading>
          {upload.description && <Text>{upload.description}</Text>}
          {/* The card follows the upload while it is processed, and shows its picture once complete. */}
          <UploadCard id={uploadId} upload={upload} variant="thin" />
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
    </LoadedUpload>
  );
}

/** /uploads/{id}: one upload, followed live while it is processed, with the way to its editor. */
export default function UploadPage() {
  const { id = '' } = useParams();
  return <Upload key={id} uploadId={id} />;
}
