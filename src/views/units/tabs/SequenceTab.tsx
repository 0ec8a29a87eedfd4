import { Alert, Button, Field, HStack, Input, List, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { SelectField } from '../../../components/ui/select-field';
import type { useUnitEditor } from '../../../machines/unitEditor/useUnitEditor';
import { useUnitEditor as useEditor, useUnitEditorRef } from '../../../machines/unitEditor/useUnitEditor';
import type { LessonOutcome } from '../../../services/lessonApi';
import type { LessonOutline, LessonRole } from '../../../services/unitApi';
import { lessonRoles } from '../../../services/unitApi';
import { fieldError } from '../../lessons/parts';
import { unitTexts as t } from '../texts';
import { OutlineFacts } from '../UnitParts';
import { SaveBar } from '../../assessments/tabs/SaveBar';
import { UnitAssessmentSection } from '../UnitAssessmentSection';

type Editor = ReturnType<typeof useUnitEditor>;

/** The lessons in order: each movable up and down, retitled and outlined; lessons inserted; then made into real lessons. */
export function SequenceTab() {
  const e = useEditor(useUnitEditorRef());
  if (!e.draft || !e.unit) return null;
  const lessons = e.draft.lessons;
  return (
    <Stack gap="6" maxW="4xl">
      <Text color="page.muted">{t.sequenceIntro}</Text>
      {e.unit.notes.length > 0 && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.notesTitle}</Alert.Title>
            {e.unit.notes.map((note) => (
              <Alert.Description key={note}>{note}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      )}
      <Button alignSelf="start" size="sm" variant="ghost" onClick={() => e.insertLesson(-1)} disabled={!e.canEdit}>
        {t.insertFirst}
      </Button>
      <List.Root as="ol" gap="4" listStyleType="none" aria-label={t.sequenceLabel}>
        {lessons.map((lesson, index) => (
          <OutlineEditor key={lesson.id} e={e} lesson={lesson} index={index} count={lessons.length} outcomes={e.unit!.outcomes} />
        ))}
      </List.Root>
      <SaveBar editor={e} claimed={(f) => f.startsWith('lessons')} />
      <MakeLessons e={e} />
      <UnitAssessmentSection unitId={e.unit.id} lessons={e.unit.lessons} />
    </Stack>
  );
}

function OutlineEditor({ e, lesson, index, count, outcomes }: { e: Editor; lesson: LessonOutline; index: number; count: number; outcomes: LessonOutcome[] }) {
  const n = index + 1;
  const error = (field: string) => fieldError(e.failure, `lessons.${index}.${field}`);
  return (
    <List.Item display="block" borderWidth="1px" borderColor="page.border" borderRadius="lg" p="4" aria-label={t.lessonNumber(n)}>
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold">{t.lessonNumber(n)}</Text>
          <HStack gap="1">
            <Button size="xs" variant="outline" onClick={() => e.moveLesson(index, -1)} disabled={!e.canEdit || index === 0} aria-label={t.moveUp(n)}>
              ↑
            </Button>
            <Button size="xs" variant="outline" onClick={() => e.moveLesson(index, 1)} disabled={!e.canEdit || index === count - 1} aria-label={t.moveDown(n)}>
              ↓
            </Button>
          </HStack>
        </HStack>
        <Field.Root invalid={Boolean(error('title'))}>
          <Field.Label>{t.lessonTitle(n)}</Field.Label>
          <Input value={lesson.title} onChange={(ev) => e.editLesson(index, { title: ev.target.value })} disabled={!e.canEdit} />
          <Field.ErrorText>{error('title')}</Field.ErrorText>
        </Field.Root>
        <SelectField
          label={t.lessonRole(n)}
          value={lesson.role}
          options={lessonRoles.map((r) => ({ value: r, label: t.roles[r] }))}
          onChange={(role) => e.editLesson(index, { role: role as LessonRole })}
          disabled={!e.canEdit}
          maxW="48"
        />
        <Field.Root>
          <Field.Label>{t.lessonSummary(n)}</Field.Label>
          <Textarea value={lesson.summary} onChange={(ev) => e.editLesson(index, { summary: ev.target.value })} rows={2} disabled={!e.canEdit} />
        </Field.Root>
        <OutlineFacts outline={lesson} outcomes={outcomes} />
        <Button alignSelf="start" size="sm" variant="ghost" onClick={() => e.insertLesson(index)} disabled={!e.canEdit} aria-label={t.insertAfter(n)}>
          {t.insert}
        </Button>
      </Stack>
    </List.Item>
  );
}

/** "Plan again" and "Create the lessons", with the count while lessons are made and why it stopped, if it did. */
function MakeLessons({ e }: { e: Editor }) {
  const left = e.unit!.lessons.filter((l) => !l.lessonId).length;
  const { progress } = e;
  return (
    <Stack gap="4" borderTopWidth="1px" borderColor="page.border" pt="5">
      {e.stopped && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.stoppedTitle}</Alert.Title>
            <Alert.Description>{e.stopped}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {progress && (
        <Progress.Root value={progress.total ? (progress.made / progress.total) * 100 : 100} maxW="md">
          <Progress.Label>{t.progress(progress.made, progress.total)}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {left === 0 ? (
        <Text>{t.allMade}</Text>
      ) : (
        <Stack gap="1" align="start">
          <Button colorPalette="brand" onClick={e.makeLessons} disabled={!e.canMakeLessons} loading={e.isMakingLessons} loadingText={t.makingLessons}>
            {t.makeLessons}
          </Button>
          <Text fontSize="sm" color="page.muted">
            {t.makeLessonsHelp(left)}
          </Text>
        </Stack>
      )}
      {e.unit!.lessons.every((l) => !l.lessonId) && (
        <Stack gap="1" align="start">
          <Button variant="outline" onClick={e.generate} disabled={!e.canGenerate} loading={e.isGenerating} loadingText={t.generating}>
            {t.generate}
          </Button>
          <Text fontSize="sm" color="page.muted">
            {t.generateHelp}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

