import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/**
 * `holdsPage`: the page's own content replaces it inside the signed-in frame; it keeps the footer below the screen's
 * edge, as the page will, so the footer does not jump down when the content arrives (a layout shift of 0.1 on a phone).
 */
export function Loading({ label, holdsPage = false }: { label: string; holdsPage?: boolean }) {
  return (
    <Center py="24" role="status" minH={holdsPage ? '100vh' : undefined}>
      <Stack align="center" gap="3">
        <Spinner color="brand.solid" size="lg" />
        <Text color="page.muted">{label}</Text>
      </Stack>
    </Center>
  );
}
