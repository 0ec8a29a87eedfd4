import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { useAuth } from '../../machines/auth/useAuth';
import { useSession } from '../../machines/session/useSession';
import { ExternalLink, LinkButton, RouterLink } from '../../components/ui/link';
import { Brand } from './Brand';
import { navTexts, publishersUrl } from './texts';

export function PublicNav() {
  const auth = useAuth();
  const session = useSession();
  const connecting = auth.isBusy || session.isLoading;

  return (
    <Box as="header" bg="page.surface" borderBottomWidth="1px" borderColor="page.border">
      <Container maxW="6xl">
        <Flex as="nav" aria-label={navTexts.mainNavigation} h="16" align="center" justify="space-between" gap="6">
          <Brand to="/" />
          <HStack gap="6" fontWeight="medium">
            <RouterLink to="/">{navTexts.home}</RouterLink>
            <RouterLink to="/pricing">{navTexts.pricing}</RouterLink>
            <RouterLink to="/faq">{navTexts.faq}</RouterLink>
            <ExternalLink href={publishersUrl}>{navTexts.forPublishers}</ExternalLink>
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
