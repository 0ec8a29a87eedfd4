import { Button, Field, Heading, Input, RadioGroup, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { useLessonBrief } from '../../machines/lessonBrief/useLessonBrief';
import { useOutcomePickerActor } from '../../machines/outcomePicker/useOutcomePicker';
import type { Methodology } from '../../services/lessonApi';
import { methodologies } from '../../services/lessonApi';
import { PageTitle } from '../layout/PageTitle';
import { ChosenOutcomes } from '../outcomes/ChosenOutcomes';
import { BriefFields } from './BriefFields';
import { FailureAlert, fieldError } from './parts';
import { lessonTexts } from './texts';
import { lessonHeaderTexts } from '../../components/texts';

const briefFields = ['title', 'description', 'methodology', 'enhancementEnabled', 'yearLevel', 'subject', 'durationMinutes', 'outcomes'];

/** /lessons/editor/new: the brief a plan is made from. */
export function NewLessonPage() {
  const brief = useLessonBrief();
  const picker = useOutcomePickerActor();
  const { draft, failure } = brief;
  const error = (field: string) => fieldError(failure, field);
  return (
    <>
      <PageTitle title={lessonTexts.newTitle} />
      {/* Not a <form>: the outcome search inside is one. */}
      <Stack gap="6" maxW="3xl">
        <Breadcrumbs home="/dashboard" crumbs={[{ label: lessonTexts.listTitle, to: '/lessons' }, { label: lessonTexts.newTitle }]} />
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {lessonTexts.newTitle}
          </Heading>
          <Text color="page.muted">{lessonTexts.newIntro}</Text>
        </Stack>
        <FailureAlert failure={failure} draftKept claimed={(f) => briefFields.some((b) => f === b || f.startsWith(`${b}.`))} />
        <Field.Root required invalid={Boolean(error('title'))}>
          <Field.Label>{lessonTexts.title}</Field.Label>
          <Input value={draft.title} onChange={(e) => brief.edit({ title: e.target.value })} />
          <Field.ErrorText>{error('title')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(error('description'))}>
          <Field.Label>{lessonTexts.description}</Field.Label>
          <Textarea value={draft.description} onChange={(e) => brief.edit({ description: e.target.value })} rows={3} />
          <Field.ErrorText>{error('description')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(error('methodology'))}>
          <RadioGroup.Root value={draft.methodology} onValueChange={(d) => brief.edit({ methodology: d.value as Methodology })}>
            <RadioGroup.Label fontWeight="medium">{lessonTexts.methodology}</RadioGroup.Label>
            <Stack gap="2" mt="2">
              {methodologies.map((m) => (
                <RadioGroup.Item key={m} value={m}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {lessonHeaderTexts.methodology[m]}{' '}
                    <Text as="span" color="page.muted" fontSize="sm">
                      — {lessonTexts.methodologyHelp[m]}
                    </Text>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <Field.ErrorText>{error('methodology')}</Field.ErrorText>
        </Field.Root>
        <Switch.Root checked={draft.enhancementEnabled} onCheckedChange={(d) => brief.edit({ enhancementEnabled: d.checked })} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>
            {lessonTexts.enhanced}{' '}
            <Text as="span" color="page.muted" fontSize="sm">
              — {lessonTexts.enhancedHelp}
            </Text>
          </Switch.Label>
        </Switch.Root>
        <BriefFields values={draft} error={error} onChange={brief.edit} />
        <ChosenOutcomes
          outcomes={draft.outcomes}
          error={error('outcomes')}
          texts={{ heading: lessonTexts.chosenOutcomes, none: lessonTexts.noOutcomesChosen, remove: lessonTexts.remove }}
          picker={picker}
          onAdd={brief.addOutcome}
          onRemove={brief.removeOutcome}
        />
        <Stack gap="2" align="start">
          <Button
            colorPalette="brand"
            size="lg"
            onClick={brief.plan}
            disabled={!brief.canPlan}
            loading={brief.isPlanning}
            loadingText={lessonTexts.planning}
            aria-describedby={brief.missing.length ? 'brief-missing' : undefined}
          >
            {lessonTexts.planLesson}
          </Button>
          {brief.missing.length > 0 && (
            <Text id="brief-missing" color="page.muted" fontSize="sm">
              {brief.missing.map((m) => lessonTexts.briefMissing[m]).join(' ')}
            </Text>
          )}
        </Stack>
      </Stack>
    </>
  );
}
