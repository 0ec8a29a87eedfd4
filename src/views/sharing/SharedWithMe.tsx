import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { RouterLink } from '../../components/ui/link';
import type { ShareWithMe } from '../../services/sharingApi';
import { formatDate } from '../account/texts';
import { overviewTexts as t } from './overviewTexts';

/** What other teachers share with me; each opens in the shared item view. */
export function SharedWithMe({ shares }: { shares: ShareWithMe[] }) {
  return (
    <Stack gap="4" as="section" aria-labelledby="shared-with-me-heading">
      <Heading as="h2" size="lg" id="shared-with-me-heading">
        {t.withMeHeading}
      </Heading>
      {shares.length === 0 ? (
        <Text color="page.muted">{t.withMeEmpty}</Text>
      ) : (
        <Stack as="ul" gap="3" aria-label={t.withMeHeading}>
          {shares.map((share) => (
            <Box as="li" listStyleType="none" key={`${share.ownerId}/${share.type}/${share.id}`} borderWidth="1px" borderRadius="md" p="4" minW="0">
              <Stack gap="2">
                <HStack gap="2" wrap="wrap" justify="space-between">
                  <Heading as="h3" size="md" wordBreak="break-word">
                    <RouterLink to={share.path}>{share.title}</RouterLink>
                  </Heading>
                  <Badge>{t.kind(share.type)}</Badge>
                </HStack>
                <Text color="page.muted" wordBreak="break-word">
                  {t.sharedBy(share.ownerName || share.ownerEmail)} · {t.changed(formatDate(share.updatedAt))}
                </Text>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
