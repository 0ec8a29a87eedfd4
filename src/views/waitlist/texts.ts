/** Waitlist notice texts (spec §4). */
export const waitlistTexts = {
  title: 'Welcome to Teachkit',
  intro:
    'Thanks for joining. Teachkit is still growing: some areas are being built and will appear in the menus as they are ready.',
  limits:
    'Your robot has a number of actions each shift (a day, reset at midnight UTC). The administrator of this Teachkit decides which plan you are on.',
  yourWork: 'Everything you create is stored on this installation and is private to you unless you share it.',
  acknowledge: 'I understand',
  saving: 'Saving...',
} as const;
