import { Alert, Heading, List, Stack } from '@chakra-ui/react';
import { useAssessmentEditor, useAssessmentEditorRef } from '../../../machines/assessmentEditor/useAssessmentEditor';
import { fieldError } from '../../lessons/parts';
import { OutcomeList } from '../../outcomes/OutcomeList';
import { DetailsFields } from '../DetailsFields';
import { assessmentTexts as t } from '../texts';
import { SaveBar } from './SaveBar';

const fields = ['title', 'description', 'yearLevel', 'subject'];

/** The assessment's title, year level, subject and description, and the outcomes it assesses. */
export function DetailsTab() {
  const e = useAssessmentEditor(useAssessmentEditorRef());
  if (!e.draft || !e.assessment) return null;
  const { draft } = e;
  const error = (field: string) => fieldError(e.failure, field);
  return (
    <Stack gap="5" maxW="3xl">
      <DetailsFields values={draft} edit={e.editDetails} error={error} />
      <Stack gap="3" as="section" aria-label={t.chosenOutcomes}>
        <Heading as="h2" size="lg">
          {t.chosenOutcomes}
        </Heading>
        <OutcomeList outcomes={e.assessment.outcomes} label={t.chosenOutcomes} />
      </Stack>
      {e.assessment.supply.length > 0 && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.supplyTitle}</Alert.Title>
            <Alert.Description>
              {t.supplyBody}
              <List.Root ps="5">
                {e.assessment.supply.map((s) => (
                  <List.Item key={s}>{s}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <SaveBar editor={e} claimed={(f) => fields.includes(f)} />
    </Stack>
  );
}
