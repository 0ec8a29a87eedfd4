import { Button, Stack, Text } from '@chakra-ui/react';
import { useAccountMove } from '../../machines/accountMove/useAccountMove';
import { EmailActionForm } from './EmailActionForm';
import { ProfileSection } from './ProfileSection';
import { profileTexts as t } from './texts';

/** Moving the account to another address: the link goes to the new address, and opening it makes the move. */
export function MoveAccountSection({ email }: { email: string }) {
  const move = useAccountMove({ email });
  const failure = move.failure;
  return (
    <ProfileSection id="move-heading" heading={t.moveHeading}>
      <Text>{t.moveIntro(email)}</Text>
      {move.sentMessage !== null && (
        <Stack gap="2" align="start">
          <Text role="status">{move.sentMessage}</Text>
          <Button variant="outline" onClick={move.again}>
            {t.moveAgain}
          </Button>
        </Stack>
      )}
      {!move.isOpen && move.sentMessage === null && (
        <Button alignSelf="start" variant="outline" onClick={move.start}>
          {t.moveStart}
        </Button>
      )}
      {move.isOpen && (
        <EmailActionForm
          label={t.moveLabel}
          value={move.typed}
          onChange={move.type}
          error={failure ? (failure.fields.toEmail ?? (failure.message || t.somethingFailed)) : null}
          submitLabel={t.moveSend}
          busyLabel={t.moveSending}
          canSubmit={move.canSend}
          busy={move.isSending}
          onSubmit={move.send}
          onCancel={move.cancel}
          autoComplete="email"
        />
      )}
    </ProfileSection>
  );
}
