import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { SelectField } from '../../components/ui/select-field';
import { useProfileDetails } from '../../machines/profileDetails/useProfileDetails';
import type { Profile } from '../../services/profileApi';
import { ProfileSection } from './ProfileSection';
import { profileTexts as t } from './texts';

/** Name and curriculum market, saved together. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const details = useProfileDetails({ profile });
  const failure = details.failure;
  const otherMessage = failure && !failure.fields.name && !failure.fields.market ? failure.message || t.somethingFailed : null;
  return (
    <ProfileSection id="details-heading" heading={t.detailsHeading} gap="4">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          details.save();
        }}
      >
        <Stack gap="4" maxW="md">
          <Field.Root invalid={Boolean(failure?.fields.name)}>
            <Field.Label>{t.nameLabel}</Field.Label>
            <Input value={details.name} maxLength={120} autoComplete="name" onChange={(e) => details.changeName(e.target.value)} />
            <Field.ErrorText>{failure?.fields.name}</Field.ErrorText>
          </Field.Root>
          <SelectField label={t.marketLabel} value={details.market} options={t.markets} onChange={details.changeMarket} invalid={Boolean(failure?.fields.market)}>
            <Field.ErrorText>{failure?.fields.market}</Field.ErrorText>
          </SelectField>
          <HStack gap="3">
            <Button type="submit" loading={details.isSaving} loadingText={t.saving}>
              {t.save}
            </Button>
            <Text role="status" color="green.fg">
              {details.saved ? t.saved : ''}
            </Text>
          </HStack>
          {otherMessage && (
            <Text role="alert" color="red.fg">
              {otherMessage}
            </Text>
          )}
        </Stack>
      </form>
    </ProfileSection>
  );
}
