import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

export function Loading({ label }: { label: string }) {
  return (
    <Center py="24" role="status">
      <Stack align="center" gap="3">
        <Spinner color="brand.solid" size="lg" />
        <Text color="page.muted">{label}</Text>
      </Stack>
    </Center>
  );
}
