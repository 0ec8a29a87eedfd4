import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LinkButton, RouterLink } from '../../components/ui/link';
import type { usePagedList } from '../../machines/listPages/pagedList';
import { PageTitle } from '../layout/PageTitle';
import { FailureAlert, LoadState, MorePages } from '../lessons/parts';
import { ListDeleteDialog, type ListDeleteTexts } from './ListDeleteDialog';

/** An item of a teacher's list: its title and where its badges come from. */
interface ListedItem {
  id: string;
  title: string;
  yearLevel: string;
  subject: string;
}

export interface ItemListTexts extends ListDeleteTexts {
  listTitle: string;
  listIntro: string;
  loading: string;
  delete: string;
  more: Parameters<typeof MorePages>[0]['texts'];
}

interface ItemListPageProps<Item extends ListedItem> {
  list: ReturnType<typeof usePagedList<Item>>;
  texts: ItemListTexts;
  /** The "New …" button. */
  newItem: { to: string; label: string };
  empty: string;
  /** Where an item's title leads. */
  itemPath: (item: Item) => string;
  /** The badges after the year level and subject ("2 outcomes", "4 weeks, 3 lessons a week"). */
  badges: (item: Item) => string[];
  /** The item's own action beside Delete (Edit, Marking, Read). */
  action: (item: Item) => { to: string; label: string };
  /** Shown under the badges, when the item has it. */
  detail?: (item: Item) => ReactNode;
}

/**
 * A teacher's items a page at a time (units, assessments, comment sets): heading and "New …", each item as a card
 * with its title, badges, its own action and Delete (asked first), and "Load more" as the end comes into view.
 */
export function ItemListPage<Item extends ListedItem>({ list, texts: t, newItem, empty, itemPath, badges, action, detail }: ItemListPageProps<Item>) {
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
          <LinkButton to={newItem.to} colorPalette="brand">
            {newItem.label}
          </LinkButton>
        </HStack>
        <LoadState isLoading={list.isLoading} failed={list.loadFailed} failure={list.failure} retry={list.retry} loadingLabel={t.loading}>
          <FailureAlert failure={list.moreFailed ? null : list.failure} />
          {list.items.length === 0 && <Text color="page.muted">{empty}</Text>}
          <Stack as="ul" gap="4" listStyleType="none">
            {list.items.map((item) => {
              const own = action(item);
              return (
                <Stack as="li" key={item.id} gap="3" borderWidth="1px" borderColor="page.border" borderRadius="xl" p="5" bg="page.surface">
                  <Heading as="h2" size="md">
                    <RouterLink to={itemPath(item)}>{item.title}</RouterLink>
                  </Heading>
                  <HStack gap="2" wrap="wrap">
                    {item.yearLevel && <Badge>{item.yearLevel}</Badge>}
                    {item.subject && <Badge>{item.subject}</Badge>}
                    {badges(item).map((badge) => (
                      <Badge key={badge} variant="outline">
                        {badge}
                      </Badge>
                    ))}
                  </HStack>
                  {detail?.(item)}
                  <HStack gap="2">
                    <LinkButton to={own.to} size="sm" variant="outline" aria-label={`${own.label} ${item.title}`}>
                      {own.label}
                    </LinkButton>
                    <Button size="sm" variant="ghost" colorPalette="red" onClick={() => list.askToDelete(item.id)} aria-label={`${t.delete} ${item.title}`}>
                      {t.delete}
                    </Button>
                  </HStack>
                </Stack>
              );
            })}
          </Stack>
          <MorePages pages={list} failure={list.failure} texts={t.more} />
        </LoadState>
      </Stack>
      <ListDeleteDialog list={list} texts={t} />
    </>
  );
}
