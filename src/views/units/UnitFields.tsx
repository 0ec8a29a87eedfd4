import { Field, Input } from '@chakra-ui/react';
import { SelectField } from '../../components/ui/select-field';
import type { Methodology } from '../../services/lessonApi';
import { methodologies } from '../../services/lessonApi';
import { unitTexts as t } from './texts';

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

export function MethodologyField({ value, onChange }: { value: Methodology; onChange: (m: Methodology) => void }) {
  return <SelectField label={t.methodology} value={value} options={methodologies.map((m) => ({ value: m, label: t.methodologies[m]! }))} onChange={(m) => onChange(m as Methodology)} maxW="48" />;
}
