import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { UpgradeTarget } from '../../lib/plans';
import { usePlanOffer } from '../../machines/auth/usePlanOffer';
import { usePlatformLimit } from '../../machines/platformLimit/usePlatformLimit';
import { useSession } from '../../machines/session/useSession';
import { HappyRobot, OfflineRobot } from './robots';
import { limitTexts } from './texts';
import { UpgradeButton } from './UpgradeButton';

export function Countdown({ value, prefix }: { value: string; prefix: string }) {
  return (
    <Text fontSize="sm" color="page.muted">
      {prefix}{' '}
      <Box as="span" role="timer" aria-label={limitTexts.countdownLabel} fontFamily="mono" fontWeight="semibold" color="page.ink">
        {value}
      </Box>
    </Text>
  );
}

export interface RobotBannerViewProps {
  hit: boolean;
  remaining: number | null;
  max: number | null;
  countdown: string | null;
  upgrade: UpgradeTarget;
}

/** Presentational: the robot, the actions left and the countdown to the next shift. */
export function RobotBannerView({ hit, remaining, max, countdown, upgrade }: RobotBannerViewProps) {
  return (
    <Flex
      as="section"
      aria-label="Robot actions"
      gap="6"
      align="center"
      p="6"
      borderWidth="1px"
      borderRadius="xl"
      borderColor={hit ? 'orange.200' : 'brand.emphasized'}
      bg={hit ? 'orange.50' : 'brand.subtle'}
      direction={{ base: 'column', sm: 'row' }}
    >
      {hit ? <OfflineRobot title={limitTexts.offlineRobot} /> : <HappyRobot title={limitTexts.happyRobot} />}
      <Stack gap="2" flex="1">
        <Heading as="h2" size="md">
          {hit ? limitTexts.needsRest : limitTexts.ready}
        </Heading>
        {remaining !== null && max !== null && <Text>{limitTexts.remaining(remaining, max)}</Text>}
        {countdown && <Countdown prefix={hit ? limitTexts.backIn : limitTexts.resetsIn} value={countdown} />}
      </Stack>
      {hit && <UpgradeButton target={upgrade} />}
    </Flex>
  );
}

/**
 * Shown to users without a subscription; `forEveryone` shows it to subscribers too (the profile page).
 */
export function RobotBanner({ forEveryone = false }: { forEveryone?: boolean }) {
  const { hasSubscription } = useSession();
  const { isKnown, hitPlatformLimit, remainingActions, limit, countdown } = usePlatformLimit();
  const { upgradeTarget } = usePlanOffer();
  if (!isKnown || (hasSubscription && !forEveryone)) return null;
  return <RobotBannerView hit={hitPlatformLimit} remaining={remainingActions} max={limit?.max ?? null} countdown={countdown} upgrade={upgradeTarget} />;
}
