import { Alert, Button, Center, Heading, HStack, Spinner, Stack } from '@chakra-ui/react';
import { RouterLink } from '../../components/ui/link';
import { useStatus } from '../../machines/status/useStatus';
import { PageTitle } from '../layout/PageTitle';
import { statusTexts } from './texts';

function StatusForState({ state }: { state: unknown }) {
  switch (state) {
    case 'checking':
      return (
        <HStack role="status" gap="3">
          <Spinner size="sm" />
          <span>{statusTexts.checking}</span>
        </HStack>
      );
    case 'reachable':
      return (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{statusTexts.reachable}</Alert.Title>
        </Alert.Root>
      );
    case 'unreachable':
      return (
        <Alert.Root status="error" role="status">
          <Alert.Indicator />
          <Alert.Title>{statusTexts.unreachable}</Alert.Title>
        </Alert.Root>
      );
    default:
      return <Alert.Root status="warning">{statusTexts.unexpected}</Alert.Root>;
  }
}

export default function StatusPage() {
  const { state, check } = useStatus();
  return (
    <Center minH="100vh" px="4">
      <PageTitle title={statusTexts.title} description={statusTexts.description} />
      <Stack as="main" gap="6" maxW="md" w="full">
        <Heading as="h1" size="2xl">
          {statusTexts.title}
        </Heading>
        <StatusForState state={state} />
        <HStack gap="4">
          <Button onClick={check} disabled={state === 'checking'} variant="outline">
            {statusTexts.checkAgain}
          </Button>
          <RouterLink to="/">{statusTexts.home}</RouterLink>
        </HStack>
      </Stack>
    </Center>
  );
}
