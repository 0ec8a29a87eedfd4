import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { SelectField } from '../../components/ui/select-field';
import type { StudioToolFlow } from '../../machines/studioTool/useStudioTool';
import { FailureAlert, fieldError } from '../lessons/parts';
import { RunOutput } from './RunOutput';
import { studioTexts } from './texts';

const gradeOptions = Array.from({ length: 13 }, (_, grade) => ({ value: String(grade), label: studioTexts.gradeLabel(grade) }));
const formFields = ['text', 'image', 'grade', 'subject'];

/** The open quick tool: the text, grade and subject, the run button, and what came out. */
export function ToolTab({ s }: { s: StudioToolFlow }) {
  const { tool } = s;
  const error = (field: string) => fieldError(s.failure, field);
  return (
    <Stack gap="6">
      <Stack
        as="form"
        gap="4"
        maxW="3xl"
        onSubmit={(e) => {
          e.preventDefault();
          s.runTool();
        }}
      >
        <Text color="page.muted">{studioTexts.toolIntro[tool]}</Text>
        <FailureAlert failure={s.failure} claimed={(field) => formFields.includes(field)} draftKept />
        <Field.Root required invalid={Boolean(error('text'))} disabled={s.isRunning}>
          <Field.Label>{studioTexts.text}</Field.Label>
          <Textarea rows={10} value={s.draft.text} onChange={(e) => s.edit({ text: e.target.value })} />
          {error('text') ? <Field.ErrorText>{error('text')}</Field.ErrorText> : <Field.HelperText>{studioTexts.textHelp}</Field.HelperText>}
        </Field.Root>
        <Field.Root invalid={Boolean(error('image'))} disabled={s.isRunning} maxW="md">
          <Field.Label>{studioTexts.picture}</Field.Label>
          <Input
            type="file"
            p="1"
            accept="image/png,image/jpeg"
            onChange={(e) => {
              const picture = e.target.files?.[0];
              if (picture) s.runOnPicture(picture);
              e.target.value = '';
            }}
          />
          {error('image') ? <Field.ErrorText>{error('image')}</Field.ErrorText> : <Field.HelperText>{studioTexts.pictureHelp}</Field.HelperText>}
        </Field.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <SelectField
            label={studioTexts.grade}
            value={String(s.draft.grade)}
            options={gradeOptions}
            onChange={(value) => s.edit({ grade: Number(value) })}
            invalid={Boolean(error('grade'))}
            disabled={s.isRunning}
          >
            <Field.ErrorText>{error('grade')}</Field.ErrorText>
          </SelectField>
          <Field.Root invalid={Boolean(error('subject'))} disabled={s.isRunning}>
            <Field.Label>{studioTexts.subject}</Field.Label>
            <Input value={s.draft.subject} onChange={(e) => s.edit({ subject: e.target.value })} />
            {error('subject') ? <Field.ErrorText>{error('subject')}</Field.ErrorText> : <Field.HelperText>{studioTexts.subjectHelp}</Field.HelperText>}
          </Field.Root>
        </Stack>
        <Button type="submit" alignSelf="start" colorPalette="brand" disabled={!s.canRun} loading={s.isRunning} loadingText={studioTexts.running}>
          {studioTexts.run[tool]}
        </Button>
      </Stack>
      {s.run && <RunOutput run={s.run} answersShown={s.answersShown} toggleAnswers={s.toggleAnswers} />}
    </Stack>
  );
}
