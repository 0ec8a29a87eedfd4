import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { AssessmentItem } from '../../../contracts/assessment';

export type Stimulus = NonNullable<AssessmentItem['stimulus']>;

/** Whether an item's source or passage is the one the item before it was asked on (printed once, above the first). */
export const sameStimulus = (a: Stimulus | undefined, b: Stimulus | undefined) => Boolean(a && b && a.title === b.title && a.text === b.text);

/** A source or passage as a reader sees it: its title, its words, and who made it; `empty` stands in while it has no words. */
export function StimulusBlock({ stimulus, empty }: { stimulus: Stimulus; empty: string }) {
  return (
    <Box as="figure" borderWidth="1px" borderColor="page.border" rounded="md" p="4" bg="page.bg" aria-label={stimulus.title}>
      <Heading as="h3" size="sm" mb="2">
        {stimulus.title}
      </Heading>
      {stimulus.text ? (
        <Stack as="blockquote" gap="2">
          {stimulus.text.split(/\n\s*\n/).map((part) => (
            <Text key={part}>{part.trim()}</Text>
          ))}
        </Stack>
      ) : (
        <Text fontStyle="italic">{empty}</Text>
      )}
      {stimulus.provenance && (
        <Text as="figcaption" mt="2" fontSize="sm" fontStyle="italic">
          {stimulus.provenance}
        </Text>
      )}
    </Box>
  );
}
