import { Badge, Button, Field, Heading, HStack, Image, Input, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { CodeBadge } from '../../components/CodeBadge';
import { Checkbox } from '../../components/ui/checkbox';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useSliceReview } from '../../machines/sliceReview/useSliceReview';
import { PageTitle } from '../layout/PageTitle';
import { FailureAlert, fieldError, LoadState } from '../lessons/parts';
import { uploadEditorTabPath, uploadsPath } from './paths';
import { uploadTexts } from './texts';

type Review = ReturnType<typeof useSliceReview>;
/** The fields the review shows, each with its own message; anything else the server refuses is said above them. */
const shownFields = (hasPicture: boolean) => ['title', 'text', 'enabled', ...(hasPicture ? ['altText'] : [])];

function Spelling({ r }: { r: Review }) {
  const issues = r.slice?.spelling ?? [];
  if (!issues.length) return null;
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {uploadTexts.spellingInSlice}
      </Heading>
      <List.Root gap="2" variant="plain" aria-label={uploadTexts.spellingInSlice}>
        {issues.map((issue) => (
          <List.Item key={issue.id} display="block">
            <Text>
              <Text as="span" fontWeight="semibold">
                {issue.word}
              </Text>{' '}
              {issue.message}
            </Text>
            <Text fontSize="sm" color="page.muted">
              {uploadTexts.suggestionsFor(issue.suggestions)}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function Review({ r }: { r: Review }) {
  const error = (field: string) => fieldError(r.failure, field);
  const slice = r.slice!;
  const fields = shownFields(slice.image != null);
  return (
    <Stack gap="4" maxW="3xl">
      <FailureAlert failure={r.failure} claimed={(field) => fields.includes(field)} draftKept />
      <HStack gap="2" wrap="wrap">
        <Badge variant="outline">{slice.contentType}</Badge>
        {slice.alignments.map((a) => (
          <CodeBadge key={a.outcomeCode} code={a.outcomeCode} shortCode={a.shortCode} variant="subtle" colorPalette="brand" title={a.statement} />
        ))}
      </HStack>
      <Field.Root required invalid={Boolean(error('title'))}>
        <Field.Label>{uploadTexts.title}</Field.Label>
        <Input value={r.draft.title} onChange={(e) => r.edit({ title: e.target.value })} />
        <Field.ErrorText>{error('title')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(error('text'))}>
        <Field.Label>{uploadTexts.sliceText}</Field.Label>
        <Textarea value={r.draft.text} onChange={(e) => r.edit({ text: e.target.value })} autoresize rows={6} />
        <Field.ErrorText>{error('text')}</Field.ErrorText>
      </Field.Root>
      {slice.picture && <Image src={slice.picture} alt={slice.altText || uploadTexts.pictureOf(slice.title)} maxH="80" objectFit="contain" alignSelf="start" />}
      {slice.image && (
        <Field.Root invalid={Boolean(error('altText'))}>
          <Field.Label>{uploadTexts.altText}</Field.Label>
          <HStack w="full">
            <Input value={r.draft.altText ?? ''} onChange={(e) => r.edit({ altText: e.target.value })} />
            <Button variant="outline" onClick={r.suggestAltText} disabled={!r.canChange && !r.isSuggesting} loading={r.isSuggesting} loadingText={uploadTexts.suggesting}>
              {uploadTexts.suggestAltText}
            </Button>
          </HStack>
          <Field.ErrorText>{error('altText')}</Field.ErrorText>
        </Field.Root>
      )}
      <Field.Root invalid={Boolean(error('enabled'))}>
        <Checkbox checked={r.draft.enabled} onCheckedChange={(enabled) => r.edit({ enabled })}>
          {uploadTexts.sliceEnabled}
        </Checkbox>
        <Field.ErrorText>{error('enabled')}</Field.ErrorText>
      </Field.Root>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={r.save} disabled={!r.canSave} loading={r.isSaving} loadingText={uploadTexts.saving}>
          {uploadTexts.save}
        </Button>
        <Button variant="outline" onClick={r.reextract} disabled={!r.canChange && !r.isReextracting} loading={r.isReextracting} loadingText={uploadTexts.reextracting}>
          {uploadTexts.reextract}
        </Button>
        <Button variant="ghost" colorPalette="red" onClick={r.askToDelete} disabled={!r.canChange}>
          {uploadTexts.deleteSlice}
        </Button>
      </HStack>
      <Spelling r={r} />
    </Stack>
  );
}

function SliceReview({ uploadId, sliceId }: { uploadId: string; sliceId: string }) {
  const slicesPath = uploadEditorTabPath(uploadId, 'slices');
  const r = useSliceReview(uploadId, sliceId, slicesPath);
  return (
    <>
      <PageTitle title={r.slice?.title ?? uploadTexts.loadingSlice} />
      <LoadState isLoading={r.isLoading} failed={r.loadFailed} failure={r.failure} retry={r.retry} loadingLabel={uploadTexts.loadingSlice}>
        {r.slice && (
          <Stack gap="6">
            <Breadcrumbs home="/dashboard" crumbs={[{ label: uploadTexts.listTitle, to: uploadsPath }, { label: uploadTexts.tabs.slices, to: slicesPath }, { label: r.slice.title }]} />
            <Heading as="h1" size="2xl">
              {r.slice.title}
            </Heading>
            <Review r={r} />
          </Stack>
        )}
      </LoadState>
      <ConfirmDialog
        open={r.isConfirmingDelete}
        title={uploadTexts.deleteTitle}
        body={uploadTexts.deleteBody(r.slice?.title ?? '')}
        confirmLabel={uploadTexts.deleteSlice}
        busyLabel={uploadTexts.deleting}
        cancelLabel={uploadTexts.cancel}
        busy={r.isDeleting}
        onConfirm={r.confirmDelete}
        onCancel={r.cancelDelete}
      />
    </>
  );
}

/** /uploads/editor/{id}/review/{sliceId}: edit, delete or re-extract one slice. */
export default function SliceReviewPage() {
  const { id = '', sliceId = '' } = useParams();
  return <SliceReview key={`${id}/${sliceId}`} uploadId={id} sliceId={sliceId} />;
}
