import { Button, Menu, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { navTexts } from './texts';

/**
 * The signed-in top bar's links folded into one menu for narrow screens (below the md breakpoint), where the bar in
 * full would be wider than a phone. Wider screens show the links themselves and never this button. (The public bar
 * uses a native disclosure instead, to keep menu code out of the public pages' first download.)
 */
export function NavMenu({ children }: { children: ReactNode }) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" display={{ base: 'inline-flex', md: 'none' }}>
          <span aria-hidden="true">☰</span> {navTexts.menu}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60" maxW="calc(100vw - 2rem)">
            {children}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
