import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '../../components/ui/avatar';
import { displayName } from '../../machines/session/selectors';
import type { Profile } from '../../services/profileApi';
import { PlanSummary } from './PlanSummary';

/** Presentational: name (or the part of the email before the @) and email. */
export function ProfileCard({ profile, avatarSrc }: { profile: Profile; avatarSrc?: string }) {
  const name = displayName(profile);
  return (
    <Card.Root variant="outline" bg="page.surface">
      <Card.Body>
        <HStack gap="5" align="center">
          <Avatar name={name} src={avatarSrc} size="2xl" />
          {/* minW 0 lets a long name or email wrap inside the card on a phone. */}
          <Stack gap="1" minW="0">
            <Text fontSize="xl" fontWeight="semibold" data-testid="profile-name">
              {name}
            </Text>
            <Text color="page.muted">
              {profile.email}
            </Text>
            <PlanSummary profile={profile} />
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
