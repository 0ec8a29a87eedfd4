/** A navigation entry: a link with a path, or a flyout with its own entries. */
export interface NavItem {
  label: string;
  path?: string;
  external?: boolean;
  flyout?: { items: NavItem[]; footer?: NavItem };
}

export const INVALID_NAV_ITEM = 'Invalid Nav Item';

/** Spec §8: an entry with neither a path nor a flyout is a programming error. */
export function assertNavItem(item: NavItem): NavItem {
  if (!item.path && !item.flyout) throw new Error(INVALID_NAV_ITEM);
  item.flyout?.items.forEach(assertNavItem);
  if (item.flyout?.footer) assertNavItem(item.flyout.footer);
  return item;
}
