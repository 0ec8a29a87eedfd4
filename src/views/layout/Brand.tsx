import { HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { navTexts } from './texts';

export function Brand({ to }: { to: string }) {
  return (
    <Link to={to} aria-label={`${navTexts.brand} home`}>
      <HStack gap="2">
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <rect x="3" y="7" width="22" height="17" rx="5" fill="var(--chakra-colors-brand-600)" />
          <rect x="12.5" y="2" width="3" height="5" rx="1.5" fill="var(--chakra-colors-brand-600)" />
          <circle cx="10" cy="15" r="2.5" fill="white" />
          <circle cx="18" cy="15" r="2.5" fill="white" />
        </svg>
        <Text fontWeight="bold" fontSize="lg" color="page.ink">
          {navTexts.brand}
        </Text>
      </HStack>
    </Link>
  );
}
