import { Alert, Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { RouterLink } from '../../components/ui/link';
import type { EmailConfirmation } from '../../services/profileApi';
import type { ShareWithMe } from '../../services/sharingApi';
import { formatDate } from '../account/texts';
import { overviewTexts as t } from './overviewTexts';

export interface UnconfirmedProps {
  confirmation: EmailConfirmation | null;
  canSendLink: boolean;
  sendingLink: boolean;
  onSendLink: () => void;
  onCheckAgain: () => void;
}

/** Why "Shared with me" is empty for an address not yet confirmed, and the way to confirm it. */
function Unconfirmed({ confirmation, canSendLink, sendingLink, onSendLink, onCheckAgain }: UnconfirmedProps) {
  if (!confirmation || confirmation.confirmed) return null;
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Title>{t.unconfirmedTitle}</Alert.Title>
        <Alert.Description>
          <Stack gap="3" pt="1">
            {/* A long address breaks rather than widening a phone's page. */}
            <Text overflowWrap="anywhere">{confirmation.canSendLink ? t.unconfirmed(confirmation.email) : t.unconfirmedElsewhere(confirmation.email)}</Text>
            {/* The app's own buttons, not the alert's orange, which white text does not read well on. */}
            <HStack gap="2" wrap="wrap" colorPalette="brand">
              {confirmation.canSendLink && (
                <Button size="sm" onClick={onSendLink} disabled={!canSendLink} loading={sendingLink} loadingText={t.sendingLink}>
                  {t.sendLink}
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={onCheckAgain}>
                {t.checkAgain}
              </Button>
            </HStack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** What other teachers share with me; each opens in the shared item view. */
export function SharedWithMe({ shares, ...unconfirmed }: { shares: ShareWithMe[] } & UnconfirmedProps) {
  return (
    <Stack gap="4" as="section" aria-labelledby="shared-with-me-heading">
      <Heading as="h2" size="lg" id="shared-with-me-heading">
        {t.withMeHeading}
      </Heading>
      <Unconfirmed {...unconfirmed} />
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
