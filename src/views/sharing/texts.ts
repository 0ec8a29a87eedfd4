/** The share tab's texts, the same for a lesson and an upload (spec: sharing). */
export const sharingTexts = {
  title: {
    lesson: 'Who can see this lesson',
    upload: 'Who can see this upload',
    assessment: 'Who can see this assessment',
    comment: 'Who can see these comments',
    unit: 'Who can see this unit',
  },
  modes: { private: 'Only me', people: 'Specific people', link: 'Anyone with the link' },
  modesLabel: 'Sharing',
  emails: 'Email addresses',
  emailsHelp: 'Separate addresses with commas or new lines.',
  save: 'Save sharing',
  saving: 'Saving...',
  link: 'Link to share',
  copyLink: 'Copy link',
  copied: 'Copied',
} as const;
