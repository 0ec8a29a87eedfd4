import { Heading, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from '../../components/ui/link';
import { PageTitle } from '../layout/PageTitle';
import { notFoundTexts } from './texts';

export default function NotFoundPage() {
  return (
    <Stack gap="4" maxW="2xl" py="10">
      <PageTitle title={notFoundTexts.title} />
      <Heading as="h1" size="2xl">
        {notFoundTexts.title}
      </Heading>
      <Text color="page.muted">{notFoundTexts.text}</Text>
      <LinkButton to="/" alignSelf="start" colorPalette="brand">
        {notFoundTexts.home}
      </LinkButton>
    </Stack>
  );
}
