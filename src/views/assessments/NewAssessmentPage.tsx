import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { useAssessmentBrief } from '../../machines/assessmentBrief/useAssessmentBrief';
import { useOutcomePickerActor } from '../../machines/outcomePicker/useOutcomePicker';
import { PageTitle } from '../layout/PageTitle';
import { FailureAlert, fieldError } from '../lessons/parts';
import { ChosenOutcomes } from '../outcomes/ChosenOutcomes';
import { DetailsFields } from './DetailsFields';
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
        <DetailsFields values={draft} edit={brief.edit} error={error} />
        <ChosenOutcomes
          outcomes={draft.outcomes}
          error={error('outcomes')}
          texts={{ heading: t.chosenOutcomes, none: t.noOutcomesChosen, remove: t.remove }}
          picker={picker}
          onAdd={brief.addOutcome}
          onRemove={brief.removeOutcome}
        />
        <HStack>
          <Button colorPalette="brand" size="lg" onClick={brief.create} disabled={!brief.canCreate} loading={brief.isCreating} loadingText={t.creating}>
            {t.create}
          </Button>
        </HStack>
      </Stack>
    </>
  );
}
