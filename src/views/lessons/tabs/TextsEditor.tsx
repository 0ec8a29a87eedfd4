import { Button } from '@chakra-ui/react';
import type { useLessonEditor } from '../../../machines/lessonEditor/useLessonEditor';
import type { LessonText } from '../../../services/lessonApi';
import { EmbeddedPlayerView, Section } from '../content';
import { fieldError } from '../parts';
import { lessonTexts as t } from '../texts';
import { ListEntry, TextField } from './fields';

type Editor = ReturnType<typeof useLessonEditor>;

/** A phase's texts and videos: each with its title, the text (or what to watch for) and its source or player link. */
export function TextsEditor({ e, phase, texts }: { e: Editor; phase: number; texts: LessonText[] }) {
  const error = (index: number, field: keyof LessonText) => fieldError(e.failure, `phases.${phase}.texts.${index}.${field}`);
  return (
    <Section label={t.textsAndVideos} level="h4">
      {texts.map((text, index) => (
        <ListEntry key={index} label={t.textNumber(index + 1)} number={t.textNumber(index + 1)} removeLabel={t.removeText(index + 1)} onRemove={() => e.removeText(phase, index)}>
          <TextField label={t.textTitle} value={text.title} error={error(index, 'title')} onChange={(title) => e.editText(phase, index, { title })} />
          <TextField label={t.textBody} value={text.body} error={error(index, 'body')} onChange={(body) => e.editText(phase, index, { body })} multiline />
          <TextField label={t.textSource} value={text.source} error={error(index, 'source')} onChange={(source) => e.editText(phase, index, { source })} helper={t.textSourceHelp} />
          <EmbeddedPlayerView link={text.source} title={text.title || text.body} />
        </ListEntry>
      ))}
      <Button alignSelf="start" size="sm" variant="outline" onClick={() => e.addText(phase)}>
        {t.addText}
      </Button>
    </Section>
  );
}
