import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useAccountRemoval } from '../../machines/accountRemoval/useAccountRemoval';
import { ProfileSection } from './ProfileSection';
import { profileTexts as t } from './texts';

/** Removing the account: opened on purpose, confirmed by typing the email, then the teacher is signed out. */
export function RemoveAccountSection({ email }: { email: string }) {
  const removal = useAccountRemoval({ email });
  const failure = removal.failure;
  return (
    <ProfileSection id="remove-heading" heading={t.removeHeading} borderWidth="1px" borderColor="red.muted" borderRadius="md" p="4">
      <Text>{t.removeIntro}</Text>
      {removal.isRemoved && <Text role="status">{t.removed}</Text>}
      {!removal.isOpen && !removal.isRemoved && (
        <Button alignSelf="start" colorPalette="red" variant="outline" onClick={removal.start}>
          {t.removeStart}
        </Button>
      )}
      {removal.isOpen && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            removal.confirm();
          }}
        >
          <Stack gap="3">
            <Field.Root invalid={Boolean(failure)}>
              <Field.Label>{t.removeConfirmLabel(email)}</Field.Label>
              <Input value={removal.typed} type="email" autoComplete="off" onChange={(e) => removal.type(e.target.value)} />
              <Field.ErrorText>{failure ? failure.fields.confirm ?? (failure.message || t.somethingFailed) : null}</Field.ErrorText>
            </Field.Root>
            <HStack gap="3" wrap="wrap">
              <Button type="submit" colorPalette="red" disabled={!removal.canRemove} loading={removal.isRemoving} loadingText={t.removing}>
                {t.removeConfirm}
              </Button>
              <Button variant="outline" onClick={removal.cancel} disabled={removal.isRemoving}>
                {t.cancel}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </ProfileSection>
  );
}
