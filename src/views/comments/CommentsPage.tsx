import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LinkButton, RouterLink } from '../../components/ui/link';
import { commentEditorPath, newCommentSetPath } from '../../machines/commentBrief/useCommentBrief';
import { useCommentList } from '../../machines/commentList/useCommentList';
import { ListDeleteDialog } from '../editing/ListDeleteDialog';
import { PageTitle } from '../layout/PageTitle';
import { FailureAlert, LoadState, MorePages } from '../lessons/parts';
import { commentTexts as t } from './texts';

/** /comments: the teacher's comment sets, newest change first. */
export default function CommentsPage() {
  const list = useCommentList();
  return (
    <>
      <PageTitle title={t.listTitle} />
      <Stack gap="8">
        <HStack justify="space-between" align="start" wrap="wrap" gap="4">
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {t.listTitle}
            </Heading>
            <Text color="page.muted">{t.listIntro}</Text>
          </Stack>
          <LinkButton to={newCommentSetPath()} colorPalette="brand">
            {t.newSet}
          </LinkButton>
        </HStack>
        <LoadState isLoading={list.isLoading} failed={list.loadFailed} failure={list.failure} retry={list.retry} loadingLabel={t.loading}>
          <FailureAlert failure={list.moreFailed ? null : list.failure} />
          {list.items.length === 0 && <Text color="page.muted">{t.noSets}</Text>}
          <Stack as="ul" gap="4" listStyleType="none">
            {list.items.map((set) => (
              <Stack as="li" key={set.id} gap="3" borderWidth="1px" borderColor="page.border" borderRadius="xl" p="5" bg="page.surface">
                <Heading as="h2" size="md">
                  <RouterLink to={`${commentEditorPath(set.id)}/comments`}>{set.title}</RouterLink>
                </Heading>
                <HStack gap="2" wrap="wrap">
                  {set.yearLevel && <Badge>{set.yearLevel}</Badge>}
                  {set.subject && <Badge>{set.subject}</Badge>}
                  <Badge variant="outline">{t.outcomeCount(set.outcomeCodes.length)}</Badge>
                  <Badge variant="outline">{t.students(set.students)}</Badge>
                </HStack>
                <HStack gap="2">
                  <LinkButton to={`/comments/${encodeURIComponent(set.id)}`} size="sm" variant="outline" aria-label={`${t.read} ${set.title}`}>
                    {t.read}
                  </LinkButton>
                  <Button size="sm" variant="ghost" colorPalette="red" onClick={() => list.askToDelete(set.id)} aria-label={`${t.delete} ${set.title}`}>
                    {t.delete}
                  </Button>
                </HStack>
              </Stack>
            ))}
          </Stack>
          <MorePages pages={list} failure={list.failure} texts={t.more} />
        </LoadState>
      </Stack>
      <ListDeleteDialog list={list} texts={t} />
    </>
  );
}
