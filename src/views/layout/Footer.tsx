import { Box, Container, Flex, HStack, Text } from '@chakra-ui/react';
import { ExternalLink, RouterLink } from '../../components/ui/link';
import { navTexts, publishersUrl } from './texts';

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="page.border" bg="page.surface" mt="16" py="8">
      <Container maxW="6xl">
        <Flex direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between">
          <HStack as="nav" aria-label="Footer" gap="5" wrap="wrap" fontSize="sm">
            <RouterLink to="/">{navTexts.home}</RouterLink>
            <RouterLink to="/faq">{navTexts.faq}</RouterLink>
            <RouterLink to="/pricing">{navTexts.pricing}</RouterLink>
            <ExternalLink href={publishersUrl}>{navTexts.forPublishers}</ExternalLink>
            <RouterLink to="/contact">{navTexts.contact}</RouterLink>
            <RouterLink to="/privacy">{navTexts.privacy}</RouterLink>
            <RouterLink to="/terms">{navTexts.terms}</RouterLink>
            <RouterLink to="/status">{navTexts.status}</RouterLink>
          </HStack>
          <Text fontSize="sm" color="page.muted" maxW="md">
            {navTexts.openSource}
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}
