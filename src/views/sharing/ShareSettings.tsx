import { Button, Field, Heading, HStack, Input, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { useItemSharing } from '../../machines/itemSharing/useItemSharing';
import type { SharedItemType, ShareMode } from '../../services/sharingApi';
import { shareModes } from '../../services/sharingApi';
import { FailureAlert, LoadState } from '../lessons/parts';
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
  return (
    <LoadState isLoading={s.isLoading} failed={s.loadFailed} failure={s.failure} retry={s.retry} loadingLabel={loadingLabel}>
      <Stack gap="8" maxW="3xl">
        <FailureAlert failure={s.failure} />
        <Stack gap="4" as="section" aria-label={title}>
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          <RadioGroup.Root value={s.mode} onValueChange={(d) => s.chooseMode(d.value as ShareMode)}>
            <RadioGroup.Label srOnly>{sharingTexts.modesLabel}</RadioGroup.Label>
            <Stack gap="2">
              {shareModes.map((mode) => (
                <RadioGroup.Item key={mode} value={mode}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{sharingTexts.modes[mode]}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {s.mode === 'people' && (
            <Field.Root>
              <Field.Label>{sharingTexts.emails}</Field.Label>
              <Textarea value={s.emailsText} onChange={(e) => s.editEmails(e.target.value)} rows={3} />
              <Field.HelperText>{sharingTexts.emailsHelp}</Field.HelperText>
            </Field.Root>
          )}
          <Button alignSelf="start" colorPalette="brand" onClick={s.save} disabled={!s.canSave} loading={s.isSaving} loadingText={sharingTexts.saving}>
            {sharingTexts.save}
          </Button>
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
    </LoadState>
  );
}
