import { Field, Input, Stack } from '@chakra-ui/react';
import { lessonTexts } from './texts';

export interface BriefValues {
  yearLevel: string;
  subject: string;
  durationMinutes: number;
}

/** Year level, subject and duration, as the brief asks for them and the editor changes them; props only. */
export function BriefFields({
  values,
  error,
  onChange,
}: {
  values: BriefValues;
  error: (field: keyof BriefValues) => string | undefined;
  onChange: (changes: Partial<BriefValues>) => void;
}) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="start">
      <Field.Root invalid={Boolean(error('yearLevel'))} maxW={{ md: '48' }}>
        <Field.Label>{lessonTexts.yearLevel}</Field.Label>
        <Input value={values.yearLevel} onChange={(e) => onChange({ yearLevel: e.target.value })} />
        <Field.ErrorText>{error('yearLevel')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(error('subject'))} maxW={{ md: '64' }}>
        <Field.Label>{lessonTexts.subject}</Field.Label>
        <Input value={values.subject} onChange={(e) => onChange({ subject: e.target.value })} />
        <Field.ErrorText>{error('subject')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(error('durationMinutes'))} maxW={{ md: '48' }}>
        <Field.Label>{lessonTexts.durationMinutes}</Field.Label>
        <Input
          type="number"
          min={10}
          max={300}
          value={Number.isFinite(values.durationMinutes) ? String(values.durationMinutes) : ''}
          onChange={(e) => onChange({ durationMinutes: e.target.valueAsNumber || 0 })}
        />
        <Field.ErrorText>{error('durationMinutes')}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
