import { Menu, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buildAndPlanItems, navTexts, signedInLinks } from './texts';

/**
 * The signed-in top bar's menus, a chunk of their own: SignedInNav shows each menu's button alone and loads this
 * module when a menu is first wanted (navMenusMachine). Each menu takes the button it replaces as its trigger, so
 * nothing on screen moves, and opens at once when it was pressed before the code arrived.
 */
export interface NavMenuProps {
  trigger: ReactElement;
  defaultOpen: boolean;
}

function MenuWithTrigger({ trigger, defaultOpen, minW, maxW, children }: NavMenuProps & { minW: string; maxW?: string; children: ReactNode }) {
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW} maxW={maxW}>
            {children}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The Build and Plan entries, each with what it is for; in the flyout on wide screens and in the phone menu. */
function BuildAndPlanItems() {
  return buildAndPlanItems.map((item) => (
    <Menu.Item key={item.to} value={item.to} asChild>
      <Link to={item.to}>
        <Stack gap="0">
          <Text fontWeight="medium">{item.label}</Text>
          <Text fontSize="xs" color="page.muted">
            {item.description}
          </Text>
        </Stack>
      </Link>
    </Menu.Item>
  ));
}

export function BuildAndPlanMenu(props: NavMenuProps) {
  return (
    <MenuWithTrigger {...props} minW="72">
      <BuildAndPlanItems />
      <Menu.Separator />
      <Menu.Item value="/studio" asChild color="brand.fg">
        <Link to="/studio">{navTexts.doMoreInStudio}</Link>
      </Menu.Item>
    </MenuWithTrigger>
  );
}

/**
 * The top bar's links folded into one menu for narrow screens (below the md breakpoint), where the bar in full would
 * be wider than a phone. (The public bar uses a native disclosure instead, to keep menu code out of its pages.)
 */
export function PhoneMenu(props: NavMenuProps) {
  return (
    <MenuWithTrigger {...props} minW="60" maxW="calc(100vw - 2rem)">
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>{navTexts.buildAndPlan}</Menu.ItemGroupLabel>
        <BuildAndPlanItems />
      </Menu.ItemGroup>
      <Menu.Separator />
      {signedInLinks.map((link) => (
        <Menu.Item key={link.to} value={link.to} asChild>
          <Link to={link.to}>{link.label}</Link>
        </Menu.Item>
      ))}
    </MenuWithTrigger>
  );
}

/** The account menu's pages (spec §2: Outcomes, Uploads, Sharing, Profile), before Logout. */
const accountLinks = [
  { label: navTexts.outcomes, to: '/outcomes' },
  { label: navTexts.uploads, to: '/uploads' },
  { label: navTexts.sharing, to: '/sharing' },
  { label: navTexts.profile, to: '/profile' },
] as const;

export function AccountMenu(props: NavMenuProps) {
  return (
    <MenuWithTrigger {...props} minW="48">
      {accountLinks.map((link) => (
        <Menu.Item key={link.to} value={link.to} asChild>
          <Link to={link.to}>{link.label}</Link>
        </Menu.Item>
      ))}
      <Menu.Separator />
      {/* The /logout route sends auth.logout, so the menu and a typed URL behave the same. */}
      <Menu.Item value="/logout" asChild>
        <Link to="/logout">{navTexts.logout}</Link>
      </Menu.Item>
    </MenuWithTrigger>
  );
}
