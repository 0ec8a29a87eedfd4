import { Button, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLessonEditor, useLessonEditorRef } from '../../../machines/lessonEditor/useLessonEditor';
import { useItemSharing } from '../../../machines/itemSharing/useItemSharing';
import { ShareSettings } from '../../sharing/ShareSettings';
import { sharingTexts } from '../../sharing/texts';
import { lessonTexts } from '../texts';

const studentPath = (code: string) => `/lesson/${code}`;

export function ShareTab({ lessonId }: { lessonId: string }) {
  const { lesson } = useLessonEditor(useLessonEditorRef());
  const s = useItemSharing({ itemType: 'lesson', itemId: lessonId, joinCode: lesson?.joinCode ?? null });
  return (
    <ShareSettings s={s} itemType="lesson" loadingLabel={lessonTexts.tabs.share}>
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
              {s.copied === 'code' ? sharingTexts.copied : lessonTexts.copyCode}
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
    </ShareSettings>
  );
}
