import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { Checkbox } from '../../../components/ui/checkbox';
import type { useUploadEditor } from '../../../machines/uploadEditor/useUploadEditor';
import { fieldError, FailureAlert } from '../../lessons/parts';
import { uploadTexts } from '../texts';

type Editor = ReturnType<typeof useUploadEditor>;
const detailFields = ['title', 'description', 'enabled', 'isbn'];

/** The upload's details, saved with "Save" once changed; a refusal keeps what was typed. */
export function DetailsTab({ e }: { e: Editor }) {
  const error = (field: string) => fieldError(e.failure, field);
  return (
    <Stack gap="4" maxW="xl">
      <FailureAlert failure={e.failure} claimed={(field) => detailFields.includes(field)} draftKept />
      <Field.Root required invalid={Boolean(error('title'))}>
        <Field.Label>{uploadTexts.title}</Field.Label>
        <Input value={e.draft.title} onChange={(ev) => e.edit({ title: ev.target.value })} />
        <Field.ErrorText>{error('title')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(error('description'))}>
        <Field.Label>{uploadTexts.description}</Field.Label>
        <Textarea value={e.draft.description} onChange={(ev) => e.edit({ description: ev.target.value })} autoresize rows={3} />
        <Field.ErrorText>{error('description')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(error('isbn'))}>
        <Field.Label>{uploadTexts.isbn}</Field.Label>
        <Input value={e.draft.isbn} onChange={(ev) => e.edit({ isbn: ev.target.value })} />
        <Field.ErrorText>{error('isbn')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(error('enabled'))}>
        <Checkbox checked={e.draft.enabled} onCheckedChange={(enabled) => e.edit({ enabled })}>
          {uploadTexts.enabled}
        </Checkbox>
        <Field.ErrorText>{error('enabled')}</Field.ErrorText>
      </Field.Root>
      <Button alignSelf="start" colorPalette="brand" onClick={e.save} disabled={!e.canSave} loading={e.isSaving} loadingText={uploadTexts.saving}>
        {uploadTexts.save}
      </Button>
    </Stack>
  );
}
