import { Button, Field, Input, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { SelectField } from '../../components/ui/select-field';
import { MIN_START_TEXT } from '../../machines/studioStart/brief';
import { useOutcomePickerActor } from '../../machines/outcomePicker/useOutcomePicker';
import { useStudioStart, type StudioStartFlow } from '../../machines/studioStart/useStudioStart';
import { startKinds, startSources } from '../../services/studioStartApi';
import { FailureAlert, fieldError } from '../lessons/parts';
import { ChosenOutcomes } from '../outcomes/ChosenOutcomes';
import { ShowMoreUploads } from '../uploads/ShowMoreUploads';
import { studioTexts } from './texts';

const t = studioTexts.start;
const kindOptions = startKinds.map((value) => ({ value, label: t.kinds[value] }));
const sourceOptions = startSources.map((value) => ({ value, label: t.sources[value] }));
/** The brief's fields each source shows at a field of its own; any other refused field is named above the form. */
const shownFields: Record<StudioStartFlow['source'], string[]> = {
  topic: ['title', 'yearLevel', 'subject'],
  outcomes: ['outcomes', 'yearLevel', 'subject'],
  text: ['description', 'yearLevel', 'subject'],
  upload: ['yearLevel', 'subject'],
};
const steps = ['preparing', 'creating', 'recording'] as const;

/** The three steps of a start, each marked done, under way or to do, while the robot works. */
function Progress({ s }: { s: StudioStartFlow }) {
  if (!s.step) return null;
  const current = s.step === 'started' ? steps.length : steps.indexOf(s.step);
  return (
    <Stack as="section" aria-label={t.progressLabel} gap="2">
      <List.Root as="ol" ps="5" gap="1">
        {steps.map((step, index) => {
          const label = step === 'creating' ? t.steps.creating[s.kind] : t.steps[step];
          const state = index < current ? t.stepState.done : index === current ? t.stepState.current : t.stepState.next;
          return (
            <List.Item key={step} aria-current={index === current ? 'step' : undefined} fontWeight={index === current ? 'semibold' : 'normal'}>
              {label}: {state}
            </List.Item>
          );
        })}
      </List.Root>
      <Text role="status" color="page.muted">
        {s.step === 'started' ? t.opening : `${s.step === 'creating' ? t.steps.creating[s.kind] : t.steps[s.step]}...`}
      </Text>
    </Stack>
  );
}

function UploadChoice({ s }: { s: StudioStartFlow }) {
  if (s.isLoadingUploads || s.uploads === null) return <Text color="page.muted">{t.loadingUploads}</Text>;
  if (s.uploads.length === 0) return <Text color="page.muted">{t.noUploads}</Text>;
  return (
    <Stack gap="2">
      <SelectField
        label={t.upload}
        value={s.draft.uploadId ?? ''}
        placeholder={t.uploadPlaceholder}
        options={s.uploads.map((u) => ({ value: u.id, label: u.title }))}
        onChange={(value) => s.chooseUpload(value || null)}
        disabled={!s.isEditable}
      >
        <Field.HelperText>{t.uploadHelp}</Field.HelperText>
      </SelectField>
      <ShowMoreUploads hasMore={s.hasMoreUploads} isLoading={s.isLoadingMoreUploads} onShowMore={s.showMoreUploads} />
    </Stack>
  );
}

/** The source's own fields: the topic, the outcome picker, the pasted text or the upload. */
function SourceFields({ s }: { s: StudioStartFlow }) {
  const picker = useOutcomePickerActor();
  const error = (field: string) => fieldError(s.failure, field);
  switch (s.source) {
    case 'topic':
      return (
        <Field.Root required disabled={!s.isEditable} invalid={Boolean(error('title'))}>
          <Field.Label>{t.topic}</Field.Label>
          <Input value={s.draft.topic} onChange={(e) => s.edit({ topic: e.target.value })} />
          {error('title') ? <Field.ErrorText>{error('title')}</Field.ErrorText> : <Field.HelperText>{t.topicHelp}</Field.HelperText>}
        </Field.Root>
      );
    case 'outcomes':
      return (
        <ChosenOutcomes
          outcomes={s.draft.outcomes}
          error={error('outcomes')}
          texts={{ heading: t.chosenOutcomes, none: t.noOutcomes, remove: t.remove }}
          picker={picker}
          onAdd={s.addOutcome}
          onRemove={s.removeOutcome}
        />
      );
    case 'text':
      return (
        <Field.Root required disabled={!s.isEditable} invalid={Boolean(error('description'))}>
          <Field.Label>{t.text}</Field.Label>
          <Textarea rows={8} value={s.draft.text} minLength={MIN_START_TEXT} onChange={(e) => s.edit({ text: e.target.value })} />
          {error('description') ? <Field.ErrorText>{error('description')}</Field.ErrorText> : <Field.HelperText>{t.textHelp}</Field.HelperText>}
        </Field.Root>
      );
    case 'upload':
      return <UploadChoice s={s} />;
  }
}

/** /studio/start: what to make, what from, and the button that makes it and opens it. */
export function StartTab() {
  const s = useStudioStart();
  const error = (field: string) => fieldError(s.failure, field);
  return (
    // Not a <form>: the outcome search inside is one.
    <Stack gap="5" maxW="3xl">
      <Text color="page.muted">{t.intro}</Text>
      <FailureAlert failure={s.failure} claimed={(f) => shownFields[s.source].some((b) => f === b || f.startsWith(`${b}.`))} draftKept />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <SelectField label={t.kind} value={s.kind} options={kindOptions} onChange={(v) => s.chooseKind(v as StudioStartFlow['kind'])} disabled={!s.isEditable} />
        <SelectField label={t.source} value={s.source} options={sourceOptions} onChange={(v) => s.chooseSource(v as StudioStartFlow['source'])} disabled={!s.isEditable} />
      </Stack>
      <SourceFields s={s} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <Field.Root disabled={!s.isEditable} invalid={Boolean(error('yearLevel'))}>
          <Field.Label>{t.yearLevel}</Field.Label>
          <Input value={s.draft.yearLevel} onChange={(e) => s.edit({ yearLevel: e.target.value })} />
          {error('yearLevel') ? <Field.ErrorText>{error('yearLevel')}</Field.ErrorText> : <Field.HelperText>{t.yearLevelHelp}</Field.HelperText>}
        </Field.Root>
        <Field.Root disabled={!s.isEditable} invalid={Boolean(error('subject'))}>
          <Field.Label>{t.subject}</Field.Label>
          <Input value={s.draft.subject} onChange={(e) => s.edit({ subject: e.target.value })} />
          {error('subject') && <Field.ErrorText>{error('subject')}</Field.ErrorText>}
        </Field.Root>
      </Stack>
      <Button alignSelf="start" colorPalette="brand" size="lg" onClick={s.start} disabled={!s.canStart} loading={s.step !== null} loadingText={t.go[s.kind]}>
        {t.go[s.kind]}
      </Button>
      <Progress s={s} />
    </Stack>
  );
}
