import { Alert, Field, Heading, HStack, Input, List, Stack, Textarea } from '@chakra-ui/react';
import { useAssessmentEditor, useAssessmentEditorRef } from '../../../machines/assessmentEditor/useAssessmentEditor';
import { fieldError } from '../../lessons/parts';
import { OutcomeList } from '../../outcomes/OutcomeList';
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
      <Field.Root required invalid={Boolean(error('title'))}>
        <Field.Label>{t.title}</Field.Label>
        <Input value={draft.title} onChange={(ev) => e.editDetails({ title: ev.target.value })} />
        <Field.ErrorText>{error('title')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(error('description'))}>
        <Field.Label>{t.description}</Field.Label>
        <Textarea value={draft.description} onChange={(ev) => e.editDetails({ description: ev.target.value })} rows={3} />
        <Field.ErrorText>{error('description')}</Field.ErrorText>
      </Field.Root>
      <HStack gap="4" align="start" wrap="wrap">
        <Field.Root invalid={Boolean(error('yearLevel'))} maxW="48">
          <Field.Label>{t.yearLevel}</Field.Label>
          <Input value={draft.yearLevel} onChange={(ev) => e.editDetails({ yearLevel: ev.target.value })} />
          <Field.ErrorText>{error('yearLevel')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(error('subject'))} maxW="64">
          <Field.Label>{t.subject}</Field.Label>
          <Input value={draft.subject} onChange={(ev) => e.editDetails({ subject: ev.target.value })} />
          <Field.ErrorText>{error('subject')}</Field.ErrorText>
        </Field.Root>
      </HStack>
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
