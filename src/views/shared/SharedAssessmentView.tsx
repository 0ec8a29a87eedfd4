import { Stack, Table, Text } from '@chakra-ui/react';
import type { PublicSharedAssessment, SharedAssessment } from '../../services/sharedItemApi';
import { detailsOf, SharedFrame, SharedOutcomes, SharedSection, shortCodeIn } from './SharedFrame';
import { sharedTexts as t } from './texts';

/**
 * A shared assessment, read-only: its questions, and for a teacher it was shared with, their answers and marking
 * points and the rubric. Opened by its link, it carries the questions alone.
 */
export function SharedAssessmentView({ assessment, owner }: { assessment: SharedAssessment | PublicSharedAssessment; owner: string }) {
  const rubric = 'rubric' in assessment ? assessment.rubric : null;
  const codeOf = shortCodeIn(assessment.outcomes);
  return (
    <SharedFrame
      pageTitle={t.assessmentTitle(assessment.title)}
      title={assessment.title}
      description={'description' in assessment ? assessment.description : ''}
      owner={owner}
      details={detailsOf(assessment.yearLevel, assessment.subject, t.totalMarks(assessment.totalMarks))}
    >
      <SharedOutcomes outcomes={assessment.outcomes} />
      <SharedSection title={t.questions}>
        <Stack as="ol" gap="4" ps="5">
          {assessment.items.map((item) => (
            <li key={item.id}>
              <Stack gap="1">
                <Text fontWeight="semibold">
                  {item.prompt} ({t.marks(item.marks)})
                </Text>
                {item.options && (
                  <Stack as="ul" gap="0" ps="5" listStyleType="disc">
                    {item.options.map((option) => (
                      <li key={option}>{option}</li>
                    ))}
                  </Stack>
                )}
                {'answer' in item && <Text>{t.answer(item.answer)}</Text>}
                {'markingPoints' in item && item.markingPoints.length > 0 && <Text color="page.muted">{t.markingPoints(item.markingPoints)}</Text>}
                <Text color="page.muted" fontSize="sm">
                  {t.outcome(codeOf(item.outcomeCode))}
                </Text>
              </Stack>
            </li>
          ))}
        </Stack>
      </SharedSection>
      {rubric && rubric.criteria.length > 0 && (
        <SharedSection title={t.rubric}>
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label={t.rubric}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.criterion}</Table.ColumnHeader>
                  {rubric.levels.map((level) => (
                    <Table.ColumnHeader key={level.name}>{t.level(level.name, level.marks)}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rubric.criteria.map((criterion) => (
                  <Table.Row key={criterion.id}>
                    <Table.Cell fontWeight="semibold">{criterion.title}</Table.Cell>
                    {criterion.descriptors.map((descriptor, i) => (
                      <Table.Cell key={i} minW="40">
                        {descriptor}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </SharedSection>
      )}
    </SharedFrame>
  );
}
