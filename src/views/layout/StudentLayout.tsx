import type { ReactNode } from 'react';
import { Box, Container } from '@chakra-ui/react';
import { Brand } from './Brand';

/** The frame of a page a student opens with a code: the brand and the page, no signed-in layout. */
export function StudentLayout({ maxW, py, children }: { maxW: string; py: string; children: ReactNode }) {
  return (
    <Box minH="100vh">
      <Box as="header" borderBottomWidth="1px" borderColor="page.border" bg="page.surface" py="3">
        <Container maxW={maxW}>
          <Brand to="/" />
        </Container>
      </Box>
      <Container as="main" maxW={maxW} py={py}>
        {children}
      </Container>
    </Box>
  );
}
