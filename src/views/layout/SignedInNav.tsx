import { Box, Button, Container, Flex, HStack, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/ui/avatar';
import { RouterLink } from '../../components/ui/link';
import { displayName } from '../../machines/session/selectors';
import { useSession } from '../../machines/session/useSession';
import { Brand } from './Brand';
import { NavMenu } from './NavMenu';
import { wideOnly } from './responsive';
import { buildAndPlanItems, navTexts, signedInLinks } from './texts';

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

function BuildAndPlanMenu() {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm">
          {navTexts.buildAndPlan} <span aria-hidden="true">▾</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="72">
            <BuildAndPlanItems />
            <Menu.Separator />
            <Menu.Item value="/studio" asChild color="brand.fg">
              <Link to="/studio">{navTexts.doMoreInStudio}</Link>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function ProfileMenu() {
  const { profile } = useSession();
  const name = displayName(profile);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={navTexts.accountMenu}>
          <Avatar name={name} size="xs" />
          <Text display={{ base: 'none', md: 'inline' }}>{name}</Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="/outcomes" asChild>
              <Link to="/outcomes">{navTexts.outcomes}</Link>
            </Menu.Item>
            <Menu.Item value="/uploads" asChild>
              <Link to="/uploads">{navTexts.uploads}</Link>
            </Menu.Item>
            <Menu.Item value="/sharing" asChild>
              <Link to="/sharing">{navTexts.sharing}</Link>
            </Menu.Item>
            <Menu.Item value="/profile" asChild>
              <Link to="/profile">{navTexts.profile}</Link>
            </Menu.Item>
            <Menu.Separator />
            {/* The /logout route sends auth.logout, so the menu and a typed URL behave the same. */}
            <Menu.Item value="/logout" asChild>
              <Link to="/logout">{navTexts.logout}</Link>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function SignedInNav() {
  return (
    <Box as="header" bg="page.surface" borderBottomWidth="1px" borderColor="page.border">
      <Container maxW="6xl">
        <Flex as="nav" aria-label={navTexts.mainNavigation} h="16" align="center" justify="space-between" gap={{ base: '3', md: '6' }}>
          <HStack gap="8">
            <Brand to="/dashboard" />
            <HStack gap="4" fontWeight="medium" {...wideOnly}>
              <BuildAndPlanMenu />
              {signedInLinks.map((link) => (
                <RouterLink key={link.to} to={link.to}>
                  {link.label}
                </RouterLink>
              ))}
            </HStack>
          </HStack>
          <HStack gap="2">
            <NavMenu>
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
            </NavMenu>
            <ProfileMenu />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
