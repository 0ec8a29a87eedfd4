import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { useOutcomePickerActor } from '../../machines/outcomePicker/useOutcomePicker';
import { useUnitBrief } from '../../machines/unitBrief/useUnitBrief';
import { PageTitle } from '../layout/PageTitle';
import { FailureAlert, fieldError } from '../lessons/parts';
import { ChosenOutcomes } from '../outcomes/ChosenOutcomes';
import { unitTexts as t } from './texts';
import { NumberField } from './UnitFields';
// The same four fields, labelled the same, as an assessment's.
import { DetailsFields } from '../assessments/DetailsFields';

const briefFields = ['title', 'description', 'yearLevel', 'subject', 'outcomes', 'weeks', 'lessonsPerWeek'];

/** /units/editor/new: what a unit of work is sequenced from. */
export function NewUnitPage() {
  const brief = useUnitBrief();
  const picker = useOutcomePickerActor();
  const { draft, failure } = brief;
  const error = (field: string) => fieldError(failure, field);
  return (
    <>
      <PageTitle title={t.newTitle} />
      {/* Not a <form>: the outcome search inside is one. */}
      <Stack gap="6" maxW="3xl">
        <Breadcrumbs home="/dashboard" crumbs={[{ label: t.listTitle, to: '/units' }, { label: t.newTitle }]} />
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {t.newTitle}
          </Heading>
          <Text color="page.muted">{t.newIntro}</Text>
        </Stack>
        <FailureAlert failure={failure} draftKept claimed={(f) => briefFields.some((b) => f === b || f.startsWith(`${b}.`))} />
        <DetailsFields values={draft} edit={brief.edit} error={error} />
        <HStack gap="4" align="start" wrap="wrap">
          <NumberField label={t.weeks} field="weeks" value={draft.weeks} onChange={(weeks) => brief.edit({ weeks })} error={error} />
          <NumberField label={t.lessonsPerWeek} field="lessonsPerWeek" value={draft.lessonsPerWeek} onChange={(lessonsPerWeek) => brief.edit({ lessonsPerWeek })} error={error} />
        </HStack>
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
