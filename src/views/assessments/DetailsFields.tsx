import { Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import type { AssessmentDraftChanges } from '../../machines/assessmentBrief/types';
import { assessmentTexts as t } from './texts';

type Details = Required<AssessmentDraftChanges>;

/** Title, description, year level and subject: the same fields on the new-assessment form and the details tab. */
export function DetailsFields({ values, edit, error }: { values: Details; edit: (changes: AssessmentDraftChanges) => void; error: (field: string) => string | undefined }) {
  return (
    <Stack gap="5">
      <Field.Root required invalid={Boolean(error('title'))}>
        <Field.Label>{t.title}</Field.Label>
        <Input value={values.title} onChange={(e) => edit({ title: e.target.value })} />
        <Field.ErrorText>{error('title')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(error('description'))}>
        <Field.Label>{t.description}</Field.Label>
        <Textarea value={values.description} onChange={(e) => edit({ description: e.target.value })} rows={3} />
        <Field.ErrorText>{error('description')}</Field.ErrorText>
      </Field.Root>
      <HStack gap="4" align="start" wrap="wrap">
        <Field.Root invalid={Boolean(error('yearLevel'))} maxW="48">
          <Field.Label>{t.yearLevel}</Field.Label>
          <Input value={values.yearLevel} onChange={(e) => edit({ yearLevel: e.target.value })} />
          <Field.ErrorText>{error('yearLevel')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(error('subject'))} maxW="64">
          <Field.Label>{t.subject}</Field.Label>
          <Input value={values.subject} onChange={(e) => edit({ subject: e.target.value })} />
          <Field.ErrorText>{error('subject')}</Field.ErrorText>
        </Field.Root>
      </HStack>
    </Stack>
  );
}
