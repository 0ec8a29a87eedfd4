import { Box, Button, Field, Heading, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { useAssessmentMarking } from '../../../machines/assessmentMarking/useAssessmentMarking';
import type { AssessmentItem, Rubric, StudentResult } from '../../../services/assessmentApi';
import { OnlineAnswers } from '../../answering/OnlineAnswers';
import { SlicePicker } from '../../uploads/SlicePicker';
import { assessmentTexts as t } from '../texts';

type Marking = ReturnType<typeof useAssessmentMarking>;

/** One student's response and the teacher's feedback, beside the grid; the levels chosen shown with their descriptors. */
export function StudentWork({ marking: m, student, rubric, items }: { marking: Marking; student: StudentResult; rubric: Rubric; items: AssessmentItem[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a student moves the reader to their work, as a keyboard or screen-reader user expects.
  // eslint-disable-next-line teachkit/views-only-render -- visual state: focus moves to the opened student's heading
  useEffect(() => heading.current?.focus(), [student.studentId]);
  const fieldError = (field: string) => m.openFailure?.fields[field];
  const chosen = rubric.criteria.filter((c) => student.levels[c.id] !== undefined);
  return (
    <Stack gap="4" as="section" aria-labelledby="student-work-title" borderWidth="1px" borderColor="page.border" rounded="md" p="4" maxW="3xl">
      <HStack justify="space-between" align="start" wrap="wrap">
        <Heading as="h3" size="md" id="student-work-title" ref={heading} tabIndex={-1}>
          {t.workTitle(student.name)}
        </Heading>
        <Button variant="ghost" size="sm" onClick={m.closeWork}>
          {t.closeWork}
        </Button>
      </HStack>
      <OnlineAnswers items={items} student={student} />
      <Box>
        <Text fontWeight="medium">{t.levelsSoFar}</Text>
        {chosen.length === 0 ? (
          <Text color="page.muted">{t.noLevelsYet}</Text>
        ) : (
          <List.Root gap="1" ps="5">
            {chosen.map((c) => {
              const level = student.levels[c.id]!;
              return <List.Item key={c.id}>{t.levelLine(c.title, rubric.levels[level]?.name ?? '', c.descriptors[level] ?? '')}</List.Item>;
            })}
          </List.Root>
        )}
      </Box>
      <Field.Root invalid={Boolean(fieldError('response'))}>
        <Field.Label>{t.response}</Field.Label>
        <Textarea value={m.openResponse} onChange={(ev) => m.editResponse(ev.target.value)} rows={6} />
        <Field.HelperText>{t.responseHelp}</Field.HelperText>
        <Field.ErrorText>{fieldError('response')}</Field.ErrorText>
      </Field.Root>
      <SlicePicker onUse={m.appendResponse} />
      <Box>
        <Text fontWeight="medium">{t.draftFeedbackTitle}</Text>
        <Text color="page.muted">{student.draftFeedback}</Text>
      </Box>
      <Field.Root invalid={Boolean(fieldError('feedback'))}>
        <Field.Label>{t.feedback}</Field.Label>
        <Textarea value={m.openFeedback} onChange={(ev) => m.editFeedback(ev.target.value)} rows={4} />
        <Field.HelperText>{t.feedbackHelp}</Field.HelperText>
        <Field.ErrorText>{fieldError('feedback')}</Field.ErrorText>
      </Field.Root>
      <HStack gap="3" wrap="wrap">
        <Button onClick={m.saveWork} disabled={!m.canSaveWork} loading={m.openSaving} loadingText={t.savingWork}>
          {t.saveWork}
        </Button>
        <Button variant="outline" onClick={m.startFromDraft}>
          {t.startFromDraft}
        </Button>
        <Text role="status" color="page.muted">
          {m.openUnsaved ? t.workUnsaved : t.workSaved}
        </Text>
      </HStack>
    </Stack>
  );
}
