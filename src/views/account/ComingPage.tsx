import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../components/ui/link';
import { PageTitle } from '../layout/PageTitle';
import { COMING_FEATURES, comingTexts } from './comingTexts';

/**
 * A signed-in menu entry whose screens are not built yet: it says so plainly, inside the signed-in layout, and offers
 * what a teacher can do now, instead of a "Page not found" that feels like being signed out.
 */
export default function ComingPage() {
  const { pathname } = useLocation();
  const feature = COMING_FEATURES[pathname.split('/')[1] ?? ''] ?? COMING_FEATURES.sharing!;
  return (
    <Stack gap="5" maxW="3xl">
      <PageTitle title={feature.title} />
      <Heading as="h1" size="2xl">
        {feature.title}
      </Heading>
      <Text fontSize="lg">{comingTexts.notYet}</Text>
      <Text color="page.muted">{feature.what}</Text>
      <Text>{comingTexts.meanwhile}</Text>
      <HStack gap="3" wrap="wrap">
        <LinkButton to="/lessons/editor/new" colorPalette="brand">
          {comingTexts.planLesson}
        </LinkButton>
        <LinkButton to="/lessons" variant="outline">
          {comingTexts.myLessons}
        </LinkButton>
      </HStack>
    </Stack>
  );
}
