/** Navigation and footer texts (spec §2). */
export const navTexts = {
  brand: 'Teachkit',
  home: 'Home',
  pricing: 'Pricing',
  faq: 'FAQ',
  forPublishers: 'For Publishers',
  myDashboard: 'My Dashboard',
  loginRegister: 'Login / Register',
  connecting: 'Connecting...',
  buildAndPlan: 'Build and Plan',
  planLessons: 'Plan Lessons',
  buildAssessments: 'Build Assessments',
  structureUnits: 'Structure Units of Work',
  giveFeedback: 'Give Feedback',
  doMoreInStudio: 'Do more in the Studio',
  studio: 'Studio',
  lessons: 'Lessons',
  uploads: 'Uploads',
  outcomes: 'Outcomes',
  sharing: 'Sharing',
  profile: 'Profile',
  logout: 'Logout',
  accountMenu: 'Account menu',
  mainNavigation: 'Main navigation',
  contact: 'Contact',
  privacy: 'Privacy',
  terms: 'Terms of Service',
  status: 'Service status',
  openSource: 'Teachkit is open-source software (MIT licence), run here by your own administrator.',
  loading: 'Connecting...',
} as const;

export const publishersUrl = 'https://publishers.teachkit.org';

export const buildAndPlanItems = [
  { label: navTexts.planLessons, to: '/lessons/editor/new', description: 'Lessons built on real curriculum outcomes.' },
  { label: navTexts.buildAssessments, to: '/assessments', description: 'Assessments with rubric-driven marking.' },
  { label: navTexts.structureUnits, to: '/units', description: 'Sequence lessons into units of work.' },
  { label: navTexts.giveFeedback, to: '/comments', description: 'Personal feedback aligned to outcomes.' },
] as const;

export const pageTitleSuffix = 'Teachkit';
