/** What each signed-in menu entry not yet in the browser will be, and what a teacher can do meanwhile. */
export interface ComingFeature {
  title: string;
  what: string;
}

export const comingTexts = {
  notYet: 'This part of Teachkit is not in the browser yet.',
  meanwhile: 'Meanwhile you can plan lessons on real curriculum outcomes, with worked examples, checks and answers, and slides.',
  planLesson: 'Plan a lesson',
  myLessons: 'My lessons',
} as const;

export const COMING_FEATURES: Record<string, ComingFeature> = {
  units: { title: 'Structure Units of Work', what: 'Units of work that sequence lessons over weeks so every outcome is taught, revisited and assessed, with a coverage map.' },
  sharing: { title: 'Sharing and Privacy', what: 'Everything you share and everything shared with you, in one list, with links to copy and sharing to change or revoke.' },
};
