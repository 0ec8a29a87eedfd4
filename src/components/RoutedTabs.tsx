import { Tabs } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

interface RoutedTabsProps<T extends string> {
  /** The tab the address names. */
  value: T;
  tabs: readonly T[];
  /** Each tab's visible name. */
  names: Record<T, string>;
  /** The accessible name of the tab list. */
  label: string;
  /** The address of a tab. */
  pathOf: (tab: T) => string;
  variant?: 'line' | 'enclosed';
  /** The chosen tab's content. */
  children: ReactNode;
}

/**
 * Tabs whose choice is part of the address. Choosing a tab navigates in place (onValueChange, never a link inside the
 * trigger, which Chromium follows as a full page load), so the page and its machines stay mounted across tabs. The
 * list scrolls sideways inside its own box when the tabs are wider than the screen.
 */
export function RoutedTabs<T extends string>({ value, tabs, names, label, pathOf, variant = 'line', children }: RoutedTabsProps<T>) {
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);
  useChosenTabInView(list, value);
  return (
    <Tabs.Root value={value} variant={variant} onValueChange={(details) => navigate(pathOf(details.value as T))}>
      <Tabs.List ref={list} aria-label={label} overflowX="auto" overflowY="hidden" maxW="full">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} flexShrink="0">
            {names[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} pt="6">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** Room left beside a tab scrolled into view, so the next tab's edge shows that the list goes on. */
const SCROLL_MARGIN_PX = 24;

/**
 * Scrolls the tab list sideways (never the page) so the chosen tab is in view: an address that names the last tab,
 * opened on a phone, would otherwise select a tab beyond the screen's edge.
 */
function useChosenTabInView(list: RefObject<HTMLDivElement | null>, value: string) {
  useEffect(() => {
    const box = list.current;
    const chosen = box?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!box || !chosen) return;
    const boxRect = box.getBoundingClientRect();
    const tabRect = chosen.getBoundingClientRect();
    if (tabRect.right > boxRect.right) box.scrollLeft += tabRect.right - boxRect.right + SCROLL_MARGIN_PX;
    else if (tabRect.left < boxRect.left) box.scrollLeft -= boxRect.left - tabRect.left + SCROLL_MARGIN_PX;
  }, [list, value]);
}
