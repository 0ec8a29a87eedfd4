import { Box, Button, Container, Flex, HStack, Text } from '@chakra-ui/react';
import { cloneElement, type ComponentType, type PointerEvent, type ReactElement } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { RouterLink } from '../../components/ui/link';
import type { NavMenuName } from '../../machines/navMenus/machine';
import { useNavMenus } from '../../machines/navMenus/useNavMenus';
import { displayName } from '../../machines/session/selectors';
import { useSession } from '../../machines/session/useSession';
import { loadChunk } from '../../services/chunks';
import { Brand } from './Brand';
import type * as NavMenusModule from './navMenus';
import type { NavMenuProps } from './navMenus';
import { wideOnly } from './responsive';
import { navTexts, signedInLinks } from './texts';

type NavMenus = typeof NavMenusModule;

/** The menus' own chunk (src/views/layout/navMenus.tsx), loaded when a menu is first wanted. */
export const loadNavMenus = (): Promise<NavMenus> => loadChunk(() => import('./navMenus'));

type NavMenusFlow = ReturnType<typeof useNavMenus<NavMenus>>;

/**
 * One menu of the top bar: its button alone until the menus' code is there (pointing at it starts the download,
 * pressing it opens the menu once the code is in), then the menu with the same button as its trigger.
 */
function MenuSlot({ name, flow, trigger, of }: { name: NavMenuName; flow: NavMenusFlow; trigger: ReactElement<Record<string, unknown>>; of: (menus: NavMenus) => ComponentType<NavMenuProps> }) {
  if (flow.menus) {
    const LoadedMenu = of(flow.menus);
    return <LoadedMenu trigger={trigger} defaultOpen={flow.opening === name} />;
  }
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'aria-busy': flow.isLoading && flow.opening === name ? true : undefined,
    onPointerEnter: flow.want,
    // A mouse opens a menu on press, as the menu's own trigger does, so a download that lands between press and
    // release still opens it; a tap or a key opens it on click.
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button === 0) flow.open(name);
    },
    onClick: () => flow.open(name),
  });
}

const buildAndPlanTrigger = (
  <Button variant="ghost" size="sm">
    {navTexts.buildAndPlan} <span aria-hidden="true">▾</span>
  </Button>
);

/** Below the md breakpoint the bar's links fold into this menu, where the bar in full would be wider than a phone. */
const phoneTrigger = (
  <Button variant="outline" size="sm" display={{ base: 'inline-flex', md: 'none' }}>
    <span aria-hidden="true">☰</span> {navTexts.menu}
  </Button>
);

const accountTrigger = (name: string) => (
  <Button variant="ghost" size="sm" aria-label={navTexts.accountMenu}>
    <Avatar name={name} size="xs" />
    <Text display={{ base: 'none', md: 'inline' }}>{name}</Text>
  </Button>
);

export function SignedInNav({ loadMenus = loadNavMenus }: { loadMenus?: () => Promise<NavMenus> } = {}) {
  const { profile } = useSession();
  const flow = useNavMenus(loadMenus);
  return (
    <Box as="header" bg="page.surface" borderBottomWidth="1px" borderColor="page.border">
      <Container maxW="6xl">
        <Flex as="nav" aria-label={navTexts.mainNavigation} h="16" align="center" justify="space-between" gap={{ base: '3', md: '6' }}>
          <HStack gap="8">
            <Brand to="/dashboard" />
            <HStack gap="4" fontWeight="medium" {...wideOnly}>
              <MenuSlot name="buildAndPlan" flow={flow} trigger={buildAndPlanTrigger} of={(menus) => menus.BuildAndPlanMenu} />
              {signedInLinks.map((link) => (
                <RouterLink key={link.to} to={link.to}>
                  {link.label}
                </RouterLink>
              ))}
            </HStack>
          </HStack>
          <HStack gap="2">
            <MenuSlot name="phone" flow={flow} trigger={phoneTrigger} of={(menus) => menus.PhoneMenu} />
            <MenuSlot name="account" flow={flow} trigger={accountTrigger(displayName(profile))} of={(menus) => menus.AccountMenu} />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
