import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useProfileUsage } from '../../machines/profileUsage/useProfileUsage';
import { ConsumptionChart } from './ConsumptionChart';
import { ProfileSection, RetryLine } from './ProfileSection';
import { profileTexts as t } from './texts';

/** Robot actions per day for the last 30 days, and where the plan is changed. */
export function UsageAndPlan() {
  const usage = useProfileUsage();
  return (
    <>
      <ProfileSection id="usage-heading" heading={t.usageHeading}>
        {usage.consumptionLoading && <Text>{t.usageLoading}</Text>}
        {usage.consumptionFailed && <RetryLine message={t.usageFailed} onRetry={usage.retryConsumption} />}
        {usage.consumption && (
          <>
            <Text>{t.usageTotal(usage.consumption.total)}</Text>
            <ConsumptionChart consumption={usage.consumption} />
          </>
        )}
      </ProfileSection>
      <ProfileSection id="plan-heading" heading={t.planHeading}>
        {usage.portalLoading && <Text>{t.planLoading}</Text>}
        {usage.portalFailed && <RetryLine message={t.planFailed} onRetry={usage.retryPortal} />}
        {usage.portal?.url && (
          <Stack gap="2" align="start">
            <Text>{t.planPortalIntro}</Text>
            <Button asChild>
              <Link href={usage.portal.url} target="_blank" rel="noopener noreferrer">
                {t.planPortal}
              </Link>
            </Button>
          </Stack>
        )}
        {usage.portal && !usage.portal.url && usage.portal.message && <Text>{usage.portal.message}</Text>}
      </ProfileSection>
    </>
  );
}
