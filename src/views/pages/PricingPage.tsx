import { Badge, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageTitle } from '../layout/PageTitle';
import { pricingTexts } from './texts';

export default function PricingPage() {
  return (
    <Stack gap="10">
      <PageTitle title={pricingTexts.title} description={pricingTexts.description} />
      <Stack gap="3" maxW="3xl">
        <Heading as="h1" size="3xl">
          {pricingTexts.title}
        </Heading>
        <Text fontSize="lg" color="page.muted">
          {pricingTexts.intro}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
        {pricingTexts.tiers.map((tier) => (
          <Card.Root key={tier.name} variant="outline" bg="page.surface" as="section" aria-label={tier.name}>
            <Card.Header>
              <Heading as="h2" size="lg">
                {tier.name}
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="3">
                <Text>
                  <Text as="span" fontSize="3xl" fontWeight="bold">
                    {tier.actions}
                  </Text>{' '}
                  <Text as="span" color="page.muted">
                    {pricingTexts.actionsPerShift}
                  </Text>
                </Text>
                <Text fontSize="sm" color="page.muted">
                  {tier.text}
                </Text>
              </Stack>
            </Card.Body>
            <Card.Footer>
              <Badge variant="subtle">{pricingTexts.assignedBy}</Badge>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Text color="page.muted" maxW="3xl">
        {pricingTexts.counted}
      </Text>
    </Stack>
  );
}
