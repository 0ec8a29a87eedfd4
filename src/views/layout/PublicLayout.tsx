import { Box, Container } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { PublicNav } from './PublicNav';

export function PublicLayout() {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <PublicNav />
      <Container as="main" maxW="6xl" py="10" flex="1">
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}
