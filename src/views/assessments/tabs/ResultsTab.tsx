import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { LinkButton } from '../../../components/ui/link';
import { newCommentSetPath } from '../../../machines/commentBrief/useCommentBrief';
import { useAssessmentEditor, useAssessmentEditorRef } from '../../../machines/assessmentEditor/useAssessmentEditor';
import { useAssessmentFiles } from '../../../machines/assessmentFiles/useAssessmentFiles';
import { useAssessmentMarking } from '../../../machines/assessmentMarking/useAssessmentMarking';
import type { Assessment } from '../../../services/assessmentApi';
import { FailureAlert, LoadState } from '../../lessons/parts';
import { assessmentTexts as t } from '../texts';

/** The spread of levels per criterion, and the results as a CSV for a spreadsheet. */
export function ResultsTab() {
  const { assessment } = useAssessmentEditor(useAssessmentEditorRef());
  return assessment ? <Results assessment={assessment} /> : null;
}

function Results({ assessment }: { assessment: Assessment }) {
  const m = useAssessmentMarking(assessment.id);
  const files = useAssessmentFiles(assessment.id, assessment.title);
  const { rubric } = assessment;
  const counts = new Map((m.results?.spread ?? []).map((s) => [s.criterionId, s.counts]));
  return (
    <Stack gap="5">
      <FailureAlert failure={files.failure} />
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => files.download('results')} loading={files.downloading === 'results'} loadingText={t.downloadingFile} disabled={files.downloading !== null}>
          {t.downloadResults}
        </Button>
        <LinkButton to={newCommentSetPath(assessment.id)} variant="outline" title={t.writeCommentsHelp}>
          {t.writeComments}
        </LinkButton>
      </HStack>
      <LoadState isLoading={m.isLoading} failed={m.loadFailed} failure={m.failure} retry={m.retry} loadingLabel={t.loadingResults}>
        <Text color="page.muted">
          {t.markedCount(m.results?.marked ?? 0, m.results?.students.length ?? 0)} {t.spreadIntro}
        </Text>
        <Box overflowX="auto" tabIndex={0} aria-label={t.spreadCaption}>
          <Table.Root size="sm" variant="outline">
            <Table.Caption captionSide="top" textAlign="start">
              {t.spreadCaption}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t.criterion}</Table.ColumnHeader>
                {rubric.levels.map((level) => (
                  <Table.ColumnHeader key={level.name} scope="col" textAlign="end">
                    {level.name}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rubric.criteria.map((c) => (
                <Table.Row key={c.id}>
                  <Table.ColumnHeader scope="row" fontWeight="medium">
                    {c.title}
                  </Table.ColumnHeader>
                  {rubric.levels.map((level, l) => (
                    <Table.Cell key={level.name} textAlign="end">
                      {counts.get(c.id)?.[l] ?? 0}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </LoadState>
    </Stack>
  );
}
