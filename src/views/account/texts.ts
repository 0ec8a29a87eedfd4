export const accountTexts = {
  dashboardTitle: 'Dashboard',
  welcome: (name: string) => (name ? `Welcome, ${name}` : 'Welcome'),
  dashboardIntro: 'Here is where your robot stands in this shift.',
  remainingLabel: 'Robot actions left this shift',
  planLabel: 'Plan',
  freePlan: 'Free',
  planUntil: (date: string) => `until ${date}`,
  loadingProfile: 'Loading your profile...',
  profileUnavailable:
    'We could not load your profile just now. Please reload the page; if it keeps happening, check the service status.',
  profileTitle: 'Profile',
  profileHeading: 'Your profile',
  email: 'Email',
  market: 'Curriculum market',
  notSet: 'Not set',
  usageHeading: 'Robot actions',
  recentHeading: 'Your recent lessons',
  noLessonsYet: 'You have not planned a lesson yet. Start with a topic and the outcomes you teach.',
  allLessons: 'All my lessons',
  nextStepsHeading: 'Next steps',
  nextPlan: 'Plan a lesson',
  nextUpload: 'Upload your teaching files',
  nextOutcomes: 'Browse curriculum outcomes',
  lessonsUnavailable: 'Your lessons could not be loaded just now.',
} as const;

export const tierNames: Record<string, string> = {
  pro: 'Pro',
  starter: 'Starter',
  pilot: 'Pilot',
  institution: 'Institution',
};

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
