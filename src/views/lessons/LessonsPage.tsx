import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LessonHeader } from '../../components/LessonHeader';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LinkButton } from '../../components/ui/link';
import { useLessonList } from '../../machines/lessonList/useLessonList';
import { PageTitle } from '../layout/PageTitle';
import { FailureAlert, LoadState, MorePages } from './parts';
import { lessonTexts } from './texts';

export const newLessonPath = '/lessons/editor/new';

/** /lessons: the teacher's lessons, each with the spec's lesson header. */
export default function LessonsPage() {
  const list = useLessonList();
  return (
    <>
      <PageTitle title={lessonTexts.listTitle} />
      <Stack gap="8">
        <HStack justify="space-between" align="start" wrap="wrap" gap="4">
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {lessonTexts.listTitle}
            </Heading>
            <Text color="page.muted">{lessonTexts.listIntro}</Text>
          </Stack>
          <LinkButton to={newLessonPath} colorPalette="brand">
            {lessonTexts.newLesson}
          </LinkButton>
        </HStack>
        <LoadState isLoading={list.isLoading} failed={list.loadFailed} failure={list.failure} retry={list.retry} loadingLabel={lessonTexts.loading}>
          <FailureAlert failure={list.moreFailed ? null : list.failure} />
          {list.items.length === 0 && <Text color="page.muted">{lessonTexts.noLessons}</Text>}
          <Stack as="ul" gap="4" listStyleType="none">
            {list.items.map((lesson) => (
              <Stack as="li" key={lesson.id} gap="3" borderWidth="1px" borderColor="page.border" borderRadius="xl" p="5" bg="page.surface">
                <LessonHeader lesson={lesson} linkTitle />
                <HStack gap="2">
                  <LinkButton to={`/lessons/${lesson.id}`} size="sm" variant="outline" aria-label={`${lessonTexts.open} ${lesson.title}`}>
                    {lessonTexts.open}
                  </LinkButton>
                  <Button size="sm" variant="ghost" colorPalette="red" onClick={() => list.askToDelete(lesson.id)} aria-label={`${lessonTexts.delete} ${lesson.title}`}>
                    {lessonTexts.delete}
                  </Button>
                </HStack>
              </Stack>
            ))}
          </Stack>
          <MorePages pages={list} failure={list.failure} texts={lessonTexts.more} />
        </LoadState>
      </Stack>
      <ConfirmDialog
        open={list.isConfirming}
        title={lessonTexts.deleteTitle}
        body={lessonTexts.deleteBody(list.pending?.title ?? '')}
        confirmLabel={lessonTexts.confirmDelete}
        busyLabel={lessonTexts.deleting}
        cancelLabel={lessonTexts.cancel}
        busy={list.isDeleting}
        onConfirm={list.confirmDelete}
        onCancel={list.cancelDelete}
      />
    </>
  );
}
