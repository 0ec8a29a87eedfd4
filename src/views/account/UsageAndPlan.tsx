import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useProfileUsage } from '../../machines/profileUsage/useProfileUsage';
import { ConsumptionChart } from './ConsumptionChart';
import { profileTexts as t } from './texts';

function Retry({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <HStack gap="3" wrap="wrap">
      <Text role="alert">{message}</Text>
      <Button size="sm" onClick={onRetry}>
        {t.retry}
      </Button>
    </HStack>
  );
}

/** Robot actions per day for the last 30 days, and where the plan is changed. */
export function UsageAndPlan() {
  const usage = useProfileUsage();
  return (
    <>
      <Stack as="section" gap="3" aria-labelledby="usage-heading">
        <Heading as="h2" size="lg" id="usage-heading">
          {t.usageHeading}
        </Heading>
        {usage.consumptionLoading && <Text>{t.usageLoading}</Text>}
        {usage.consumptionFailed && <Retry message={t.usageFailed} onRetry={usage.retryConsumption} />}
        {usage.consumption && (
          <>
            <Text>{t.usageTotal(usage.consumption.total)}</Text>
            <ConsumptionChart consumption={usage.consumption} />
          </>
        )}
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="plan-heading">
        <Heading as="h2" size="lg" id="plan-heading">
          {t.planHeading}
        </Heading>
        {usage.portalLoading && <Text>{t.planLoading}</Text>}
        {usage.portalFailed && <Retry message={t.planFailed} onRetry={usage.retryPortal} />}
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
      </Stack>
    </>
  );
}
