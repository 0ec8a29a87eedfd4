import { Heading, HStack, Stack } from '@chakra-ui/react';
import { useUnitEditor, useUnitEditorRef } from '../../../machines/unitEditor/useUnitEditor';
import { fieldError } from '../../lessons/parts';
import { OutcomeList } from '../../outcomes/OutcomeList';
import { unitTexts as t } from '../texts';
import { MethodologyField, NumberField } from '../UnitFields';
// The same four fields, labelled the same, as an assessment's.
import { DetailsFields } from '../../assessments/DetailsFields';
import { SaveBar } from '../../assessments/tabs/SaveBar';

const fields = ['title', 'description', 'yearLevel', 'subject', 'lessonMinutes', 'methodology'];

/** The unit's title, description, year level, subject, lesson length and methodology, and the outcomes it covers. */
export function DetailsTab() {
  const e = useUnitEditor(useUnitEditorRef());
  if (!e.draft || !e.unit) return null;
  const { draft } = e;
  const error = (field: string) => fieldError(e.failure, field);
  return (
    <Stack gap="5" maxW="3xl">
      <DetailsFields values={draft} edit={e.editDetails} error={error} />
      <HStack gap="4" align="start" wrap="wrap">
        <NumberField label={t.lessonMinutes} field="lessonMinutes" value={draft.lessonMinutes} onChange={(lessonMinutes) => e.editDetails({ lessonMinutes })} error={error} />
        <MethodologyField value={draft.methodology} onChange={(methodology) => e.editDetails({ methodology })} />
      </HStack>
      <Stack gap="3" as="section" aria-label={t.chosenOutcomes}>
        <Heading as="h2" size="lg">
          {t.chosenOutcomes}
        </Heading>
        <OutcomeList outcomes={e.unit.outcomes} label={t.chosenOutcomes} />
      </Stack>
      <SaveBar editor={e} claimed={(f) => fields.includes(f)} />
    </Stack>
  );
}
