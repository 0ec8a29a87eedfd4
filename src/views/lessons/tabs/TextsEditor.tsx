import { Button, Field, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { useLessonEditor } from '../../../machines/lessonEditor/useLessonEditor';
import type { LessonText } from '../../../services/lessonApi';
import { EmbeddedPlayerView, Section } from '../content';
import { fieldError } from '../parts';
import { lessonTexts as t } from '../texts';

type Editor = ReturnType<typeof useLessonEditor>;

/** A phase's texts and videos: each with its title, the text (or what to watch for) and its source or player link. */
export function TextsEditor({ e, phase, texts }: { e: Editor; phase: number; texts: LessonText[] }) {
  const error = (index: number, field: keyof LessonText) => fieldError(e.failure, `phases.${phase}.texts.${index}.${field}`);
  return (
    <Section label={t.textsAndVideos} level="h4">
      {texts.map((text, index) => (
        <Stack key={index} as="fieldset" aria-label={t.textNumber(index + 1)} gap="2" borderStartWidth="2px" borderColor="page.border" ps="3">
          <HStack justify="space-between">
            <Text fontSize="sm" color="page.muted">
              {t.textNumber(index + 1)}
            </Text>
            <IconButton size="xs" variant="ghost" aria-label={t.removeText(index + 1)} onClick={() => e.removeText(phase, index)}>
              ×
            </IconButton>
          </HStack>
          <Field.Root invalid={Boolean(error(index, 'title'))}>
            <Field.Label>{t.textTitle}</Field.Label>
            <Input value={text.title} onChange={(ev) => e.editText(phase, index, { title: ev.target.value })} />
            <Field.ErrorText>{error(index, 'title')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(error(index, 'body'))}>
            <Field.Label>{t.textBody}</Field.Label>
            <Textarea value={text.body} onChange={(ev) => e.editText(phase, index, { body: ev.target.value })} autoresize rows={3} />
            <Field.ErrorText>{error(index, 'body')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(error(index, 'source'))}>
            <Field.Label>{t.textSource}</Field.Label>
            <Input value={text.source} onChange={(ev) => e.editText(phase, index, { source: ev.target.value })} />
            {error(index, 'source') ? <Field.ErrorText>{error(index, 'source')}</Field.ErrorText> : <Field.HelperText>{t.textSourceHelp}</Field.HelperText>}
          </Field.Root>
          <EmbeddedPlayerView link={text.source} title={text.title || text.body} />
        </Stack>
      ))}
      <Button alignSelf="start" size="sm" variant="outline" onClick={() => e.addText(phase)}>
        {t.addText}
      </Button>
    </Section>
  );
}
