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
  menu: 'Menu',
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

/** The signed-in top bar's own links, beside the Build and Plan flyout (and in the phone menu under it). */
export const signedInLinks = [
  { label: navTexts.lessons, to: '/lessons' },
  { label: navTexts.studio, to: '/studio' },
  { label: navTexts.uploads, to: '/uploads' },
] as const;

/** The public top bar's own links (For Publishers is external and follows them). */
export const publicLinks = [
  { label: navTexts.home, to: '/' },
  { label: navTexts.pricing, to: '/pricing' },
  { label: navTexts.faq, to: '/faq' },
] as const;

export const pageTitleSuffix = 'Teachkit';
