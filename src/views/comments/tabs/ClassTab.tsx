import { Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { wrapsAnywhere } from '../../../components/CodeBadge';
import { useCommentEditor, useCommentEditorRef } from '../../../machines/commentEditor/useCommentEditor';
import type { Achievement, CommentStudent, Pronouns } from '../../../services/commentApi';
import { achievementLevels, pronounChoices } from '../../../services/commentApi';
import type { LessonOutcome } from '../../../services/lessonApi';
import { fieldError } from '../../lessons/parts';
import { commentTexts as t } from '../texts';
import { SaveBar } from './SaveBar';

const claimed = (f: string) => ['title', 'yearLevel', 'subject'].includes(f) || f.startsWith('students.');
const codeOf = (o: LessonOutcome) => o.shortCode ?? o.code;

/** The set's details and its class: each student's name, pronouns, achievement per outcome and evidence notes. */
export function ClassTab() {
  const e = useCommentEditor(useCommentEditorRef());
  if (!e.draft) return null;
  const { draft } = e;
  const error = (field: string) => fieldError(e.failure, field);
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="4">
        <Field.Root required invalid={Boolean(error('title'))}>
          <Field.Label>{t.title}</Field.Label>
          <Input value={draft.title} onChange={(ev) => e.editDetails({ title: ev.target.value })} />
          <Field.ErrorText>{error('title')}</Field.ErrorText>
        </Field.Root>
        <HStack gap="4" align="start" wrap="wrap">
          <Field.Root maxW="48">
            <Field.Label>{t.yearLevel}</Field.Label>
            <Input value={draft.yearLevel} onChange={(ev) => e.editDetails({ yearLevel: ev.target.value })} />
          </Field.Root>
          <Field.Root maxW="64">
            <Field.Label>{t.subject}</Field.Label>
            <Input value={draft.subject} onChange={(ev) => e.editDetails({ subject: ev.target.value })} />
          </Field.Root>
        </HStack>
      </Stack>
      <Text color="page.muted">{t.classIntro}</Text>
      {draft.students.length === 0 && <Text color="page.muted">{t.noStudents}</Text>}
      <Stack as="ul" gap="4" listStyleType="none">
        {draft.students.map((student, index) => (
          <StudentCard key={student.id || `new-${index}`} student={student} index={index} outcomes={draft.outcomes} error={error} e={e} />
        ))}
      </Stack>
      <Stack gap="3">
        <Field.Root>
          <Field.Label>{t.pasteNames}</Field.Label>
          <Textarea value={e.pasteText} onChange={(ev) => e.editPaste(ev.target.value)} rows={4} />
        </Field.Root>
        <Button alignSelf="start" variant="outline" onClick={e.addStudents} disabled={!e.canAddStudents}>
          {t.addStudents}
        </Button>
      </Stack>
      <SaveBar editor={e} claimed={claimed} />
    </Stack>
  );
}

function StudentCard({
  student,
  index,
  outcomes,
  error,
  e,
}: {
  student: CommentStudent;
  index: number;
  outcomes: LessonOutcome[];
  error: (field: string) => string | undefined;
  e: ReturnType<typeof useCommentEditor>;
}) {
  const label = student.name || t.studentName;
  return (
    <Stack as="li" aria-label={label} gap="4" borderWidth="1px" borderColor="page.border" borderRadius="xl" p="4" bg="page.surface">
      <HStack gap="4" align="end" wrap="wrap">
        <Field.Root required invalid={Boolean(error(`students.${index}.name`))} flex="1" minW="48">
          <Field.Label>{t.studentName}</Field.Label>
          <Input value={student.name} onChange={(ev) => e.editStudent(index, { name: ev.target.value })} />
          <Field.ErrorText>{error(`students.${index}.name`)}</Field.ErrorText>
        </Field.Root>
        <Field.Root maxW="40">
          <Field.Label>{t.pronouns}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={student.pronouns} onChange={(ev) => e.editStudent(index, { pronouns: ev.target.value as Pronouns })}>
              {pronounChoices.map((p) => (
                <option key={p} value={p}>
                  {t.pronounNames[p]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" variant="ghost" colorPalette="red" onClick={() => e.removeStudent(index)} aria-label={t.removeStudent(student.name)}>
          {t.remove}
        </Button>
      </HStack>
      {outcomes.map((outcome) => (
        <Stack key={outcome.code} gap="2">
          <Heading as="h3" size="xs" {...wrapsAnywhere}>
            {codeOf(outcome)}
          </Heading>
          <HStack gap="3" align="start" wrap="wrap">
            <NativeSelect.Root maxW="44">
              <NativeSelect.Field
                aria-label={t.achievement(student.name, codeOf(outcome))}
                value={student.achievements[outcome.code] ?? ''}
                onChange={(ev) => e.rate(index, outcome.code, (ev.target.value || null) as Achievement | null)}
              >
                <option value="">{t.notRated}</option>
                {achievementLevels.map((level) => (
                  <option key={level} value={level}>
                    {t.levels[level]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Input
              flex="1"
              minW="48"
              aria-label={t.evidence(student.name, codeOf(outcome))}
              value={student.evidence[outcome.code] ?? ''}
              onChange={(ev) => e.editEvidence(index, outcome.code, ev.target.value)}
            />
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}
