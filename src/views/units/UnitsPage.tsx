import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LinkButton, RouterLink } from '../../components/ui/link';
import { unitEditorPath } from '../../machines/unitBrief/useUnitBrief';
import { useUnitList } from '../../machines/unitList/useUnitList';
import { PageTitle } from '../layout/PageTitle';
import { FailureAlert, LoadState, MorePages } from '../lessons/parts';
import { unitTexts as t } from './texts';

export const newUnitPath = '/units/editor/new';

/** /units: the teacher's units of work, newest change first. */
export default function UnitsPage() {
  const list = useUnitList();
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
          <LinkButton to={newUnitPath} colorPalette="brand">
            {t.newUnit}
          </LinkButton>
        </HStack>
        <LoadState isLoading={list.isLoading} failed={list.loadFailed} failure={list.failure} retry={list.retry} loadingLabel={t.loading}>
          <FailureAlert failure={list.moreFailed ? null : list.failure} />
          {list.items.length === 0 && <Text color="page.muted">{t.noUnits}</Text>}
          <Stack as="ul" gap="4" listStyleType="none">
            {list.items.map((u) => (
              <Stack as="li" key={u.id} gap="3" borderWidth="1px" borderColor="page.border" borderRadius="xl" p="5" bg="page.surface">
                <Heading as="h2" size="md">
                  <RouterLink to={`/units/${encodeURIComponent(u.id)}`}>{u.title}</RouterLink>
                </Heading>
                <HStack gap="2" wrap="wrap">
                  {u.yearLevel && <Badge>{u.yearLevel}</Badge>}
                  {u.subject && <Badge>{u.subject}</Badge>}
                  <Badge variant="outline">{t.outcomeCount(u.outcomeCodes.length)}</Badge>
                  <Badge variant="outline">{t.span(u.weeks, u.lessonsPerWeek)}</Badge>
                </HStack>
                <HStack gap="2">
                  <LinkButton to={`${unitEditorPath(u.id)}/sequence`} size="sm" variant="outline" aria-label={`${t.edit} ${u.title}`}>
                    {t.edit}
                  </LinkButton>
                  <Button size="sm" variant="ghost" colorPalette="red" onClick={() => list.askToDelete(u.id)} aria-label={`${t.delete} ${u.title}`}>
                    {t.delete}
                  </Button>
                </HStack>
              </Stack>
            ))}
          </Stack>
          <MorePages pages={list} failure={list.failure} texts={t.more} />
        </LoadState>
      </Stack>
      <ConfirmDialog
        open={list.isConfirming}
        title={t.deleteTitle}
        body={t.deleteBody(list.pending?.title ?? '')}
        confirmLabel={t.confirmDelete}
        busyLabel={t.deleting}
        cancelLabel={t.cancel}
        busy={list.isDeleting}
        onConfirm={list.confirmDelete}
        onCancel={list.cancelDelete}
      />
    </>
  );
}
