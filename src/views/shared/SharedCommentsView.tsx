import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { SharedCommentSet } from '../../services/sharedItemApi';
import { detailsOf, SharedFrame, SharedOutcomes, SharedSection, shortCodeIn } from './SharedFrame';
import { sharedTexts as t } from './texts';

/** A shared comment set, read-only: each student's achievement on the outcomes and their comment. */
export function SharedCommentsView({ set, owner }: { set: SharedCommentSet; owner: string }) {
  const codeOf = shortCodeIn(set.outcomes);
  return (
    <SharedFrame pageTitle={t.commentsTitle(set.title)} title={set.title} description="" owner={owner} details={detailsOf(set.yearLevel, set.subject)}>
      <SharedOutcomes outcomes={set.outcomes} />
      <SharedSection title={t.comments}>
        {set.students.length === 0 && <Text color="page.muted">{t.noStudents}</Text>}
        <Stack gap="3">
          {set.students.map((student) => (
            <Box key={student.id} borderWidth="1px" borderRadius="md" p="4">
              <Heading as="h3" size="md">
                {student.name}
              </Heading>
              {Object.entries(student.achievements).map(([code, level]) => (
                <Text key={code} color="page.muted" fontSize="sm">
                  {t.achievement(codeOf(code), level)}
                </Text>
              ))}
              <Text mt="2">{student.comment || t.noComment}</Text>
            </Box>
          ))}
        </Stack>
      </SharedSection>
    </SharedFrame>
  );
}
