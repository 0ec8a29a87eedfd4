import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, RouterLink } from '../../components/ui/link';
import { PLAN_REQUEST_PATH } from '../../lib/plans';
import { usePlanOffer } from '../../machines/auth/usePlanOffer';
import type { PlanOffer } from '../../services/config';
import { PageTitle } from '../layout/PageTitle';
import { pricingTexts as t } from './texts';

type Tier = (typeof t.tiers)[number];

/** How a teacher gets a plan here: Free by signing up, a paid plan from the billing portal or the administrators. */
function HowToGet({ tier, offer }: { tier: Tier; offer: PlanOffer }) {
  if (tier.tier === 'free') {
    return (
      <Text fontSize="sm">
        {t.freeHow} <RouterLink to="/login">{t.freeAction}</RouterLink>
      </Text>
    );
  }
  if (offer.billingPortalUrl) {
    return (
      <Text fontSize="sm">
        {t.portalHow} <ExternalLink href={offer.billingPortalUrl}>{t.portalAction(tier.name)}</ExternalLink>
      </Text>
    );
  }
  return (
    <Text fontSize="sm">
      {t.contactHow} <RouterLink to={PLAN_REQUEST_PATH}>{t.contactAction(tier.name)}</RouterLink>
    </Text>
  );
}

export default function PricingPage() {
  const { offer } = usePlanOffer();
  return (
    <Stack gap="10">
      <PageTitle title={t.title} description={t.description} />
      <Stack gap="3" maxW="3xl">
        <Heading as="h1" size="3xl">
          {t.title}
        </Heading>
        <Text fontSize="lg" color="page.muted">
          {t.intro}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
        {t.tiers.map((tier) => (
          <Card.Root key={tier.tier} variant="outline" bg="page.surface" as="section" aria-label={tier.name}>
            <Card.Header>
              <Heading as="h2" size="lg">
                {tier.name}
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="3">
                <Text>
                  <Text as="span" fontSize="3xl" fontWeight="bold">
                    {offer.actionsPerShift[tier.tier]}
                  </Text>{' '}
                  <Text as="span" color="page.muted">
                    {t.actionsPerShift}
                  </Text>
                </Text>
                <Text fontSize="sm" color="page.muted">
                  {tier.text}
                </Text>
              </Stack>
            </Card.Body>
            <Card.Footer>
              <Stack gap="1">
                <Heading as="h3" size="xs">
                  {t.howToGet}
                </Heading>
                <HowToGet tier={tier} offer={offer} />
              </Stack>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Text color="page.muted" maxW="3xl">
        {t.counted}
      </Text>
    </Stack>
  );
}
