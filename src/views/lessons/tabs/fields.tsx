import { Field, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One text of the plan, on one line or several, with the server's message for it or a line of help. */
export function TextField({
  label,
  value,
  error,
  onChange,
  multiline = false,
  helper,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  multiline?: boolean;
  helper?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {multiline ? <Textarea value={value} onChange={(ev) => onChange(ev.target.value)} autoresize rows={2} /> : <Input value={value} onChange={(ev) => onChange(ev.target.value)} />}
      {error || !helper ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

/** One numbered entry of an editable list (a question, a text): its fields under its number, with a remove button. */
export function ListEntry({ label, number, removeLabel, onRemove, children }: { label: string; number: string; removeLabel: string; onRemove: () => void; children: ReactNode }) {
  return (
    <Stack as="fieldset" aria-label={label} gap="2" borderStartWidth="2px" borderColor="page.border" ps="3">
      <HStack justify="space-between">
        <Text fontSize="sm" color="page.muted">
          {number}
        </Text>
        <IconButton size="xs" variant="ghost" aria-label={removeLabel} onClick={onRemove}>
          ×
        </IconButton>
      </HStack>
      {children}
    </Stack>
  );
}
