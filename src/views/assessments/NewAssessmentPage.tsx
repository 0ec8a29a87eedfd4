import { Button, Field, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { useAssessmentBrief } from '../../machines/assessmentBrief/useAssessmentBrief';
import { useOutcomePickerActor } from '../../machines/outcomePicker/useOutcomePicker';
import { PageTitle } from '../layout/PageTitle';
import { FailureAlert, fieldError } from '../lessons/parts';
import { OutcomeList } from '../outcomes/OutcomeList';
import { OutcomePicker } from '../outcomes/OutcomePicker';
import { assessmentTexts as t } from './texts';

const briefFields = ['title', 'description', 'yearLevel', 'subject', 'outcomes'];

/** /assessments/editor/new: what an assessment is written from. */
export function NewAssessmentPage() {
  const brief = useAssessmentBrief();
  const picker = useOutcomePickerActor();
  const { draft, failure } = brief;
  const error = (field: string) => fieldError(failure, field);
  return (
    <>
      <PageTitle title={t.newTitle} />
      {/* Not a <form>: the outcome search inside is one. */}
      <Stack gap="6" maxW="3xl">
        <Breadcrumbs home="/dashboard" crumbs={[{ label: t.listTitle, to: '/assessments' }, { label: t.newTitle }]} />
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {t.newTitle}
          </Heading>
          <Text color="page.muted">{t.newIntro}</Text>
        </Stack>
        <FailureAlert failure={failure} draftKept claimed={(f) => briefFields.some((b) => f === b || f.startsWith(`${b}.`))} />
        <Field.Root required invalid={Boolean(error('title'))}>
          <Field.Label>{t.title}</Field.Label>
          <Input value={draft.title} onChange={(e) => brief.edit({ title: e.target.value })} />
          <Field.ErrorText>{error('title')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(error('description'))}>
          <Field.Label>{t.description}</Field.Label>
          <Textarea value={draft.description} onChange={(e) => brief.edit({ description: e.target.value })} rows={3} />
          <Field.ErrorText>{error('description')}</Field.ErrorText>
        </Field.Root>
        <HStack gap="4" align="start" wrap="wrap">
          <Field.Root invalid={Boolean(error('yearLevel'))} maxW="48">
            <Field.Label>{t.yearLevel}</Field.Label>
            <Input value={draft.yearLevel} onChange={(e) => brief.edit({ yearLevel: e.target.value })} />
            <Field.ErrorText>{error('yearLevel')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(error('subject'))} maxW="64">
            <Field.Label>{t.subject}</Field.Label>
            <Input value={draft.subject} onChange={(e) => brief.edit({ subject: e.target.value })} />
            <Field.ErrorText>{error('subject')}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <Stack gap="3" as="section" aria-label={t.chosenOutcomes}>
          <Heading as="h2" size="lg">
            {t.chosenOutcomes}
          </Heading>
          {error('outcomes') && (
            <Text color="fg.error" role="alert">
              {error('outcomes')}
            </Text>
          )}
          {draft.outcomes.length === 0 ? (
            <Text color="page.muted">{t.noOutcomesChosen}</Text>
          ) : (
            <OutcomeList
              outcomes={draft.outcomes}
              label={t.chosenOutcomes}
              action={(o) => (
                <Button size="sm" variant="ghost" onClick={() => brief.removeOutcome(o.code)} aria-label={`${t.remove} ${o.shortCode || o.code}`}>
                  {t.remove}
                </Button>
              )}
            />
          )}
          <OutcomePicker picker={picker} chosen={draft.outcomes.map((o) => o.code)} onPick={brief.addOutcome} />
        </Stack>
        <HStack>
          <Button colorPalette="brand" size="lg" onClick={brief.create} disabled={!brief.canCreate} loading={brief.isCreating} loadingText={t.creating}>
            {t.create}
          </Button>
        </HStack>
      </Stack>
    </>
  );
}
