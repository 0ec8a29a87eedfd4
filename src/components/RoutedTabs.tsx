import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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
  return (
    <Tabs.Root value={value} variant={variant} onValueChange={(details) => navigate(pathOf(details.value as T))}>
      <Tabs.List aria-label={label} overflowX="auto" overflowY="hidden" maxW="full">
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
