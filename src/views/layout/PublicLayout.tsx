import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { PublicNav } from './PublicNav';

/** The public frame around the route's page, or around `children` when it is given one directly. */
export function PublicLayout({ children }: { children?: ReactNode } = {}) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <PublicNav />
      <Container as="main" maxW="6xl" py="10" flex="1">
        {children ?? <Outlet />}
      </Container>
      <Footer />
    </Box>
  );
}
