import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { teachkitSystem } from '../../theme';

export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={teachkitSystem()}>{children}</ChakraProvider>;
}
