import { Badge, Box, Button, Field, Heading, Input, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useAssessmentEditor, useAssessmentEditorRef } from '../../../machines/assessmentEditor/useAssessmentEditor';
import { useAssessmentMarking } from '../../../machines/assessmentMarking/useAssessmentMarking';
import type { Assessment } from '../../../services/assessmentApi';
import { FailureAlert, LoadState } from '../../lessons/parts';
import { assessmentTexts as t } from '../texts';
import { StudentWork } from './StudentWork';

/** The fields of a student's work, whose messages StudentWork shows at the field. */
const workFields = ['response', 'feedback', 'answers'];

/** The class list and the marking grid of the saved assessment. */
export function MarkingTab() {
  const { assessment } = useAssessmentEditor(useAssessmentEditorRef());
  return assessment ? <Marking assessment={assessment} /> : null;
}

function Marking({ assessment }: { assessment: Assessment }) {
  const m = useAssessmentMarking(assessment.id);
  const { rubric } = assessment;
  const students = m.results?.students ?? [];
  return (
    <Stack gap="8">
      {/* A refused response or feedback is said at its field while that student's work is open, not twice. */}
      <FailureAlert failure={m.loadFailed ? null : m.failure} claimed={(field) => m.openFailure !== null && workFields.some((f) => field === f || field.startsWith(`${f}.`))} />
      <Stack gap="3" as="section" aria-labelledby="class-list-title" maxW="3xl">
        <Heading as="h2" size="lg" id="class-list-title">
          {t.classListTitle}
        </Heading>
        <Text color="page.muted">{t.classListHelp}</Text>
        <Field.Root>
          <Field.Label>{t.classList}</Field.Label>
          <Textarea value={m.classList} onChange={(ev) => m.editClassList(ev.target.value)} rows={6} disabled={!m.canEditClassList} />
        </Field.Root>
        <Field.Root maxW="sm">
          <Field.Label>{t.csvFile}</Field.Label>
          <Input
            type="file"
            p="1"
            accept=".csv,text/csv"
            disabled={!m.canEditClassList}
            onChange={(ev) => {
              const file = ev.target.files?.[0];
              if (file) m.uploadClassList(file);
              ev.target.value = '';
            }}
          />
        </Field.Root>
        <Box>
          <Button onClick={m.saveClassList} disabled={!m.canSaveClassList} loading={m.isSavingClassList} loadingText={t.savingClassList}>
            {t.saveClassList}
          </Button>
        </Box>
      </Stack>
      <LoadState isLoading={m.isLoading} failed={m.loadFailed} failure={m.failure} retry={m.retry} loadingLabel={t.loadingResults}>
        {students.length === 0 ? (
          <Text color="page.muted">{t.noStudents}</Text>
        ) : (
          <Stack gap="3">
            <Text role="status" color="page.muted">
              {t.markedCount(m.results?.marked ?? 0, students.length)} {m.isSavingMarks ? t.savingMarks : t.allSaved}
            </Text>
            <Text color="page.muted">{t.openWorkHelp}</Text>
            <Box overflowX="auto" tabIndex={0} aria-label={t.gridCaption}>
              <Table.Root size="sm" variant="outline" stickyHeader>
                <Table.Caption captionSide="top" textAlign="start">
                  {t.gridCaption}
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader scope="col">{t.student}</Table.ColumnHeader>
                    {rubric.criteria.map((c) => (
                      <Table.ColumnHeader key={c.id} scope="col" minW="36">
                        {c.title}
                      </Table.ColumnHeader>
                    ))}
                    <Table.ColumnHeader scope="col">{t.total}</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">{t.band}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {students.map((s) => (
                    <Table.Row key={s.studentId}>
                      <Table.ColumnHeader scope="row" fontWeight="medium">
                        <Button variant="plain" size="sm" px="0" h="auto" minH="0" textDecoration="underline" onClick={() => m.openWork(s.studentId)} aria-pressed={m.openStudent?.studentId === s.studentId}>
                          {s.name}
                        </Button>
                        {m.unsavedStudents.includes(s.studentId) && (
                          <Badge ms="2" colorPalette="orange" variant="subtle">
                            {t.unsavedWork}
                          </Badge>
                        )}
                      </Table.ColumnHeader>
                      {rubric.criteria.map((c) => (
                        <Table.Cell key={c.id}>
                          <NativeSelect.Root size="sm" disabled={!m.canChooseLevels}>
                            <NativeSelect.Field
                              aria-label={t.levelFor(s.name, c.title)}
                              value={s.levels[c.id] === undefined ? '' : String(s.levels[c.id])}
                              onChange={(ev) => ev.target.value !== '' && m.choose(s.studentId, c.id, Number(ev.target.value))}
                            >
                              <option value="" disabled>
                                {t.notChosen}
                              </option>
                              {rubric.levels.map((level, l) => (
                                <option key={level.name} value={String(l)}>
                                  {level.name}
                                </option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                        </Table.Cell>
                      ))}
                      <Table.Cell whiteSpace="nowrap">
                        {s.complete ? (
                          t.score(s.score, s.max, s.percent)
                        ) : (
                          <>
                            <Text as="span" display="block">
                              {t.partScore(s.score, s.max)}
                            </Text>
                            <Text as="span" display="block">
                              {t.incomplete(s.marked, rubric.criteria.length)}
                            </Text>
                          </>
                        )}
                      </Table.Cell>
                      <Table.Cell>{s.band ?? '–'}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            {m.openStudent && <StudentWork marking={m} student={m.openStudent} assessment={assessment} />}
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
