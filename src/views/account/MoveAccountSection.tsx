import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useAccountMove } from '../../machines/accountMove/useAccountMove';
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
        <form
          onSubmit={(event) => {
            event.preventDefault();
            move.send();
          }}
        >
          <Stack gap="3">
            <Field.Root invalid={Boolean(failure)}>
              <Field.Label>{t.moveLabel}</Field.Label>
              <Input value={move.typed} type="email" autoComplete="email" onChange={(e) => move.type(e.target.value)} />
              <Field.ErrorText>{failure ? (failure.fields.toEmail ?? (failure.message || t.somethingFailed)) : null}</Field.ErrorText>
            </Field.Root>
            <HStack gap="3" wrap="wrap">
              <Button type="submit" disabled={!move.canSend} loading={move.isSending} loadingText={t.moveSending}>
                {t.moveSend}
              </Button>
              <Button variant="outline" onClick={move.cancel} disabled={move.isSending}>
                {t.cancel}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </ProfileSection>
  );
}
