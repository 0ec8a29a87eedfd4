import { Box, Button, Container, Flex, HStack, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/ui/avatar';
import { RouterLink } from '../../components/ui/link';
import { displayName } from '../../machines/session/selectors';
import { useSession } from '../../machines/session/useSession';
import { Brand } from './Brand';
import { buildAndPlanItems, navTexts } from './texts';

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
            {buildAndPlanItems.map((item) => (
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
            ))}
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
        <Flex as="nav" aria-label={navTexts.mainNavigation} h="16" align="center" justify="space-between" gap="6">
          <HStack gap="8">
            <Brand to="/dashboard" />
            <HStack gap="4" fontWeight="medium">
              <BuildAndPlanMenu />
              <RouterLink to="/lessons">{navTexts.lessons}</RouterLink>
              <RouterLink to="/studio">{navTexts.studio}</RouterLink>
              <RouterLink to="/uploads">{navTexts.uploads}</RouterLink>
            </HStack>
          </HStack>
          <ProfileMenu />
        </Flex>
      </Container>
    </Box>
  );
}
