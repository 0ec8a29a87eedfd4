import { Box, Button, Container, Flex, HStack, Stack } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useAuth } from '../../machines/auth/useAuth';
import { useSession } from '../../machines/session/useSession';
import { ExternalLink, LinkButton, RouterLink } from '../../components/ui/link';
import { Brand } from './Brand';
import { wideOnly } from './responsive';
import { navTexts, publicLinks, publishersUrl } from './texts';

/** A chosen link folds the phone menu away again (the layout, and so the open disclosure, stays across pages). */
const closeMenu = (event: MouseEvent<HTMLElement>) => event.currentTarget.closest('details')?.removeAttribute('open');

/**
 * The public links on a phone, as a native disclosure rather than a scripted menu: the public pages' first download
 * (the entry chunk) carries no menu code, and the summary works from the keyboard as it is.
 */
function PhoneMenu() {
  return (
    <Box as="details" position="relative" display={{ base: 'block', md: 'none' }}>
      <Box
        as="summary"
        display="flex"
        alignItems="center"
        gap="1"
        h="8"
        px="3"
        fontSize="sm"
        borderWidth="1px"
        borderColor="page.border"
        borderRadius="md"
        cursor="pointer"
        listStyleType="none"
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
      >
        <span aria-hidden="true">☰</span> {navTexts.menu}
      </Box>
      <Stack
        as="ul"
        listStyleType="none"
        position="absolute"
        right="0"
        top="calc(100% + 0.25rem)"
        minW="48"
        p="2"
        gap="1"
        bg="page.surface"
        borderWidth="1px"
        borderColor="page.border"
        borderRadius="md"
        boxShadow="md"
        zIndex="dropdown"
      >
        {publicLinks.map((link) => (
          <li key={link.to}>
            <RouterLink to={link.to} display="block" px="2" py="1" onClick={closeMenu}>
              {link.label}
            </RouterLink>
          </li>
        ))}
        <li>
          <ExternalLink href={publishersUrl} display="block" px="2" py="1" onClick={closeMenu}>
            {navTexts.forPublishers}
          </ExternalLink>
        </li>
      </Stack>
    </Box>
  );
}

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
            <PhoneMenu />
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
