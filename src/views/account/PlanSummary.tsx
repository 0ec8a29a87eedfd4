import { Badge, HStack, Text } from '@chakra-ui/react';
import type { Profile } from '../../services/profileApi';
import { hasActiveSubscription } from '../../machines/session/subscription';
import { accountTexts, formatDate, tierNames } from './texts';

export function PlanSummary({ profile }: { profile: Profile }) {
  const active = hasActiveSubscription(profile);
  return (
    <HStack gap="2">
      <Text color="page.muted">{accountTexts.planLabel}:</Text>
      <Badge colorPalette={active ? 'brand' : 'gray'} size="lg">
        {active ? (tierNames[profile.subscription] ?? profile.subscription) : accountTexts.freePlan}
      </Badge>
      {active && profile.subscriptionEnd && (
        <Text fontSize="sm" color="page.muted">
          {accountTexts.planUntil(formatDate(profile.subscriptionEnd))}
        </Text>
      )}
    </HStack>
  );
}
