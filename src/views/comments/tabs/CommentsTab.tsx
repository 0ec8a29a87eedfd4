import { Box, Button, Field, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useCommentEditor, useCommentEditorRef } from '../../../machines/commentEditor/useCommentEditor';
import type { CommentStudent } from '../../../services/commentApi';
import { perspectives } from '../../../services/commentApi';
import { fieldError } from '../../lessons/parts';
import { commentTexts as t } from '../texts';
import { SaveBar } from './SaveBar';

type Editor = ReturnType<typeof useCommentEditor>;

/** Every student's comment: written from the class (all or one), edited, rewritten for a reader or shortened, banked. */
export function CommentsTab() {
  const e = useCommentEditor(useCommentEditorRef());
  if (!e.draft || !e.set) return null;
  const canWrite = !e.isDirty && !e.isBusy && e.set.students.length > 0;
  // A length the comment cannot be shortened to is said at the length field, with the least that would do.
  const lengthError = fieldError(e.failure, 'maxCharacters');
  return (
    <Stack gap="6" maxW="4xl">
      <Text color="page.muted">{t.commentsIntro}</Text>
      <HStack gap="4" wrap="wrap" align="end">
        <Button colorPalette="brand" onClick={() => e.generate(null)} disabled={!canWrite} loading={e.isGenerating && e.workingOn === null} loadingText={t.writingAll}>
          {t.writeAll}
        </Button>
        <Text color="page.muted" fontSize="sm">
          {e.isDirty ? t.saveFirst : t.robotAction}
        </Text>
      </HStack>
      <Field.Root maxW="56" invalid={Boolean(lengthError)}>
        <Field.Label>{t.summaryLength}</Field.Label>
        <Input type="number" min={60} max={2000} step={10} value={e.summaryLength} onChange={(ev) => e.setSummaryLength(Number(ev.target.value))} />
        {lengthError && <Field.ErrorText>{lengthError}</Field.ErrorText>}
      </Field.Root>
      {e.draft.students.length === 0 && <Text color="page.muted">{t.noStudents}</Text>}
      <Stack as="ul" gap="4" listStyleType="none">
        {e.draft.students.map((student, index) => (
          <StudentComment key={student.id || `new-${index}`} student={student} index={index} e={e} canWrite={canWrite && Boolean(student.id)} />
        ))}
      </Stack>
      <SaveBar editor={e} claimed={(f) => f.startsWith('students.') || f === 'maxCharacters'} />
    </Stack>
  );
}

function StudentComment({ student, index, e, canWrite }: { student: CommentStudent; index: number; e: Editor; canWrite: boolean }) {
  const busyHere = e.workingOn === student.id;
  const rewrite = e.rewrite?.studentId === student.id ? e.rewrite : null;
  return (
    <Stack as="li" aria-label={student.name} gap="3" borderWidth="1px" borderColor="page.border" borderRadius="xl" p="4" bg="page.surface">
      <Heading as="h3" size="md">
        {student.name}
      </Heading>
      <Field.Root>
        <Field.Label>{t.comment(student.name)}</Field.Label>
        <Textarea value={student.comment} onChange={(ev) => e.editStudent(index, { comment: ev.target.value })} rows={5} placeholder={t.noComment} />
      </Field.Root>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => e.generate(student.id)} disabled={!canWrite} loading={busyHere && e.isGenerating} loadingText={t.writing}>
          {t.writeOne}
        </Button>
        <Button size="sm" variant="outline" onClick={() => e.summarise(student.id, e.summaryLength)} disabled={!canWrite}>
          {t.shorten}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => e.saveToBank(student.comment)} disabled={e.isBusy || !student.comment.trim()}>
          {t.saveToBank}
        </Button>
      </HStack>
      <HStack gap="2" wrap="wrap" role="group" aria-label={`${t.rewriteFor} (${student.name})`}>
        <Text fontSize="sm">{t.rewriteFor}</Text>
        {perspectives.map((p) => (
          <Button key={p} size="xs" variant="outline" onClick={() => e.rewriteFor(student.id, p)} disabled={!canWrite}>
            {t.rewriteButton(p)}
          </Button>
        ))}
      </HStack>
      {busyHere && e.isRewriting && (
        <Text role="status" color="page.muted" fontSize="sm">
          {t.working}
        </Text>
      )}
      {e.banked !== null && e.banked === student.comment.trim() && (
        <Text role="status" color="page.muted" fontSize="sm">
          {t.savedToBank}
        </Text>
      )}
      {rewrite && (
        <Box as="section" aria-label={t.rewriteTitle(rewrite.kind)} borderWidth="1px" borderColor="brand.muted" borderRadius="lg" p="3">
          <Stack gap="2">
            <Heading as="h4" size="sm">
              {t.rewriteTitle(rewrite.kind)}
            </Heading>
            <Text whiteSpace="pre-wrap">{rewrite.text}</Text>
            <HStack gap="2">
              <Button size="sm" colorPalette="brand" onClick={e.acceptRewrite}>
                {t.useRewrite}
              </Button>
              <Button size="sm" variant="ghost" onClick={e.dismissRewrite}>
                {t.dismiss}
              </Button>
            </HStack>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
