import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { useItemSharing } from '../../machines/itemSharing/useItemSharing';
import type { SharedItemType } from '../../services/sharingApi';
import { FailureAlert, fieldError, LoadState } from '../lessons/parts';
import { ShareModeFields } from './ShareModeFields';
import { sharingTexts } from './texts';

/**
 * The body of a share tab: who can see the item (only me, named people, anyone with the link), "Save sharing", and
 * the link to copy once there is one. What only one kind of item has (a lesson's join code) follows as children.
 */
export function ShareSettings({
  s,
  itemType,
  loadingLabel,
  children,
}: {
  s: ReturnType<typeof useItemSharing>;
  itemType: SharedItemType;
  loadingLabel: string;
  children?: ReactNode;
}) {
  const title = sharingTexts.title[itemType];
  // The addresses' messages ("emails", "emails.1") sit at the addresses while that field is on screen.
  const emailsField = (field: string) => s.mode === 'people' && (field === 'emails' || field.startsWith('emails.'));
  return (
    <LoadState isLoading={s.isLoading} failed={s.loadFailed} failure={s.failure} retry={s.retry} loadingLabel={loadingLabel}>
      <Stack gap="8" maxW="3xl">
        <FailureAlert failure={s.failure} claimed={emailsField} />
        <Stack gap="4" as="section" aria-label={title}>
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          <ShareModeFields
            mode={s.mode}
            emailsText={s.emailsText}
            onMode={s.chooseMode}
            onEmails={s.editEmails}
            emailsError={s.mode === 'people' ? fieldError(s.failure, 'emails') : undefined}
          />
          <Button alignSelf="start" colorPalette="brand" onClick={s.save} disabled={!s.canSave} loading={s.isSaving} loadingText={sharingTexts.saving}>
            {sharingTexts.save}
          </Button>
          <Text role="status" color="fg.success" minH="6">
            {s.saved ? sharingTexts.saved : ''}
          </Text>
          {s.link && (
            <Field.Root>
              <Field.Label>{sharingTexts.link}</Field.Label>
              <HStack w="full">
                <Input readOnly value={s.link} onFocus={(e) => e.currentTarget.select()} />
                <Button variant="outline" onClick={s.copyLink} disabled={!s.canCopyLink}>
                  {s.copied === 'link' ? sharingTexts.copied : sharingTexts.copyLink}
                </Button>
              </HStack>
            </Field.Root>
          )}
        </Stack>
        {children}
      </Stack>
      <ConfirmDialog
        open={s.isConfirmingSave}
        title={sharingTexts.dropPeopleTitle}
        body={sharingTexts.dropPeopleBody(s.droppedPeople)}
        confirmLabel={sharingTexts.dropPeopleConfirm}
        busyLabel={sharingTexts.saving}
        cancelLabel={sharingTexts.dropPeopleCancel}
        busy={false}
        onConfirm={s.confirmSave}
        onCancel={s.cancelSave}
      />
    </LoadState>
  );
}
