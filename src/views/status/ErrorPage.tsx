import { Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { RouterLink } from '../../components/ui/link';
import { PageTitle } from '../layout/PageTitle';
import { navTexts } from '../layout/texts';
import { statusTexts } from './texts';

export default function ErrorPage() {
  return (
    <Center minH="100vh" px="4">
      <PageTitle title={statusTexts.errorTitle} />
      <Stack as="main" gap="4" maxW="md">
        <Heading as="h1" size="2xl">
          {statusTexts.errorTitle}
        </Heading>
        <Text color="page.muted">{statusTexts.errorText}</Text>
        <HStack gap="4">
          <RouterLink to="/">{statusTexts.home}</RouterLink>
          <RouterLink to="/status">{navTexts.status}</RouterLink>
        </HStack>
      </Stack>
    </Center>
  );
}
