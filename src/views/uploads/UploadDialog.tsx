import { Alert, Button, Field, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { DialogBody, DialogContent, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '../../components/ui/dialog';
import { validationAlertLines } from '../../lib/failure';
import { sizeInMb } from '../../lib/format';
import { acceptAttribute } from '../../lib/uploadFiles';
import type { useUploadDialog } from '../../machines/uploadDialog/useUploadDialog';
import { fieldError } from '../lessons/parts';
import { uploadTexts } from './texts';

type Dialog = ReturnType<typeof useUploadDialog>;

/** The form's fields by the names the server gives them in a 400. */
const serverFields = ['File', 'Reference', 'Isbn', 'Language'];

function Refusal({ d }: { d: Dialog }) {
  if (!d.failure) return null;
  const [title, ...details] =
    d.failure.kind === 'validation'
      ? validationAlertLines(d.failure, (field) => serverFields.includes(field), uploadTexts.validationTitle)
      : [uploadTexts.refusedTitle, d.failure.message];
  return (
    <Alert.Root status={d.failure.kind === 'tooManyRequests' ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {details.map((message) => (
          <Alert.Description key={message}>{message}</Alert.Description>
        ))}
      </Alert.Content>
    </Alert.Root>
  );
}

/** The upload dialog: choose a file, add its details, watch it being sent. Open and busy come from the flow. */
export function UploadDialog({ d }: { d: Dialog }) {
  const error = (field: string) => fieldError(d.failure, field);
  const fileError = d.fileProblem ?? error('File');
  return (
    <DialogRoot open={d.isOpen} onOpenChange={(change) => !change.open && d.close()} placement="center" lazyMount unmountOnExit>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{uploadTexts.dialogTitle}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Stack gap="4">
            <Refusal d={d} />
            <Field.Root required invalid={Boolean(fileError)} disabled={d.isSending}>
              <Field.Label>{uploadTexts.file}</Field.Label>
              <Input type="file" p="1" accept={acceptAttribute} onChange={(e) => d.choose(e.target.files?.[0] ?? null)} />
              {d.file && <Text fontSize="sm">{uploadTexts.chosen(d.file.name, sizeInMb(d.file.size))}</Text>}
              {fileError ? <Field.ErrorText>{fileError}</Field.ErrorText> : <Field.HelperText>{uploadTexts.fileHelp}</Field.HelperText>}
            </Field.Root>
            <Field.Root invalid={Boolean(error('Reference'))} disabled={d.isSending}>
              <Field.Label>{uploadTexts.reference}</Field.Label>
              <Input value={d.fields.reference} onChange={(e) => d.edit({ reference: e.target.value })} />
              {error('Reference') ? <Field.ErrorText>{error('Reference')}</Field.ErrorText> : <Field.HelperText>{uploadTexts.referenceHelp}</Field.HelperText>}
            </Field.Root>
            <Field.Root invalid={Boolean(error('Isbn'))} disabled={d.isSending}>
              <Field.Label>{uploadTexts.isbn}</Field.Label>
              <Input value={d.fields.isbn} onChange={(e) => d.edit({ isbn: e.target.value })} />
              {error('Isbn') ? <Field.ErrorText>{error('Isbn')}</Field.ErrorText> : <Field.HelperText>{uploadTexts.isbnHelp}</Field.HelperText>}
            </Field.Root>
            <Field.Root invalid={Boolean(error('Language'))} disabled={d.isSending}>
              <Field.Label>{uploadTexts.language}</Field.Label>
              <Input value={d.fields.language} onChange={(e) => d.edit({ language: e.target.value })} />
              {error('Language') ? <Field.ErrorText>{error('Language')}</Field.ErrorText> : <Field.HelperText>{uploadTexts.languageHelp}</Field.HelperText>}
            </Field.Root>
            {d.isSending && (
              <Stack gap="1">
                <Progress.Root value={d.percentSent} colorPalette="brand">
                  {/* The track is the progressbar; named here, it says what it measures rather than only the percent. */}
                  <Progress.Track aria-label={uploadTexts.sendingProgress}>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Text fontSize="sm" color="page.muted">
                  {uploadTexts.percent(d.percentSent)}
                </Text>
              </Stack>
            )}
          </Stack>
        </DialogBody>
        <DialogFooter>
          {d.isSending ? (
            <Button variant="outline" onClick={d.cancel}>
              {uploadTexts.cancel}
            </Button>
          ) : (
            <Button variant="outline" onClick={d.close}>
              {uploadTexts.close}
            </Button>
          )}
          <Button colorPalette="brand" onClick={d.submit} disabled={!d.canSubmit} loading={d.isSending} loadingText={uploadTexts.sending}>
            {uploadTexts.send}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
