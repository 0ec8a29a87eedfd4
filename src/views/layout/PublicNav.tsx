import { Box, Button, Container, Flex, HStack, Menu } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../machines/auth/useAuth';
import { useSession } from '../../machines/session/useSession';
import { ExternalLink, LinkButton, RouterLink } from '../../components/ui/link';
import { Brand } from './Brand';
import { NavMenu, wideOnly } from './NavMenu';
import { navTexts, publicLinks, publishersUrl } from './texts';

export function PublicNav() {
  const auth = useAuth();
  const session = useSession();
  const connecting = auth.isBusy || session.isLoading;

  return (
    <Box as="header" bg="page.surface" borderBottomWidth="1px" borderColor="page.border">
      <Container maxW="6xl">
        <Flex as="nav" aria-label={navTexts.mainNavigation} h="16" align="center" justify="space-between" gap={{ base: '3', md: '6' }}>
          <Brand to="/" />
          <HStack gap={{ base: '2', md: '6' }} fontWeight="medium">
            <HStack gap="6" {...wideOnly}>
              {publicLinks.map((link) => (
                <RouterLink key={link.to} to={link.to}>
                  {link.label}
                </RouterLink>
              ))}
              <ExternalLink href={publishersUrl}>{navTexts.forPublishers}</ExternalLink>
            </HStack>
            <NavMenu>
              {publicLinks.map((link) => (
                <Menu.Item key={link.to} value={link.to} asChild>
                  <Link to={link.to}>{link.label}</Link>
                </Menu.Item>
              ))}
              <Menu.Item value={publishersUrl} asChild>
                <ExternalLink href={publishersUrl}>{navTexts.forPublishers}</ExternalLink>
              </Menu.Item>
            </NavMenu>
            {session.profile ? (
              <LinkButton to="/dashboard" colorPalette="brand" size="sm">
                {navTexts.myDashboard}
              </LinkButton>
            ) : (
              <Button
                colorPalette="brand"
                size="sm"
                onClick={() => auth.login()}
                disabled={connecting || !auth.canLogin}
                aria-busy={connecting}
              >
                {connecting ? navTexts.connecting : navTexts.loginRegister}
              </Button>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
