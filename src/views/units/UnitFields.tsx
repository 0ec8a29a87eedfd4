import { Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { SelectField } from '../../components/ui/select-field';
import type { Methodology } from '../../services/lessonApi';
import { methodologies } from '../../services/lessonApi';
import { unitTexts as t } from './texts';

interface TextDetails {
  title: string;
  description: string;
  yearLevel: string;
  subject: string;
}

type ErrorOf = (field: string) => string | undefined;

/** A whole-number field; what is typed stays a number (0 while empty) and the server says what range fits. */
export function NumberField({ label, value, onChange, error, field }: { label: string; value: number; onChange: (n: number) => void; error: ErrorOf; field: string }) {
  return (
    <Field.Root invalid={Boolean(error(field))} maxW="48">
      <Field.Label>{label}</Field.Label>
      <Input type="number" inputMode="numeric" min={1} value={value || ''} onChange={(e) => onChange(Number.parseInt(e.target.value, 10) || 0)} />
      <Field.ErrorText>{error(field)}</Field.ErrorText>
    </Field.Root>
  );
}

/** Title, description, year level and subject: the same fields on the new-unit form and the details tab. */
export function UnitTextFields({ values, edit, error }: { values: TextDetails; edit: (changes: Partial<TextDetails>) => void; error: ErrorOf }) {
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

export function MethodologyField({ value, onChange }: { value: Methodology; onChange: (m: Methodology) => void }) {
  return <SelectField label={t.methodology} value={value} options={methodologies.map((m) => ({ value: m, label: t.methodologies[m]! }))} onChange={(m) => onChange(m as Methodology)} maxW="48" />;
}
