import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { profileTexts as t } from './texts';

/** One titled section of the profile page, named by its heading for screen readers. */
export function ProfileSection({ id, heading, children, ...rest }: { id: string; heading: string; children: ReactNode } & StackProps) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id} {...rest}>
      <Heading as="h2" size="lg" id={id}>
        {heading}
      </Heading>
      {children}
    </Stack>
  );
}

/** A section's load failed: what failed, and a way to try again. */
export function RetryLine({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <HStack gap="3" wrap="wrap">
      <Text role="alert">{message}</Text>
      <Button size="sm" onClick={onRetry}>
        {t.retry}
      </Button>
    </HStack>
  );
}
