import { Badge, Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useGlossary } from '../../../machines/lessonInsights/useLessonInsight';
import { LoadState } from '../parts';
import { lessonTexts } from '../texts';

export function GlossaryTab({ lessonId }: { lessonId: string }) {
  const g = useGlossary(lessonId);
  return (
    <LoadState isLoading={g.isLoading} failed={g.failed} failure={g.failure} retry={g.retry} loadingLabel={lessonTexts.glossaryTitle}>
      {g.glossary && (
        <Stack gap="8">
          <Stack gap="3">
            <Heading as="h2" size="lg">
              {lessonTexts.glossaryTitle}
            </Heading>
            {g.glossary.entries.length === 0 && <Text color="page.muted">{lessonTexts.noGlossary}</Text>}
            {/* A term and its definition grouped in a div: the only wrapper a description list allows. */}
            <Stack as="dl" gap="3">
              {g.glossary.entries.map((entry) => (
                <Box key={entry.term}>
                  <Text as="dt" fontWeight="semibold">
                    {entry.term}
                  </Text>
                  <Text as="dd">{entry.definition}</Text>
                </Box>
              ))}
            </Stack>
          </Stack>
          <Stack gap="3">
            <Heading as="h2" size="lg">
              {lessonTexts.instructionsTitle}
            </Heading>
            <Badge alignSelf="start">{lessonTexts.readingLevel(g.glossary.instructions.readingLevel.label, g.glossary.instructions.readingLevel.gradeLevel)}</Badge>
            <Heading as="h3" size="md">
              {g.glossary.instructions.title}
            </Heading>
            <Text>{g.glossary.instructions.text}</Text>
            <List.Root as="ol" ps="5">
              {g.glossary.instructions.steps.map((step, i) => (
                <List.Item key={i}>{step}</List.Item>
              ))}
            </List.Root>
          </Stack>
        </Stack>
      )}
    </LoadState>
  );
}
