import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from '../../components/ui/link';
import { useSession } from '../../machines/session/useSession';
import { PageTitle } from '../layout/PageTitle';
import { navTexts } from '../layout/texts';
import { HappyRobot } from '../limit/robots';
import { homeTexts } from './texts';

export default function HomePage() {
  const { profile } = useSession();
  return (
    <Stack gap="16">
      <PageTitle title="" description={homeTexts.description} />
      <HStack gap="10" align="center" flexDirection={{ base: 'column', md: 'row' }}>
        <Stack gap="5" flex="1">
          <Badge alignSelf="start" colorPalette="brand" variant="subtle">
            {homeTexts.badge}
          </Badge>
          <Heading as="h1" size="4xl" lineHeight="shorter">
            {homeTexts.headline}
          </Heading>
          <Text fontSize="lg" color="page.muted">
            {homeTexts.lead}
          </Text>
          <HStack gap="3">
            {profile ? (
              <LinkButton to="/dashboard" colorPalette="brand" size="lg">
                {navTexts.myDashboard}
              </LinkButton>
            ) : (
              <LinkButton to="/login" colorPalette="brand" size="lg">
                {homeTexts.getStarted}
              </LinkButton>
            )}
            <LinkButton to="/faq" variant="outline" size="lg">
              {homeTexts.learnMore}
            </LinkButton>
          </HStack>
        </Stack>
        <Box flexShrink={0}>
          <HappyRobot title="Teachkit's robot" size={200} />
        </Box>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" as="section" aria-label="Features">
        {homeTexts.features.map((feature) => (
          <Stack key={feature.title} p="6" borderWidth="1px" borderColor="page.border" borderRadius="xl" bg="page.surface">
            <Heading as="h2" size="md">
              {feature.title}
            </Heading>
            <Text color="page.muted">{feature.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
