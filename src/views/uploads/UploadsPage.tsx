import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useUploadDialog } from '../../machines/uploadDialog/useUploadDialog';
import { useUploadList } from '../../machines/uploadList/useUploadList';
import { LinkButton } from '../../components/ui/link';
import { PageTitle } from '../layout/PageTitle';
import { LoadState, MorePages } from '../lessons/parts';
import { sliceSearchPath } from './paths';
import { uploadTexts } from './texts';
import { UploadCard } from './UploadCard';
import { UploadDialog } from './UploadDialog';

/** /uploads: the teacher's uploads as default cards, each following its file while it is processed. */
export default function UploadsPage() {
  const list = useUploadList();
  const dialog = useUploadDialog(list.add);
  return (
    <>
      <PageTitle title={uploadTexts.listTitle} />
      <Stack gap="8">
        <HStack justify="space-between" align="start" wrap="wrap" gap="4">
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {uploadTexts.listTitle}
            </Heading>
            <Text color="page.muted">{uploadTexts.listIntro}</Text>
          </Stack>
          <HStack gap="3" wrap="wrap">
            <LinkButton to={sliceSearchPath} variant="outline">
              {uploadTexts.searchSlicesLink}
            </LinkButton>
            <Button colorPalette="brand" onClick={dialog.open}>
              {uploadTexts.uploadFile}
            </Button>
          </HStack>
        </HStack>
        <LoadState isLoading={list.isLoading} failed={list.loadFailed} failure={list.failure} retry={list.retry} loadingLabel={uploadTexts.loading}>
          {list.uploads.length === 0 && <Text color="page.muted">{uploadTexts.noUploads}</Text>}
          <Stack as="ul" gap="4" listStyleType="none" aria-label={uploadTexts.listTitle}>
            {list.uploads.map((upload) => (
              <li key={upload.id}>
                <UploadCard id={upload.id} upload={upload} />
              </li>
            ))}
          </Stack>
          <MorePages pages={list} failure={list.failure} texts={uploadTexts.more} />
        </LoadState>
      </Stack>
      <UploadDialog d={dialog} />
    </>
  );
}
