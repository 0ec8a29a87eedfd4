import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { profileTexts as t } from './texts';

export interface EmailActionFormProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The reason the last try was refused, shown at the field. */
  error: string | null;
  submitLabel: string;
  busyLabel: string;
  canSubmit: boolean;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  colorPalette?: string;
  autoComplete: string;
}

/** Presentational: one email field with a submit and a cancel button (removing or moving the account). */
export function EmailActionForm(props: EmailActionFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Stack gap="3">
        <Field.Root invalid={Boolean(props.error)}>
          <Field.Label>{props.label}</Field.Label>
          <Input value={props.value} type="email" autoComplete={props.autoComplete} onChange={(e) => props.onChange(e.target.value)} />
          <Field.ErrorText>{props.error}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette={props.colorPalette} disabled={!props.canSubmit} loading={props.busy} loadingText={props.busyLabel}>
            {props.submitLabel}
          </Button>
          <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
            {t.cancel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
