import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LinkButton, RouterLink } from '../../components/ui/link';
import { assessmentEditorPath } from '../../machines/assessmentBrief/useAssessmentBrief';
import { useAssessmentList } from '../../machines/assessmentList/useAssessmentList';
import { ListDeleteDialog } from '../editing/ListDeleteDialog';
import { PageTitle } from '../layout/PageTitle';
import { FailureAlert, LoadState, MorePages } from '../lessons/parts';
import { assessmentTexts as t } from './texts';

export const newAssessmentPath = '/assessments/editor/new';

/** /assessments: the teacher's assessments, newest change first. */
export default function AssessmentsPage() {
  const list = useAssessmentList();
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
          <LinkButton to={newAssessmentPath} colorPalette="brand">
            {t.newAssessment}
          </LinkButton>
        </HStack>
        <LoadState isLoading={list.isLoading} failed={list.loadFailed} failure={list.failure} retry={list.retry} loadingLabel={t.loading}>
          <FailureAlert failure={list.moreFailed ? null : list.failure} />
          {list.items.length === 0 && <Text color="page.muted">{t.noAssessments}</Text>}
          <Stack as="ul" gap="4" listStyleType="none">
            {list.items.map((a) => (
              <Stack as="li" key={a.id} gap="3" borderWidth="1px" borderColor="page.border" borderRadius="xl" p="5" bg="page.surface">
                <Heading as="h2" size="md">
                  <RouterLink to={`${assessmentEditorPath(a.id)}/items`}>{a.title}</RouterLink>
                </Heading>
                <HStack gap="2" wrap="wrap">
                  {a.yearLevel && <Badge>{a.yearLevel}</Badge>}
                  {a.subject && <Badge>{a.subject}</Badge>}
                  <Badge variant="outline">{t.outcomeCount(a.outcomeCodes.length)}</Badge>
                  <Badge variant="outline">{t.students(a.students)}</Badge>
                </HStack>
                {a.description && <Text color="page.muted">{a.description}</Text>}
                <HStack gap="2">
                  <LinkButton to={`${assessmentEditorPath(a.id)}/marking`} size="sm" variant="outline" aria-label={`${t.tabs.marking} ${a.title}`}>
                    {t.tabs.marking}
                  </LinkButton>
                  <Button size="sm" variant="ghost" colorPalette="red" onClick={() => list.askToDelete(a.id)} aria-label={`${t.delete} ${a.title}`}>
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
