import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { LinkButton } from '../../components/ui/link';
import { commentEditorPath } from '../../machines/commentBrief/useCommentBrief';
import { useCommentEditor, useCommentEditorActor } from '../../machines/commentEditor/useCommentEditor';
import { PageTitle } from '../layout/PageTitle';
import { LoadState, OutcomeStatements } from '../lessons/parts';
import { commentTexts as t } from './texts';

/** /comments/{id}: every comment of the set as saved, to read through or copy into a report. */
export default function CommentSetPage() {
  const { id = '' } = useParams();
  return <CommentSetView key={id} commentSetId={id} />;
}

function CommentSetView({ commentSetId }: { commentSetId: string }) {
  const e = useCommentEditor(useCommentEditorActor(commentSetId));
  const set = e.set;
  return (
    <>
      <PageTitle title={set ? set.title : t.loadingSet} />
      <LoadState isLoading={e.isLoading} failed={e.loadFailed} failure={e.failure} retry={e.retry} loadingLabel={t.loadingSet}>
        {set && (
          <Stack gap="6" maxW="4xl">
            <Breadcrumbs home="/dashboard" crumbs={[{ label: t.listTitle, to: '/comments' }, { label: set.title }]} />
            <HStack justify="space-between" align="start" wrap="wrap" gap="4">
              <Stack gap="2">
                <Heading as="h1" size="2xl">
                  {set.title}
                </Heading>
                <HStack gap="2" wrap="wrap">
                  {set.yearLevel && <Badge>{set.yearLevel}</Badge>}
                  {set.subject && <Badge>{set.subject}</Badge>}
                </HStack>
                <Text color="page.muted">{t.readIntro(set.students.length)}</Text>
              </Stack>
              <LinkButton to={`${commentEditorPath(set.id)}/comments`} colorPalette="brand">
                {t.edit}
              </LinkButton>
            </HStack>
            <OutcomeStatements outcomes={set.outcomes} />
            {set.students.length === 0 && <Text color="page.muted">{t.noStudents}</Text>}
            <Stack as="ul" gap="4" listStyleType="none">
              {set.students.map((s) => (
                <Stack as="li" key={s.id} aria-label={s.name} gap="2" borderWidth="1px" borderColor="page.border" borderRadius="xl" p="4" bg="page.surface">
                  <Heading as="h2" size="md">
                    {s.name}
                  </Heading>
                  <Text whiteSpace="pre-wrap" color={s.comment ? undefined : 'page.muted'}>
                    {s.comment || t.noComment}
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Stack>
        )}
      </LoadState>
    </>
  );
}
