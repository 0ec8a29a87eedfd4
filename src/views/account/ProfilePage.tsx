import { Heading, Stack } from '@chakra-ui/react';
import { PageTitle } from '../layout/PageTitle';
import { RobotBanner } from '../limit/RobotBanner';
import { ApiKeysSection } from './ApiKeysSection';
import { ProfileCard } from './ProfileCard';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { MoveAccountSection } from './MoveAccountSection';
import { ProfileGate } from './ProfileGate';
import { RemoveAccountSection } from './RemoveAccountSection';
import { accountTexts } from './texts';
import { UsageAndPlan } from './UsageAndPlan';

export default function ProfilePage() {
  return (
    <>
      <PageTitle title={accountTexts.profileTitle} />
      <Stack gap="8">
        <Heading as="h1" size="2xl">
          {accountTexts.profileHeading}
        </Heading>
        <ProfileGate>
          {(profile) => (
            <Stack gap="10">
              <ProfileCard profile={profile} />
              <ProfileDetailsForm profile={profile} />
              <Stack gap="3">
                <Heading as="h2" size="lg">
                  {accountTexts.usageHeading}
                </Heading>
                <RobotBanner forEveryone />
              </Stack>
              <UsageAndPlan />
              <ApiKeysSection />
              <MoveAccountSection email={profile.email} />
              <RemoveAccountSection email={profile.email} />
            </Stack>
          )}
        </ProfileGate>
      </Stack>
    </>
  );
}
