import { Alert, Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/ui/link';
import { useAuth } from '../../machines/auth/useAuth';
import { Brand } from '../layout/Brand';
import { PageTitle } from '../layout/PageTitle';
import { authTexts } from './texts';

function fromOf(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') return state.from;
  return undefined;
}

export default function LoginPage() {
  const auth = useAuth();
  const from = fromOf(useLocation().state);

  if (auth.isSignedIn) return <Navigate to={from ?? auth.returnTo} replace />;

  return (
    <Center minH="100vh" px="4">
      <PageTitle title={authTexts.loginTitle} description={authTexts.loginDescription} />
      <Box as="main" bg="page.surface" borderWidth="1px" borderColor="page.border" borderRadius="xl" p="10" maxW="md" w="full">
        <Stack gap="6">
          <Brand to="/" />
          <Heading as="h1" size="xl">
            {authTexts.loginHeading}
          </Heading>
          <Text color="page.muted">{authTexts.loginIntro}</Text>
          {auth.error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{auth.error}</Alert.Title>
            </Alert.Root>
          )}
          <Button colorPalette="brand" size="lg" onClick={() => auth.login(from)} disabled={!auth.canLogin}>
            {auth.isBusy ? authTexts.connecting : authTexts.loginRegister}
          </Button>
          {auth.isSignedOut && !auth.canLogin && <RouterLink to="/status">{authTexts.checkStatus}</RouterLink>}
        </Stack>
      </Box>
    </Center>
  );
}
