import { Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { RouterLink } from '../../components/ui/link';
import { isChunkLoadError } from '../../services/chunks';
import { PageTitle } from '../layout/PageTitle';
import { navTexts } from '../layout/texts';
import { statusTexts } from './texts';

/** The route error view; a page chunk that failed to load (or took over 120 s) gets a retry. */
export default function ErrorPage({ error }: { error?: unknown }) {
  const chunkFailed = isChunkLoadError(error);
  const title = chunkFailed ? statusTexts.chunkTitle : statusTexts.errorTitle;
  return (
    <Center minH="100vh" px="4">
      <PageTitle title={title} />
      <Stack as="main" gap="4" maxW="md">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="page.muted">{chunkFailed ? statusTexts.chunkText : statusTexts.errorText}</Text>
        <HStack gap="4">
          {chunkFailed && (
            <Button colorPalette="brand" onClick={() => window.location.reload()}>
              {statusTexts.tryAgain}
            </Button>
          )}
          <RouterLink to="/">{statusTexts.home}</RouterLink>
          <RouterLink to="/status">{navTexts.status}</RouterLink>
        </HStack>
      </Stack>
    </Center>
  );
}
