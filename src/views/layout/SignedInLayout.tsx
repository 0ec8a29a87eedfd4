import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../machines/auth/useAuth';
import { Footer } from './Footer';
import { Loading } from './Loading';
import { SignedInNav } from './SignedInNav';
import { navTexts } from './texts';

/** Signed-in routes need an account; signed-out visitors go to /login and come back afterwards. */
export function SignedInLayout({ children }: { children?: ReactNode } = {}) {
  const { isSignedIn, isSignedOut } = useAuth();
  const location = useLocation();

  if (isSignedOut) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  if (!isSignedIn) return <Loading label={navTexts.loading} />;

  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SignedInNav />
      <Container as="main" maxW="6xl" py="10" flex="1">
        {children ?? <Outlet />}
      </Container>
      <Footer />
    </Box>
  );
}
