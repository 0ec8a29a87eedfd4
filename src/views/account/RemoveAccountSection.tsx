import { Button, Text } from '@chakra-ui/react';
import { useAccountRemoval } from '../../machines/accountRemoval/useAccountRemoval';
import { EmailActionForm } from './EmailActionForm';
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
        <EmailActionForm
          label={t.removeConfirmLabel(email)}
          value={removal.typed}
          onChange={removal.type}
          error={failure ? (failure.fields.confirm ?? (failure.message || t.somethingFailed)) : null}
          submitLabel={t.removeConfirm}
          busyLabel={t.removing}
          canSubmit={removal.canRemove}
          busy={removal.isRemoving}
          onSubmit={removal.confirm}
          onCancel={removal.cancel}
          colorPalette="red"
          autoComplete="off"
        />
      )}
    </ProfileSection>
  );
}
