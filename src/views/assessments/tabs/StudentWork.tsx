import { Box, Button, Field, Heading, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { useAssessmentMarking } from '../../../machines/assessmentMarking/useAssessmentMarking';
import type { Assessment, StudentResult } from '../../../services/assessmentApi';
import { HandInLine } from '../../answering/HandInLine';
import { SlicePicker } from '../../uploads/SlicePicker';
import { assessmentTexts as t } from '../texts';
import { WorkReading } from './WorkReading';

type Marking = ReturnType<typeof useAssessmentMarking>;

/**
 * One student's work beside the grid: when they handed in online, the levels chosen with their descriptors, their answers (as given
 * online or typed in from the paper, in one place) with what Teachkit read in them (marks from the key, marking points found, a level proposed per criterion, each to accept or change), their
 * whole response, and the teacher's feedback, which can start from the draft written from the work.
 */
export function StudentWork({ marking: m, student, assessment }: { marking: Marking; student: StudentResult; assessment: Assessment }) {
  const { rubric } = assessment;
  // The reading is of the work as saved: a new one for each student and each save of their work.
  const readingKey = JSON.stringify([student.studentId, student.answers, student.response]);
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
      <HandInLine student={student} />
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
      <WorkReading key={readingKey} marking={m} student={student} assessment={assessment} />
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
