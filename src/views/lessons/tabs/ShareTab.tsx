import { Button, Code, Field, Heading, HStack, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLessonEditor, useLessonEditorRef } from '../../../machines/lessonEditor/useLessonEditor';
import { useLessonSharing } from '../../../machines/lessonSharing/useLessonSharing';
import type { ShareMode } from '../../../services/sharingApi';
import { shareModes } from '../../../services/sharingApi';
import { FailureAlert, LoadState } from '../parts';
import { lessonTexts } from '../texts';

const studentPath = (code: string) => `/lesson/${code}`;

export function ShareTab({ lessonId }: { lessonId: string }) {
  const { lesson } = useLessonEditor(useLessonEditorRef());
  const s = useLessonSharing({ lessonId, joinCode: lesson?.joinCode ?? null });
  return (
    <LoadState isLoading={s.isLoading} failed={s.loadFailed} failure={s.failure} retry={s.retry} loadingLabel={lessonTexts.tabs.share}>
      <Stack gap="8" maxW="3xl">
        <FailureAlert failure={s.failure} />
        <Stack gap="4" as="section" aria-label={lessonTexts.shareTitle}>
          <Heading as="h2" size="lg">
            {lessonTexts.shareTitle}
          </Heading>
          <RadioGroup.Root value={s.mode} onValueChange={(d) => s.chooseMode(d.value as ShareMode)}>
            <RadioGroup.Label srOnly>{lessonTexts.shareModesLabel}</RadioGroup.Label>
            <Stack gap="2">
              {shareModes.map((mode) => (
                <RadioGroup.Item key={mode} value={mode}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{lessonTexts.shareModes[mode]}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {s.mode === 'people' && (
            <Field.Root>
              <Field.Label>{lessonTexts.emails}</Field.Label>
              <Textarea value={s.emailsText} onChange={(e) => s.editEmails(e.target.value)} rows={3} />
              <Field.HelperText>{lessonTexts.emailsHelp}</Field.HelperText>
            </Field.Root>
          )}
          <Button alignSelf="start" colorPalette="brand" onClick={s.save} disabled={!s.canSave} loading={s.isSaving} loadingText={lessonTexts.saving}>
            {lessonTexts.saveSharing}
          </Button>
          {s.link && (
            <Field.Root>
              <Field.Label>{lessonTexts.shareLink}</Field.Label>
              <HStack w="full">
                <Input readOnly value={s.link} onFocus={(e) => e.currentTarget.select()} />
                <Button variant="outline" onClick={s.copyLink} disabled={!s.canCopyLink}>
                  {s.copied === 'link' ? lessonTexts.copied : lessonTexts.copyLink}
                </Button>
              </HStack>
            </Field.Root>
          )}
        </Stack>
        <Stack gap="3" as="section" aria-label={lessonTexts.joinCodeTitle}>
          <Heading as="h2" size="lg">
            {lessonTexts.joinCodeTitle}
          </Heading>
          {s.joinCode ? (
            <>
              <Code fontSize="2xl" alignSelf="start" px="4" py="2" letterSpacing="widest" aria-label={lessonTexts.joinCode}>
                {s.joinCode}
              </Code>
              <Text color="page.muted">{lessonTexts.joinCodeHelp(studentPath(s.joinCode))}</Text>
            </>
          ) : (
            <Text color="page.muted">{lessonTexts.noJoinCode}</Text>
          )}
          <HStack>
            {s.joinCode && (
              <Button variant="outline" onClick={s.copyCode}>
                {s.copied === 'code' ? lessonTexts.copied : lessonTexts.copyCode}
              </Button>
            )}
            <Button variant="outline" onClick={s.regenerateCode} loading={s.isRegenerating} loadingText={lessonTexts.regenerating}>
              {lessonTexts.regenerateCode}
            </Button>
          </HStack>
          <Text fontSize="sm" color="page.muted">
            {lessonTexts.regenerateHelp}
          </Text>
        </Stack>
      </Stack>
    </LoadState>
  );
}
