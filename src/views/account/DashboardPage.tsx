import { Heading, Stack, Stat, Text } from '@chakra-ui/react';
import { displayName } from '../../machines/session/selectors';
import { useLessonList } from '../../machines/lessonList/useLessonList';
import { usePlatformLimit } from '../../machines/platformLimit/usePlatformLimit';
import { Loading } from '../layout/Loading';
import { PageTitle } from '../layout/PageTitle';
import type { Profile } from '../../services/profileApi';
import { RobotBanner } from '../limit/RobotBanner';
import { PlanSummary } from './PlanSummary';
import { RecentLessons } from './RecentLessons';
import { ProfileGate } from './ProfileGate';
import { accountTexts } from './texts';

function RemainingActions() {
  const { remainingActions, limit } = usePlatformLimit();
  if (remainingActions === null || !limit) return null;
  return (
    <Stat.Root borderWidth="1px" borderColor="page.border" borderRadius="xl" p="5" bg="page.surface" maxW="sm">
      <Stat.Label>{accountTexts.remainingLabel}</Stat.Label>
      <Stat.ValueText>
        {remainingActions} <Stat.ValueUnit>/ {limit.max}</Stat.ValueUnit>
      </Stat.ValueText>
    </Stat.Root>
  );
}

function DashboardContent({ profile, lessons }: { profile: Profile; lessons: ReturnType<typeof useLessonList> }) {
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {accountTexts.welcome(displayName(profile))}
        </Heading>
        <Text color="page.muted">{accountTexts.dashboardIntro}</Text>
        <PlanSummary profile={profile} />
      </Stack>
      <RobotBanner />
      <RemainingActions />
      <RecentLessons list={lessons} />
    </Stack>
  );
}

export default function DashboardPage() {
  // Started here rather than under the profile gate: the lessons are fetched beside the profile, not after it.
  const lessons = useLessonList();
  // The robot banner and the actions left stand above the lessons: shown as the limit came in, they pushed the lessons
  // down after those had painted (a layout shift of 0.25 on a phone), so the page waits for the sign-in's first limit.
  const { isFirstLoading: limitLoading } = usePlatformLimit();
  return (
    <>
      <PageTitle title={accountTexts.dashboardTitle} />
      <ProfileGate>
        {(profile) => (limitLoading ? <Loading label={accountTexts.loadingProfile} holdsPage /> : <DashboardContent profile={profile} lessons={lessons} />)}
      </ProfileGate>
    </>
  );
}
