import { Heading, Stack } from '@chakra-ui/react';
import { PageTitle } from '../layout/PageTitle';
import { RobotBanner } from '../limit/RobotBanner';
import { ProfileCard } from './ProfileCard';
import { ProfileGate } from './ProfileGate';
import { accountTexts } from './texts';

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
            <Stack gap="8">
              <ProfileCard profile={profile} />
              <Stack gap="3">
                <Heading as="h2" size="lg">
                  {accountTexts.usageHeading}
                </Heading>
                <RobotBanner forEveryone />
              </Stack>
            </Stack>
          )}
        </ProfileGate>
      </Stack>
    </>
  );
}
