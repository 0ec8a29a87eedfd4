import { Field, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import type { ShareMode } from '../../services/sharingApi';
import { shareModes } from '../../services/sharingApi';
import { sharingTexts } from './texts';

/** Who can see an item: the three modes, and the people list when it is shared with specific people. */
export function ShareModeFields({
  mode,
  emailsText,
  onMode,
  onEmails,
  emailsError,
}: {
  mode: ShareMode;
  emailsText: string;
  onMode: (mode: ShareMode) => void;
  onEmails: (text: string) => void;
  /** What the server said about the addresses (each bad one named by its place and as typed). */
  emailsError?: string | undefined;
}) {
  return (
    <>
      <RadioGroup.Root value={mode} onValueChange={(d) => onMode(d.value as ShareMode)}>
        <RadioGroup.Label srOnly>{sharingTexts.modesLabel}</RadioGroup.Label>
        <Stack gap="2">
          {shareModes.map((m) => (
            <RadioGroup.Item key={m} value={m}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{sharingTexts.modes[m]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {mode === 'people' && (
        <Field.Root invalid={Boolean(emailsError)}>
          <Field.Label>{sharingTexts.emails}</Field.Label>
          <Textarea value={emailsText} onChange={(e) => onEmails(e.target.value)} rows={3} />
          <Field.HelperText>{sharingTexts.emailsHelp}</Field.HelperText>
          <Field.ErrorText>{emailsError}</Field.ErrorText>
        </Field.Root>
      )}
    </>
  );
}
