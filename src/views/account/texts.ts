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

/** The profile page's sections: details, API keys, consumption, plan and removing the account. */
export const profileTexts = {
  detailsHeading: 'Your details',
  nameLabel: 'Name',
  marketLabel: 'Curriculum market',
  markets: [
    { value: '', label: 'Not set' },
    { value: 'us', label: 'United States' },
    { value: 'au', label: 'Australia' },
    { value: 'uk', label: 'United Kingdom (England)' },
  ],
  save: 'Save',
  saving: 'Saving...',
  saved: 'Saved.',
  keysHeading: 'API keys',
  keysIntro: 'A key lets your own programs call the Teachkit API as you. Give each program its own key, and revoke a key you no longer use.',
  keyNameLabel: 'Name of the new key',
  createKey: 'Make a key',
  creatingKey: 'Making the key...',
  createdKeyTitle: (name: string) => `Your new key "${name}"`,
  createdKeyWarning: 'Copy it now: this is the only time Teachkit shows the whole key. It keeps only a fingerprint of it.',
  copyKey: 'Copy key',
  copiedKey: 'Copied',
  dismissKey: 'I have copied it',
  noKeys: 'You have no API keys.',
  keysLoading: 'Loading your keys...',
  keysLoadFailed: 'We could not load your keys just now.',
  retry: 'Try again',
  keysTable: 'Your API keys',
  keyColumns: { name: 'Name', prefix: 'Starts with', created: 'Made', lastUsed: 'Last used', actions: 'Actions' },
  neverUsed: 'Never',
  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke ${name}`,
  revokeTitle: 'Revoke this key?',
  revokeBody: (name: string, prefix: string) => `Programs using "${name}" (${prefix}...) stop working at once. This cannot be undone.`,
  revokeConfirm: 'Revoke the key',
  revoking: 'Revoking...',
  cancel: 'Cancel',
  somethingFailed: 'That did not work just now. Please try again.',
  usageHeading: 'Robot actions in the last 30 days',
  usageLoading: 'Loading your robot actions...',
  usageFailed: 'We could not load your robot actions just now.',
  usageTotal: (total: number) => `${total} robot ${total === 1 ? 'action' : 'actions'} in the last 30 days.`,
  usageChartLabel: (start: string, end: string, total: number) => `Robot actions per day from ${start} to ${end}: ${total} in all`,
  usageBarLabel: (date: string, actions: number) => `${date}: ${actions} ${actions === 1 ? 'action' : 'actions'}`,
  usageTableCaption: 'Robot actions per day',
  usageShowTable: 'Show as a table',
  usageHideTable: 'Hide the table',
  usageColumns: { date: 'Day', actions: 'Robot actions' },
  planHeading: 'Your plan',
  planPortal: 'Manage your plan',
  planPortalIntro: 'Change or cancel your plan, and see your invoices, in the billing portal.',
  planLoading: 'Loading your plan...',
  planFailed: 'We could not load where your plan is managed just now.',
  removeHeading: 'Remove your account',
  removeIntro:
    'Removing your account deletes your profile, lessons, uploads, syllabi, API keys and shares for good. It cannot be undone.',
  removeStart: 'Remove my account...',
  removeConfirmLabel: (email: string) => `Type your email address (${email}) to confirm`,
  removeConfirm: 'Remove my account for good',
  removing: 'Removing...',
  removed: 'Your account is removed. Signing you out...',
} as const;
