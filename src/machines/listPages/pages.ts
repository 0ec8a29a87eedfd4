// The page shape is defined once, by the server's pagination module, and shared with the browser as a type.
import type { Page } from '../../contracts/page';

export type { Page };

/** What a paged list keeps: the items loaded so far and where the next page starts (null: nothing more). */
export interface PagedItems<T> {
  items: T[];
  continuationToken: string | null;
}

/** The first page replaces the list. */
export const firstPage = <T>(page: Page<T>): PagedItems<T> => ({ items: page.items, continuationToken: page.continuationToken });

/** A later page is appended; an item already shown (deleted and re-listed, say) is not shown twice. */
export function appendPage<T extends { id: string }>(loaded: T[], page: Page<T>): PagedItems<T> {
  const shown = new Set(loaded.map((item) => item.id));
  return { items: [...loaded, ...page.items.filter((item) => !shown.has(item.id))], continuationToken: page.continuationToken };
}
